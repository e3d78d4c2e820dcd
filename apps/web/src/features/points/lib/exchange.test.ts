import { describe, expect, it } from 'vitest';
import { cashFor, exchangeErrorOf } from './exchange.ts';

const config = { minConvertPoints: 100, pointUnit: 10, cashPerUnit: 0.1 };

describe('exchangeErrorOf', () => {
  it('refuses less than the minimum, a broken unit and more than the balance', () => {
    expect(exchangeErrorOf(50, config, 1000)).toBe('min');
    expect(exchangeErrorOf(105, config, 1000)).toBe('unit');
    expect(exchangeErrorOf(2000, config, 1000)).toBe('balance');
    expect(exchangeErrorOf(1.5, config, 1000)).toBe('min');
  });

  it('accepts whole units from the minimum up to the balance', () => {
    expect(exchangeErrorOf(100, config, 1000)).toBeNull();
    expect(exchangeErrorOf(1000, config, 1000)).toBeNull();
  });
});

describe('cashFor', () => {
  it('pays whole units of the ratio without float drift', () => {
    expect(cashFor(300, config, 2)).toBe(3);
    expect(cashFor(70, { pointUnit: 10, cashPerUnit: 0.1 }, 2)).toBe(0.7);
  });
});
