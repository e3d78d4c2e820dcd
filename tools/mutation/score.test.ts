import { describe, expect, it } from 'vitest';
import { moduleOf } from './modules.ts';
import { scoreOf } from './score.ts';

describe('mutation score', () => {
  it('counts killed and timed-out mutants as detected, survived and uncovered as not', () => {
    expect(scoreOf({ Killed: 7, Timeout: 2, Survived: 1, NoCoverage: 0 })).toEqual({
      detected: 9,
      undetected: 1,
      score: 90,
    });
    expect(scoreOf({ Killed: 1, NoCoverage: 3 }).score).toBe(25);
  });

  it('leaves errors and ignored mutants out of the score', () => {
    expect(scoreOf({ Killed: 3, Survived: 1, CompileError: 5, RuntimeError: 2, Ignored: 9 }).score).toBe(75);
  });

  it('scores a module with no valid mutant as fully detected', () => {
    expect(scoreOf({ Ignored: 4 }).score).toBe(100);
  });
});

describe('mutated modules', () => {
  it('places a source file in its module and a test file in none', () => {
    expect(moduleOf('packages/house-games/src/slot/paytable.ts')?.name).toBe('house-games slot & lottery');
    expect(moduleOf('packages/house-games/src/slot/paytable.test.ts')).toBeUndefined();
    expect(moduleOf('packages/house-games/src/keno/settle.ts')?.name).toBe('house-games keno');
    expect(moduleOf('packages/house-games/src/holdem/stacked-deck.test-data.ts')).toBeUndefined();
    expect(moduleOf('apps/server/src/lib/limiter.ts')?.name).toBe('limiter');
    expect(moduleOf('apps/server/src/lib/mailer.ts')).toBeUndefined();
  });
});
