import { createHash } from 'node:crypto';
import type { TGameCategory, TGameType } from '@openlobby/contracts';
import { escapeXml } from './vendor-logo.ts';

/** What a game's thumbnail is drawn from. */
export type TGameIconInput = {
  nodeId: number;
  gameCode: string;
  /** The title shown on the tile (the English name: icons are shared by every brand and language). */
  name: string;
  vendorCode: string;
  category: TGameCategory;
  gameType: TGameType;
};

/** Each category's base hue; a hash of the game moves it a little so neighbours differ. */
const CATEGORY_HUE: Record<TGameCategory, number> = {
  RNG: 285,
  LIVE: 350,
  FISH: 195,
  PVP: 42,
  SPORTS: 130,
  ELOTT: 170,
  LOTT: 330,
  CONS: 255,
};

/** Category emblems drawn in a 100 × 100 box with paths only (no fonts, no images). */
const EMBLEMS: Record<TGameCategory, (accent: string) => string> = {
  // A slot machine: cabinet, three reels of sevens and a lever.
  RNG: (accent) => `
<path d="M14 22h60a8 8 0 0 1 8 8v48a8 8 0 0 1-8 8H14a8 8 0 0 1-8-8V30a8 8 0 0 1 8-8z" fill="#fff"/>
<path d="M24 10h40l6 12H18z" fill="#fff" opacity="0.85"/>
<rect x="13" y="36" width="18" height="28" rx="3" fill="${accent}"/><rect x="35" y="36" width="18" height="28" rx="3" fill="${accent}"/><rect x="57" y="36" width="18" height="28" rx="3" fill="${accent}"/>
<path d="M17 43h10l-6 15M39 43h10l-6 15M61 43h10l-6 15" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M84 40h6V26" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="90" cy="22" r="6" fill="#fff"/>`,
  // A playing card with a spade.
  LIVE: (accent) => `
<rect x="20" y="8" width="60" height="84" rx="8" fill="#fff" transform="rotate(-8 50 50)"/>
<path d="M50 22C40 36 28 44 31 56c2 9 13 11 17 4l-4 14h12l-4-14c4 7 15 5 17-4 3-12-9-20-19-34z" fill="${accent}"/>`,
  // A fish with bubbles.
  FISH: (accent) => `
<path d="M12 52C26 28 60 26 76 50 60 74 26 74 12 52z" fill="#fff"/>
<path d="M74 50l20-16v32z" fill="#fff" opacity="0.9"/>
<circle cx="30" cy="46" r="5" fill="${accent}"/>
<path d="M46 38c6 8 6 20 0 28" fill="none" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>
<circle cx="84" cy="20" r="5" fill="none" stroke="#fff" stroke-width="2.5"/><circle cx="72" cy="10" r="3" fill="none" stroke="#fff" stroke-width="2"/>`,
  // Two fanned cards with a club.
  PVP: (accent) => `
<rect x="14" y="16" width="46" height="66" rx="6" fill="#fff" opacity="0.75" transform="rotate(-14 37 49)"/>
<rect x="38" y="14" width="46" height="66" rx="6" fill="#fff" transform="rotate(10 61 47)"/>
<g fill="${accent}" transform="rotate(10 61 47)"><circle cx="61" cy="37" r="8"/><circle cx="52" cy="50" r="8"/><circle cx="70" cy="50" r="8"/><path d="M58 48h6l3 16H55z"/></g>`,
  // A football.
  SPORTS: (accent) => `
<circle cx="50" cy="50" r="38" fill="#fff"/>
<path d="M50 34l13 9-5 15H42l-5-15z" fill="${accent}"/>
<path d="M50 34V14M63 43l18-7M58 58l11 17M42 58L31 75M37 43l-18-7" stroke="${accent}" stroke-width="3" stroke-linecap="round"/>`,
  // A lottery ball.
  ELOTT: (accent) => `
<circle cx="50" cy="50" r="38" fill="#fff"/>
<circle cx="50" cy="50" r="22" fill="${accent}"/>
<path d="M26 30a30 30 0 0 1 20-14" fill="none" stroke="${accent}" stroke-width="4" stroke-linecap="round" opacity="0.6"/>
<path d="M44 42l8-5v26" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A ticket with punched notches and a star.
  LOTT: (accent) => `
<path d="M8 28h84v14a8 8 0 0 0 0 16v14H8V58a8 8 0 0 0 0-16z" fill="#fff"/>
<path d="M34 28v44" stroke="${accent}" stroke-width="2" stroke-dasharray="4 4"/>
<path d="M62 36l4.7 9.5 10.5 1.5-7.6 7.4 1.8 10.4L62 59.9l-9.4 4.9 1.8-10.4-7.6-7.4 10.5-1.5z" fill="${accent}"/>`,
  // A game pad.
  CONS: (accent) => `
<path d="M26 30h48c12 0 20 12 22 28 2 14-10 20-18 12l-8-8H30l-8 8c-8 8-20 2-18-12 2-16 10-28 22-28z" fill="#fff"/>
<path d="M28 42v16M20 50h16" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>
<circle cx="68" cy="44" r="4.5" fill="${accent}"/><circle cx="78" cy="54" r="4.5" fill="${accent}"/>`,
};

/** Background textures; one is picked per game. */
const PATTERNS = [
  // Sun rays from the emblem.
  (id: string) =>
    `<g clip-path="url(#c${id})" opacity="0.10" fill="#fff">${Array.from(
      { length: 12 },
      (_, i) => `<path d="M120 96L110 -60h20z" transform="rotate(${i * 30} 120 96)"/>`,
    ).join('')}</g>`,
  // A grid of dots.
  (id: string) =>
    `<g clip-path="url(#c${id})" opacity="0.12" fill="#fff">${Array.from({ length: 64 }, (_, i) => {
      const x = 15 + (i % 8) * 30;
      const y = 15 + Math.floor(i / 8) * 30;
      return `<circle cx="${x}" cy="${y}" r="2.5"/>`;
    }).join('')}</g>`,
  // Diagonal stripes.
  (id: string) =>
    `<g clip-path="url(#c${id})" opacity="0.08" stroke="#fff" stroke-width="14">${Array.from(
      { length: 10 },
      (_, i) => `<path d="M${i * 48 - 240} 240L${i * 48} 0"/>`,
    ).join('')}</g>`,
  // Rings around the emblem.
  (id: string) =>
    `<g clip-path="url(#c${id})" opacity="0.12" fill="none" stroke="#fff" stroke-width="3">${[
      40, 70, 100, 130, 160,
    ]
      .map((r) => `<circle cx="120" cy="96" r="${r}"/>`)
      .join('')}</g>`,
];

const MAX_LINE = 16;

/** The title in at most two lines of about 16 characters, cut with an ellipsis when longer. */
export function titleLines(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const chars = Array.from(word);
    if (chars.length > MAX_LINE) {
      // A word too long for one line is split.
      for (let i = 0; i < chars.length; i += MAX_LINE) {
        if (line) lines.push(line);
        line = chars.slice(i, i + MAX_LINE).join('');
      }
      continue;
    }
    const next = line ? `${line} ${word}` : word;
    if (Array.from(next).length > MAX_LINE) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  if (lines.length <= 2) return lines;
  const rest = Array.from(lines.slice(1).join(' '));
  return [lines[0]!, `${rest.slice(0, MAX_LINE - 1).join('')}…`];
}

/**
 * A game's thumbnail as SVG, drawn from its name, category and vendor: a gradient in the category's
 * colours (moved by a hash of vendor and game code), a texture, the category's emblem, the vendor
 * and game type as badges and the title. Every text is escaped; ids carry the node id so several
 * icons can share one page.
 */
export function renderGameIcon(g: TGameIconInput): string {
  const hash = createHash('sha256').update(`${g.vendorCode}/${g.gameCode}`).digest();
  const hue = (CATEGORY_HUE[g.category] + (hash[0]! % 50) - 25 + 360) % 360;
  const hue2 = (hue + 25 + (hash[1]! % 60)) % 360;
  const accent = `hsl(${hue} 70% 42%)`;
  const id = String(g.nodeId);
  const pattern = PATTERNS[hash[2]! % PATTERNS.length]!(id);
  const tilt = (hash[3]! % 17) - 8;
  const lines = titleLines(g.name);
  const fontSize = lines.some((l) => Array.from(l).length > 12) ? 18 : 22;
  const firstY = lines.length > 1 ? 196 : 208;
  const title = lines
    .map(
      (l, i) =>
        `<text x="120" y="${firstY + i * (fontSize + 4)}" text-anchor="middle" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(l)}</text>`,
    )
    .join('');
  const vendorChars = Array.from(g.vendorCode).slice(0, 8);
  const vendor = escapeXml(vendorChars.join(''));
  const label = escapeXml(g.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${label}">
<title>${label}</title>
<defs>
<linearGradient id="b${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 78% 55%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 24%)"/></linearGradient>
<radialGradient id="l${id}" cx="0.5" cy="0.4" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="s${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient>
<clipPath id="c${id}"><rect width="240" height="240" rx="24"/></clipPath>
<filter id="f${id}" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-color="#000" flood-opacity="0.35"/></filter>
</defs>
<rect width="240" height="240" rx="24" fill="url(#b${id})"/>
${pattern}
<circle cx="120" cy="96" r="86" fill="url(#l${id})"/>
<g filter="url(#f${id})" transform="translate(70 46) rotate(${tilt} 50 50)">${EMBLEMS[g.category](accent)}</g>
<rect y="160" width="240" height="80" fill="url(#s${id})" clip-path="url(#c${id})"/>
<rect x="12" y="12" width="${24 + vendorChars.length * 9}" height="24" rx="12" fill="#000" opacity="0.35"/>
<text x="24" y="29" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="13" font-weight="700" letter-spacing="1" fill="#fff">${vendor}</text>
${title}
</svg>`;
}
