// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n.ts';
import { stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { EnvelopesPage } from './envelopes.tsx';

const rain = {
  id: 5,
  startsAt: '2026-12-01T10:00:00.000Z',
  endsAt: '2026-12-01T11:00:00.000Z',
  poolMinor: '100000',
  count: 100,
  minMinor: '100',
  maxMinor: '5000',
  remainingMinor: '40000',
  remainingCount: 37,
  serverSeedHash: 'f'.repeat(64),
  serverSeed: null,
  createdBy: 'owner',
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/envelopes' && call.method === 'GET')
    return ok({ currency: 'THB', items: [rain] });
  if (url.pathname === '/admin/api/engagement/envelopes') return ok(rain);
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

describe('the red envelopes page', () => {
  it('lists each rain with what is left and its published seed hash', async () => {
    renderWithProviders(<EnvelopesPage />, { initialEntry: '/engagement/envelopes?brand=lobby' });
    const row = await screen.findByTestId('envelope-row-5');
    expect(row.textContent).toContain('37');
    expect(row.textContent).toContain('f'.repeat(64));
  });

  it('schedules a rain in minor units with one request id', async () => {
    renderWithProviders(<EnvelopesPage />, { initialEntry: '/engagement/envelopes?brand=lobby' });
    await screen.findByTestId('envelope-row-5');
    fireEvent.click(screen.getByTestId('envelope-new'));
    const dialog = await screen.findByTestId('envelope-dialog');
    fireEvent.click(within(dialog).getByTestId('envelope-schedule'));
    const post = await api.sent('POST');
    expect(post.body).toMatchObject({ poolMinor: 100_000, count: 100, minMinor: 100, maxMinor: 5_000 });
    expect(String(post.body!.requestId).length).toBeGreaterThanOrEqual(8);
  });
});
