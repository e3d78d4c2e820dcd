// @vitest-environment jsdom
import { REFERRAL_API, type TReferralInvite, type TReferralInviteePage } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiCall } from '../../../test/stub-api.ts';
import { ReferralPage } from './referral-page.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({
  useTranslation: () => ({
    t: (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key),
  }),
}));

// The encoder is drawn as the props it was given: what the code encodes, its size and its level.
vi.mock('qrcode.react', () => ({
  QRCodeSVG: (p: { value: string; size: number; level: string }) => (
    <svg data-testid="qr-svg" data-value={p.value} data-size={p.size} data-level={p.level} />
  ),
}));

const LINK = 'https://lobby.example/register?referralCode=K7P2QX9M';
const invite: TReferralInvite = { referralCode: 'K7P2QX9M', link: LINK, rewardsTotal: 12.5, invitees: 13 };
const invitee = (n: number) => ({
  account: `fr****${String(n).padStart(2, '0')}`,
  joinedAt: `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  deposited: n % 2 === 0,
});
let pages: Record<number, TReferralInviteePage>;
let calls: TApiCall[];
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  pages = {
    1: { items: Array.from({ length: 10 }, (_, i) => invitee(i + 1)), total: 13, page: 1, pageSize: 10 },
    2: { items: [invitee(11), invitee(12), invitee(13)], total: 13, page: 2, pageSize: 10 },
  };
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (path === REFERRAL_API.invite) return ok(invite);
    if (path === REFERRAL_API.invitees) {
      const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
      return ok(pages[page] ?? { items: [], total: 13, page, pageSize: 10 });
    }
    return fail('NOT_FOUND', 404);
  });
});

const currency = { symbol: '฿', decimals: 2 };

describe('ReferralPage', () => {
  it('shows the invite link, the code, the rewards and the invitee count', async () => {
    renderWithProviders(<ReferralPage currency={currency} />);
    const link = await screen.findByTestId('referral-link');
    expect((link as HTMLInputElement).value).toBe(LINK);
    expect((screen.getByTestId('referral-code') as HTMLInputElement).value).toBe('K7P2QX9M');
    expect(screen.getByTestId('referral-rewards').textContent).toBe('฿ 12.50');
    expect(screen.getByTestId('referral-invitee-count').textContent).toBe('13');
  });

  it('copies the link to the clipboard and says it is copied', async () => {
    renderWithProviders(<ReferralPage currency={currency} />);
    const button = await screen.findByTestId('referral-copy-link');
    expect(button.textContent).toBe('referral.copyLink');
    fireEvent.click(button);
    await waitFor(() => expect(button.textContent).toBe('referral.copied'));
    expect(writeText).toHaveBeenCalledWith(LINK);
    // The code's own button still offers to copy: only the pressed one says so.
    expect(screen.getByTestId('referral-copy-code').textContent).toBe('referral.copyCode');
  });

  it('draws the link as a QR code of size 200 with error correction M', async () => {
    renderWithProviders(<ReferralPage currency={currency} />);
    const qr = await screen.findByTestId('qr-svg');
    expect(screen.getByTestId('referral-qr').contains(qr)).toBe(true);
    expect(qr.dataset).toMatchObject({ value: LINK, size: '200', level: 'M' });
  });

  it('pages through the invitees, masked, with whether each has deposited', async () => {
    renderWithProviders(<ReferralPage currency={currency} />);
    await waitFor(() => expect(screen.getAllByTestId('referral-invitee')).toHaveLength(10));
    expect(screen.getAllByTestId('referral-invitee')[0]!.textContent).toContain('fr****01');
    expect(screen.getAllByTestId('referral-invitee')[1]!.textContent).toContain('referral.invitees.yes');
    expect(screen.getAllByTestId('referral-invitee')[0]!.textContent).toContain('referral.invitees.no');
    const first = calls.find((c) => pathOf(c) === REFERRAL_API.invitees)!;
    expect(first.url).toContain('page=1');
    expect(first.url).toContain('pageSize=10');

    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(screen.getAllByTestId('referral-invitee')).toHaveLength(3));
    expect(screen.getAllByTestId('referral-invitee')[0]!.textContent).toContain('fr****11');
    expect(calls.some((c) => pathOf(c) === REFERRAL_API.invitees && c.url.includes('page=2'))).toBe(true);
  });

  it('says no one has joined yet, without pages, when the list is empty', async () => {
    pages = { 1: { items: [], total: 0, page: 1, pageSize: 10 } };
    renderWithProviders(<ReferralPage currency={currency} />);
    expect(await screen.findByTestId('referral-invitees-empty')).toBeTruthy();
    expect(screen.getByText('referral.invitees.empty')).toBeTruthy();
    expect(screen.queryByTestId('referral-pages')).toBeNull();
  });

  it('shows the server’s reason with a retry when the invite cannot be read', async () => {
    stubApi(() => fail('REAL_ACCOUNT_REQUIRED', 403));
    renderWithProviders(<ReferralPage currency={currency} />);
    expect((await screen.findByTestId('load-error')).textContent).toContain('errors.REAL_ACCOUNT_REQUIRED');
  });
});
