import type { TNiuniuRoomView, TPokerRooms } from '@openlobby/contracts';
import { ApiError, NetworkError } from '../shared/api.ts';
import { h } from '../shared/dom.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';

/** The lobby's art: five cards fanned (the bull's three and the two points) over a stack of chips. */
function heroArt(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 240 150');
  svg.setAttribute('class', 'nn-hero-art');
  svg.setAttribute('aria-hidden', 'true');
  const chip = (x: number, y: number, c: string) =>
    `<g transform="translate(${x} ${y})"><ellipse rx="28" ry="9" cy="6" fill="#000" opacity=".35"/><ellipse rx="28" ry="9" fill="${c}"/><ellipse rx="18" ry="5" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/></g>`;
  const card = (rot: number, rank: string, suit: string, colour: string) =>
    `<g transform="translate(128 84) rotate(${rot}) translate(-26 -74)"><rect width="52" height="76" rx="7" fill="#fff" stroke="#d39a18" stroke-width="2"/><text x="7" y="20" font-size="18" font-weight="800" fill="${colour}">${rank}</text><text x="26" y="56" font-size="28" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  svg.innerHTML = `${chip(36, 128, '#c4102e')}${chip(36, 116, '#d39a18')}${chip(36, 104, '#9b5cff')}${chip(208, 130, '#1f7a5a')}${chip(208, 118, '#c4102e')}${card(-30, 'K', '♠', '#171321')}${card(-15, 'Q', '♥', '#c4102e')}${card(0, 'J', '♣', '#171321')}${card(15, '5', '♦', '#c4102e')}${card(30, '5', '♠', '#171321')}`;
  return svg;
}

/** The lobby: the launched game's rooms with their base bet, buy-in range and who sits there. */
export function lobbyEl(
  t: TTranslate,
  list: TPokerRooms,
  money: (n: number) => string,
  onOpen: (roomId: number) => void,
): HTMLElement {
  return h(
    'section',
    { class: 'nn-lobby', 'aria-labelledby': 'nn-lobby-title' },
    h(
      'div',
      { class: 'nn-hero' },
      heroArt(),
      h(
        'div',
        {},
        h('h1', { id: 'nn-lobby-title', class: 'nn-title' }, list.gameName || t('niuniu.docTitle')),
        h('p', { class: 'nn-intro' }, list.freePlay ? t('niuniu.introFree') : t('niuniu.intro')),
      ),
    ),
    h(
      'ul',
      { class: 'nn-rooms' },
      list.rooms.map((room) =>
        h(
          'li',
          { class: 'nn-room' },
          h('h2', { class: 'nn-room-name' }, room.name),
          // a Niu-Niu room's blinds are both its base bet
          h('p', { class: 'nn-room-line' }, t('niuniu.baseBet', { amount: money(room.bigBlind) })),
          h(
            'p',
            { class: 'nn-room-line' },
            t('niuniu.buyInRange', { min: money(room.minBuyIn), max: money(room.maxBuyIn) }),
          ),
          h(
            'p',
            { class: 'nn-room-seats' },
            h(
              'span',
              { class: 'nn-seat-dots', 'aria-hidden': 'true' },
              Array.from({ length: room.seatCount }, (_, i) =>
                h('span', { class: i < room.seated ? 'on' : '' }),
              ),
            ),
            t('niuniu.seated', { seated: room.seated, seats: room.seatCount }),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'nn-open',
              onclick: () => onOpen(room.roomId),
              'data-testid': `nn-open-${room.code}`,
            },
            t('niuniu.openTable'),
          ),
        ),
      ),
    ),
  );
}

/**
 * The buy-in dialog: how many chips to bring, from the room's least to its most (no more than the
 * balance), and what the largest stake needs (5 × 3 × the base bet: the worst case it may lose). A
 * modal <dialog>: the browser keeps the focus inside it and Escape closes it.
 */
export function buyInDialog(
  t: TTranslate,
  view: TNiuniuRoomView,
  seatNo: number,
  money: (n: number) => string,
  onSit: (buyIn: number) => void,
): HTMLDialogElement {
  const { minBuyIn, maxBuyIn, baseBet } = view.room;
  const most = Math.max(minBuyIn, Math.min(maxBuyIn, view.balance));
  const start = Math.max(minBuyIn, Math.min(most, minBuyIn * 2.5));
  const field = h('input', {
    id: 'nn-buyin',
    type: 'number',
    min: String(minBuyIn),
    max: String(most),
    step: String(10 ** -view.decimals),
    value: String(start),
    required: true,
    'data-testid': 'nn-buyin',
  });
  const dialog = h(
    'dialog',
    { class: 'nn-dialog', 'aria-labelledby': 'nn-buyin-title' },
    h(
      'form',
      { method: 'dialog', class: 'nn-form' },
      h('h2', { id: 'nn-buyin-title' }, t('niuniu.buyInTitle', { room: view.room.name, n: seatNo + 1 })),
      h('p', { class: 'nn-muted' }, t('niuniu.buyInRange', { min: money(minBuyIn), max: money(maxBuyIn) })),
      view.room.freePlay
        ? null
        : h('p', { class: 'nn-muted' }, t('niuniu.balance', { amount: money(view.balance) })),
      h('p', { class: 'nn-muted' }, t('niuniu.coverNote', { amount: money(15 * baseBet) })),
      h('label', { for: 'nn-buyin' }, t('niuniu.buyInAmount')),
      field,
      h(
        'div',
        { class: 'nn-form-buttons' },
        h(
          'button',
          { type: 'button', class: 'nn-secondary', onclick: () => dialog.close() },
          t('niuniu.cancel'),
        ),
        h(
          'button',
          { type: 'submit', class: 'nn-primary', 'data-testid': 'nn-buyin-confirm' },
          t('niuniu.sitDown'),
        ),
      ),
    ),
  );
  dialog.querySelector('form')!.addEventListener('submit', () => onSit(Number(field.value)));
  dialog.addEventListener('close', () => dialog.remove());
  return dialog;
}

/** The server's refusals the page explains in words; any other shows its code. */
const KNOWN_ERRORS = [
  'SEAT_TAKEN',
  'ALREADY_SEATED',
  'NOT_YOUR_TURN',
  'INSUFFICIENT_BALANCE',
  'VALIDATION_FAILED',
  'GAME_SESSION_INVALID',
];

/** A failed call in the player's words. */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof NetworkError) return t('niuniu.error.network');
  if (error instanceof ApiError)
    return KNOWN_ERRORS.includes(error.errorCode)
      ? t(`niuniu.error.${error.errorCode}` as TKey)
      : t('niuniu.error.other', { code: error.errorCode });
  return t('niuniu.error.other', { code: 'CLIENT' });
}
