import type { TFloatSource } from '../provably-fair.ts';
import { ROULETTE_POCKETS, spinRoulette } from './wheel.ts';

/** How often each pocket came up in `rounds` spins (index = number). */
export type TRouletteSimulation = { spins: number; hits: number[] };

/** Spins `rounds` times from one stream, one float a spin: for the tests and `npm run bench:games`. */
export function simulateRoulette(floats: TFloatSource, rounds: number): TRouletteSimulation {
  const hits = new Array<number>(ROULETTE_POCKETS).fill(0);
  for (let i = 0; i < rounds; i++) hits[spinRoulette(floats)]!++;
  return { spins: rounds, hits };
}
