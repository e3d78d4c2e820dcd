// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { MessagesPage } from './messages.tsx';

const broadcast = {
  id: 11,
  kind: 'BROADCAST',
  title: 'Maintenance',
  body: 'Tonight <b>02:00</b>',
  account: null,
  sentBy: 'owner',
  withdrawn: false,
  createdAt: '2026-12-01T10:00:00.000Z',
};
const personal = { ...broadcast, id: 12, kind: 'OPERATOR', title: 'Your payout', account: 'player1' };

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/messages' && call.method === 'GET')
    return ok(pageOf([broadcast, personal]));
  if (url.pathname === '/admin/api/engagement/broadcasts') return ok({ id: 13 });
  if (url.pathname === '/admin/api/engagement/broadcasts/11/withdraw') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

const renderPage = async () => {
  renderWithProviders(<MessagesPage />, { initialEntry: '/engagement/messages?brand=lobby' });
  await screen.findByTestId('message-row-11');
};

describe('the messages page', () => {
  it('lists what operators sent as plain text; only a broadcast can be withdrawn', async () => {
    await renderPage();
    const row = screen.getByTestId('message-row-11');
    expect(row.textContent).toContain('Every member');
    // the text is shown as typed, never as HTML
    expect(row.textContent).toContain('Tonight <b>02:00</b>');
    expect(row.querySelector('b')).toBeNull();
    expect(screen.getByTestId('message-row-12').textContent).toContain('player1');
    expect(screen.queryByTestId('message-withdraw-12')).toBeNull();
  });

  it('publishes a broadcast with one request id', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('broadcast-new'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).queryByTestId('message-account')).toBeNull();
    fireEvent.change(within(dialog).getByTestId('message-title'), { target: { value: 'New games' } });
    fireEvent.change(within(dialog).getByTestId('message-body'), {
      target: { value: 'Three new slots this week.' },
    });
    fireEvent.click(within(dialog).getByTestId('message-send'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/broadcasts?brand=lobby');
    expect(post.body).toMatchObject({ title: 'New games', body: 'Three new slots this week.' });
    expect(String(post.body!.requestId).length).toBeGreaterThanOrEqual(8);
  });

  it('withdraws a broadcast with a reason', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('message-withdraw-11'));
    await screen.findByTestId('broadcast-withdraw-dialog');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'sent by mistake' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    expect((await api.sent('POST')).url).toBe('/admin/api/engagement/broadcasts/11/withdraw?brand=lobby');
  });
});
