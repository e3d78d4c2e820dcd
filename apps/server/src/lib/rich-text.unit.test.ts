import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting, lists and links', () => {
    const html =
      '<h2>Deposit</h2><p><b>Fast</b> and <em>safe</em></p><ul><li>one</li></ul><a href="https://x.test/a">x</a>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red">hi</p><script>alert(1)</script>')).toBe(
      '<p>hi</p>',
    );
  });

  it('drops javascript: links but keeps the text', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
  });

  it('drops iframes and their content', () => {
    expect(sanitizeRichText('<iframe src="https://evil.test"></iframe><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(sanitizeRichText('<a href="https://x.test" target="_self">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('drops script in image sources and handlers', () => {
    expect(sanitizeRichText('<img src="javascript:alert(1)" onerror="x()">')).toBe('<img />');
  });
});
