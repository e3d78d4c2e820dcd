import { createHash } from 'node:crypto';

const STEP_MS = 5 * 60_000;
const DAY_MS = 86_400_000;

const hashInt = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0);

/**
 * A plausible number of players in a room at a moment. Seats live at the vendor, which tells us
 * nothing, so the figure is derived, never random: each room has its own base (lower stakes draw
 * more players), a daily swell shifted per room, and a small wobble that changes every 5 minutes.
 * The same room at the same moment always shows the same number.
 */
export function livePlayers(roomKey: string, stakeLevel: number, at: Date): number {
  const seed = hashInt(roomKey);
  const base = 18 + (seed % 40) + Math.round(90 / (stakeLevel + 1));
  const phase = ((seed >>> 8) % 628) / 100;
  const swell = 0.7 + 0.3 * Math.sin((2 * Math.PI * (at.getTime() % DAY_MS)) / DAY_MS + phase);
  const step = Math.floor(at.getTime() / STEP_MS);
  const wobble = (hashInt(`${roomKey}:${step}`) % 9) - 4;
  return Math.max(0, Math.round(base * swell) + wobble);
}
