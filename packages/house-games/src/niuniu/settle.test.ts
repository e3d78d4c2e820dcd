import { describe, expect, it } from 'vitest';
import { parseCards } from '../holdem/cards.ts';
import { NIUNIU_DEAL_BLOCKS, dealNiuniu } from './deal.ts';
import { playNiuniuRound, settleNiuniu, simulateNiuniu } from './settle.ts';
import { stackedNiuniu } from './stacked-deal.test-data.ts';

const hands = (...names: string[]) => names.map((n) => parseCards(n));

const stacked = stackedNiuniu;

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
    ['a negative commission', [100], -1],
    ['a fractional commission', [100], 1.5],
  ])('refuses %s', (_, bets, bps) => {
    expect(() => settleNiuniu({ players: [[...niuNiu!]], banker: [...bull8!] }, bets, bps)).toThrow(
      RangeError,
    );
  });

  it('says what is wrong with refused bets', () => {
    const deal = { players: [[...niuNiu!]], banker: [...bull8!] };
    expect(() => settleNiuniu(deal, [0])).toThrow(
      new RangeError('a base bet is a whole number of minor units from 1 to 100000000000, got 0'),
    );
    expect(() => settleNiuniu(deal, [100], 1.5)).toThrow(
      new RangeError('the commission is whole basis points from 0 to 10,000, got 1.5'),
    );
    expect(() => settleNiuniu(deal, [100, 100])).toThrow(
      new RangeError('1 players need as many bets, got 2'),
    );
  });

  it('takes the whole win as commission at 10,000 basis points, and none at 0', () => {
    const deal = { players: [[...niuNiu!]], banker: [...bull8!] };
    expect(settleNiuniu(deal, [100], 10_000).players[0]).toMatchObject({ commissionMinor: 300, netMinor: 0 });
    expect(settleNiuniu(deal, [100], 0).players[0]).toMatchObject({ commissionMinor: 0, netMinor: 300 });
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
    expect(() => dealNiuniu(floats, 1.5)).toThrow(
      new RangeError('a Niu-Niu round has 1 to 4 players, got 1.5'),
    );
  });

  it('refuses a bad bet before reading the stream', () => {
    let reads = 0;
    const counting = { next: () => (reads++, 0.5) };
    expect(() => playNiuniuRound(counting, [100, 0])).toThrow(RangeError);
    expect(() => playNiuniuRound(counting, [100], -1)).toThrow(RangeError);
    expect(reads).toBe(0);
  });

  it('reads 51 floats a round, 7 HMAC blocks', () => {
    let reads = 0;
    playNiuniuRound({ next: () => (reads++, 0.5) }, [100, 100, 100, 100]);
    expect(reads).toBe(51);
    expect(NIUNIU_DEAL_BLOCKS).toBe(7);
  });
});

describe('simulateNiuniu', () => {
  it('averages the player’s net and the commission over the rounds, per unit of base bet', () => {
    const lcg = () => {
      let state = 99;
      return { next: () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31 };
    };
    const replay = lcg();
    let net = 0;
    let commission = 0;
    for (let round = 0; round < 6; round++) {
      const result = playNiuniuRound(replay, [10_000]);
      net += result.players[0]!.netMinor;
      commission += result.commissionMinor;
    }
    expect(commission).toBeGreaterThan(0);
    expect(simulateNiuniu(lcg(), 6)).toEqual({
      playerNet: net / 60_000,
      commission: commission / 60_000,
    });
  });
});
