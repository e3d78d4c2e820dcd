import { createHash } from 'node:crypto';

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A member's default icon: their initial on a gradient whose hues come from the account name. */
export function renderAvatar(account: string, nickname: string): string {
  const h = createHash('sha256').update(account).digest();
  const hue = Math.round((h[0]! / 255) * 360);
  const initial = escapeXml((nickname || account).slice(0, 1).toUpperCase());
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 75% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 38%)"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#a)"/><text x="32" y="42" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="28" font-weight="800" fill="#fff">${initial}</text></svg>`;
}
