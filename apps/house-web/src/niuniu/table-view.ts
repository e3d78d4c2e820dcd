import type { TNiuniuHandSeat, TNiuniuRoomView, TPokerSeat } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { seatPlaces, type TSeatPlace } from '../holdem/layout.ts';
import { badgeEl, handCardsEl } from './cards-view.ts';
import { chipFlights, signedAmount, stakeClock, stakeState } from './hand-state.ts';

const SVG = 'http://www.w3.org/2000/svg';
/** The stake ring's circumference (r = 44 in a 100 × 100 box). */
export const RING = 2 * Math.PI * 44;

/** The felt: a round-ended table in the house's crimson and gold, the brand's name in the middle. */
function feltEl(): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 1000 560');
  svg.setAttribute('class', 'nn-felt');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = `
    <defs>
      <radialGradient id="nn-felt-g" cx="50%" cy="45%" r="65%">
        <stop offset="0" stop-color="#8e1f3a"/><stop offset=".7" stop-color="#5a0f26"/><stop offset="1" stop-color="#360818"/>
      </radialGradient>
      <linearGradient id="nn-rail-g" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b3a1c"/><stop offset=".5" stop-color="#2e1a0b"/><stop offset="1" stop-color="#1a0e05"/>
      </linearGradient>
    </defs>
    <rect x="10" y="10" width="980" height="540" rx="270" fill="url(#nn-rail-g)"/>
    <rect x="10" y="10" width="980" height="540" rx="270" fill="none" stroke="#d39a18" stroke-opacity=".55" stroke-width="3"/>
    <rect x="46" y="46" width="908" height="468" rx="234" fill="url(#nn-felt-g)"/>
    <rect x="70" y="70" width="860" height="420" rx="210" fill="none" stroke="#f7d354" stroke-opacity=".2" stroke-width="2" stroke-dasharray="6 10"/>
    <text x="500" y="400" text-anchor="middle" fill="#f7d354" fill-opacity=".16" font-size="40" font-weight="800" letter-spacing="10">LOBBY POKER · 牛牛</text>`;
  return svg;
}

/** An avatar's two letters: the name's first and last letter or digit ("Guest 12" → G2). */
function initials(name: string): string {
  const chars = Array.from(name.replace(/[^\p{L}\p{N}]/gu, ''));
  return ((chars[0] ?? '?') + (chars.length > 1 ? chars.at(-1)! : '')).toUpperCase();
}

/** The stake clock in the middle of the table: a ring that empties and the seconds left in it. */
export function stakeRingEl(view: TNiuniuRoomView, nowMs: number): HTMLElement | null {
  const hand = view.hand;
  const clock = hand?.phase === 'STAKE' ? stakeClock(hand.turnEndsAt, view.room.turnSeconds, nowMs) : null;
  if (!clock) return null;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', 'nn-ring');
  svg.setAttribute('aria-hidden', 'true');
  svg.innerHTML = `<circle cx="50" cy="50" r="44" class="nn-ring-track"/><circle cx="50" cy="50" r="44" class="nn-ring-left" stroke-dasharray="${RING}" stroke-dashoffset="${(1 - clock.left) * RING}"/>`;
  return h(
    'div',
    { class: `nn-clock${clock.seconds <= 3 ? ' late' : ''}`, 'data-testid': 'nn-clock' },
    svg,
    h('span', { class: 'nn-clock-s', 'data-testid': 'nn-clock-s' }, String(clock.seconds)),
  );
}

/** The cards' motion class while it is fresh: dealt in, or turned over when shown. */
function freshClass(motion: TTableMotion): string {
  if (motion.shownMs !== null) return motion.shownMs < FRESH_MS ? 'reveal' : '';
  return motion.dealtMs !== null && motion.dealtMs < FRESH_MS ? 'deal' : '';
}

/** What a seat's stake says beside its name: banker, ×2, ×1 out of time, or still choosing. */
function stakeTagEl(t: TTranslate, seat: TNiuniuHandSeat, shown: boolean): HTMLElement | null {
  const state = stakeState(seat);
  if (state.kind === 'banker') return null;
  if (state.kind === 'choosing')
    return shown ? null : h('span', { class: 'nn-stake-tag waiting' }, t('niuniu.choosing'));
  return h(
    'span',
    { class: 'nn-stake-tag', 'data-testid': `nn-multiple-${seat.seatNo}` },
    h('span', { class: 'nn-chip', 'aria-hidden': 'true' }),
    state.timedOut ? t('niuniu.timedOut', { m: state.multiple }) : `×${state.multiple}`,
  );
}

export type TSeatHandlers = { onSit: (seatNo: number) => void };

/**
 * The moment the table is drawn at: the server's time, and how long ago this page first saw the
 * hand dealt and shown (null: not yet). Each redraw builds the table anew, so motion that plays
 * once (the deal, the cards turned over, the chips) is drawn only in its first moments, the chips
 * started as far into their flight as that time says.
 */
export type TTableMotion = { nowMs: number; dealtMs: number | null; shownMs: number | null };

/** How long the chips fly, the last of them starting this much later, in ms (niuniu-table.css). */
const FLIGHT_MS = 900;
const FRESH_MS = 600;

/** One seat: an empty chair to sit in, or a player with their cards, stack, stake and result. */
function seatEl(
  t: TTranslate,
  view: TNiuniuRoomView,
  seatNo: number,
  seat: TPokerSeat | undefined,
  money: (n: number) => string,
  handlers: TSeatHandlers,
  canSit: boolean,
  motion: TTableMotion,
): HTMLElement {
  if (!seat)
    return h(
      'div',
      { class: 'nn-seat empty' },
      canSit
        ? h(
            'button',
            {
              class: 'nn-sit',
              type: 'button',
              onclick: () => handlers.onSit(seatNo),
              'data-testid': `nn-sit-${seatNo}`,
            },
            t('niuniu.sitHere'),
          )
        : h('span', { class: 'nn-empty' }, t('niuniu.emptySeat')),
    );
  const hand = view.hand;
  const shown = hand?.phase === 'SHOWN';
  const dealt = hand?.seats.find((s) => s.seatNo === seatNo);
  const banker = hand?.bankerSeatNo === seatNo;
  const net = shown ? (dealt?.net ?? null) : null;
  const classes = [
    'nn-seat',
    seat.mine ? 'mine' : '',
    banker ? 'banker' : '',
    net !== null && net > 0 ? 'won' : '',
    net !== null && net < 0 ? 'lost' : '',
  ].filter(Boolean);
  const status = seat.sittingOut ? t('niuniu.sittingOut') : seat.leaving ? t('niuniu.leaving') : null;
  return h(
    'div',
    {
      class: classes.join(' '),
      'data-testid': `nn-seat-${seatNo}`,
      role: 'group',
      'aria-label': t('niuniu.seatLabel', { n: seatNo + 1, name: seat.player }),
    },
    dealt ? handCardsEl(t, dealt, shown, freshClass(motion)) : h('div', { class: 'nn-hand none' }),
    dealt && shown ? badgeEl(t, dealt) : null,
    h(
      'div',
      { class: 'nn-player' },
      h('div', { class: 'nn-avatar', 'aria-hidden': 'true' }, initials(seat.player)),
      banker ? h('span', { class: 'nn-banker', 'data-testid': 'nn-banker' }, t('niuniu.banker')) : null,
      h(
        'div',
        { class: 'nn-plate' },
        h('span', { class: 'nn-name' }, seat.player),
        h('span', { class: 'nn-stack', 'data-testid': `nn-stack-${seatNo}` }, money(seat.stack)),
        status ? h('span', { class: 'nn-tag' }, status) : null,
      ),
    ),
    dealt && hand ? stakeTagEl(t, dealt, shown) : null,
    net !== null && net !== 0
      ? h(
          'span',
          { class: `nn-net ${net > 0 ? 'up' : 'down'}`, 'data-testid': `nn-net-${seatNo}` },
          signedAmount(net, money),
        )
      : null,
  );
}

/**
 * The chips of a shown hand flying between the banker and the players, each a few chips from one
 * seat's place to the other's (CSS motion; hidden under prefers-reduced-motion). Drawn only on the
 * first look at a shown hand, so a later redraw does not play them again.
 */
function flightsEl(view: TNiuniuRoomView, places: TSeatPlace[], shownMs: number | null): HTMLElement[] {
  if (!view.hand || shownMs === null) return [];
  const flights = chipFlights(view.hand);
  if (shownMs > FLIGHT_MS + flights.length * 180 + 200) return [];
  return flights.flatMap((flight, i) => {
    const from = places[flight.fromSeatNo];
    const to = places[flight.toSeatNo];
    if (!from || !to) return [];
    return [0, 1, 2].map((k) =>
      h('span', {
        class: 'nn-fly',
        'aria-hidden': 'true',
        style: `--fx:${from.x}%;--fy:${from.y}%;--tx:${to.x}%;--ty:${to.y}%;--delay:${i * 180 + k * 90 - shownMs}ms`,
      }),
    );
  });
}

/** The table: felt, the five seats round it (the viewer's at the bottom), the stake clock in the middle. */
export function tableEl(
  t: TTranslate,
  view: TNiuniuRoomView,
  money: (n: number) => string,
  handlers: TSeatHandlers,
  options: TTableMotion,
): HTMLElement {
  const mine = view.seats.find((s) => s.mine);
  // a phone's table stands upright and narrow: the seats come in from its sides
  const narrow = window.matchMedia('(max-width: 720px)').matches;
  const places = seatPlaces(
    view.room.seatCount,
    mine?.seatNo ?? null,
    narrow ? { x: 30, y: 40 } : { x: 40, y: 40 },
  );
  const bySeat = new Map(view.seats.map((s) => [s.seatNo, s]));
  const hand = view.hand;
  return h(
    'section',
    { class: 'nn-table', 'aria-label': t('niuniu.tableLabel', { room: view.room.name }) },
    feltEl(),
    h(
      'div',
      { class: 'nn-middle' },
      hand ? h('span', { class: 'nn-hand-no' }, t('niuniu.handNo', { n: hand.handNo })) : null,
      stakeRingEl(view, options.nowMs),
      hand?.phase === 'SHOWN' && hand.commission > 0
        ? h(
            'span',
            { class: 'nn-commission' },
            t('niuniu.commissionTaken', { amount: money(hand.commission) }),
          )
        : null,
    ),
    places.map((place, seatNo) =>
      h(
        'div',
        { class: 'nn-seat-at', style: `left:${place.x}%;top:${place.y}%` },
        seatEl(t, view, seatNo, bySeat.get(seatNo), money, handlers, !mine, options),
      ),
    ),
    flightsEl(view, places, options.shownMs),
  );
}
