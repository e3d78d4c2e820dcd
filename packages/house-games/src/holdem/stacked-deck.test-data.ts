import type { TFloatSource } from '../provably-fair.ts';
import { DECK_SIZE, parseCards, type TCard } from './cards.ts';
import { dealPositions } from './start-hand.ts';

/** Floats that make shuffleDeck produce `order`: Fisher–Yates run backwards, one float per swap. */
export function floatsForDeck(order: readonly TCard[]): TFloatSource {
  const deck = Array.from({ length: DECK_SIZE }, (_, card) => card);
  const floats: number[] = [];
  for (let i = DECK_SIZE - 1; i > 0; i--) {
    const j = deck.indexOf(order[i]!);
    floats.push((j + 0.5) / (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  let read = 0;
  return { next: () => floats[read++]! };
}

/**
 * A stream that deals the named hole cards ('As Kd' per seat, in seat order) and board ('Qh Jh Th 2c
 * 3d'); the rest of the deck is filled with the unused cards in order.
 */
export function stackedDeck(holes: readonly string[], board: string, button: number): TFloatSource {
  const positions = dealPositions(holes.length, button);
  const order = new Array<TCard | undefined>(DECK_SIZE).fill(undefined);
  holes.forEach((names, seat) => {
    const [a, b] = parseCards(names);
    order[positions.hole[seat]![0]] = a;
    order[positions.hole[seat]![1]] = b;
  });
  parseCards(board).forEach((card, i) => (order[positions.board[i]!] = card));
  const used = new Set(order.filter((card) => card !== undefined));
  const rest = Array.from({ length: DECK_SIZE }, (_, card) => card).filter((card) => !used.has(card));
  return floatsForDeck(order.map((card) => card ?? rest.shift()!));
}
