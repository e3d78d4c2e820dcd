// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The real language packs, not a mock.
import '../../../lib/i18n.ts';
import { asOperator } from '../../../test/agents.ts';
import { stubEngagementApi } from '../../../test/engagement.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fail, ok, type TApiAnswer, type TApiCall } from '../../../test/stub-api.ts';
import { CardRoomsPage, type TBrandPicker } from './card-rooms-page.tsx';

const hu = {
  id: 2,
  code: 'HU-1',
  name: 'Heads-up 1/2',
  game: 'holdem',
  freePlay: false,
  seatCount: 2,
  seated: 2,
  smallBlind: 1,
  bigBlind: 2,
  minBuyIn: 40,
  maxBuyIn: 200,
  rakePercent: 5,
  rakeCap: 6,
  turnSeconds: 20,
  pauseSeconds: 4,
  active: true,
  handsDealt: 12,
  rakeToday: 1.4,
  rakeTotal: 9.8,
};
const nn = {
  ...hu,
  id: 5,
  code: 'NN-1',
  name: 'Niu-Niu base 1',
  game: 'niuniu',
  seatCount: 5,
  seated: 0,
  smallBlind: 1,
  bigBlind: 1,
  minBuyIn: 30,
  maxBuyIn: 300,
  rakeCap: 0,
  turnSeconds: 12,
  pauseSeconds: 6,
  active: false,
  handsDealt: 0,
  rakeToday: 0,
  rakeTotal: 0,
};
const fun = {
  ...hu,
  id: 1,
  code: 'FUN-1',
  name: 'Play chips 1/2',
  freePlay: true,
  rakeToday: null,
  rakeTotal: null,
};
const HAND_ID = '5b3f1c2e-8a4d-4c1e-9f00-0123456789ab';
const ref = { id: 2, code: 'HU-1', name: 'Heads-up 1/2', game: 'holdem' };

let answerPut: () => TApiAnswer = () => ok(hu);
const server = (call: TApiCall<Record<string, unknown>>): TApiAnswer => {
  const url = new URL(call.url, 'http://console');
  if (url.pathname === '/admin/api/rooms' && call.method === 'GET')
    return ok({ currency: 'CNY', decimals: 2, items: [fun, hu, nn] });
  if (url.pathname === '/admin/api/rooms/2/seats')
    return ok({
      currency: 'CNY',
      room: ref,
      handInPlay: 13,
      items: [
        {
          seatNo: 0,
          account: 'ronda',
          guest: false,
          stack: 98,
          committed: 2,
          inHand: true,
          sittingOut: false,
          leaving: true,
          seatedAt: '2026-12-04T12:00:00.000Z',
        },
        {
          seatNo: 1,
          account: 'rafael',
          guest: false,
          stack: 120,
          committed: 1,
          inHand: true,
          sittingOut: false,
          leaving: false,
          seatedAt: '2026-12-04T12:01:00.000Z',
        },
      ],
    });
  if (url.pathname === '/admin/api/rooms/2/hands')
    return ok({
      currency: 'CNY',
      room: ref,
      items: [
        {
          id: HAND_ID,
          handNo: 12,
          startedAt: '2026-12-04T12:05:00.000Z',
          settledAt: '2026-12-04T12:06:00.000Z',
          players: 2,
          rake: 0.2,
          seats: [
            { seatNo: 0, account: 'ronda', guest: false, net: 1.8 },
            { seatNo: 1, account: 'rafael', guest: false, net: -2 },
          ],
          proof: `/house/api/room-hands/${HAND_ID}`,
        },
      ],
      page: 1,
      pageSize: 20,
      total: 1,
    });
  if (call.method === 'PUT') return answerPut();
  return fail('NOT_FOUND', 404);
};
const api = stubEngagementApi(server);

const Picker: TBrandPicker = ({ value }) => <span data-testid="picker">{value}</span>;
const renderPage = async (entry = '/rooms?brand=lobby') => {
  renderWithProviders(<CardRoomsPage BrandPicker={Picker} />, { initialEntry: entry });
  await screen.findByTestId('room-row-HU-1');
};
const openEdit = async (code: string) => {
  fireEvent.click(screen.getByTestId(`room-edit-${code}`));
  return screen.findByTestId('room-edit-dialog');
};
const type = (dialog: HTMLElement, testId: string, value: string) =>
  fireEvent.change(within(dialog).getByTestId(testId), { target: { value } });

describe('the card rooms page', () => {
  it('lists both games’ rooms with stakes, buy-ins, rake, clocks, hands and rake collected', async () => {
    await renderPage();
    const row = screen.getByTestId('room-row-HU-1');
    expect(row.textContent).toContain("Texas Hold'em");
    expect(screen.getByTestId('room-seated-HU-1').textContent).toBe('2 of 2 seats taken');
    expect(screen.getByTestId('room-stakes-HU-1').textContent).toContain('Blinds');
    expect(screen.getByTestId('room-rake-HU-1').textContent).toContain('5%');
    expect(screen.getByTestId('room-rake-HU-1').textContent).toContain('cap');
    expect(row.textContent).toContain('Turn 20 s');
    expect(row.textContent).toContain('Pause 4 s');
    expect(screen.getByTestId('room-collected-HU-1').textContent).toContain('9.80 in all');
    expect(screen.getByTestId('room-stakes-NN-1').textContent).toContain('Base');
    expect(screen.getByTestId('room-rake-NN-1').textContent).toContain('of each win');
    expect(screen.getByTestId('room-active-NN-1').textContent).toBe('Inactive');
    // free play: demo chips, no currency and no rake collected
    expect(screen.getByTestId('room-fun-FUN-1').textContent).toBe('Free play');
    expect(screen.getByTestId('room-collected-FUN-1').textContent).toContain('—');
  });

  it('sends a Hold’em edit with blinds, buy-ins, rake, clocks and the reason, saying it applies from the next hand', async () => {
    answerPut = () => ok(hu);
    await renderPage();
    const dialog = await openEdit('HU-1');
    expect(within(dialog).getByTestId('room-edit-next-hand').textContent).toContain('next hand');
    type(dialog, 'room-edit-smallBlind', '2');
    type(dialog, 'room-edit-bigBlind', '4');
    type(dialog, 'room-edit-minBuyIn', '80');
    type(dialog, 'room-edit-rakePercent', '2.5');
    type(dialog, 'room-edit-reason', 'higher stakes');
    fireEvent.click(within(dialog).getByTestId('room-edit-active'));
    fireEvent.click(within(dialog).getByTestId('room-edit-save'));
    const put = await api.sent('PUT');
    expect(put.url).toBe('/admin/api/rooms/2?brand=lobby');
    expect(put.body).toEqual({
      game: 'holdem',
      name: 'Heads-up 1/2',
      active: false,
      smallBlind: 2,
      bigBlind: 4,
      rakeCap: 6,
      minBuyIn: 80,
      maxBuyIn: 200,
      rakePercent: 2.5,
      turnSeconds: 20,
      pauseSeconds: 4,
      reason: 'higher stakes',
    });
  });

  it('edits a Niu-Niu room by its base bet alone', async () => {
    await renderPage();
    const dialog = await openEdit('NN-1');
    expect(within(dialog).queryByTestId('room-edit-smallBlind')).toBeNull();
    expect(within(dialog).queryByTestId('room-edit-rakeCap')).toBeNull();
    type(dialog, 'room-edit-baseBet', '2');
    type(dialog, 'room-edit-reason', 'base 2');
    fireEvent.click(within(dialog).getByTestId('room-edit-save'));
    const put = await api.sent('PUT');
    expect(put.body).toMatchObject({ game: 'niuniu', baseBet: 2, minBuyIn: 30, active: false });
    expect(put.body).not.toHaveProperty('smallBlind');
  });

  it('marks a big blind below the small, a Niu-Niu buy-in under five base bets and a missing reason, sending nothing', async () => {
    await renderPage();
    let dialog = await openEdit('HU-1');
    type(dialog, 'room-edit-bigBlind', '0.5');
    type(dialog, 'room-edit-turnSeconds', '2');
    fireEvent.click(within(dialog).getByTestId('room-edit-save'));
    expect(
      await within(dialog).findByText('Enter a big blind above 0, not below the small blind.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter whole seconds from 3 to 120.')).toBeTruthy();
    expect(within(dialog).getByText('Give a reason of up to 140 characters.')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Cancel'));
    dialog = await openEdit('NN-1');
    type(dialog, 'room-edit-baseBet', '10');
    type(dialog, 'room-edit-reason', 'too little');
    fireEvent.click(within(dialog).getByTestId('room-edit-save'));
    expect(
      await within(dialog).findByText('Enter a least buy-in not below the big blind (Niu-Niu: 5 base bets).'),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('marks the field the server refused and keeps the dialog open', async () => {
    answerPut = () =>
      fail('VALIDATION_FAILED', 400, [
        { field: 'body.rakeCap', message: 'More decimals than the currency.' },
      ]);
    await renderPage();
    const dialog = await openEdit('HU-1');
    type(dialog, 'room-edit-reason', 'try');
    fireEvent.click(within(dialog).getByTestId('room-edit-save'));
    expect(await within(dialog).findByTestId('room-edit-failure')).toBeTruthy();
    expect(within(dialog).getByTestId('room-edit-rakeCap').getAttribute('aria-invalid')).toBe('true');
    answerPut = () => ok(hu);
  });

  it('shows a room’s seats with full accounts and states, and its hands with nets and the proof link', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('room-open-HU-1'));
    const seat = await screen.findByTestId('room-seat-0');
    expect(seat.textContent).toContain('ronda');
    expect(seat.textContent).toContain('Leaving after this hand');
    expect(screen.getByTestId('room-seat-1').textContent).toContain('In the hand');
    expect(screen.getByTestId('room-seats-hand').textContent).toBe('Hand 13 in play');
    expect(screen.getByTestId('room-row-HU-1').getAttribute('aria-current')).toBe('true');
    const nets = (await screen.findByTestId('room-hand-nets-12')).textContent!;
    expect(nets).toContain('ronda: +');
    expect(nets).toContain('rafael: -');
    const proof = screen.getByTestId('room-hand-proof-12');
    expect(proof.getAttribute('href')).toBe(`/house/api/room-hands/${HAND_ID}`);
    expect(proof.getAttribute('aria-label')).toBe('Public proof of hand 12');
  });

  it('hides the edit from an operator who may only read', async () => {
    asOperator(['rooms.read'], 'support');
    await renderPage();
    expect(screen.queryByTestId('room-edit-HU-1')).toBeNull();
    expect(screen.getByTestId('room-open-HU-1')).toBeTruthy();
  });

  it('asks for a brand before it lists anything', async () => {
    renderWithProviders(<CardRoomsPage BrandPicker={Picker} />, { initialEntry: '/rooms' });
    expect(await screen.findByTestId('rooms-choose-brand')).toBeTruthy();
  });
});
