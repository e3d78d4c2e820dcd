import type { TTableResult, TTableRound, TTableSpot, TTableSummary } from '@openlobby/contracts';
import { ROULETTE_PAYOUTS, colourOf } from '@openlobby/house-games/roulette';
import { h, setChildren } from '../shared/dom.ts';
import type { TKey } from '../shared/i18n.ts';
import { chipColour, chipLabel } from '../tables/chips.ts';
import { spotName } from '../tables/errors.ts';
import { spotKey, type TSpotAmounts } from '../tables/stakes.ts';
import { wait } from '../tables/ui.ts';
import type { TGameView, TViewContext } from '../tables/view.ts';
import { COLUMNS, DOZENS, EVEN_MONEY, NUMBERS, cellOf, isWinningSpot, splitsOf } from './layout.ts';
import { WheelView } from './wheel-view.ts';

const STRIP = 18;

type TSpotEl = { spot: TTableSpot; el: HTMLButtonElement; chip: HTMLElement; name: string };

/** The roulette table: the wheel, the latest numbers, and the betting layout with its chips. */
export function createRouletteView(ctx: TViewContext): TGameView {
  const { t } = ctx;
  const label = (key: string) => t(key as TKey);
  const canvas = h('canvas', { class: 'rl-wheel', role: 'img', 'aria-label': t('roulette.wheel') });
  const wheel = new WheelView(canvas, ctx.reduced);
  const resultBadge = h('div', { class: 'rl-result', 'data-testid': 'rl-result', 'aria-hidden': 'true' });
  const strip = h('ol', { class: 'rl-strip', 'aria-label': t('roulette.latest'), 'data-testid': 'rl-strip' });
  const spots = new Map<string, TSpotEl>();
  const layout = h('div', { class: 'rl-layout', role: 'group', 'aria-label': t('roulette.layout') });

  function spotButton(spot: TTableSpot, cls: string, text: string, name: string, style = '') {
    const chip = h('span', { class: 'rl-chip', 'aria-hidden': 'true' });
    const el = h(
      'button',
      {
        class: `rl-spot ${cls}`,
        type: 'button',
        style,
        'data-testid': `rl-spot-${spotKey(spot)}`,
        onclick: (e: Event) => {
          e.stopPropagation();
          ctx.place(spot);
        },
      },
      text ? h('span', { class: 'rl-label' }, text) : null,
      chip,
    );
    spots.set(spotKey(spot), { spot, el, chip, name });
    return el;
  }

  layout.append(
    spotButton(
      { kind: 'STRAIGHT', numbers: [0] },
      'rl-num rl-zero green',
      '0',
      t('roulette.straight', { number: 0 }),
    ),
  );
  for (const n of NUMBERS) {
    const { street, column } = cellOf(n);
    const cell = spotButton(
      { kind: 'STRAIGHT', numbers: [n] },
      `rl-num ${colourOf(n).toLowerCase()}`,
      String(n),
      t('roulette.straight', { number: n }),
      `--s:${street};--c:${column}`,
    );
    layout.append(cell);
    for (const split of splitsOf(n)) {
      const [a, b] = split.numbers;
      layout.append(
        spotButton(
          { kind: 'SPLIT', numbers: [a, b] },
          `rl-split edge-${split.edge}`,
          '',
          t('roulette.split', { a, b }),
          `--s:${street};--c:${column}`,
        ),
      );
    }
  }
  COLUMNS.forEach((spot, i) =>
    layout.append(
      spotButton(spot, 'rl-out rl-column', '2:1', t('roulette.column', { index: spot.index! }), `--i:${i}`),
    ),
  );
  DOZENS.forEach((spot, i) =>
    layout.append(
      spotButton(
        spot,
        'rl-out rl-dozen',
        label(`roulette.dozen${spot.index}`),
        label(`roulette.dozen${spot.index}`),
        `--i:${i}`,
      ),
    ),
  );
  EVEN_MONEY.forEach((spot, i) => {
    const text = spot.kind === 'RED' || spot.kind === 'BLACK' ? '' : spotName(t, spot.kind);
    layout.append(
      spotButton(spot, `rl-out rl-even ${spot.kind.toLowerCase()}`, text, spotName(t, spot.kind), `--i:${i}`),
    );
  });

  const shares = h('div', { class: 'rl-shares' });

  function drawShares(all: readonly number[]) {
    const bar = (cls: string, parts: [string, number, string][]) =>
      h(
        'div',
        { class: `rl-share-bar ${cls}`, 'aria-hidden': 'true' },
        parts.map(([c, count, text]) =>
          h(
            'span',
            { class: c, style: `flex:${count} 1 0` },
            count > 0 ? `${text} ${Math.round((count / all.length) * 100)}%` : '',
          ),
        ),
      );
    const count = (f: (n: number) => boolean) => all.filter(f).length;
    const red = count((n) => colourOf(n) === 'RED');
    const black = count((n) => colourOf(n) === 'BLACK');
    const zero = all.length - red - black;
    setChildren(
      shares,
      all.length === 0
        ? []
        : [
            h('div', { class: 'rl-share' }, t('roulette.stats', { count: all.length })),
            bar('', [
              ['a', red, spotName(t, 'RED')],
              ['z', zero, '0'],
              ['b', black, spotName(t, 'BLACK')],
            ]),
            bar('alt', [
              ['a', count((n) => n > 0 && n % 2 === 1), spotName(t, 'ODD')],
              ['z', zero, '0'],
              ['b', count((n) => n > 0 && n % 2 === 0), spotName(t, 'EVEN')],
            ]),
            bar('alt', [
              ['a', count((n) => n > 0 && n <= 18), spotName(t, 'LOW')],
              ['z', zero, '0'],
              ['b', count((n) => n >= 19), spotName(t, 'HIGH')],
            ]),
          ],
    );
  }

  function drawStrip(results: readonly TTableResult[]) {
    const all = results.flatMap((r) => (r.game === 'ROULETTE' ? [r.number] : []));
    drawShares(all);
    const numbers = all.slice(-STRIP).reverse();
    setChildren(
      strip,
      numbers.map((n, i) =>
        h('li', { class: `rl-ball ${colourOf(n).toLowerCase()}${i === 0 ? ' latest' : ''}` }, String(n)),
      ),
    );
  }

  function highlight(number: number | null) {
    for (const s of spots.values())
      s.el.classList.toggle('won', number !== null && isWinningSpot(s.spot, number));
    if (number === null) {
      resultBadge.className = 'rl-result';
      resultBadge.textContent = '';
    } else {
      resultBadge.textContent = String(number);
      resultBadge.className = `rl-result show ${colourOf(number).toLowerCase()}`;
    }
  }

  return {
    mount(host) {
      host.classList.add('rl-stage');
      host.append(
        h(
          'div',
          { class: 'rl-top' },
          h('div', { class: 'rl-wheel-box' }, canvas, resultBadge),
          h(
            'div',
            { class: 'rl-side' },
            h('h2', { class: 'tb-side-title' }, t('roulette.latest')),
            strip,
            shares,
          ),
        ),
        h('div', { class: 'rl-layout-box' }, layout),
      );
    },
    setTable(table: TTableSummary) {
      drawStrip(table.results);
      const last = table.results.at(-1);
      const current = table.round?.result;
      if (table.round?.phase === 'RESULT' && current?.game === 'ROULETTE') {
        wheel.rest(current.number);
        highlight(current.number);
      } else {
        wheel.rest(last?.game === 'ROULETTE' ? last.number : null);
        highlight(null);
      }
    },
    newRound() {
      highlight(null);
    },
    async reveal(round: TTableRound, results) {
      if (round.result?.game !== 'ROULETTE') return;
      highlight(null);
      await wheel.spin(round.result.number);
      highlight(round.result.number);
      drawStrip(results);
      await wait(600, ctx.reduced());
    },
    showAmounts(amounts: TSpotAmounts, open: boolean) {
      const chips = ctx.chips();
      for (const [key, s] of spots) {
        const a = amounts.get(key);
        const total = a ? a.placed + a.pending : 0;
        s.chip.dataset.label = total > 0 ? chipLabel(total) : '';
        s.chip.style.setProperty('--chip', total > 0 ? chipColour(chips, total) : 'transparent');
        s.el.classList.toggle('has-chip', total > 0);
        s.el.classList.toggle('pending', (a?.pending ?? 0) > 0);
        s.el.disabled = !open;
        s.el.setAttribute(
          'aria-label',
          t('tables.spotAria', {
            spot: s.name,
            pays: `${ROULETTE_PAYOUTS[s.spot.kind as keyof typeof ROULETTE_PAYOUTS]}:1`,
            amount: ctx.money(total),
          }),
        );
      }
    },
    resultText(result: TTableResult) {
      if (result.game !== 'ROULETTE') return '';
      return t('roulette.resultText', {
        number: result.number,
        colour: label(`roulette.colour.${result.colour}`),
      });
    },
    pulse(stakes: readonly TTableSpot[]) {
      for (const stake of stakes) {
        const el = spots.get(spotKey(stake))?.el;
        if (!el) continue;
        el.classList.remove('pulse');
        void el.offsetWidth;
        el.classList.add('pulse');
      }
    },
  };
}
