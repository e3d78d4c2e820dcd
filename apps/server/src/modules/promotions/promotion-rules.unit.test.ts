import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ZPromotionRule } from '@openlobby/contracts';
import {
  birthdayBonus,
  bonusProgress,
  cashbackBonus,
  cashbackPeriods,
  drawRaffle,
  manualBonus,
  matchBonus,
  qualifyingDeposit,
  sniffImage,
} from './promotion-rules.ts';

const match = {
  kind: 'DEPOSIT_MATCH',
  percentBps: 5_000,
  capMinor: 20_000,
  minDepositMinor: 1_000,
  turnoverMultiplier: 10,
} as const;

describe('matchBonus', () => {
  it.each([
    // deposit, bonus, turnover
    [500n, null, null],
    [1_000n, 500n, 5_000n],
    [10_001n, 5_000n, 50_000n],
    [40_000n, 20_000n, 200_000n],
    [1_000_000n, 20_000n, 200_000n],
  ])('a deposit of %s pays %s with turnover %s', (deposit, amount, turnover) => {
    const g = matchBonus(match, deposit);
    expect(g && g.amountMinor).toBe(amount);
    expect(g && g.turnoverMinor).toBe(turnover);
  });
});

describe('qualifyingDeposit', () => {
  const joined = new Date('2026-01-10T00:00:00Z');
  const deposits = [
    { amountMinor: 100n, at: new Date('2026-01-09T00:00:00Z'), earlierDeposits: 0 },
    { amountMinor: 200n, at: new Date('2026-01-11T00:00:00Z'), earlierDeposits: 1 },
    { amountMinor: 300n, at: new Date('2026-01-12T00:00:00Z'), earlierDeposits: 2 },
  ];
  it('deposit match takes the first deposit after joining', () =>
    expect(qualifyingDeposit('DEPOSIT_MATCH', joined, deposits)?.amountMinor).toBe(200n));
  it('first deposit needs the very first deposit to come after joining', () => {
    expect(qualifyingDeposit('FIRST_DEPOSIT', joined, deposits)).toBeNull();
    expect(qualifyingDeposit('FIRST_DEPOSIT', new Date(0), deposits)?.amountMinor).toBe(100n);
  });
  it('reload takes the first later deposit', () =>
    expect(qualifyingDeposit('RELOAD', new Date(0), deposits)?.amountMinor).toBe(200n));
});

describe('cashbackBonus', () => {
  const rule = ZPromotionRule.parse({
    kind: 'CASHBACK',
    basis: 'NET_LOSS',
    period: 'DAILY',
    percentBps: 1_000,
    capMinor: 5_000,
    minBasisMinor: 1_000,
    categories: [],
    turnoverMultiplier: 1,
  }) as Extract<ReturnType<typeof ZPromotionRule.parse>, { kind: 'CASHBACK' }>;
  it.each([
    // stake, payout, valid, net-loss bonus, volume bonus
    [10_000n, 12_000n, 10_000n, null, 1_000n],
    [10_000n, 9_500n, 10_000n, null, 1_000n],
    [10_000n, 5_000n, 10_000n, 500n, 1_000n],
    [100_000n, 0n, 100_000n, 5_000n, 5_000n],
  ])('stakes %s, payouts %s, valid %s', (stake, payout, valid, loss, volume) => {
    const f = { stakeMinor: stake, payoutMinor: payout, validTurnoverMinor: valid };
    expect(cashbackBonus(rule, f)?.amountMinor ?? null).toBe(loss);
    expect(cashbackBonus({ ...rule, basis: 'VOLUME' }, f)?.amountMinor ?? null).toBe(volume);
  });
});

describe('birthday and manual', () => {
  const b = { kind: 'BIRTHDAY', amountMinor: 888, turnoverMultiplier: 3 } as const;
  it('pays on the month and day only', () => {
    expect(birthdayBonus(b, '1990-03-04', '2026-03-04')).toEqual({
      amountMinor: 888n,
      turnoverMinor: 2_664n,
    });
    expect(birthdayBonus(b, '1990-03-04', '2026-03-05')).toBeNull();
    expect(birthdayBonus(b, null, '2026-03-04')).toBeNull();
  });
  it('pays a 29 February birthday on the 28th in a year without one', () => {
    expect(birthdayBonus(b, '2000-02-29', '2026-02-28')).not.toBeNull();
    expect(birthdayBonus(b, '2000-02-29', '2028-02-28')).toBeNull();
    expect(birthdayBonus(b, '2000-02-29', '2028-02-29')).not.toBeNull();
  });
  it('manual pays what the operator names', () =>
    expect(manualBonus({ kind: 'MANUAL', needsApplication: true, turnoverMultiplier: 2 }, 700n)).toEqual({
      amountMinor: 700n,
      turnoverMinor: 1_400n,
    }));
});

describe('drawRaffle', () => {
  const rule = {
    kind: 'RAFFLE',
    prizes: [
      { amountMinor: 100, weight: 90 },
      { amountMinor: 10_000, weight: 10 },
    ],
    turnoverMultiplier: 1,
  } as { kind: 'RAFFLE'; prizes: { amountMinor: number; weight: number }[]; turnoverMultiplier: number };
  it('is replayable from the revealed seed, member and nonce', () => {
    const seed = 'ab'.repeat(32);
    const d = drawRaffle(rule, seed, 7, 3);
    const digest = createHmac('sha256', seed).update('7:3').digest();
    expect(d.roll).toBe(Number(digest.readBigUInt64BE(0) >> 12n) / 2 ** 52);
    expect(d.index).toBe(d.roll * 100 < 90 ? 0 : 1);
    expect(drawRaffle(rule, seed, 7, 3)).toEqual(d);
  });
  it('follows the weights over many draws', () => {
    let big = 0;
    for (let n = 0; n < 5_000; n++) if (drawRaffle(rule, 'seed', 1, n).index === 1) big++;
    expect(big / 5_000).toBeGreaterThan(0.08);
    expect(big / 5_000).toBeLessThan(0.12);
  });
});

describe('sniffImage', () => {
  it('knows png and jpeg by their bytes, not an exe renamed', () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImage(Uint8Array.from([0x4d, 0x5a, 0x90, 0x00]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe('bonusProgress', () => {
  it.each([
    [5_000n, 100n, 100n, 0n],
    [5_000n, 100n, 2_100n, 2_000n],
    [5_000n, 100n, 9_000n, 5_000n],
    [5_000n, 100n, 50n, 0n],
  ])('requirement %s, bets at issue %s, now %s → %s', (req, at, now, p) =>
    expect(bonusProgress(req, at, now)).toBe(p),
  );
});

describe('cashback periods', () => {
  it('lists the closed days since the member joined, oldest first', () => {
    expect(cashbackPeriods('DAILY', '2026-03-04', '2026-03-02', 7)).toEqual([
      { key: 'D2026-03-02', from: '2026-03-02', to: '2026-03-02' },
      { key: 'D2026-03-03', from: '2026-03-03', to: '2026-03-03' },
    ]);
    expect(cashbackPeriods('DAILY', '2026-03-04', '2026-01-01', 2).map((p) => p.key)).toEqual([
      'D2026-03-02',
      'D2026-03-03',
    ]);
  });
  it('lists closed Monday-to-Sunday weeks, the first counted from the day the member joined', () => {
    // 2026-03-04 is a Wednesday; its week began on Monday 2 March
    expect(cashbackPeriods('WEEKLY', '2026-03-04', '2026-02-25', 4)).toEqual([
      { key: 'W2026-02-23', from: '2026-02-25', to: '2026-03-01' },
    ]);
    expect(cashbackPeriods('WEEKLY', '2026-03-02', '2026-03-02', 4)).toEqual([]);
  });
});
