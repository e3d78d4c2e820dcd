import { describe, expect, it } from 'vitest';
import { actionOf } from './activity.ts';

describe('actionOf', () => {
  it('offers join on an open match promotion and claim once a deposit earned it', () => {
    expect(actionOf({ kind: 'DEPOSIT_MATCH', state: 'JOIN' })).toBe('join');
    expect(actionOf({ kind: 'DEPOSIT_MATCH', state: 'CLAIM' })).toBe('claim');
    expect(actionOf({ kind: 'DEPOSIT_MATCH', state: 'IN_PROGRESS' })).toBeNull();
  });

  it('draws an open raffle and offers nothing once it is claimed', () => {
    expect(actionOf({ kind: 'RAFFLE', state: 'JOIN' })).toBe('draw');
    expect(actionOf({ kind: 'RAFFLE', state: 'CLAIMED' })).toBeNull();
  });

  it('lets a manual promotion be applied for, again after a rejection, not while applying', () => {
    expect(actionOf({ kind: 'MANUAL', state: 'JOIN' })).toBe('apply');
    expect(actionOf({ kind: 'MANUAL', state: 'REJECTED' })).toBe('apply');
    expect(actionOf({ kind: 'MANUAL', state: 'APPLYING' })).toBeNull();
  });

  it('offers nothing on closed or coming promotions', () => {
    expect(actionOf({ kind: 'RELOAD', state: 'CLOSED' })).toBeNull();
    expect(actionOf({ kind: 'CASHBACK', state: 'COMING_SOON' })).toBeNull();
  });
});
