import { WITHDRAWAL_STATES } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import {
  payoutReferenceIssue,
  withdrawalActionsOf,
  withdrawalDecidedByOf,
  withdrawalQueryOf,
  withdrawalStatusColor,
  withdrawalStatusFilterOf,
  WITHDRAWAL_STATUS_FILTERS,
} from './withdrawals.ts';

describe('withdrawalStatusColor', () => {
  it('gives each of the nine statuses its own colour', () => {
    expect(Object.fromEntries(WITHDRAWAL_STATES.map((s) => [s, withdrawalStatusColor(s)]))).toEqual({
      PENDING: 'yellow',
      APPROVED: 'blue',
      PAID: 'cyan',
      RECEIVED: 'green',
      DISPUTED: 'orange',
      FULLY_PAID: 'teal',
      AUTO_RECEIVED: 'lime',
      REJECTED: 'red',
      REFUNDED: 'grape',
    });
    expect(new Set(WITHDRAWAL_STATES.map(withdrawalStatusColor)).size).toBe(9);
  });

  it('is grey for a status it does not know, including Object.prototype names', () => {
    expect(withdrawalStatusColor('EXPIRED')).toBe('gray');
    expect(withdrawalStatusColor('constructor')).toBe('gray');
    expect(withdrawalStatusColor('')).toBe('gray');
  });
});

describe('withdrawalActionsOf', () => {
  it('offers each status what the server allows from it', () => {
    expect(withdrawalActionsOf('PENDING')).toEqual(['approve', 'reject']);
    expect(withdrawalActionsOf('APPROVED')).toEqual(['payout', 'reject']);
    expect(withdrawalActionsOf('DISPUTED')).toEqual(['dispute']);
  });

  it('offers nothing on paid, closed, rejected or refunded withdrawals', () => {
    for (const s of ['PAID', 'RECEIVED', 'FULLY_PAID', 'AUTO_RECEIVED', 'REJECTED', 'REFUNDED'])
      expect(withdrawalActionsOf(s), s).toEqual([]);
    expect(withdrawalActionsOf('toString')).toEqual([]);
    expect(withdrawalActionsOf('')).toEqual([]);
  });
});

describe('status filter and query', () => {
  it('offers the nine statuses in life order, then all', () => {
    expect(WITHDRAWAL_STATUS_FILTERS).toEqual([...WITHDRAWAL_STATES, 'ALL']);
  });

  it('reads the URL value: missing or unknown means PENDING', () => {
    expect(withdrawalStatusFilterOf(null)).toBe('PENDING');
    expect(withdrawalStatusFilterOf('EXPIRED')).toBe('PENDING');
    expect(withdrawalStatusFilterOf('disputed')).toBe('PENDING');
    expect(withdrawalStatusFilterOf('DISPUTED')).toBe('DISPUTED');
    expect(withdrawalStatusFilterOf('ALL')).toBe('ALL');
  });

  it('asks for PENDING by default, trims the search and sends no status for ALL', () => {
    expect(withdrawalQueryOf({ brand: '', status: '', q: '' }, 1, 20)).toEqual({
      brand: undefined,
      status: 'PENDING',
      q: undefined,
      page: 1,
      pageSize: 20,
    });
    expect(withdrawalQueryOf({ brand: ' demo ', status: 'ALL', q: ' W-1 ' }, 2, 50)).toEqual({
      brand: 'demo',
      status: undefined,
      q: 'W-1',
      page: 2,
      pageSize: 50,
    });
  });
});

describe('payoutReferenceIssue', () => {
  it('takes 3–64 characters once trimmed', () => {
    expect(payoutReferenceIssue('TRX-1', null)).toBeNull();
    expect(payoutReferenceIssue('  ab  ', null)).toBe('invalid');
    expect(payoutReferenceIssue('', null)).toBe('invalid');
    expect(payoutReferenceIssue('x'.repeat(64), null)).toBeNull();
    expect(payoutReferenceIssue('x'.repeat(65), null)).toBe('invalid');
  });

  it('asks for a new reference when paying a dispute again', () => {
    expect(payoutReferenceIssue(' TRX-1 ', 'TRX-1')).toBe('samePrevious');
    expect(payoutReferenceIssue('TRX-2', 'TRX-1')).toBeNull();
  });
});

describe('withdrawalDecidedByOf', () => {
  it('tells an operator from the auto-receipt job', () => {
    expect(withdrawalDecidedByOf('fin')).toEqual({ kind: 'operator', name: 'fin' });
    expect(withdrawalDecidedByOf('auto-receive')).toEqual({ kind: 'auto' });
    expect(withdrawalDecidedByOf(null)).toBeNull();
    expect(withdrawalDecidedByOf(' ')).toBeNull();
  });
});
