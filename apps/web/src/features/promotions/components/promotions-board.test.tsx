// @vitest-environment jsdom
import { PROMOTIONS_API, type TAnnouncement, type TMemberPromotion } from '@openlobby/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, pathOf, stubApi, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { PromotionsBoard } from './promotions-board.tsx';

vi.mock('../../../lib/use-translation.ts', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const promotion = (over: Partial<TMemberPromotion>): TMemberPromotion => ({
  id: 1,
  category: 'NEWBIE',
  kind: 'DEPOSIT_MATCH',
  title: { EN: 'Welcome match' },
  announcementId: null,
  startsAt: '2026-01-01T00:00:00.000Z',
  endsAt: null,
  serverSeedHash: null,
  state: 'JOIN',
  ...over,
});

const announcement: TAnnouncement = {
  id: 50,
  type: 'PR',
  title: 'Welcome match',
  content: '<p>Deposit and get <b>100 %</b></p><script>alert(1)</script>',
  imageUrl: null,
  category: 'NEWBIE',
} as TAnnouncement;

let list: TMemberPromotion[];
let answers: Record<string, TApiAnswer[]>;
let calls: TApiCall[];

beforeEach(() => {
  list = [
    promotion({ id: 1, announcementId: 50 }),
    promotion({
      id: 2,
      kind: 'RAFFLE',
      category: 'DAILY',
      title: { EN: 'Lucky draw' },
      serverSeedHash: 'ab12',
    }),
    promotion({ id: 3, kind: 'MANUAL', category: 'VIP', title: { EN: 'VIP review' } }),
    promotion({ id: 4, state: 'COMING_SOON', category: 'RNG', title: { EN: 'Slots week' } }),
  ];
  answers = {};
  calls = stubApi((call) => {
    const path = pathOf(call);
    if (call.method === 'POST') return answers[path]?.shift() ?? fail('SYSTEM_ERROR', 500);
    if (path === PROMOTIONS_API.list) return ok(list);
    return fail('NOT_FOUND', 404);
  });
});

const renderBoard = (member = true) =>
  renderWithProviders(
    <PromotionsBoard
      announcements={[announcement]}
      announcementsPending={false}
      member={member}
      onLogin={() => undefined}
      currency={{ symbol: '฿', decimals: 2 }}
    />,
  );

const pngFile = (name: string, size = 10) =>
  new File([new Uint8Array(size)], name, {
    type: name.endsWith('.exe') ? 'application/x-msdownload' : 'image/png',
  });

describe('PromotionsBoard', () => {
  it('labels each promotion with its state and offers only the action that state allows', async () => {
    renderBoard();
    expect((await screen.findByTestId('promotion-1-state')).textContent).toBe('promotions.state.JOIN');
    expect(screen.getByTestId('promotion-1-join')).toBeTruthy();
    expect(screen.getByTestId('promotion-2-draw')).toBeTruthy();
    expect(screen.getByTestId('promotion-3-apply')).toBeTruthy();
    expect(screen.getByTestId('promotion-4-state').textContent).toBe('promotions.state.COMING_SOON');
    expect(screen.queryByTestId('promotion-4-join')).toBeNull();
  });

  it('shows the tied announcement’s terms sanitised and no announcement twice', async () => {
    renderBoard();
    await screen.findByTestId('promotion-1-state');
    const card = document.querySelector('[data-promotion="promotion-1"]')!;
    // The sanitiser comes in its own chunk: the terms appear once it is there.
    await waitFor(() => expect(card.querySelector('b')?.textContent).toBe('100 %'));
    expect(card.querySelector('script')).toBeNull();
    expect(document.querySelector('[data-promotion="announcement-50"]')).toBeNull();
  });

  it('joins, then shows the state the server answers', async () => {
    answers[PROMOTIONS_API.join] = [ok({ state: 'IN_PROGRESS' })];
    renderBoard();
    fireEvent.click(await screen.findByTestId('promotion-1-join'));
    list = [{ ...list[0]!, state: 'IN_PROGRESS' }, ...list.slice(1)];
    await waitFor(() =>
      expect(screen.getByTestId('promotion-1-state').textContent).toBe('promotions.state.IN_PROGRESS'),
    );
    expect(calls.find((c) => pathOf(c) === PROMOTIONS_API.join)?.body).toEqual({ promotionId: 1 });
  });

  it('draws a raffle and shows the drawn prize with the seed hash', async () => {
    answers[PROMOTIONS_API.claimRaffle] = [
      ok({ serverSeedHash: 'ab12', memberId: 9, nonce: 0, prizeIndex: 1, amount: 88, bonusId: 3 }),
    ];
    renderBoard();
    fireEvent.click(await screen.findByTestId('promotion-2-draw'));
    expect((await screen.findByTestId('raffle-prize')).textContent).toContain('promotions.raffle.won');
    expect(screen.getByTestId('raffle-prize').textContent).toContain('promotions.raffle.proof');
  });

  it('counts the remark, refuses a renamed file and a fourth image, and sends base64 images', async () => {
    answers[PROMOTIONS_API.apply] = [ok({ id: 7, status: 'APPLYING' })];
    renderBoard();
    fireEvent.click(await screen.findByTestId('promotion-3-apply'));
    fireEvent.change(await screen.findByTestId('promotion-remark'), { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('promotion-remark-count').textContent).toBe('141/140');
    expect(screen.getByText('promotions.apply.remarkTooLong')).toBeTruthy();
    expect(screen.getByTestId('promotion-apply-submit')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('promotion-remark'), { target: { value: 'My receipt' } });

    const input = screen.getByTestId('promotion-images');
    fireEvent.change(input, { target: { files: [pngFile('virus.exe')] } });
    expect(screen.getByText('promotions.apply.errors.type')).toBeTruthy();
    fireEvent.change(input, { target: { files: [pngFile('big.png', 5 * 1024 * 1024)] } });
    expect(screen.getByText('promotions.apply.errors.size')).toBeTruthy();
    fireEvent.change(input, {
      target: { files: [pngFile('a.png'), pngFile('b.png'), pngFile('c.png'), pngFile('d.png')] },
    });
    expect(screen.getByText('promotions.apply.errors.tooMany')).toBeTruthy();
    expect(screen.getAllByTestId(/^promotion-image-\d$/)).toHaveLength(3);

    fireEvent.click(screen.getByTestId('promotion-apply-submit'));
    await waitFor(() => expect(screen.queryByTestId('promotion-apply-form')).toBeNull());
    const sent = calls.find((c) => pathOf(c) === PROMOTIONS_API.apply)?.body as {
      remark: string;
      images: string[];
    };
    expect(sent.remark).toBe('My receipt');
    expect(sent.images).toEqual(['AAAAAAAAAAAAAA==', 'AAAAAAAAAAAAAA==', 'AAAAAAAAAAAAAA==']);
  });

  it('shows a visitor the announcements with a login button and never asks for member states', async () => {
    renderBoard(false);
    expect(await screen.findByTestId('promotion-login')).toBeTruthy();
    expect(document.querySelector('[data-promotion="announcement-50"]')).toBeTruthy();
    expect(calls.filter((c) => pathOf(c) === PROMOTIONS_API.list)).toEqual([]);
  });
});
