/** Pure helpers of the rich-text editor: what counts as empty, and which links may be inserted. */

const ENTITY_SPACE = /&nbsp;|&#160;|&#xa0;/gi;

/**
 * True when HTML shows nothing: only tags, line breaks and spaces (an image or a video still
 * counts as content). contentEditable leaves `<br>` or `<p><br></p>` behind once emptied.
 */
export const isBlankHtml = (html: string): boolean => {
  if (/<(img|video|iframe|hr)\b/i.test(html)) return false;
  const text = html.replace(/<[^>]*>/g, '').replace(ENTITY_SPACE, ' ');
  return text.trim().length === 0;
};

/** The editor's HTML as stored: blank becomes '', anything else is kept as written. */
export const normalizeEditorHtml = (html: string): string => (isBlankHtml(html) ? '' : html.trim());

/**
 * A link typed into the link box as an href: http(s) and mailto only; a bare host gets https://.
 * Anything else (javascript:, data:, spaces) is refused with null.
 */
export const safeLinkHref = (input: string): string | null => {
  const raw = input.trim();
  if (!raw || /\s/.test(raw)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw) ? raw : `https://${raw.replace(/^\/+/, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname.includes('@') ? withScheme : null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
};
