import { describe, expect, it } from 'vitest';
import { checkMaxWinMultiple } from './max-win.ts';

describe('checkMaxWinMultiple', () => {
  it('takes whole numbers from 1 to 1,000,000, also as typed text', () => {
    expect(checkMaxWinMultiple(1)).toEqual({ ok: true, value: 1 });
    expect(checkMaxWinMultiple('1,000,000')).toEqual({ ok: true, value: 1_000_000 });
  });

  it('asks for a value and refuses fractions and numbers out of range', () => {
    expect(checkMaxWinMultiple('')).toEqual({ ok: false, issue: 'required' });
    for (const bad of [0, 1.5, 1_000_001, '-3', 'abc'])
      expect(checkMaxWinMultiple(bad)).toEqual({ ok: false, issue: 'range' });
  });
});
