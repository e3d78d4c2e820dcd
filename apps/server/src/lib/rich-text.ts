import sanitize from 'sanitize-html';

/**
 * The HTML operators may write in announcements and help topics: text formatting, lists, links,
 * images and simple tables. Scripts, event handlers, styles and javascript: URLs are dropped.
 * Content is cleaned on save here; every client cleans it again on display (DOMPurify).
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'span',
    'div',
    'blockquote',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // A link that opens elsewhere must not hand the opener to the other page.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export const sanitizeRichText = (html: string): string => sanitize(html, OPTIONS).trim();

/** Cleans every language of a localized rich text. */
export const sanitizeLocalized = (map: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(map).map(([lang, html]) => [lang, sanitizeRichText(html)]));
