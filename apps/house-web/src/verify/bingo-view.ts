import './bingo.css';
import type { TBingoResultView } from '@openlobby/contracts';
import { BINGO_FREE_CELL } from '@openlobby/house-games/bingo';
import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import type { TBingoCardCheck } from './bingo-compute.ts';

const LETTERS = 'BINGO';
const letterOf = (ball: number) => LETTERS[Math.floor((ball - 1) / 15)] ?? '';

/** A bingo round's draw: the 75 balls in their order, numbered from the first. */
export function bingoDrawEl(t: TTranslate, result: TBingoResultView, testid: string): HTMLElement {
  return h(
    'div',
    { class: 'v-bingo', 'data-testid': testid, 'data-balls': result.balls.join(' ') },
    h('h3', {}, t('verify.bingoBalls')),
    h(
      'ol',
      { class: 'v-bingo-balls' },
      result.balls.map((ball, i) =>
        h(
          'li',
          { class: `v-bingo-ball col-${letterOf(ball).toLowerCase()}`, title: `${i + 1}` },
          h('small', {}, letterOf(ball)),
          h('b', {}, String(ball)),
        ),
      ),
    ),
  );
}

/**
 * Every card of the round dealt again: its player and key, whether it is the card recorded, and when
 * it completed each pattern against the computed draw.
 */
export function bingoCardsEl(
  t: TTranslate,
  checks: readonly TBingoCardCheck[],
  firstFullHouse: number | null,
): HTMLElement {
  return h(
    'section',
    { class: 'v-bingo-cards', 'data-testid': 'verify-bingo-cards' },
    h('h3', {}, t('verify.bingoCards', { count: checks.length })),
    firstFullHouse === null
      ? null
      : h(
          'p',
          { class: 'v-note', 'data-testid': 'verify-bingo-full' },
          t('verify.bingoFirstFull', { ball: firstFullHouse }),
        ),
    h(
      'div',
      { class: 'v-bingo-grid' },
      checks.map((c) =>
        h(
          'figure',
          {
            class: `v-bingo-card ${c.matches ? 'ok' : 'bad'}`,
            'data-testid': 'verify-bingo-card',
            'data-match': String(c.matches),
          },
          h('figcaption', {}, t('verify.bingoKey', { player: c.player, key: c.key })),
          h(
            'table',
            {},
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                [...LETTERS].map((l) => h('th', { scope: 'col' }, l)),
              ),
            ),
            h(
              'tbody',
              {},
              [0, 1, 2, 3, 4].map((row) =>
                h(
                  'tr',
                  {},
                  [0, 1, 2, 3, 4].map((column) => {
                    const cell = 5 * row + column;
                    return h('td', {}, cell === BINGO_FREE_CELL ? '★' : String(c.dealt[cell]));
                  }),
                ),
              ),
            ),
          ),
          h(
            'p',
            { class: `v-match ${c.matches ? 'ok' : 'bad'}` },
            t(c.matches ? 'verify.bingoCardOk' : 'verify.bingoCardBad'),
          ),
          h(
            'p',
            { class: 'v-note' },
            t('verify.bingoCompletes', {
              line: c.completions.LINE,
              corners: c.completions.FOUR_CORNERS,
              full: c.completions.FULL_HOUSE,
            }),
          ),
        ),
      ),
    ),
  );
}
