import { describe, expect, it } from 'vitest';
import { formatAmount, formatMoney, formatRtp, majorOf, minorOf, shortHex, winTier } from './format.ts';

describe('formatAmount', () => {
  it('uses the currency decimals and thousands separators', () => {
    expect(formatAmount(1234567.5, 2)).toBe('1,234,567.50');
    expect(formatAmount(0.2, 2)).toBe('0.20');
    expect(formatAmount(1500, 0)).toBe('1,500');
    expect(formatAmount(12.3456, 4)).toBe('12.3456');
    expect(formatAmount(0, 3)).toBe('0.000');
  });

  it('never shows a negative zero', () => {
    expect(formatAmount(-0.0001, 2)).toBe('0.00');
  });

  it('adds the currency code', () => {
    expect(formatMoney(10, 2, 'THB')).toBe('10.00 THB');
    expect(formatMoney(10, 2, '')).toBe('10.00');
  });
});

describe('minor and major units', () => {
  it('converts exactly', () => {
    expect(minorOf(0.2, 2)).toBe(20);
    expect(minorOf(1.1, 2)).toBe(110);
    expect(minorOf(100, 0)).toBe(100);
    expect(minorOf(0.123, 2)).toBeNull();
    expect(majorOf(20, 2)).toBe(0.2);
    expect(majorOf(123456, 4)).toBe(12.3456);
    expect(majorOf(7, 0)).toBe(7);
  });
});

describe('winTier', () => {
  it('grades wins by multiples of the bet', () => {
    expect(winTier(0, 1)).toBe('none');
    expect(winTier(9.99, 1)).toBe('win');
    expect(winTier(10, 1)).toBe('big');
    expect(winTier(25, 1)).toBe('mega');
    expect(winTier(50, 1)).toBe('epic');
  });
});

describe('formatRtp and shortHex', () => {
  it('formats', () => {
    expect(formatRtp(0.9612)).toBe('96.12 %');
    expect(shortHex('0123456789abcdef0123456789')).toBe('01234567…456789');
    expect(shortHex('abc')).toBe('abc');
  });
});
