import { ZOperatorUpdate } from '@openlobby/contracts';
import { describe, expect, it } from 'vitest';
import { operatorUpdateOf, totpStateOf, type TOperatorAction } from './operator-actions.ts';

describe('operatorUpdateOf', () => {
  it('sends exactly one field per action, each accepted by ZOperatorUpdate', () => {
    const cases: [TOperatorAction, object][] = [
      [{ kind: 'role', role: 'risk' }, { role: 'risk' }],
      [{ kind: 'status', status: 'D' }, { status: 'D' }],
      [{ kind: 'password', password: 'NewPass12345' }, { password: 'NewPass12345' }],
      [{ kind: 'resetTotp' }, { resetTotp: true }],
    ];
    for (const [action, body] of cases) {
      expect(operatorUpdateOf(action)).toEqual(body);
      expect(ZOperatorUpdate.safeParse(operatorUpdateOf(action)).success).toBe(true);
    }
  });
});

describe('totpStateOf', () => {
  it('tells set up, due at next login (owner and finance) and not needed apart', () => {
    expect(totpStateOf({ hasTotp: true, role: 'support' })).toBe('on');
    expect(totpStateOf({ hasTotp: false, role: 'finance' })).toBe('pending');
    expect(totpStateOf({ hasTotp: false, role: 'owner' })).toBe('pending');
    expect(totpStateOf({ hasTotp: false, role: 'content' })).toBe('off');
  });
});
