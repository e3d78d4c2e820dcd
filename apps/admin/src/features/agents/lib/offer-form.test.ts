import { describe, expect, it } from 'vitest';
import { checkOffer, emptyOffer, emptyTier, type TOfferDraft } from './offer-form.ts';

const draft = (change: Partial<TOfferDraft>): TOfferDraft => ({ ...emptyOffer('2'), ...change });

describe('checkOffer', () => {
  it('builds a dividend offer with its period and integer rates', () => {
    const checked = checkOffer(
      'lobby',
      draft({
        kind: 'DIVIDEND',
        period: 'MONTHLY',
        tiers: [{ ...emptyTier(), volume: 2000, netLoss: '200', activeMember: 1, rate: 20 }],
      }),
    );
    expect(checked).toMatchObject({
      ok: true,
      offer: {
        brand: 'lobby',
        agentId: 2,
        terms: {
          kind: 'DIVIDEND',
          period: 'MONTHLY',
          tiers: [{ minimumBet: 2000, netLoss: 200, activeMember: 1, contractRate: 20 }],
        },
      },
    });
  });

  it('names each refused field as the form does', () => {
    const checked = checkOffer(
      'lobby',
      draft({
        agentId: null,
        kind: 'DIVIDEND',
        tiers: [{ ...emptyTier(), volume: -1, netLoss: '', activeMember: 2.5, rate: 101 }],
      }),
    );
    expect(checked.ok).toBe(false);
    expect(checked.issues).toEqual({
      agentId: { key: 'required' },
      'tiers.0.volume': { key: 'min', bound: 0 },
      'tiers.0.netLoss': { key: 'required' },
      'tiers.0.activeMember': { key: 'whole' },
      'tiers.0.rate': { key: 'max', bound: 100 },
    });
  });

  it("holds a wage's percent to the server's rule, and lets a fixed amount be large", () => {
    const tiers = (rateType: 'P' | 'F', rate: number) => [
      { ...emptyTier(), volume: 1, activeMember: 1, rateType, rate },
    ];
    expect(checkOffer('lobby', draft({ tiers: tiers('P', 120) })).issues).toEqual({
      'tiers.0.rate': { key: 'max', bound: 100 },
    });
    expect(checkOffer('lobby', draft({ tiers: tiers('P', 0.125) })).issues).toEqual({
      'tiers.0.rate': { key: 'decimals' },
    });
    expect(checkOffer('lobby', draft({ kind: 'HOURLY_WAGE', tiers: tiers('F', 120) })).ok).toBe(true);
  });

  it('checks the real-time salary by its own fields, and a list without tiers', () => {
    expect(
      checkOffer(
        'lobby',
        draft({ kind: 'REAL_TIME_SALARY', winRate: 0.333, lossRate: '', singleBetAmount: 20 }),
      ).issues,
    ).toEqual({ 'salary.winRate': { key: 'decimals' }, 'salary.lossRate': { key: 'required' } });
    expect(checkOffer('lobby', draft({ tiers: [] })).issues).toEqual({ tiers: { key: 'min', bound: 1 } });
  });
});
