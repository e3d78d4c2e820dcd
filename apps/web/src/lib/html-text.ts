/**
 * The words of a piece of server-supplied HTML, for places that show text only (the marquee, a
 * banner's title). Parsed with DOMParser, whose document is inert: no script runs and nothing
 * loads, so it needs no sanitiser (DOMPurify stays out of the first screen; it guards every place
 * that renders HTML, through lib/sanitize.ts). Script and style bodies are code, not words.
 */
export const textOfHtml = (html: string): string => {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const code of doc.querySelectorAll('script, style, template, noscript')) code.remove();
  return doc.body.textContent ?? '';
};
