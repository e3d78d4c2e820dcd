import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  formatAmount,
  isStateConflict,
  queueQueryOf,
  queueStatusFilterOf,
  queueStatusParamOf,
  refetchIntervalFor,
  statusFiltersOf,
} from './queue.ts';

const choices = statusFiltersOf(['PENDING', 'DONE'] as const);

describe('queue helpers', () => {
  it('puts ALL after the statuses and reads unknown URL values as PENDING', () => {
    expect(choices).toEqual(['PENDING', 'DONE', 'ALL']);
    expect(queueStatusFilterOf(choices, 'DONE')).toBe('DONE');
    expect(queueStatusFilterOf(choices, 'OTHER')).toBe('PENDING');
    expect(queueStatusFilterOf(choices, undefined)).toBe('PENDING');
    expect(queueStatusParamOf('PENDING')).toBe('');
    expect(queueStatusParamOf('ALL')).toBe('ALL');
  });

  it('builds the list query and polls on PENDING only', () => {
    const query = queueQueryOf(choices, { brand: '', status: 'DONE', q: 'y'.repeat(70) }, 1, 20);
    expect(query).toEqual({ brand: undefined, status: 'DONE', q: 'y'.repeat(64), page: 1, pageSize: 20 });
    expect(refetchIntervalFor(query)).toBe(false);
    expect(refetchIntervalFor({ status: 'PENDING' })).toBe(15_000);
  });

  it('recognises OPERATION_NOT_ALLOWED as a state conflict', () => {
    expect(isStateConflict(new ApiError('OPERATION_NOT_ALLOWED', 'paid', 403))).toBe(true);
    expect(isStateConflict(new ApiError('VALIDATION_FAILED', 'no', 400))).toBe(false);
    expect(isStateConflict(new Error('boom'))).toBe(false);
  });

  it('formats an amount with its currency code', () => {
    expect(formatAmount(1234.5, 'CNY', 'en-US').replace(/\u00a0/g, ' ')).toBe('CNY 1,234.50');
    expect(formatAmount(1.5, 'USDT', 'en-US')).toBe('1.5 USDT');
  });
});
