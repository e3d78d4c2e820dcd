// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { pageOf, stubEngagementApi } from '../../test/engagement.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { bytes, fail, ok, type TApiAnswer, type TApiCall } from '../../test/stub-api.ts';
import { PromotionApplicationsPage } from './promotions-applications.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const application = {
  id: 21,
  promotionId: 5,
  promotion: { EN: 'Refer a friend' },
  memberId: 4,
  account: 'player1',
  remark: 'my friend joined',
  images: [{ position: 0, contentType: 'image/png' }],
  status: 'APPLYING',
  reason: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-12-01T10:00:00.000Z',
};

const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/engagement/applications') return ok(pageOf([application]));
  if (url.pathname === '/admin/api/engagement/applications/21/images/0') return bytes(PNG, 'image/png');
  if (url.pathname === '/admin/api/engagement/applications/21/decide') return ok({ ok: true });
  return fail('NOT_FOUND', 404);
};

const api = stubEngagementApi(server);

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:image', revokeObjectURL: () => {} }),
  );
});

describe('the applications queue', () => {
  it('shows the remark and the images, fetched with the operator’s token', async () => {
    renderWithProviders(<PromotionApplicationsPage />, {
      initialEntry: '/engagement/applications?brand=lobby',
    });
    const row = await screen.findByTestId('application-row-21');
    expect(row.textContent).toContain('my friend joined');
    expect(row.textContent).toContain('Refer a friend');
    const img = await screen.findByTestId('application-image-21-0');
    expect(img.getAttribute('href')).toBe('blob:image');
    expect(
      api.calls.some((c) => c.url === '/admin/api/engagement/applications/21/images/0?brand=lobby'),
    ).toBe(true);
  });

  it('rejects an application with the reason the member sees', async () => {
    renderWithProviders(<PromotionApplicationsPage />, {
      initialEntry: '/engagement/applications?brand=lobby',
    });
    fireEvent.click(await screen.findByTestId('application-reject-21'));
    await screen.findByTestId('application-decide-dialog');
    fireEvent.change(screen.getByTestId('reason-input'), { target: { value: 'the screenshot is blurred' } });
    fireEvent.click(screen.getByTestId('reason-confirm'));
    const post = await api.sent('POST');
    expect(post.url).toBe('/admin/api/engagement/applications/21/decide?brand=lobby');
    expect(post.body).toEqual({ decision: 'REJECT', reason: 'the screenshot is blurred' });
  });
});
