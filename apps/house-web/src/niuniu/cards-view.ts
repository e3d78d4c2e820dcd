import type { TNiuniuHandSeat } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { cardFace } from '../holdem/layout.ts';
import { categoryWords, splitBull, type TNiuniuCategoryName } from './bull.ts';

/** A key built from the server's words (a suit): the locale files hold every one. */
const tx = (t: TTranslate, key: string) => t(key as TKey);

/** A card face up with its rank and suit, or its back (a card not shown yet). */
export function cardEl(t: TTranslate, name: string | null): HTMLElement {
  if (name === null)
    return h('span', { class: 'nn-card back', role: 'img', 'aria-label': t('niuniu.cardHidden') });
  const face = cardFace(name);
  return h(
    'span',
    {
      class: `nn-card ${face.red ? 'red' : 'black'}`,
      role: 'img',
      'aria-label': t('niuniu.card', { rank: face.rank, suit: tx(t, `niuniu.suit.${face.suit}`) }),
      'data-card': name,
    },
    h('span', { class: 'nn-card-rank', 'aria-hidden': 'true' }, face.rank),
    h('span', { class: 'nn-card-suit', 'aria-hidden': 'true' }, face.symbol),
    h('span', { class: 'nn-card-pip', 'aria-hidden': 'true' }, face.symbol),
  );
}

/** A category in the player's words: "Bull 7", "Niu Niu". */
export function categoryText(t: TTranslate, category: TNiuniuCategoryName): string {
  const words = categoryWords(category);
  return words.key === 'bullN'
    ? t('niuniu.category.bullN', { n: words.n! })
    : t(`niuniu.category.${words.key}` as TKey);
}

/** The hand's badge: its category and what it pays when it wins, "Bull 7 ×2". */
export function badgeEl(t: TTranslate, seat: TNiuniuHandSeat): HTMLElement | null {
  if (seat.category === null) return null;
  const best = seat.handMultiplier !== null && seat.handMultiplier >= 3;
  return h(
    'span',
    {
      class: `nn-badge ${seat.category === 'NO_BULL' ? 'none' : best ? 'best' : ''}`,
      'data-testid': `nn-badge-${seat.seatNo}`,
      'data-category': seat.category,
    },
    categoryText(t, seat.category),
    seat.handMultiplier !== null ? h('b', {}, ` ×${seat.handMultiplier}`) : null,
  );
}

/**
 * A seat's cards: five backs while the hand is staked (the viewer's own four face up beside the
 * one still to come), and once shown the bull's three apart from the two that give the points.
 */
export function handCardsEl(t: TTranslate, seat: TNiuniuHandSeat, shown: boolean, motion = ''): HTMLElement {
  const cards = seat.cards ?? [];
  if (!shown || cards.length < 5) {
    const backs = Array.from({ length: 5 - cards.length }, () => null);
    return h(
      'div',
      { class: `nn-hand ${motion}`, 'data-testid': `nn-cards-${seat.seatNo}` },
      [...cards, ...backs].map((c) => cardEl(t, c)),
    );
  }
  const { bull, points } = splitBull(cards);
  return h(
    'div',
    { class: `nn-hand shown ${motion}`, 'data-testid': `nn-cards-${seat.seatNo}` },
    bull
      ? h(
          'span',
          { class: 'nn-group bull', role: 'group', 'aria-label': t('niuniu.bullCards') },
          bull.map((c) => cardEl(t, c)),
        )
      : null,
    h(
      'span',
      {
        class: `nn-group points${bull ? '' : ' whole'}`,
        role: 'group',
        'aria-label': t(bull ? 'niuniu.pointCards' : 'niuniu.allCards'),
      },
      points.map((c) => cardEl(t, c)),
    ),
  );
}
