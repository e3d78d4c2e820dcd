import DOMPurify from 'dompurify';

/**
 * Every piece of server-supplied HTML passes through here before it reaches the DOM. Form controls
 * are dropped too: operator content has no business asking for input (a fake password box).
 */
export const sanitizeHtml = (html: string): string =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'textarea', 'select', 'button'],
    FORBID_ATTR: ['style'],
  });
