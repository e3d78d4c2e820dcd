import type { TCard, TRank, TSuit } from './cards.ts';

const RANKS: Record<string, TRank> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };

/** Cards from short text for tests: 'AS 9H TD KC' (rank A 2–9 T J Q K, then suit S H D C). */
export function cardsOf(text: string): TCard[] {
  return text.split(' ').map((code) => ({
    rank: RANKS[code[0]!] ?? (Number(code[0]) as TRank),
    suit: code[1] as TSuit,
  }));
}
