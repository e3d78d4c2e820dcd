import type { TPokerHand, TPokerRoomView, TPokerRooms } from '@openlobby/contracts';
import { ApiError, NetworkError } from '../shared/api.ts';
import { h } from '../shared/dom.ts';
import type { TKey, TTranslate, TVars } from '../shared/i18n.ts';

/** A key built from the server's words (a hand category, a suit): the locale files hold every one. */
export const tx = (t: TTranslate, key: string, vars?: TVars) => t(key as TKey, vars);

/** The lobby's art: two aces fanned over a stack of chips, drawn in SVG. */
function heroArt(): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 220 150');
  svg.setAttribute('class', 'he-hero-art');
  svg.setAttribute('aria-hidden', 'true');
  const chip = (x: number, y: number, c: string) =>
    `<g transform="translate(${x} ${y})"><ellipse rx="30" ry="10" cy="6" fill="#000" opacity=".35"/><ellipse rx="30" ry="10" fill="${c}"/><ellipse rx="20" ry="6" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/></g>`;
  const card = (rot: number, rank: string, suit: string, colour: string) =>
    `<g transform="translate(120 78) rotate(${rot}) translate(-32 -46)"><rect width="64" height="92" rx="8" fill="#fff" stroke="#d39a18" stroke-width="2"/><text x="9" y="24" font-size="22" font-weight="800" fill="${colour}">${rank}</text><text x="32" y="66" font-size="34" text-anchor="middle" fill="${colour}">${suit}</text></g>`;
  svg.innerHTML = `${chip(52, 122, '#c4102e')}${chip(52, 110, '#1f7a5a')}${chip(52, 98, '#9b5cff')}${chip(172, 126, '#d39a18')}${chip(172, 114, '#c4102e')}${card(-14, 'A', '♠', '#171321')}${card(12, 'A', '♥', '#c4102e')}`;
  return svg;
}

/** The lobby: the launched game's rooms with blinds, buy-in range and who sits there. */
export function lobbyEl(
  t: TTranslate,
  list: TPokerRooms,
  money: (n: number) => string,
  onOpen: (roomId: number) => void,
): HTMLElement {
  return h(
    'section',
    { class: 'he-lobby', 'aria-labelledby': 'he-lobby-title' },
    h(
      'div',
      { class: 'he-hero' },
      heroArt(),
      h(
        'div',
        {},
        h('h1', { id: 'he-lobby-title', class: 'he-title' }, list.gameName || t('holdem.docTitle')),
        h('p', { class: 'he-intro' }, list.freePlay ? t('holdem.introFree') : t('holdem.intro')),
      ),
    ),
    h(
      'ul',
      { class: 'he-rooms' },
      list.rooms.map((room) =>
        h(
          'li',
          { class: 'he-room' },
          h('h2', { class: 'he-room-name' }, room.name),
          h(
            'p',
            { class: 'he-room-line' },
            t('holdem.blinds', { sb: money(room.smallBlind), bb: money(room.bigBlind) }),
          ),
          h(
            'p',
            { class: 'he-room-line' },
            t('holdem.buyInRange', { min: money(room.minBuyIn), max: money(room.maxBuyIn) }),
          ),
          h(
            'p',
            { class: 'he-room-seats' },
            h(
              'span',
              { class: 'he-seat-dots', 'aria-hidden': 'true' },
              Array.from({ length: room.seatCount }, (_, i) =>
                h('span', { class: i < room.seated ? 'on' : '' }),
              ),
            ),
            t('holdem.seated', { seated: room.seated, seats: room.seatCount }),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'he-open',
              onclick: () => onOpen(room.roomId),
              'data-testid': `he-open-${room.code}`,
            },
            t('holdem.openTable'),
          ),
        ),
      ),
    ),
  );
}

/**
 * The buy-in dialog: how many chips to bring, from the table's least to its most (no more than
 * the balance). A modal <dialog>: the browser keeps the focus inside it and Escape closes it.
 */
export function buyInDialog(
  t: TTranslate,
  view: TPokerRoomView,
  seatNo: number,
  money: (n: number) => string,
  onSit: (buyIn: number) => void,
): HTMLDialogElement {
  const { minBuyIn, maxBuyIn } = view.room;
  const most = Math.max(minBuyIn, Math.min(maxBuyIn, view.balance));
  const start = Math.max(minBuyIn, Math.min(most, minBuyIn * 2.5));
  const field = h('input', {
    id: 'he-buyin',
    type: 'number',
    min: String(minBuyIn),
    max: String(most),
    step: String(10 ** -view.decimals),
    value: String(start),
    required: true,
    'data-testid': 'he-buyin',
  });
  const dialog = h(
    'dialog',
    { class: 'he-dialog', 'aria-labelledby': 'he-buyin-title' },
    h(
      'form',
      { method: 'dialog', class: 'he-form' },
      h('h2', { id: 'he-buyin-title' }, t('holdem.buyInTitle', { room: view.room.name, n: seatNo + 1 })),
      h('p', { class: 'he-muted' }, t('holdem.buyInRange', { min: money(minBuyIn), max: money(maxBuyIn) })),
      h('p', { class: 'he-muted' }, t('holdem.balance', { amount: money(view.balance) })),
      h('label', { for: 'he-buyin' }, t('holdem.buyInAmount')),
      field,
      h(
        'div',
        { class: 'he-form-buttons' },
        h(
          'button',
          { type: 'button', class: 'he-secondary', onclick: () => dialog.close() },
          t('holdem.cancel'),
        ),
        h(
          'button',
          { type: 'submit', class: 'he-primary', 'data-testid': 'he-buyin-confirm' },
          t('holdem.sitDown'),
        ),
      ),
    ),
  );
  dialog.querySelector('form')!.addEventListener('submit', () => onSit(Number(field.value)));
  dialog.addEventListener('close', () => dialog.remove());
  return dialog;
}

/** The hand's end in words: who won each pot, with what, and the rake. */
export function resultLines(
  t: TTranslate,
  view: TPokerRoomView,
  hand: TPokerHand,
  money: (n: number) => string,
): string[] {
  const result = hand.result;
  if (!result) return [];
  const nameOf = (seatNo: number) =>
    view.seats.find((s) => s.seatNo === seatNo)?.player ?? t('holdem.seatN', { n: seatNo + 1 });
  return result.pots.flatMap((pot) => {
    if (pot.winners.length === 0) return [];
    const names = pot.winners.map(nameOf).join(' · ');
    const shown = result.shown.find((s) => s.seatNo === pot.winners[0]);
    const share = money(pot.amount / pot.winners.length);
    if (pot.winners.length > 1) return [t('holdem.splitPot', { names, amount: share })];
    return [
      shown
        ? t('holdem.winsWith', {
            name: names,
            amount: money(pot.amount),
            hand: tx(t, `holdem.category.${shown.category}`),
          })
        : t('holdem.wins', { name: names, amount: money(pot.amount) }),
    ];
  });
}

/** The hand's actions, newest last, in words. */
export function logEl(
  t: TTranslate,
  view: TPokerRoomView,
  hand: TPokerHand,
  money: (n: number) => string,
): HTMLElement {
  const nameOf = (seatNo: number) =>
    view.seats.find((s) => s.seatNo === seatNo)?.player ?? t('holdem.seatN', { n: seatNo + 1 });
  return h(
    'details',
    { class: 'he-log' },
    h('summary', {}, t('holdem.handLog', { n: hand.handNo })),
    h(
      'ol',
      {},
      hand.log.map((e) =>
        h(
          'li',
          {},
          h('span', { class: 'he-log-street' }, tx(t, `holdem.street.${e.street}`)),
          ` ${nameOf(e.seatNo)} `,
          tx(t, `holdem.log.${e.type}`, {
            amount: money(e.type === 'RAISE' || e.type === 'BET' ? e.to : e.added),
          }),
          e.timedOut ? ` ${t('holdem.timedOut')}` : '',
        ),
      ),
    ),
  );
}

/** A failed call in the player's words. */
export function errorText(t: TTranslate, error: unknown): string {
  if (error instanceof NetworkError) return t('holdem.error.network');
  if (error instanceof ApiError) {
    const known = [
      'SEAT_TAKEN',
      'ALREADY_SEATED',
      'NOT_YOUR_TURN',
      'INSUFFICIENT_BALANCE',
      'VALIDATION_FAILED',
      'GAME_SESSION_INVALID',
    ];
    return known.includes(error.errorCode)
      ? tx(t, `holdem.error.${error.errorCode}`)
      : t('holdem.error.other', { code: error.errorCode });
  }
  return t('holdem.error.other', { code: 'CLIENT' });
}
