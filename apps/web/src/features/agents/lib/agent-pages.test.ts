import { describe, expect, it } from 'vitest';
import { ALWAYS_SHOWN } from '../test-builders.ts';
import { AGENT_ENTRIES, isFeatureOn, visibleEntries } from './agent-pages.ts';

const keys = (status: Parameters<typeof visibleEntries>[0]) => visibleEntries(status).map((e) => e.key);

describe('the agent centre menu (spec §2)', () => {
  it('lists the eight entries always shown first, in spec order', () => {
    expect(AGENT_ENTRIES.slice(0, 8).map((e) => e.key)).toEqual(ALWAYS_SHOWN);
    expect(keys(undefined)).toEqual(ALWAYS_SHOWN);
  });

  it('turns a conditional entry on only when its flag is A or V (spec §4)', () => {
    expect([isFeatureOn('A'), isFeatureOn('V')]).toEqual([true, true]);
    for (const s of ['P', 'E', 'R', 'C', null] as const) expect(isFeatureOn(s)).toBe(false);
    expect(keys({ dividend: 'V', salary: 'P', dailySalary: null, hourSalary: 'V' })).toEqual([
      ...ALWAYS_SHOWN,
      'dividendRecord',
      'hourlySalary',
    ]);
    expect(keys({ dividend: 'R', salary: 'V', dailySalary: 'V', hourSalary: 'C' })).toEqual([
      ...ALWAYS_SHOWN,
      'dailyWages',
      'realTimeSalary',
    ]);
  });
});
