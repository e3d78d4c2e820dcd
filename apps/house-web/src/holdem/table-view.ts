import type { TPokerHand, TPokerRoomView, TPokerSeat } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { tx } from './panels.ts';
import { cardFace, seatPlaces, turnLeft } from './layout.ts';

const SVG = 'http://www.w3.org/2000/svg';
const RING = 2 * Math.PI * 30;

/** A card drawn in SVG: face up with its rank and suit, or its back (another player's hidden card). */
export function cardEl(t: TTranslate, name: string | null, extra = ''): HTMLElement {
  if (name === null)
    return h('span', { class: `he-card back ${extra}`, role: 'img', 'aria-label': t('holdem.cardHidden') });
  const face = cardFace(name);
  const label = t('holdem.card', { rank: face.rank, suit: tx(t, `holdem.suit.${face.suit}`) });
  const card = h(
    'span',
    {
      class: `he-card ${face.red ? 'red' : 'black'} ${extra}`,
      role: 'img',
      'aria-label': label,
      'data-card': name,
    },
    h('span', { class: 'he-card-rank', 'aria-hidden': 'true' }, face.rank),
    h('span', { class: 'he-card-suit', 'aria-hidden': 'true' }, face.symbol),
    h('span', { class: 'he-card-pip', 'aria-hidden': 'true' }, face.symbol),
  );
  return card;
}

/** The felt: an oval table drawn in SVG, with the brand's name in the middle. */
function feltEl(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 1000 560');
  svg.setAttribute('class', 'he-felt');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = `
    <defs>
      <radialGradient id="he-felt-g" cx="50%" cy="45%" r="65%">
        <stop offset="0" stop-color="#1f7a5a"/><stop offset=".7" stop-color="#0f4f3a"/><stop offset="1" stop-color="#083427"/>
      </radialGradient>
      <linearGradient id="he-rail-g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b3a1c"/><stop offset=".5" stop-color="#2e1a0b"/><stop offset="1" stop-color="#1a0e05"/>
      </linearGradient>
    </defs>
    <rect x="10" y="10" width="980" height="540" rx="270" fill="url(#he-rail-g)"/>
    <rect x="10" y="10" width="980" height="540" rx="270" fill="none" stroke="#d39a18" stroke-opacity=".55" stroke-width="3"/>
    <rect x="46" y="46" width="908" height="468" rx="234" fill="url(#he-felt-g)"/>
    <rect x="70" y="70" width="860" height="420" rx="210" fill="none" stroke="#f7d354" stroke-opacity=".18" stroke-width="2" stroke-dasharray="6 10"/>
    <text x="500" y="390" text-anchor="middle" fill="#f7d354" fill-opacity=".16" font-size="44" font-weight="800" letter-spacing="10">LOBBY POKER</text>`;
  return svg;
}

/** An avatar's two letters: the name's first and last letter or digit ("Guest 12" → G2). */
function initials(name: string): string {
  const chars = Array.from(name.replace(/[^\p{L}\p{N}]/gu, ''));
  return ((chars[0] ?? '?') + (chars.length > 1 ? chars.at(-1)! : '')).toUpperCase();
}

/** The turn clock round a seat's avatar: its ring empties as the turn runs out. */
function clockEl(hand: TPokerHand, turnSeconds: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('class', 'he-clock');
  svg.setAttribute('aria-hidden', 'true');
  const left = turnLeft(hand.turnEndsAt, turnSeconds, Date.now());
  const remainingMs = left ? left.seconds * 1000 : 0;
  svg.innerHTML = `<circle cx="32" cy="32" r="30" class="he-clock-track"/><circle cx="32" cy="32" r="30" class="he-clock-ring" stroke-dasharray="${RING}" stroke-dashoffset="${(left?.gone ?? 1) * RING}" style="--he-turn-ms:${remainingMs}ms"/>`;
  return svg;
}

export type TSeatHandlers = { onSit: (seatNo: number) => void };

/** One seat: an empty chair to sit in, or a player with their stack, cards, bet and clock. */
function seatEl(
  t: TTranslate,
  view: TPokerRoomView,
  seatNo: number,
  seat: TPokerSeat | undefined,
  money: (n: number) => string,
  handlers: TSeatHandlers,
  canSit: boolean,
): HTMLElement {
  const hand = view.hand && view.hand.result === null ? view.hand : null;
  const finished = view.hand?.result ? view.hand : null;
  if (!seat)
    return h(
      'div',
      { class: 'he-seat empty' },
      canSit
        ? h(
            'button',
            {
              class: 'he-sit',
              type: 'button',
              onclick: () => handlers.onSit(seatNo),
              'data-testid': `he-sit-${seatNo}`,
            },
            t('holdem.sitHere'),
          )
        : h('span', { class: 'he-empty' }, t('holdem.emptySeat')),
    );
  const toAct = hand?.toActSeatNo === seatNo;
  const won = finished?.result?.net.find((n) => n.seatNo === seatNo && n.amount > 0);
  const shown = finished?.result?.shown.find((s) => s.seatNo === seatNo);
  const cards: (string | null)[] = seat.cards ?? (seat.inHand && !seat.folded ? [null, null] : []);
  const classes = [
    'he-seat',
    seat.mine ? 'mine' : '',
    toAct ? 'to-act' : '',
    seat.folded ? 'folded' : '',
    won ? 'won' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const status = seat.sittingOut
    ? t('holdem.sittingOut')
    : seat.leaving
      ? t('holdem.leaving')
      : seat.allIn
        ? t('holdem.allInTag')
        : seat.folded
          ? t('holdem.foldedTag')
          : null;
  return h(
    'div',
    {
      class: classes,
      'data-testid': `he-seat-${seatNo}`,
      'aria-label': t('holdem.seatLabel', { n: seatNo + 1, name: seat.player }),
    },
    h(
      'div',
      { class: 'he-cards' },
      cards.map((c) => cardEl(t, c, seat.cards ? 'dealt' : 'dealt hidden')),
    ),
    h(
      'div',
      { class: 'he-player' },
      h(
        'div',
        { class: 'he-avatar', 'aria-hidden': 'true' },
        initials(seat.player),
        toAct && hand ? clockEl(hand, view.room.turnSeconds) : null,
      ),
      view.hand?.buttonSeatNo === seatNo
        ? h('span', { class: 'he-dealer', title: t('holdem.dealer') }, 'D')
        : null,
      h(
        'div',
        { class: 'he-plate' },
        h('span', { class: 'he-name' }, seat.player),
        h('span', { class: 'he-stack', 'data-testid': `he-stack-${seatNo}` }, money(seat.stack)),
        status ? h('span', { class: 'he-tag' }, status) : null,
        shown ? h('span', { class: 'he-tag hand' }, tx(t, `holdem.category.${shown.category}`)) : null,
        won ? h('span', { class: 'he-tag win' }, `+${money(won.amount)}`) : null,
      ),
    ),
    seat.streetBet > 0
      ? h(
          'div',
          { class: 'he-bet' },
          h('span', { class: 'he-chip', 'aria-hidden': 'true' }),
          money(seat.streetBet),
        )
      : null,
  );
}

/** The table: felt, seats round it (the viewer's at the bottom), the board and the pot in the middle. */
export function tableEl(
  t: TTranslate,
  view: TPokerRoomView,
  money: (n: number) => string,
  handlers: TSeatHandlers,
): HTMLElement {
  const mine = view.seats.find((s) => s.mine);
  // a phone's table stands upright and narrow: the seats come in from its sides
  const narrow = window.matchMedia('(max-width: 720px)').matches;
  const places = seatPlaces(view.room.seatCount, mine?.seatNo ?? null, narrow ? { x: 36, y: 42 } : undefined);
  const bySeat = new Map(view.seats.map((s) => [s.seatNo, s]));
  const board = view.hand?.board ?? [];
  const pot = view.hand
    ? view.hand.result
      ? view.hand.result.pots.reduce((sum, p) => sum + p.amount, 0)
      : view.hand.pot
    : 0;
  return h(
    'section',
    { class: 'he-table', 'aria-label': t('holdem.tableLabel', { room: view.room.name }) },
    feltEl(),
    h(
      'div',
      { class: 'he-middle' },
      h(
        'div',
        { class: 'he-board', role: 'group', 'data-testid': 'he-board', 'aria-label': t('holdem.board') },
        Array.from({ length: 5 }, (_, i) =>
          board[i]
            ? cardEl(t, board[i]!, 'board')
            : h('span', { class: 'he-card slot', 'aria-hidden': 'true' }),
        ),
      ),
      pot > 0
        ? h('div', { class: 'he-pot', 'data-testid': 'he-pot' }, t('holdem.pot', { amount: money(pot) }))
        : null,
    ),
    places.map((place, seatNo) =>
      h(
        'div',
        { class: 'he-seat-at', style: `left:${place.x}%;top:${place.y}%` },
        seatEl(t, view, seatNo, bySeat.get(seatNo), money, handlers, !mine),
      ),
    ),
  );
}
