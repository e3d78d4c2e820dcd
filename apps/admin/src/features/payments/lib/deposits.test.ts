import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  decidedByOf,
  depositQueryOf,
  depositStatusColor,
  formatDepositAmount,
  gatewayColor,
  isAlreadyDecided,
  isDecidable,
  PENDING_REFRESH_MS,
  refetchIntervalFor,
  statusFilterOf,
  statusParamOf,
} from './deposits.ts';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('depositStatusColor', () => {
  it('colours pending yellow, approved green, rejected red, expired grey', () => {
    expect(depositStatusColor('PENDING')).toBe('yellow');
    expect(depositStatusColor('APPROVED')).toBe('green');
    expect(depositStatusColor('REJECTED')).toBe('red');
    expect(depositStatusColor('EXPIRED')).toBe('gray');
  });

  it('is grey for a status it does not know, including Object.prototype names', () => {
    expect(depositStatusColor('REFUNDED')).toBe('gray');
    expect(depositStatusColor('toString')).toBe('gray');
    expect(depositStatusColor('')).toBe('gray');
  });
});

describe('gatewayColor', () => {
  it('tells manual from sandbox and marks any other gateway', () => {
    expect(gatewayColor('manual')).toBe('gray');
    expect(gatewayColor('sandbox')).toBe('violet');
    expect(gatewayColor('acme-pay')).toBe('blue');
    expect(gatewayColor('constructor')).toBe('blue');
  });
});

describe('status filter', () => {
  it('reads the URL value: missing or unknown means PENDING', () => {
    expect(statusFilterOf(null)).toBe('PENDING');
    expect(statusFilterOf('')).toBe('PENDING');
    expect(statusFilterOf('pending')).toBe('PENDING');
    expect(statusFilterOf('APPROVED')).toBe('APPROVED');
    expect(statusFilterOf('ALL')).toBe('ALL');
  });

  it('leaves the default out of the URL', () => {
    expect(statusParamOf('PENDING')).toBe('');
    expect(statusParamOf('REJECTED')).toBe('REJECTED');
    expect(statusParamOf('ALL')).toBe('ALL');
  });
});

describe('depositQueryOf', () => {
  it('asks for PENDING by default and leaves blank filters out', () => {
    expect(depositQueryOf({ brand: '', status: '', q: '' }, 1, 20)).toEqual({
      brand: undefined,
      status: 'PENDING',
      q: undefined,
      page: 1,
      pageSize: 20,
    });
  });

  it('sends brand, a trimmed search and the chosen status', () => {
    expect(depositQueryOf({ brand: ' demo ', status: 'EXPIRED', q: '  D2026-01 ' }, 3, 50)).toEqual({
      brand: 'demo',
      status: 'EXPIRED',
      q: 'D2026-01',
      page: 3,
      pageSize: 50,
    });
  });

  it('sends no status for ALL, and keeps the search within the contract’s 64 characters', () => {
    const query = depositQueryOf({ brand: '', status: 'ALL', q: 'x'.repeat(80) }, 1, 20);
    expect(query.status).toBeUndefined();
    expect(query.q).toHaveLength(64);
  });
});

describe('refetchIntervalFor', () => {
  it('polls every 15 s on PENDING only', () => {
    expect(PENDING_REFRESH_MS).toBe(15_000);
    expect(refetchIntervalFor({ status: 'PENDING' })).toBe(15_000);
    expect(refetchIntervalFor({ status: 'APPROVED' })).toBe(false);
    expect(refetchIntervalFor({ status: undefined })).toBe(false);
  });
});

describe('decisions', () => {
  it('offers a decision on pending deposits only', () => {
    expect(isDecidable({ status: 'PENDING' })).toBe(true);
    expect(isDecidable({ status: 'APPROVED' })).toBe(false);
    expect(isDecidable({ status: 'EXPIRED' })).toBe(false);
  });

  it('tells an operator from a gateway confirmation', () => {
    expect(decidedByOf('fin')).toEqual({ kind: 'operator', name: 'fin' });
    expect(decidedByOf('gateway:sandbox')).toEqual({ kind: 'gateway', gateway: 'sandbox' });
    expect(decidedByOf(null)).toBeNull();
    expect(decidedByOf('')).toBeNull();
  });

  it('recognises OPERATION_NOT_ALLOWED as "already decided"', () => {
    expect(isAlreadyDecided(new ApiError('OPERATION_NOT_ALLOWED', 'already approved', 403))).toBe(true);
    expect(isAlreadyDecided(new ApiError('FORBIDDEN', 'no', 403))).toBe(false);
    expect(isAlreadyDecided(new Error('boom'))).toBe(false);
  });
});

describe('formatDepositAmount', () => {
  it('shows the currency code and its usual decimals', () => {
    expect(nbsp(formatDepositAmount(1234.5, 'CNY', 'en-US'))).toBe('CNY 1,234.50');
    expect(nbsp(formatDepositAmount(5000, 'JPY', 'en-US'))).toBe('JPY 5,000');
  });

  it('falls back to the number and the code for a code Intl refuses', () => {
    expect(formatDepositAmount(12.345678, 'USDT', 'en-US')).toBe('12.345678 USDT');
  });
});
