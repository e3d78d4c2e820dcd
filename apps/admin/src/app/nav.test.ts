import { PERMISSIONS, ROLE_PERMISSIONS } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { homePathFor, visibleNavItems } from './nav.ts';

const keys = (permissions: readonly string[] | null) => visibleNavItems(permissions).map((i) => i.key);

describe('visibleNavItems', () => {
  it('shows everything to the owner', () => {
    expect(keys(PERMISSIONS)).toEqual([
      'dashboard',
      'brands',
      'vendors',
      'content',
      'members',
      'deposits',
      'withdrawals',
      'adjustments',
      'agents',
      'engagement',
      'lottery',
      'tables',
      'rooms',
      'audit',
      'outbox',
      'operators',
    ]);
  });

  it('follows each role of ROLE_PERMISSIONS', () => {
    expect(keys(ROLE_PERMISSIONS.finance)).toEqual([
      'dashboard',
      'members',
      'deposits',
      'withdrawals',
      'adjustments',
      'agents',
      'engagement',
      'lottery',
      'tables',
      'rooms',
      'audit',
    ]);
    expect(keys(ROLE_PERMISSIONS.risk)).toEqual([
      'dashboard',
      'members',
      'agents',
      'engagement',
      'lottery',
      'tables',
      'rooms',
      'audit',
      'outbox',
    ]);
    expect(keys(ROLE_PERMISSIONS.support)).toEqual([
      'dashboard',
      'members',
      'engagement',
      'lottery',
      'tables',
      'rooms',
      'outbox',
    ]);
    expect(keys(ROLE_PERMISSIONS.content)).toEqual([
      'dashboard',
      'brands',
      'vendors',
      'content',
      'engagement',
    ]);
  });

  it('hides everything without an operator or permissions, and ignores unknown permissions', () => {
    expect(keys(null)).toEqual([]);
    expect(keys([])).toEqual([]);
    expect(keys(['members.lock', 'content.write', 'payments.review', 'something.else'])).toEqual([]);
  });

  it('lands on the first allowed page', () => {
    expect(homePathFor(['audit.read', 'members.read'])).toBe('/members');
    expect(homePathFor(['operators.manage'])).toBe('/operators');
    expect(homePathFor(['payments.read', 'audit.read'])).toBe('/deposits');
    expect(homePathFor(['agents.read'])).toBe('/agents');
    expect(homePathFor(['engagement.read'])).toBe('/engagement');
    expect(homePathFor(['lottery.read'])).toBe('/lottery');
    expect(homePathFor([])).toBeNull();
  });
});
