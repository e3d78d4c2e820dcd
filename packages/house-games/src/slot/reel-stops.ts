import type { TFloatSource } from '../provably-fair.ts';
import { SLOT_ROW_COUNT } from './lines.ts';
import type { TReelSet } from './slot-game.ts';

/**
 * One stop per reel from one float each, stop = floor(float × strip length). The float is a 32-bit
 * fraction, so the product is exact in a double and the browser's verifier lands on the same stop.
 */
export function drawStops(reels: TReelSet, floats: TFloatSource): number[] {
  return reels.map((strip) => {
    const float = floats.next();
    if (!(float >= 0 && float < 1)) throw new RangeError(`a float must lie in [0, 1), got ${float}`);
    return Math.floor(float * strip.length);
  });
}

/** The visible window as [reel][row]: rows 0…2 show strip[stop], strip[stop + 1], strip[stop + 2], cyclically. */
export function windowAt(reels: TReelSet, stops: readonly number[]): string[][] {
  return reels.map((strip, reel) => {
    const column: string[] = [];
    for (let row = 0; row < SLOT_ROW_COUNT; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    return column;
  });
}
