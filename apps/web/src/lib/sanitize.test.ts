// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml', () => {
  it('keeps ordinary formatting', () => {
    expect(sanitizeHtml('<p>Hi <b>there</b></p><ol><li>one</li></ol>')).toBe(
      '<p>Hi <b>there</b></p><ol><li>one</li></ol>',
    );
  });

  it.each([
    ['<img src=x onerror="alert(1)">', '<img src="x">'],
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
    ['<form action="/steal"><input name="pw"></form>', ''],
  ])('strips what could run or take over the page from %s', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });
});
