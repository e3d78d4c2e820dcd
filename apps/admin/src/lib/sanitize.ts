import DOMPurify from 'dompurify';

/** Operator-visible HTML from the server goes through DOMPurify before it reaches the DOM. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'] });
