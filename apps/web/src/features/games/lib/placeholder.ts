/** A stable hue per text, so one game always gets the same placeholder colours. */
const hueOf = (text: string): number => {
  let h = 0;
  for (const c of text) h = (h * 31 + c.codePointAt(0)!) % 360;
  return h;
};

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/** Up to two initials of a name ("Dragon Gold" → "DG"; one word → its first two letters). */
export const initialsOf = (name: string): string => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? [...words[0]!].slice(0, 2) : words.slice(0, 2).map((w) => [...w][0]!);
  return letters.join('').toUpperCase();
};

/**
 * The generated picture a thumbnail falls back to when its image cannot load: a two-tone gradient
 * from the name's hue, the initials and the vendor, as an SVG data address (no network).
 */
export const placeholderThumb = (name: string, vendor = ''): string => {
  const h = hueOf(`${vendor}:${name}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,42%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},75%,22%)"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><circle cx="196" cy="44" r="70" fill="#fff" opacity=".08"/><circle cx="30" cy="220" r="90" fill="#000" opacity=".18"/><text x="120" y="132" text-anchor="middle" font-family="Poppins,Inter,Arial,sans-serif" font-size="72" font-weight="800" fill="#fff" opacity=".92">${escapeXml(initialsOf(name))}</text><text x="120" y="184" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="18" font-weight="700" letter-spacing="3" fill="#fff" opacity=".6">${escapeXml(vendor.toUpperCase().slice(0, 16))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

/** The same address with a cache-busting query, for the one retry of a failed image. */
export const retryUrl = (url: string, stamp: number): string =>
  `${url}${url.includes('?') ? '&' : '?'}retry=${stamp}`;
