// @vitest-environment jsdom
import { MESSAGES_API, type TMessage } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { InboxPage } from './inbox-page.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

const message = (over: Partial<TMessage>): TMessage => ({
  id: 1,
  kind: 'DEPOSIT_CREDITED',
  title: '',
  body: '',
  params: { amount: 250, currency: 'THB' },
  read: false,
  createdAt: '2026-05-03T10:00:00.000Z',
  ...over,
});

let items: TMessage[];
let calls: TApiCall[];
const unread = () => items.filter((m) => !m.read).length;

beforeEach(() => {
  items = [
    message({
      id: 3,
      kind: 'BROADCAST',
      title: 'Maintenance',
      body: 'Tonight <b>02:00</b>\nback soon',
      read: false,
    }),
    message({ id: 2 }),
    message({ id: 1, kind: 'WITHDRAWAL_PAID', read: true, createdAt: '2026-05-01T10:00:00.000Z' }),
  ];
  calls = stubApi((call) => {
    const path = pathOf(call);
    const id = Number(/\/wps\/messages\/(\d+)/.exec(path)?.[1]);
    if (path === MESSAGES_API.list)
      return ok({ items, page: 1, pageSize: 10, total: items.length, unread: unread() });
    if (path === MESSAGES_API.unreadCount) return ok({ count: unread() });
    if (path === MESSAGES_API.readAll && call.method === 'POST') {
      items = items.map((m) => ({ ...m, read: true }));
      return ok({ count: 0 });
    }
    if (call.method === 'POST' && path.endsWith('/read')) {
      items = items.map((m) => (m.id === id ? { ...m, read: true } : m));
      return ok(items.find((m) => m.id === id));
    }
    if (call.method === 'DELETE') {
      items = items.filter((m) => m.id !== id);
      return ok({ id });
    }
    return fail('NOT_FOUND', 404);
  });
});

const renderInbox = () => renderWithProviders(<InboxPage decimals={2} />);

describe('InboxPage', () => {
  it('lists messages as the server orders them with unread marks and platform messages worded here', async () => {
    renderInbox();
    await screen.findByTestId('message-3');
    const rows = screen.getAllByTestId(/^message-\d$/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['message-3', 'message-2', 'message-1']);
    expect(screen.getByTestId('message-3').dataset.unread).toBe('true');
    expect(screen.getByTestId('message-1').dataset.unread).toBeUndefined();
    expect(screen.getByTestId('message-2').textContent).toContain('inbox.kinds.DEPOSIT_CREDITED');
    expect(screen.getByTestId('message-2').textContent).toContain('"amount":"THB 250.00"');
    expect(screen.getByTestId('inbox-unread').textContent).toContain('"n":"2"');
  });

  it('opens a message, marks it read, and shows an operator’s text as plain text', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('message-3'));
    const reader = await screen.findByTestId('message-reader');
    expect(reader.textContent).toContain('Tonight <b>02:00</b>');
    expect(reader.querySelector('b')).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && pathOf(c) === '/wps/messages/3/read')).toBe(true),
    );
    fireEvent.click(screen.getByTestId('message-back'));
    await waitFor(() => expect(screen.getByTestId('message-3').dataset.unread).toBeUndefined());
  });

  it('does not mark an already read message again', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('message-1'));
    await screen.findByTestId('message-reader');
    expect(calls.some((c) => pathOf(c) === '/wps/messages/1/read')).toBe(false);
  });

  it('deletes the open message and returns to the list without it', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('message-2'));
    fireEvent.click(await screen.findByTestId('message-delete'));
    await waitFor(() => expect(screen.queryByTestId('message-reader')).toBeNull());
    await waitFor(() => expect(screen.queryByTestId('message-2')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && pathOf(c) === '/wps/messages/2')).toBe(true);
  });

  it('marks everything read at once', async () => {
    renderInbox();
    fireEvent.click(await screen.findByTestId('inbox-read-all'));
    await waitFor(() => expect(screen.getByTestId('message-3').dataset.unread).toBeUndefined());
    expect(screen.getByTestId('inbox-read-all')).toHaveProperty('disabled', true);
  });

  it('says so when the inbox is empty', async () => {
    items = [];
    renderInbox();
    expect(await screen.findByTestId('inbox-empty')).toBeTruthy();
  });
});
