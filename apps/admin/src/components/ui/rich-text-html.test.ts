import { describe, expect, it } from 'vitest';
import { isBlankHtml, normalizeEditorHtml, safeLinkHref } from './rich-text-html.ts';

describe('isBlankHtml', () => {
  it('sees through what an emptied contentEditable leaves behind', () => {
    for (const html of ['', '<br>', '<p><br></p>', '<div>&nbsp;</div>', ' <p> </p> '])
      expect(isBlankHtml(html), html).toBe(true);
  });

  it('counts text and images as content', () => {
    expect(isBlankHtml('<p>x</p>')).toBe(false);
    expect(isBlankHtml('<p><img src="https://cdn.example/a.png"></p>')).toBe(false);
  });
});

describe('normalizeEditorHtml', () => {
  it('stores blank as empty and trims the rest', () => {
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('  <p>Hi</p>\n')).toBe('<p>Hi</p>');
  });
});

describe('safeLinkHref', () => {
  it('keeps http(s) and mailto links, adding https:// to a bare host', () => {
    expect(safeLinkHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLinkHref('example.com/promo')).toBe('https://example.com/promo');
    expect(safeLinkHref('mailto:help@example.com')).toBe('mailto:help@example.com');
  });

  it('refuses script, data and malformed links', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,x',
      'JaVaScRiPt:alert(1)',
      'http://',
      'a b',
      '',
      'nohost',
    ])
      expect(safeLinkHref(bad), bad).toBeNull();
  });
});
