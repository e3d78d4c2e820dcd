// @vitest-environment jsdom
import { CHAT_API, type TChatMessage } from '@openlobby/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { useChatStore } from '../stores/chat-store.ts';
import { ChatRoom } from './chat-room.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));
// The pack's words are keys here (t answers them): the room need not wait for its pack.
vi.mock('../lib/chat-pack.ts', () => ({ useChatPack: () => true }));

const TOKEN = 'member-token-0123456789';

/** A stand-in for the browser's WebSocket: records what is sent and lets the test play the server. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    act(() => this.onopen?.());
  }
  push(message: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(message) }));
  }
  drop() {
    this.readyState = 3;
    act(() => this.onclose?.({ code: 1006 }));
  }
}
const last = () => FakeSocket.all[FakeSocket.all.length - 1]!;

const msg = (id: number, text = `message ${id}`, name = 'ann***'): TChatMessage => ({
  id,
  name,
  text,
  at: '2026-12-02T10:00:00.000Z',
});

let calls: TApiCall[];
beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  calls = stubApi((call) =>
    pathOf(call) === CHAT_API.history ? ok({ messages: [msg(1), msg(2)] }) : ok({}),
  );
  useChatStore.setState({ opened: true, unread: false });
});

const mount = (token: string | null, isTrial = false) => {
  const onLogin = vi.fn();
  const view = renderWithProviders(<ChatRoom token={token} isTrial={isTrial} self="me" onLogin={onLogin} />, {
    token,
  });
  last().accept();
  return { ...view, onLogin };
};
const ready = (messages: TChatMessage[], canSpeak = true, mutedUntil: string | null = null) =>
  last().push({ type: 'ready', canSpeak, mutedUntil, messages });
const shown = () => screen.queryAllByTestId('chat-message').map((li) => Number(li.dataset.id));

describe('the chat room', () => {
  it('lets a visitor watch: hello without a token, texts as plain text, and asks them to log in to speak', async () => {
    const { onLogin } = mount(null);
    expect(last().url).toMatch(/^ws:\/\/.+\/wps\/chat$/);
    expect(last().sent).toEqual([{ type: 'hello' }]);
    ready([msg(3, '<b>hi</b> <img src=x onerror=alert(1)>')], false);
    const item = screen.getByTestId('chat-message');
    expect(item.textContent).toContain('<b>hi</b>');
    expect(item.querySelector('b, img')).toBeNull();
    expect(screen.getByTestId('chat-login-needed').textContent).toBe('chat.loginToSpeak');
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('chat-login'));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.getByRole('log').getAttribute('aria-live')).toBe('polite');
  });

  it('keeps one entry per id when a pushed message was already in ready, and drops deleted ones', () => {
    mount(null);
    ready([msg(5), msg(6)], false);
    last().push({ type: 'message', message: msg(6) });
    last().push({ type: 'message', message: msg(7) });
    expect(shown()).toEqual([5, 6, 7]);
    last().push({ type: 'deleted', id: 6 });
    expect(shown()).toEqual([5, 7]);
  });

  it('sends on Enter and shows the message as sending until its ack, then as the room has it', () => {
    mount(TOKEN);
    expect(last().sent[0]).toEqual({ type: 'hello', token: TOKEN });
    ready([], true);
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'good luck all' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const say = last().sent[1]!;
    expect(say).toMatchObject({ type: 'say', text: 'good luck all' });
    expect((input as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByTestId('chat-pending').textContent).toContain('chat.sending');
    last().push({ type: 'sent', id: 9, clientId: say.clientId });
    last().push({ type: 'message', message: msg(9, 'good luck all', 'me') });
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    expect(shown()).toEqual([9]);
  });

  it("shows a refused message with the error's words", () => {
    mount(TOKEN);
    ready([], true);
    const input = screen.getByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'spam' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const say = last().sent[1]!;
    last().push({ type: 'error', errorCode: 'TOO_MANY_REQUESTS', clientId: say.clientId });
    const pending = screen.getByTestId('chat-pending');
    expect(within(pending).getByTestId('chat-error').textContent).toContain('errors.TOO_MANY_REQUESTS');
    expect(pending.textContent).toContain('chat.notSent');
  });

  it('says until when a muted member is muted and keeps the composer shut', () => {
    mount(TOKEN);
    ready([], true, '2099-01-01T00:00:00.000Z');
    expect(screen.getByTestId('chat-muted').textContent).toContain('chat.mutedUntil');
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('treats a trial account as a watcher', () => {
    mount(TOKEN, true);
    ready([], false);
    expect(screen.getByTestId('chat-watch-only')).toBeTruthy();
  });

  it('inserts an emoji at the cursor and counts characters to the limit', () => {
    mount(TOKEN);
    ready([], true);
    const input = screen.getByTestId('chat-input') as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'hi there' } });
    input.setSelectionRange(2, 2);
    fireEvent.click(screen.getByRole('button', { name: '🔥' }));
    expect(input.value).toBe('hi🔥 there');
    expect(screen.getByText(/chat\.count/).textContent).toContain('"n":9');
    fireEvent.change(input, { target: { value: 'x'.repeat(201) } });
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the icon unread when a message comes while the panel is closed', () => {
    useChatStore.setState({ opened: false, unread: false });
    mount(null);
    ready([msg(1)], false);
    expect(useChatStore.getState().unread).toBe(false);
    last().push({ type: 'message', message: msg(2) });
    expect(useChatStore.getState().unread).toBe(true);
    act(() => useChatStore.getState().open());
    expect(useChatStore.getState().unread).toBe(false);
  });

  it('reconnects with a growing wait after a drop and says hello with the new token after a login', () => {
    vi.useFakeTimers();
    try {
      let login: (token: string) => void = () => undefined;
      const Harness = () => {
        const [token, setToken] = useState<string | null>(null);
        login = setToken;
        return <ChatRoom token={token} isTrial={false} self="me" onLogin={() => undefined} />;
      };
      renderWithProviders(<Harness />, { token: null });
      last().accept();
      ready([msg(1)], false);
      last().drop();
      expect(FakeSocket.all).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1_000));
      expect(FakeSocket.all).toHaveLength(2);
      last().drop();
      act(() => vi.advanceTimersByTime(1_000));
      expect(FakeSocket.all).toHaveLength(2);
      act(() => vi.advanceTimersByTime(1_000));
      expect(FakeSocket.all).toHaveLength(3);
      last().accept();
      expect(last().sent).toEqual([{ type: 'hello' }]);
      act(() => login(TOKEN));
      expect(FakeSocket.all).toHaveLength(4);
      last().accept();
      expect(last().sent).toEqual([{ type: 'hello', token: TOKEN }]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls back with the history before the oldest message', async () => {
    mount(null);
    ready(
      Array.from({ length: 50 }, (_, i) => msg(i + 3)),
      false,
    );
    fireEvent.click(screen.getByTestId('chat-older'));
    await waitFor(() => expect(shown().slice(0, 3)).toEqual([1, 2, 3]));
    const call = calls.find((c) => pathOf(c) === CHAT_API.history)!;
    expect(call.url).toContain('before=3');
  });
});
