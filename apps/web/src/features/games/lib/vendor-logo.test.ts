import { describe, expect, it } from 'vitest';
import { showsCombinedIcon } from './vendor-logo.ts';

describe('showsCombinedIcon', () => {
  it('combines BTI and the TCG vendors under TY', () => {
    expect(['BTI', 'TCG', 'TCGL', 'TCG_LOTTO'].map((code) => showsCombinedIcon('TY', code))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('leaves every other vendor, and every other language, with its own logo', () => {
    expect(showsCombinedIcon('TY', 'NOVA')).toBe(false);
    expect(showsCombinedIcon('TY', 'XTCG')).toBe(false);
    expect(showsCombinedIcon('TY', 'BTIX')).toBe(false);
    expect(showsCombinedIcon('TY', 'bti')).toBe(false);
    expect(showsCombinedIcon('VI', 'BTI')).toBe(false);
    expect(showsCombinedIcon('EN', 'TCGL')).toBe(false);
  });
});
