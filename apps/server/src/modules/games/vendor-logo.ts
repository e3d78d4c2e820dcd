import { createHash } from 'node:crypto';

/**
 * Text made safe for SVG/XML content and attribute values: markup characters escaped and the
 * characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/U+FFFF) dropped, so a
 * hostile name can neither inject markup nor make the image unreadable.
 */
export const escapeXml = (s: string) =>
  s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(
      /[<>&"']/g,
      (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
    );

/**
 * A vendor's logo tile as SVG: a gradient badge whose hues come from a hash of the code, so every
 * vendor keeps its own colours without an uploaded image. Operators' uploads replace it later.
 */
export function renderVendorLogo(code: string, name: string): string {
  const hash = createHash('sha256').update(code).digest();
  const hue = Math.round((hash[0]! / 255) * 360);
  const hue2 = (hue + 40 + (hash[1]! % 80)) % 360;
  const shape = hash[2]! % 3;
  const label = escapeXml(code.length > 6 ? code.slice(0, 6) : code);
  const title = escapeXml(name);
  const ornament =
    shape === 0
      ? `<circle cx="132" cy="16" r="30" fill="#fff" opacity="0.12"/>`
      : shape === 1
        ? `<path d="M110 0 L160 0 L160 50 Z" fill="#fff" opacity="0.14"/>`
        : `<rect x="118" y="-10" width="40" height="40" rx="8" transform="rotate(30 138 10)" fill="#fff" opacity="0.12"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 80% 52%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 32%)"/></linearGradient></defs>
<rect width="160" height="64" rx="12" fill="url(#g)"/>${ornament}
<text x="80" y="41" text-anchor="middle" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="22" font-weight="800" letter-spacing="1.5" fill="#fff">${label}</text>
</svg>`;
}
