import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API, WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';

let t: TestApp;
let address: string;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  address = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  token = await identityKit(t).tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

/** Opens the wallet socket and collects what it says. */
function connect() {
  const socket = new WebSocket(`${address}${WALLET_API.events}`);
  const messages: { type: string; value?: { mainBalance: number }; errorCode?: string }[] = [];
  let closed: number | undefined;
  socket.addEventListener('message', (e) => messages.push(JSON.parse(String(e.data))));
  socket.addEventListener('close', (e) => (closed = e.code));
  const opened = new Promise((resolve) => socket.addEventListener('open', resolve));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(check()).toBe(true);
  };
  return { socket, messages, opened, until, closedWith: () => closed };
}

describe('the wallet socket', () => {
  it('pushes the balance at once and again when money moves', async () => {
    const c = connect();
    await c.opened;
    c.socket.send(JSON.stringify({ token }));
    // the balance, then the unread message count
    await c.until(() => c.messages.length === 2);
    expect(c.messages[0]).toMatchObject({ type: 'balance', value: { mainBalance: 0 } });
    expect(c.messages[1]).toMatchObject({ type: 'unread' });
    // Any money call of the member tells their sockets (here: all vendor wallets back to main).
    const kit = identityKit(t);
    const moved = await kit.withToken(token, {
      method: 'POST',
      url: WALLET_API.transfer,
      payload: { type: 'ALL_OUT', requestId: 'socket-all-out-1' },
    });
    expect(body(moved).success).toBe(true);
    await c.until(() => c.messages.length === 3);
    expect(c.messages[2]).toMatchObject({ type: 'balance' });
    c.socket.close();
  });

  it('refuses a trial account, which has no money to see', async () => {
    const free = await t.call({ method: 'POST', url: AUTH_API.freePlay, remoteAddress: '10.70.0.2' });
    const c = connect();
    await c.opened;
    c.socket.send(JSON.stringify({ token: body(free).value.token }));
    await c.until(() => c.closedWith() !== undefined);
    expect(c.messages).toEqual([{ type: 'error', errorCode: 'REAL_ACCOUNT_REQUIRED' }]);
    expect(c.closedWith()).toBe(4403);
  });

  it('closes the socket when its login session logs out, and leaves the member’s other sockets open', async () => {
    const kit = identityKit(t);
    const leaving = await kit.tokenOf('player1', 'Player123');
    const c = connect();
    const other = connect();
    await Promise.all([c.opened, other.opened]);
    c.socket.send(JSON.stringify({ token: leaving }));
    other.socket.send(JSON.stringify({ token }));
    await c.until(() => c.messages.length === 2 && other.messages.length === 2);
    expect(body(await kit.withToken(leaving, { method: 'POST', url: AUTH_API.logout })).success).toBe(true);
    await c.until(() => c.closedWith() !== undefined);
    expect(c.closedWith()).toBe(4401);
    expect(c.messages.at(-1)).toEqual({ type: 'error', errorCode: 'NOT_LOGGED_IN' });
    expect(other.closedWith()).toBeUndefined();
    other.socket.close();
  });

  it('closes a socket that does not name a valid session', async () => {
    const c = connect();
    await c.opened;
    c.socket.send(JSON.stringify({ token: 'x'.repeat(40) }));
    await c.until(() => c.closedWith() !== undefined);
    expect(c.messages[0]).toEqual({ type: 'error', errorCode: 'NOT_LOGGED_IN' });
    expect(c.closedWith()).toBe(4401);
  });
});
