import { describe, expect, it } from 'vitest';
import { balanceOfMessage, unreadOfMessage } from './wallet-socket.ts';

const BALANCE = {
  sumBalance: 120.5,
  isSingle: true,
  mainBalance: 120.5,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
};

describe('balanceOfMessage', () => {
  it('reads the balance of a balance push', () => {
    expect(balanceOfMessage(JSON.stringify({ type: 'balance', value: BALANCE }))).toEqual(BALANCE);
  });

  it('ignores an error push, a binary frame and text that is not JSON', () => {
    expect(balanceOfMessage(JSON.stringify({ type: 'error', errorCode: 'UNAUTHORIZED' }))).toBeNull();
    expect(balanceOfMessage(new ArrayBuffer(4))).toBeNull();
    expect(balanceOfMessage('{not json')).toBeNull();
    expect(balanceOfMessage('null')).toBeNull();
  });

  it('ignores a balance with a field missing or of the wrong kind', () => {
    for (const key of Object.keys(BALANCE)) {
      const { [key]: _dropped, ...rest } = BALANCE as Record<string, unknown>;
      expect(balanceOfMessage(JSON.stringify({ type: 'balance', value: rest })), key).toBeNull();
      const wrong = { ...BALANCE, [key]: key === 'currency' ? 1 : 'x' };
      expect(balanceOfMessage(JSON.stringify({ type: 'balance', value: wrong })), key).toBeNull();
    }
  });
});

describe('unreadOfMessage', () => {
  it('reads the count of an unread push', () => {
    expect(unreadOfMessage(JSON.stringify({ type: 'unread', count: 4 }))).toBe(4);
    expect(unreadOfMessage(JSON.stringify({ type: 'unread', count: 0 }))).toBe(0);
  });

  it('ignores a balance push, a broken count and text that is not JSON', () => {
    expect(unreadOfMessage(JSON.stringify({ type: 'balance', value: BALANCE }))).toBeNull();
    expect(unreadOfMessage(JSON.stringify({ type: 'unread', count: -1 }))).toBeNull();
    expect(unreadOfMessage(JSON.stringify({ type: 'unread', count: '3' }))).toBeNull();
    expect(unreadOfMessage('null')).toBeNull();
    expect(unreadOfMessage('{not json')).toBeNull();
    expect(unreadOfMessage(new ArrayBuffer(4))).toBeNull();
  });
});
