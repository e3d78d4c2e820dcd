import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent } from './money.ts';

describe('formatAmount', () => {
  it('groups and keeps two decimals at least, never rounding an exact amount away', () => {
    expect(formatAmount(1234.5, 'en-US')).toBe('1,234.50');
    expect(formatAmount(0, 'en-US')).toBe('0.00');
    expect(formatAmount(0.125, 'en-US')).toBe('0.125');
  });
});

describe('formatPercent', () => {
  it('reads a contract rate as a percent', () => {
    expect(formatPercent(0.5, 'en-US')).toBe('0.5%');
    expect(formatPercent(20, 'en-US')).toBe('20%');
    expect(formatPercent(0.25, 'en-US')).toBe('0.25%');
  });
});
