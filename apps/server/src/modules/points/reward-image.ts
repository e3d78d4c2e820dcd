import { createHash } from 'node:crypto';
import { escapeXml } from '../games/vendor-logo.ts';

/**
 * A reward's picture as SVG (POINTS_API.rewardImage) for rewards without an uploaded image: a gift
 * box on a gradient whose hues come from a hash of the reward's id, and its cost in points, so each
 * reward of the points mall looks its own without any stored file. No words but the figure, so one
 * picture serves every language; the name is its accessible label.
 */
export function renderRewardImage(id: number, name: string, costPoints: bigint): string {
  const hash = createHash('sha256').update(`reward:${id}`).digest();
  const hue = Math.round((hash[0]! / 255) * 360);
  const hue2 = (hue + 50 + (hash[1]! % 70)) % 360;
  const title = escapeXml(name);
  const cost = escapeXml(costPoints.toLocaleString('en-US'));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${title}">
<title>${title}</title>
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 78% 56%)"/><stop offset="1" stop-color="hsl(${hue2} 72% 30%)"/></linearGradient></defs>
<rect width="240" height="240" rx="24" fill="url(#g)"/>
<circle cx="196" cy="40" r="54" fill="#fff" opacity="0.1"/>
<rect x="66" y="78" width="108" height="82" rx="8" fill="#fff" opacity="0.92"/>
<rect x="58" y="62" width="124" height="26" rx="6" fill="#fff"/>
<rect x="112" y="62" width="16" height="98" fill="hsl(${hue} 70% 45%)"/>
<path d="M120 62 C100 34 76 44 92 62 Z M120 62 C140 34 164 44 148 62 Z" fill="#fff"/>
<text x="120" y="204" text-anchor="middle" font-family="Inter,Segoe UI,Arial,sans-serif" font-size="26" font-weight="800" fill="#fff">${cost} P</text>
</svg>`;
}
