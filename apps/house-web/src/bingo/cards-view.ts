import { BINGO_FREE_CELL, type TBingoPattern } from '@openlobby/house-games/bingo';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { letterOf } from './calling.ts';
import { cardMarks, type TCardMarks } from './marks.ts';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

/**
 * The player's cards: each a 5 × 5 table under its B I N G O header, daubed as the balls are called
 * (the free centre from the start) and lit gold on the cells of every pattern it completed, with
 * what it still needs below. A card that just completed a pattern says so once (`onPattern`).
 */
export function createCardsView(
  t: TTranslate,
  reduced: () => boolean,
  onPattern: (card: number, pattern: TBingoPattern) => void,
) {
  const list = h('div', { class: 'bg-cards', 'data-testid': 'bingo-cards' });
  const empty = h('p', { class: 'bg-cards-empty', 'data-testid': 'bingo-no-cards' }, t('bingo.noCards'));
  const el = h(
    'section',
    { class: 'bg-mine', 'aria-labelledby': 'bg-mine-title' },
    h('h2', { class: 'tb-side-title', id: 'bg-mine-title' }, t('bingo.myCards')),
    empty,
    list,
  );
  type TShown = {
    card: readonly number[];
    cells: HTMLElement[];
    foot: HTMLElement;
    root: HTMLElement;
    marks: TCardMarks | null;
  };
  let shown: TShown[] = [];

  const cellName = (n: number, cell: number, daubed: boolean) =>
    cell === BINGO_FREE_CELL
      ? t('bingo.free')
      : t(daubed ? 'bingo.cellDaubed' : 'bingo.cell', { letter: letterOf(n), number: n });

  function build(card: readonly number[], index: number): TShown {
    const cells: HTMLElement[] = [];
    const body = h(
      'tbody',
      {},
      [0, 1, 2, 3, 4].map((row) =>
        h(
          'tr',
          {},
          [0, 1, 2, 3, 4].map((column) => {
            const cell = 5 * row + column;
            const n = card[cell]!;
            const td = h(
              'td',
              {
                class: `bg-sq${cell === BINGO_FREE_CELL ? ' free' : ''}`,
                'data-n': n,
                'aria-label': cellName(n, cell, cell === BINGO_FREE_CELL),
              },
              h('span', { 'aria-hidden': 'true' }, cell === BINGO_FREE_CELL ? '★' : String(n)),
            );
            cells.push(td);
            return td;
          }),
        ),
      ),
    );
    const foot = h('p', { class: 'bg-card-foot', 'aria-live': 'off' }, '');
    const root = h(
      'figure',
      { class: 'bg-card', 'data-testid': 'bingo-card', 'data-card': index + 1 },
      h(
        'table',
        {},
        h('caption', {}, t('bingo.cardN', { n: index + 1 })),
        h(
          'thead',
          { 'aria-hidden': 'true' },
          h(
            'tr',
            {},
            LETTERS.map((l) => h('th', { class: `col-${l.toLowerCase()}`, scope: 'col' }, l)),
          ),
        ),
        body,
      ),
      foot,
    );
    return { card, cells, foot, root, marks: null };
  }

  /** The player's cards of the round (new ones are dealt in with a flip). */
  function setCards(cards: readonly (readonly number[])[]) {
    const same = cards.length >= shown.length && shown.every((s, i) => s.card.join() === cards[i]!.join());
    if (!same) {
      shown = [];
      list.replaceChildren();
    }
    for (let i = shown.length; i < cards.length; i++) {
      const s = build(cards[i]!, i);
      if (!reduced()) s.root.classList.add('dealt');
      shown.push(s);
      list.append(s.root);
    }
    empty.hidden = cards.length > 0;
    el.dataset.cards = String(cards.length);
  }

  /** Daubs every card against the balls called so far. */
  function mark(called: ReadonlySet<number>, announce: boolean) {
    shown.forEach((s, index) => {
      const marks = cardMarks(s.card, called);
      s.cells.forEach((td, cell) => {
        const daubed = marks.daubed[cell]!;
        if (daubed !== td.classList.contains('daubed')) {
          td.classList.toggle('daubed', daubed);
          td.setAttribute('aria-label', cellName(s.card[cell]!, cell, daubed));
        }
        td.classList.toggle('win', marks.winning.has(cell));
      });
      if (announce)
        for (const pattern of marks.done) if (!s.marks?.done.includes(pattern)) onPattern(index + 1, pattern);
      s.root.classList.toggle('full', marks.done.includes('FULL_HOUSE'));
      s.root.dataset.done = marks.done.join(' ');
      s.foot.textContent =
        marks.done.length > 0
          ? marks.done.map((p) => t(`bingo.pattern.${p}`)).join(' · ')
          : t('bingo.toGo', { line: marks.toLine, full: marks.toFull });
      s.marks = marks;
    });
  }

  setCards([]);
  return { el, setCards, mark };
}
