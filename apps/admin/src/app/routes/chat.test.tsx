// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { asOwner } from '../../test/agents.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, stubApi, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { ChatModerationPage } from './chat.tsx';

const said = {
  id: 41,
  memberId: 7,
  account: 'player1',
  name: 'Lucky',
  text: 'hello <b>all</b>',
  at: '2026-12-02T10:00:00.000Z',
  deletedAt: null,
};
const removed = { ...said, id: 40, text: 'spam spam', deletedAt: '2026-12-02T10:05:00.000Z' };
const mute = { memberId: 9, account: 'player9', until: '2026-12-02T12:00:00.000Z', reason: 'flooding' };

let calls: TApiCall<Record<string, unknown>>[] = [];
let answer: (url: URL, call: TApiCall<Record<string, unknown>>) => TApiAnswer | undefined = () => undefined;
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  const own = answer(url, call);
  if (own) return own;
  if (url.pathname === '/admin/api/chat/messages') return ok({ items: [said, removed] });
  if (url.pathname === '/admin/api/chat/mutes' && call.method === 'GET') return ok({ items: [mute] });
  if (url.pathname === '/admin/api/chat/mutes' && call.method === 'POST')
    return ok({ until: '2026-12-02T11:00:00.000Z', reason: 'rude' });
  if (call.method === 'DELETE') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

beforeEach(() => {
  answer = () => undefined;
  calls = stubApi(server);
  asOwner();
  const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  return () => show.mockRestore();
});

const renderPage = async () => {
  renderWithProviders(<ChatModerationPage />, { initialEntry: '/engagement/chat?brand=lobby' });
  await screen.findByTestId('chat-row-41');
};
const changes = () => calls.filter((c) => c.method !== 'GET');

describe('the chat moderation page', () => {
  it('lists the room newest first as plain text, with a Deleted badge and no Delete on a deleted message', async () => {
    await renderPage();
    const rows = within(screen.getByTestId('chat-messages-table')).getAllByTestId(/^chat-row-/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['chat-row-41', 'chat-row-40']);
    expect(rows[0]!.textContent).toContain('hello <b>all</b>');
    expect(rows[0]!.querySelector('b')).toBeNull();
    expect(screen.getByTestId('chat-deleted-40')).toBeTruthy();
    expect(screen.queryByTestId('chat-delete-40')).toBeNull();
    expect(calls[0]!.url).toContain('brand=lobby');
    expect((await screen.findByTestId('chat-mute-row-9')).textContent).toContain('flooding');
  });

  it('deletes a message with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('chat-delete-41'));
    await screen.findByTestId('chat-delete-dialog');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'insults' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      method: 'DELETE',
      url: '/admin/api/chat/messages/41',
      body: { brand: 'lobby', reason: 'insults' },
    });
  });

  it('mutes the speaker for the minutes given, with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('chat-mute-41'));
    const dialog = await screen.findByTestId('chat-mute-dialog');
    fireEvent.change(within(dialog).getByTestId('chat-mute-minutes'), { target: { value: '30' } });
    fireEvent.change(within(dialog).getByTestId('reason-input'), { target: { value: 'rude' } });
    fireEvent.click(within(dialog).getByTestId('reason-confirm'));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      method: 'POST',
      url: '/admin/api/chat/mutes',
      body: { brand: 'lobby', memberId: 7, minutes: 30, reason: 'rude' },
    });
  });

  it('lifts a mute with a reason', async () => {
    await renderPage();
    fireEvent.click(await screen.findByTestId('chat-unmute-9'));
    await screen.findByTestId('chat-unmute-dialog');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'appealed' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(changes()).toHaveLength(1));
    expect(changes()[0]).toMatchObject({
      method: 'DELETE',
      url: '/admin/api/chat/mutes/9',
      body: { brand: 'lobby', reason: 'appealed' },
    });
  });

  it('pages back from the oldest id shown when the page is full', async () => {
    const page = Array.from({ length: 50 }, (_, i) => ({ ...said, id: 90 - i }));
    answer = (url) =>
      url.pathname === '/admin/api/chat/messages' && !url.searchParams.has('before')
        ? ok({ items: page })
        : undefined;
    renderWithProviders(<ChatModerationPage />, { initialEntry: '/engagement/chat?brand=lobby' });
    await screen.findByTestId('chat-row-90');
    fireEvent.click(screen.getByTestId('chat-older'));
    await waitFor(() => expect(calls.some((c) => c.url.includes('before=41'))).toBe(true));
  });

  it('offers no older page when the room holds fewer messages than a page', async () => {
    await renderPage();
    expect(screen.queryByTestId('chat-older')).toBeNull();
  });

  it('says when nobody has spoken in the room yet', async () => {
    answer = (url) => (url.pathname === '/admin/api/chat/messages' ? ok({ items: [] }) : undefined);
    renderWithProviders(<ChatModerationPage />, { initialEntry: '/engagement/chat?brand=lobby' });
    await screen.findByTestId('chat-messages-empty');
    expect(await screen.findByTestId('chat-mute-row-9')).toBeTruthy();
  });

  it('shows an error with a retry when the messages fail to load', async () => {
    answer = (url) => (url.pathname === '/admin/api/chat/messages' ? fail('SYSTEM_ERROR', 500) : undefined);
    renderWithProviders(<ChatModerationPage />, { initialEntry: '/engagement/chat?brand=lobby' });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeTruthy();
  });
});
