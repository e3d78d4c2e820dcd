import { AGENT_API, type TContractKind, type TContractStatus } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { contractCallOf } from '../api/process-contract.ts';
import { buildContract } from '../test-builders.ts';
import { contractButtons, needsHigherRateConfirm } from './contract-actions.ts';

const buttons = (kind: TContractKind, status: TContractStatus) =>
  contractButtons(kind, status).map((b) => `${b.label}:${b.action}`);

describe('the agreement buttons per kind and status (spec §4)', () => {
  it.each([
    ['DIVIDEND', 'P', ['sign:A', 'reject:R']],
    ['DIVIDEND', 'E', ['sign:A', 'reject:R']],
    ['DIVIDEND', 'V', ['terminate:C', 'reject:A']],
    ['DAILY_WAGE', 'P', ['sign:A', 'reject:R']],
    ['DAILY_WAGE', 'V', ['terminate:C', 'reject:A']],
    ['HOURLY_WAGE', 'P', ['sign:A', 'reject:R']],
    ['HOURLY_WAGE', 'V', ['terminate:A', 'reject:R']],
    // The real-time salary answers with the daily wage's codes.
    ['REAL_TIME_SALARY', 'P', ['sign:A', 'reject:R']],
    ['REAL_TIME_SALARY', 'V', ['terminate:C', 'reject:A']],
  ] as const)('%s %s shows %j', (kind, status, expected) => {
    expect(buttons(kind, status)).toEqual(expected);
  });

  it('shows nothing for a rejected or ended contract, nor for a daily wage marked E', () => {
    for (const kind of ['DIVIDEND', 'DAILY_WAGE', 'HOURLY_WAGE', 'REAL_TIME_SALARY'] as const)
      for (const status of ['R', 'C'] as const) expect(buttons(kind, status)).toEqual([]);
    expect(buttons('DAILY_WAGE', 'E')).toEqual([]);
  });
});

describe('the call each action sends (spec §7)', () => {
  it('names a dividend by its category, a daily wage by id, an hourly wage by contractId', () => {
    expect(contractCallOf(buildContract({ kind: 'DIVIDEND', category: 'RNG' }), 'R')).toEqual({
      path: AGENT_API.processDividend,
      body: { type: 'RNG', status: 'R' },
    });
    expect(contractCallOf(buildContract({ kind: 'DAILY_WAGE', id: 9 }), 'C')).toEqual({
      path: AGENT_API.processDailyWage,
      body: { id: 9, status: 'C' },
    });
    expect(contractCallOf(buildContract({ kind: 'HOURLY_WAGE', id: 4 }), 'A')).toEqual({
      path: AGENT_API.processHourlyWage,
      body: { contractId: 4, status: 'A' },
    });
    expect(contractCallOf(buildContract({ kind: 'REAL_TIME_SALARY', id: 12 }), 'A')).toEqual({
      path: AGENT_API.processRealTimeSalary,
      body: { id: 12, status: 'A' },
    });
  });

  it('asks higher_rate only before signing an offer marked downlineHigherRate Y', () => {
    const [sign, reject] = contractButtons('DAILY_WAGE', 'P');
    expect(needsHigherRateConfirm(buildContract({ downlineHigherRate: 'Y' }), sign!)).toBe(true);
    expect(needsHigherRateConfirm(buildContract({ downlineHigherRate: 'Y' }), reject!)).toBe(false);
    expect(needsHigherRateConfirm(buildContract({ downlineHigherRate: 'N' }), sign!)).toBe(false);
  });
});
