import { describe, expect, it } from 'vitest';
import { DECK_SIZE, parseCards } from '../holdem/cards.ts';
import { floatsForDeck } from '../holdem/stacked-deck.test-data.ts';
import { dealNiuniu } from './deal.ts';
import { playNiuniuRound, settleNiuniu } from './settle.ts';

const hands = (...names: string[]) => names.map((n) => parseCards(n));

/** A stream that deals these hands (players first, banker last) the way dealNiuniu deals. */
function stacked(...names: string[]) {
  const dealt = hands(...names);
  const order: number[] = new Array<number>(DECK_SIZE).fill(-1);
  dealt.forEach((cards, h) => cards.forEach((card, k) => (order[h + k * dealt.length] = card)));
  const rest = Array.from({ length: DECK_SIZE }, (_, c) => c).filter((c) => !order.includes(c));
  return floatsForDeck(order.map((card) => (card === -1 ? rest.shift()! : card)));
}

describe('settleNiuniu', () => {
  const [niuNiu, bull8, bull3, noBull, bomb] = hands(
    'Jc Qd Kh 3s 7c',
    '2c 8d Th 4s 4c',
    'Tc 6d 4h Ad 2s',
    '2h 2d 4d 5s 9c',
    '9c 9d 9h 9s Kc',
  );

  it.each([
    // player hand, banker hand, base bet, winner, gross, commission, player net, banker net
    ['niu niu over bull 8', niuNiu, bull8, 1_000, 'PLAYER', 3_000, 150, 2_850, -3_000],
    ['bull 8 under niu niu', bull8, niuNiu, 1_000, 'BANKER', 3_000, 150, -3_000, 2_850],
    ['bull 3 over no bull', bull3, noBull, 1_000, 'PLAYER', 1_000, 50, 950, -1_000],
    ['a bomb', bomb, niuNiu, 1_000, 'PLAYER', 4_000, 200, 3_800, -4_000],
    ['a commission floored', bull8, noBull, 333, 'PLAYER', 666, 33, 633, -666],
  ] as const)('settles %s', (_, player, banker, bet, winner, gross, commission, playerNet, bankerNet) => {
    const result = settleNiuniu({ players: [[...player!]], banker: [...banker!] }, [bet]);
    expect(result.players[0]).toMatchObject({
      winner,
      grossMinor: gross,
      commissionMinor: commission,
      netMinor: playerNet,
    });
    expect(result.banker.netMinor).toBe(bankerNet);
    expect(result.commissionMinor).toBe(commission);
  });

  it('settles each player alone against the banker and books every commission', () => {
    const deal = { players: [[...niuNiu!], [...noBull!], [...bull3!]], banker: [...bull8!] };
    const result = settleNiuniu(deal, [100, 200, 300]);
    expect(result.players.map((p) => [p.winner, p.netMinor])).toEqual([
      ['PLAYER', 285],
      ['BANKER', -400],
      ['BANKER', -600],
    ]);
    // the banker pays 300, wins 400 − 20 and 600 − 30
    expect(result.banker.netMinor).toBe(650);
    expect(result.commissionMinor).toBe(65);
  });

  it('breaks equal categories on the highest card: a king of spades over a king of hearts', () => {
    const result = settleNiuniu(
      { players: hands('Ks 4d 6h 3s 3c'), banker: parseCards('Kh 4c 6d 2h 4h') },
      [100],
    );
    expect(result.players[0]).toMatchObject({ winner: 'PLAYER', grossMinor: 100 });
  });

  it.each([
    ['a zero bet', [0], 500],
    ['a fractional bet', [10.5], 500],
    ['a bet above the maximum', [100_000_000_001], 500],
    ['a commission above 100 %', [100], 10_001],
    ['a missing bet', [], 500],
  ])('refuses %s', (_, bets, bps) => {
    expect(() => settleNiuniu({ players: [[...niuNiu!]], banker: [...bull8!] }, bets, bps)).toThrow(
      RangeError,
    );
  });
});

describe('dealNiuniu and playNiuniuRound', () => {
  it('deal one card at a time, players first and the banker last', () => {
    const floats = stacked('Jc Qd Kh 3s 7c', '2c 8d Th 4s 4c', '9c 9d 9h 9s Kc');
    const round = playNiuniuRound(floats, [100, 100]);
    expect(round.deal).toEqual({
      players: hands('Jc Qd Kh 3s 7c', '2c 8d Th 4s 4c'),
      banker: parseCards('9c 9d 9h 9s Kc'),
    });
    expect(round.players.map((p) => p.netMinor)).toEqual([-400, -400]);
    expect(round.banker.netMinor).toBe(760);
  });

  it('refuses no players or more than four', () => {
    const floats = { next: () => 0.5 };
    expect(() => dealNiuniu(floats, 0)).toThrow(RangeError);
    expect(() => dealNiuniu(floats, 5)).toThrow(RangeError);
    expect(() => playNiuniuRound(floats, [1, 1, 1, 1, 1])).toThrow(RangeError);
  });
});
