import type { TNiuniuCategory } from '@openlobby/house-games/niuniu';
import { h } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import type { TTranslate } from '../shared/i18n.ts';
import type { TNiuniuCheck, TNiuniuSeatCheck } from './niuniu-compute.ts';

/**
 * The Niu-Niu verifier's hands: each seat dealt again, in dealing order with the banker last, as
 * the verifier draws cards elsewhere (.v-card, named for assistive tech), the bull's three apart
 * from the two points, the category and what it pays, and the verdict on its cards and its net.
 */

const SUIT_SIGNS: Readonly<Record<string, string>> = { s: '♠', h: '♥', d: '♦', c: '♣' };
const SUIT_KEYS = { s: 'S', h: 'H', d: 'D', c: 'C' } as const;
const RANK_KEYS = { A: 1, J: 11, Q: 12, K: 13 } as const;

/** One card from its two-letter name ('Td'): rank and suit drawn, its name read out. */
export function niuniuCardEl(t: TTranslate, name: string): HTMLElement {
  const rank = name[0]!;
  const suit = name[1] as keyof typeof SUIT_KEYS;
  const face = rank === 'T' ? '10' : rank;
  const rankKey = RANK_KEYS[rank as keyof typeof RANK_KEYS];
  const label = t('verify.tableCard', {
    rank: rankKey ? t(`verify.tableRank.${rankKey}`) : face,
    suit: t(`verify.tableSuit.${SUIT_KEYS[suit]}`),
  });
  return h(
    'span',
    {
      class: `v-card${suit === 'h' || suit === 'd' ? ' red' : ''}`,
      role: 'img',
      'aria-label': label,
      'data-card': name,
    },
    h('b', { 'aria-hidden': 'true' }, face),
    h('i', { 'aria-hidden': 'true' }, SUIT_SIGNS[suit] ?? ''),
  );
}

/** A category's words: bull 1–9 share one sentence with its number. */
export function niuniuCategoryText(t: TTranslate, category: TNiuniuCategory): string {
  const bull = /^BULL_(\d)$/.exec(category);
  if (bull) return t('verify.niuniu.category.bullN', { n: Number(bull[1]) });
  const keys = {
    NO_BULL: 'verify.niuniu.category.noBull',
    NIU_NIU: 'verify.niuniu.category.niuNiu',
    GOLDEN_BULL: 'verify.niuniu.category.goldenBull',
    BOMB: 'verify.niuniu.category.bomb',
    FIVE_SMALL: 'verify.niuniu.category.fiveSmall',
  } as const;
  return t(keys[category as keyof typeof keys]);
}

/** The five cards: a bull's three and two in their own groups, any other hand in one row. */
function cardsEl(t: TTranslate, seat: TNiuniuSeatCheck): HTMLElement {
  const row = (names: readonly string[], label: string | null) =>
    h(
      'span',
      { class: 'v-cards', role: label ? 'group' : null, 'aria-label': label },
      names.map((name) => niuniuCardEl(t, name)),
    );
  if (!seat.bull)
    return h('div', { class: 'v-nn-cards', 'data-testid': 'verify-niuniu-cards' }, row(seat.cards, null));
  return h(
    'div',
    { class: 'v-nn-cards split', 'data-testid': 'verify-niuniu-cards' },
    row(seat.bull.three, t('verify.niuniu.bullThree')),
    row(seat.bull.two, t('verify.niuniu.bullTwo')),
  );
}

const signed = (amount: number, decimals: number) =>
  `${amount > 0 ? '+' : ''}${formatAmount(amount, decimals)}`;

/** A verdict line: its mark is drawn, its words say it. */
export function verdictEl(ok: boolean, text: string, testid?: string): HTMLElement {
  return h(
    'li',
    { class: ok ? 'ok' : 'bad', 'data-ok': String(ok), 'data-testid': testid },
    h('span', { 'aria-hidden': 'true' }, ok ? '✓ ' : '✗ '),
    text,
  );
}

function seatEl(t: TTranslate, seat: TNiuniuSeatCheck, decimals: number): HTMLElement {
  const net = seat.net === null ? '—' : signed(seat.net, decimals);
  const recorded = seat.recordedNet === null ? '—' : signed(seat.recordedNet, decimals);
  const duel =
    seat.won === null ? null : h('span', {}, t(seat.won ? 'verify.niuniu.won' : 'verify.niuniu.lost'));
  return h(
    'li',
    {
      class: `v-nn-seat${seat.banker ? ' banker' : ''}${seat.won ? ' won' : ''}`,
      'data-testid': 'verify-niuniu-seat',
      'data-seat-no': String(seat.seatNo),
      'data-banker': String(seat.banker),
    },
    h(
      'div',
      { class: 'head' },
      h('h4', {}, t('verify.niuniu.seat', { n: seat.seatNo + 1 })),
      seat.banker
        ? h(
            'span',
            { class: 'v-nn-banker', 'data-testid': 'verify-niuniu-banker' },
            t('verify.niuniu.banker'),
          )
        : h('span', { class: 'v-nn-stake' }, t('verify.niuniu.stake', { m: seat.multiple ?? '—' })),
    ),
    cardsEl(t, seat),
    h(
      'p',
      { class: 'v-nn-category', 'data-category': seat.category },
      t('verify.niuniu.handPays', {
        category: niuniuCategoryText(t, seat.category),
        multiplier: seat.handMultiplier,
      }),
      duel ? ' · ' : null,
      duel,
    ),
    h(
      'ul',
      { class: 'v-nn-checks' },
      verdictEl(
        seat.cardsMatch,
        seat.cardsMatch
          ? t('verify.niuniu.seatCardsOk')
          : t('verify.niuniu.seatCardsBad', { cards: seat.recordedCards?.join(' ') ?? '—' }),
        'verify-niuniu-seat-cards',
      ),
      verdictEl(
        seat.netMatches,
        seat.netMatches
          ? t('verify.niuniu.seatNetOk', { amount: net })
          : t('verify.niuniu.seatNetBad', { amount: net, recorded }),
        'verify-niuniu-seat-net',
      ),
    ),
  );
}

/** Every seat of the hand in dealing order: the players from the banker's left, the banker last. */
export function niuniuSeatsEl(t: TTranslate, check: TNiuniuCheck, decimals: number): HTMLElement {
  return h(
    'section',
    { class: 'v-nn-hands', 'aria-labelledby': 'nn-hands-title' },
    h('h3', { id: 'nn-hands-title', class: 'v-nn-hands-title' }, t('verify.niuniu.handsTitle')),
    h(
      'ol',
      { class: 'v-nn-seats' },
      check.seats.map((seat) => seatEl(t, seat, decimals)),
    ),
  );
}
