import { KENO_NUMBERS } from '@openlobby/house-games/keno';
import { h } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { kenoPaytableRow, type TKenoVerifyOutput } from './keno-compute.ts';

/**
 * A recomputed keno ticket: the win and its verdict, the 80-number board with the draw, the picks and
 * the hits marked (by shape as well as colour), the draw in its order, the picks with their hits, and
 * the paytable row with the line that paid.
 */

type TCellKind = 'hit' | 'drawn' | 'picked' | 'none';

function cellKind(n: number, drawn: ReadonlySet<number>, picked: ReadonlySet<number>): TCellKind {
  if (drawn.has(n)) return picked.has(n) ? 'hit' : 'drawn';
  return picked.has(n) ? 'picked' : 'none';
}

/** The board as a picture: the lists after it say the same in words, so screen readers skip it. */
function boardEl(out: TKenoVerifyOutput): HTMLElement {
  const drawn = new Set(out.drawn);
  const picked = new Set(out.picks);
  return h(
    'div',
    { class: 'v-keno-board', 'aria-hidden': 'true', 'data-testid': 'verify-keno-board' },
    Array.from({ length: KENO_NUMBERS }, (_, i) => {
      const kind = cellKind(i + 1, drawn, picked);
      return h('span', { class: `v-keno-cell ${kind}`, 'data-kind': kind }, String(i + 1));
    }),
  );
}

function legendEl(t: TTranslate): HTMLElement {
  const item = (kind: TCellKind, label: string) =>
    h('li', {}, h('span', { class: `v-keno-cell ${kind}`, 'aria-hidden': 'true' }, '7'), label);
  return h(
    'ul',
    { class: 'v-keno-legend' },
    item('drawn', t('verify.kenoDrawnKey')),
    item('picked', t('verify.kenoPickedKey')),
    item('hit', t('verify.kenoHitKey')),
  );
}

function paytableEl(t: TTranslate, out: TKenoVerifyOutput): HTMLElement {
  const row = kenoPaytableRow(out.picks.length);
  return h(
    'table',
    { class: 'v-keno-pays', 'data-testid': 'verify-keno-paytable' },
    h('caption', {}, t('keno.paytable')),
    h(
      'thead',
      {},
      h('tr', {}, h('th', { scope: 'col' }, t('keno.hits')), h('th', { scope: 'col' }, t('keno.pays'))),
    ),
    h(
      'tbody',
      {},
      row.map((multiplier, hits) =>
        h(
          'tr',
          {
            class: hits === out.hits.length ? 'on' : null,
            'aria-current': hits === out.hits.length ? 'true' : null,
          },
          h('th', { scope: 'row' }, hits === out.hits.length ? `▶ ${hits}` : String(hits)),
          h('td', {}, `×${multiplier}`),
        ),
      ),
    ),
  );
}

export function kenoResultEl(
  t: TTranslate,
  out: TKenoVerifyOutput,
  decimals: number,
  verdict: HTMLElement | null,
  seeds: HTMLElement,
): HTMLElement {
  const money = formatAmount(majorOf(out.winMinor, decimals), decimals);
  const hits = new Set(out.hits);
  return h(
    'div',
    {
      class: 'card v-result',
      'data-testid': 'verify-result',
      'data-win-minor': String(out.winMinor),
      'data-drawn': out.drawn.join(' '),
      'data-hits': out.hits.join(' '),
    },
    h(
      'div',
      { class: 'v-summary' },
      h(
        'div',
        { class: 'v-total' },
        h('div', { class: 'k' }, t('verify.totalWin')),
        h('div', { class: 'v gold-text', 'data-testid': 'verify-win' }, money),
      ),
      verdict,
    ),
    h(
      'p',
      { class: 'v-keno-line', 'data-testid': 'verify-keno-line' },
      t('verify.gameKenoResult', {
        hits: out.hits.length,
        picks: out.picks.length,
        multiplier: out.multiplier,
        amount: money,
      }),
    ),
    h(
      'div',
      { class: 'v-keno' },
      h('div', {}, h('h2', {}, t('verify.kenoBoard')), boardEl(out), legendEl(t)),
      h(
        'div',
        {},
        h('h2', {}, t('verify.gameDrawn')),
        h(
          'ol',
          { class: 'v-keno-balls', 'data-testid': 'verify-keno-drawn' },
          out.drawn.map((n) =>
            h(
              'li',
              { class: hits.has(n) ? 'hit' : null },
              String(n),
              hits.has(n) ? h('span', { class: 'v-sr' }, ` — ${t('verify.kenoHitKey')}`) : null,
            ),
          ),
        ),
        h('h2', {}, t('verify.kenoYourPicks')),
        h(
          'ul',
          { class: 'v-keno-balls picks' },
          out.picks.map((n) =>
            h(
              'li',
              { class: hits.has(n) ? 'hit' : 'picked' },
              String(n),
              hits.has(n) ? h('span', { class: 'v-sr' }, ` — ${t('verify.kenoHitKey')}`) : null,
            ),
          ),
        ),
        paytableEl(t, out),
      ),
    ),
    seeds,
  );
}
