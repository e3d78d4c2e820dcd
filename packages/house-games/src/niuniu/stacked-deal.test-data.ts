import { DECK_SIZE, parseCards } from '../holdem/cards.ts';
import { floatsForDeck } from '../holdem/stacked-deck.test-data.ts';

/** A stream that deals these hands ('Jc Qd Kh 3s 7c' each; players first, banker last) as dealNiuniu does. */
export function stackedNiuniu(...names: string[]) {
  const dealt = names.map((n) => parseCards(n));
  const order: number[] = new Array<number>(DECK_SIZE).fill(-1);
  dealt.forEach((cards, h) => cards.forEach((card, k) => (order[h + k * dealt.length] = card)));
  const rest = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !order.includes(c));
  return floatsForDeck(order.map((card) => (card === -1 ? rest.shift()! : card)));
}
