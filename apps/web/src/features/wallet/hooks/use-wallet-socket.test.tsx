// @vitest-environment jsdom
import type { TBalance } from '@openlobby/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRequestToken } from '../../../lib/request-context.ts';
import { makeTestQueryClient } from '../../../test/render.tsx';
import { walletKeys } from '../api/query-keys.ts';
import { reconnectDelay, walletSocketUrl } from '../lib/wallet-socket.ts';
import { useWalletSocket } from './use-wallet-socket.ts';

const TOKEN = 'session-token-0123456789';

/** A stand-in for the browser's WebSocket: records what is sent and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // The server's side:
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const balance = (main: number): TBalance => ({
  sumBalance: main,
  isSingle: true,
  mainBalance: main,
  heldBalance: 0,
  currency: 'THB',
  decimals: 2,
});

const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

const mount = (enabled = true, onUnread?: (count: number) => void) => {
  const client = makeTestQueryClient();
  client.setQueryData(walletKeys.balance(TOKEN), balance(10));
  const withdrawInfoKey = walletKeys.withdrawInfo(TOKEN);
  client.setQueryData(withdrawInfoKey, { any: 'thing' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useWalletSocket(enabled, onUnread), { wrapper });
  return { client, hook, withdrawInfoKey };
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', FakeSocket);
  setRequestToken(TOKEN);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRequestToken(null);
});

describe('useWalletSocket', () => {
  it('says the token first, then writes each pushed balance and refreshes the wallet pages', () => {
    const { client, withdrawInfoKey } = mount();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe(`ws://${window.location.host}/wps/ws`);
    last().accept();
    expect(last().sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ token: TOKEN }]);

    act(() => last().push({ type: 'balance', value: balance(250.5) }));
    expect(client.getQueryData(walletKeys.balance(TOKEN))).toEqual(balance(250.5));
    expect(client.getQueryState(withdrawInfoKey)?.isInvalidated).toBe(true);

    // Anything else is ignored: bad JSON, an unknown type, a balance of the wrong shape.
    act(() => {
      last().push('not json');
      last().push({ type: 'balance', value: { mainBalance: 'lots' } });
      last().push({ type: 'error', errorCode: 'SYSTEM_ERROR' });
    });
    expect(client.getQueryData(walletKeys.balance(TOKEN))).toEqual(balance(250.5));
  });

  it('hands each pushed unread count to its listener and leaves the balance alone', () => {
    const counts: number[] = [];
    const { client } = mount(true, (count) => counts.push(count));
    last().accept();
    act(() => {
      last().push({ type: 'unread', count: 2 });
      last().push({ type: 'unread', count: 'many' });
      last().push({ type: 'unread', count: 0 });
    });
    expect(counts).toEqual([2, 0]);
    expect(client.getQueryData(walletKeys.balance(TOKEN))).toEqual(balance(10));
  });

  it('reconnects after an unexpected close, waiting 1 s doubling to 30 s, and from 1 s again after a balance', () => {
    mount();
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = FakeSocket.all.length;
      last().drop(1006);
      const wait = reconnectDelay(i);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(before + 1);
      waits.push(wait);
    }
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);

    last().accept();
    act(() => last().push({ type: 'balance', value: balance(1) }));
    const before = FakeSocket.all.length;
    last().drop(1011);
    vi.advanceTimersByTime(1_000);
    expect(FakeSocket.all).toHaveLength(before + 1);
  });

  it('never reconnects after the server says the session is gone (4401)', () => {
    mount();
    last().accept();
    last().drop(4401);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('opens no socket for a trial account (disabled), and never reconnects after 4403', () => {
    mount(false);
    expect(FakeSocket.all).toHaveLength(0);
    mount();
    last().accept();
    last().drop(4403);
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('closes on logout and on unmount, and nothing reconnects', () => {
    const { hook } = mount();
    last().accept();
    act(() => setRequestToken(null));
    expect(FakeSocket.all[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);

    // A new login opens a new socket for the new token; unmounting closes it, even mid-handshake.
    act(() => setRequestToken(`${TOKEN}-2`));
    expect(FakeSocket.all).toHaveLength(2);
    hook.unmount();
    expect(last().closedWith).toBeNull();
    last().accept();
    expect(last().closedWith).toBe(1000);
    expect(last().sent).toEqual([]);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('opens nothing without a session, and uses wss beside https', () => {
    setRequestToken(null);
    mount();
    expect(FakeSocket.all).toHaveLength(0);
    expect(walletSocketUrl({ protocol: 'https:', host: 'play.example:8443' })).toBe(
      'wss://play.example:8443/wps/ws',
    );
  });
});
