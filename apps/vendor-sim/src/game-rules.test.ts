import { describe, expect, it } from 'vitest';
import { drawRound, GAME_RULES, RTP_PERCENT, type TGameKind } from './game-rules.ts';

describe('game rules', () => {
  it.each(['dice', 'cards'] as TGameKind[])('%s returns exactly the stated RTP on every choice', (kind) => {
    const rule = GAME_RULES[kind];
    const stake = rule.payoutDen * 100n;
    for (const choice of Object.keys(rule.choices)) {
      let paid = 0n;
      for (let i = 0; i < rule.outcomes; i++) paid += drawRound(kind, choice, stake, () => i).payoutMinor;
      expect(paid * 100n).toBe(stake * BigInt(rule.outcomes) * BigInt(RTP_PERCENT));
    }
  });

  it('rounds a payout down to the minor unit and never pays a loss', () => {
    expect(drawRound('dice', 'under', 100n, () => 0)).toEqual({
      outcome: 1,
      outcomeLabel: '1',
      won: true,
      payoutMinor: 197n,
    });
    expect(drawRound('dice', 'over', 100n, () => 0)).toMatchObject({ won: false, payoutMinor: 0n });
    expect(drawRound('cards', 'higher', 100n, () => 12)).toEqual({
      outcome: 13,
      outcomeLabel: 'K',
      won: true,
      payoutMinor: 210n,
    });
    expect(drawRound('cards', 'higher', 100n, () => 6)).toMatchObject({ outcomeLabel: '7', won: false });
    expect(drawRound('cards', 'lower', 100n, () => 6)).toMatchObject({ outcomeLabel: '7', won: false });
  });

  it('refuses a choice of the other game', () => {
    expect(() => drawRound('dice', 'higher', 100n, () => 0)).toThrow();
  });
});
