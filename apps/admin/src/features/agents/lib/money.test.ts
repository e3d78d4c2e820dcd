import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent } from './money.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatAmount', () => {
  it('writes the brand’s currency code with the amount, as the other consoles do', () => {
    expect(plain(formatAmount(1234.5, 'CNY', 'en-US'))).toBe('CNY 1,234.50');
    expect(plain(formatAmount(0, 'THB', 'en-US'))).toBe('THB 0.00');
    expect(formatAmount(12.5, 'USDT', 'en-US')).toBe('12.5 USDT');
  });

  it('until the code is known, groups and keeps two decimals at least', () => {
    expect(formatAmount(1234.5, undefined, 'en-US')).toBe('1,234.50');
    expect(formatAmount(0, undefined, 'en-US')).toBe('0.00');
    expect(formatAmount(0.125, undefined, 'en-US')).toBe('0.125');
  });
});

describe('formatPercent', () => {
  it('reads a contract rate as a percent', () => {
    expect(formatPercent(0.5, 'en-US')).toBe('0.5%');
    expect(formatPercent(20, 'en-US')).toBe('20%');
    expect(formatPercent(0.25, 'en-US')).toBe('0.25%');
  });
});
