import DOMPurify from 'dompurify';

/** Every piece of server-supplied HTML passes through here before it reaches the DOM. */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
