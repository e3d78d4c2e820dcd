import { describe, expect, it } from 'vitest';
import { formatCompact, formatCurrency } from './format.ts';

const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatCurrency', () => {
  it('shows the currency code and its usual decimals', () => {
    expect(plain(formatCurrency(1234.5, 'CNY', 'en'))).toBe('CNY 1,234.50');
    expect(plain(formatCurrency(-50, 'USD', 'en'))).toBe('-USD 50.00');
  });

  it('falls back to the number and the code for a code Intl does not take', () => {
    expect(formatCurrency(12.345678, 'USDT', 'en')).toBe('12.345678 USDT');
  });
});

describe('formatCompact', () => {
  it('shortens large numbers for chart axes', () => {
    expect(formatCompact(12000, 'en')).toBe('12K');
    expect(formatCompact(1500, 'en')).toBe('1.5K');
    expect(formatCompact(300, 'en')).toBe('300');
  });
});
