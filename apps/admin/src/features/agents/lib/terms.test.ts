import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { describeTerms } from './terms.ts';

const t = i18n.getFixedT('en');
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('describeTerms', () => {
  it('reads an hourly wage: a percent tier and a fixed tier, amounts with the brand’s currency', () => {
    const text = describeTerms(
      {
        kind: 'HOURLY_WAGE',
        tiers: [
          { minimumBet: 50, activeMember: 1, rateType: 'P', rate: 0.3 },
          { minimumBet: 300, activeMember: 2, rateType: 'F', rate: 12.5 },
        ],
      },
      t,
      'en-US',
      'CNY',
    );
    expect(text.period).toBeNull();
    expect(text.lines.map(plain)).toEqual([
      'Tier 1: bets in the hour ≥ CNY 50.00 · active members ≥ 1 → 0.3% of the volume',
      'Tier 2: bets in the hour ≥ CNY 300.00 · active members ≥ 2 → CNY 12.50 for the hour',
    ]);
  });

  it('reads the real-time salary in one line', () => {
    const text = describeTerms(
      { kind: 'REAL_TIME_SALARY', terms: { winRate: 0.3, lossRate: 0.6, singleBetAmount: 20 } },
      t,
      'en-US',
      'THB',
    );
    expect(text.lines.map(plain)).toEqual([
      '0.3% of each won stake, 0.6% of each lost stake, on bets of at least THB 20.00',
    ]);
  });
});
