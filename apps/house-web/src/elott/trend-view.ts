import { ELOTT_SUM_BIG_FROM } from '@openlobby/house-games';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { tabList } from '../lottery-shared/ui.ts';
import { SELECTION_KEYS } from './markets.ts';
import {
  bigRoad,
  outcomesOf,
  roadColumns,
  roadStats,
  sumLinePoints,
  sumSeries,
  type TOutcome,
  type TRoadKind,
  type TRoadTarget,
} from './trend.ts';

const SVG = 'http://www.w3.org/2000/svg';
const CELL = 24;
const ROWS = 6;

function svg<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  text?: string,
) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, String(value));
  if (text !== undefined) el.textContent = text;
  return el;
}

const SHORT_KEYS = {
  BIG: 'el.short.BIG',
  SMALL: 'el.short.SMALL',
  ODD: 'el.short.ODD',
  EVEN: 'el.short.EVEN',
} as const;
/** BIG and ODD are the "hot" side (red), SMALL and EVEN the "cold" (blue); each mark also carries its letter. */
const isHot = (o: TOutcome) => o === 'BIG' || o === 'ODD';

/**
 * The trend charts: a big road of the chosen ball (or the sum) as big/small or odd/even, with each
 * side's count and the current streak, and the sum's line over the same draws. SVG drawn from the
 * draws (oldest first); each chart is one image with a text summary for screen readers.
 */
export function createTrend(t: TTranslate) {
  let target: TRoadTarget = 1;
  let kind: TRoadKind = 'BS';
  let draws: (readonly number[])[] = [];
  let keys: string[] = [];

  const roadHost = h('div', { class: 'road-host', id: 'trend-road', role: 'tabpanel' });
  const stats = h('p', { class: 'road-stats' });
  const sumHost = h('div', { class: 'sum-host' });
  const targets = tabList({
    label: t('el.trend.target'),
    tabs: ([1, 2, 3, 4, 5, 'SUM'] as TRoadTarget[]).map((v) => ({
      id: String(v),
      label: v === 'SUM' ? t('el.market.SUM') : t('el.ballN', { n: v }),
    })),
    selected: '1',
    controls: 'trend-road',
    onSelect: (id) => {
      target = id === 'SUM' ? 'SUM' : (Number(id) as TRoadTarget);
      render();
    },
    className: 'tabs small-tabs',
  });
  const kinds = h(
    'div',
    { class: 'seg', role: 'group', 'aria-label': t('el.trend.kind') },
    (['BS', 'OE'] as TRoadKind[]).map((k) =>
      h(
        'button',
        {
          type: 'button',
          class: 'chip',
          'data-kind': k,
          'aria-pressed': String(k === kind),
          onclick: () => {
            kind = k;
            render();
          },
        },
        k === 'BS' ? t('el.trend.bs') : t('el.trend.oe'),
      ),
    ),
  );
  const el = h(
    'div',
    { class: 'trend', 'data-testid': 'elott-trend' },
    h('div', { class: 'trend-controls' }, targets.el, kinds),
    roadHost,
    stats,
    h('h3', { class: 'sub-title' }, t('el.trend.sumTitle')),
    sumHost,
  );

  function roadSvg(outcomes: TOutcome[], label: string) {
    const cells = bigRoad(outcomes, ROWS);
    const cols = Math.max(14, roadColumns(cells) + 1);
    const root = svg('svg', {
      viewBox: `0 0 ${cols * CELL} ${ROWS * CELL}`,
      width: cols * CELL,
      height: ROWS * CELL,
      role: 'img',
      'aria-label': label,
      class: 'road',
      'data-testid': 'trend-road',
    });
    for (let c = 0; c <= cols; c++)
      root.append(svg('line', { x1: c * CELL, y1: 0, x2: c * CELL, y2: ROWS * CELL, class: 'grid' }));
    for (let r = 0; r <= ROWS; r++)
      root.append(svg('line', { x1: 0, y1: r * CELL, x2: cols * CELL, y2: r * CELL, class: 'grid' }));
    for (const cell of cells) {
      const g = svg('g', { class: `mark ${isHot(cell.outcome) ? 'hot' : 'cold'}` });
      const cx = cell.col * CELL + CELL / 2;
      const cy = cell.row * CELL + CELL / 2;
      g.append(
        svg('circle', { cx, cy, r: CELL / 2 - 3 }),
        svg(
          'text',
          { x: cx, y: cy, 'dominant-baseline': 'central', 'text-anchor': 'middle' },
          t(SHORT_KEYS[cell.outcome as keyof typeof SHORT_KEYS]),
        ),
        svg('title', {}, `${keys[cell.index] ?? ''} · ${t(SELECTION_KEYS[cell.outcome])}`),
      );
      root.append(g);
    }
    return root;
  }

  function sumSvg(sums: number[]) {
    const width = 560;
    const height = 160;
    const pad = 14;
    const y = (sum: number) => pad + (1 - sum / 45) * (height - 2 * pad);
    const label =
      sums.length === 0
        ? t('el.trend.none')
        : t('el.trend.sumSaid', {
            count: sums.length,
            min: Math.min(...sums),
            max: Math.max(...sums),
            last: sums.at(-1)!,
          });
    const root = svg('svg', {
      viewBox: `0 0 ${width} ${height}`,
      role: 'img',
      'aria-label': label,
      class: 'sum-chart',
      preserveAspectRatio: 'none',
    });
    const line = y(ELOTT_SUM_BIG_FROM - 0.5);
    root.append(
      svg('rect', { x: 0, y: 0, width, height: line, class: 'zone hot' }),
      svg('rect', { x: 0, y: line, width, height: height - line, class: 'zone cold' }),
      svg('line', { x1: 0, y1: line, x2: width, y2: line, class: 'threshold' }),
    );
    if (sums.length > 0) {
      const points = sumLinePoints(sums, width, height, pad);
      root.append(svg('polyline', { points, class: 'sum-line' }));
      for (const [i, point] of points.split(' ').entries()) {
        const [cx, cy] = point.split(',');
        const dot = svg('circle', {
          cx: cx!,
          cy: cy!,
          r: 3,
          class: sums[i]! >= ELOTT_SUM_BIG_FROM ? 'dot hot' : 'dot cold',
        });
        dot.append(svg('title', {}, `${keys[i] ?? ''} · ${sums[i]}`));
        root.append(dot);
      }
    }
    const axis = (value: number, at: number) => {
      const label = h('span', { class: 'sum-axis', 'aria-hidden': 'true' }, String(value));
      label.style.top = `${((at / height) * 100).toFixed(1)}%`;
      return label;
    };
    return [root, axis(45, y(45)), axis(ELOTT_SUM_BIG_FROM, line), axis(0, y(0))];
  }

  function render() {
    for (const b of kinds.querySelectorAll<HTMLButtonElement>('button'))
      b.setAttribute('aria-pressed', String(b.dataset.kind === kind));
    roadHost.setAttribute('aria-labelledby', `tab-trend-road-${target}`);
    const outcomes = outcomesOf(draws, target, kind);
    const { counts, streak } = roadStats(outcomes);
    const [a, b] = kind === 'BS' ? (['BIG', 'SMALL'] as const) : (['ODD', 'EVEN'] as const);
    const statText =
      outcomes.length === 0
        ? t('el.trend.none')
        : t('el.trend.stats', {
            count: outcomes.length,
            a: t(SELECTION_KEYS[a]),
            na: counts[a] ?? 0,
            b: t(SELECTION_KEYS[b]),
            nb: counts[b] ?? 0,
            streak: streak ? `${t(SELECTION_KEYS[streak.outcome])} ×${streak.length}` : '—',
          });
    stats.textContent = statText;
    // a road reads left to right (oldest first) in every language, like a chart's time axis
    setChildren(
      roadHost,
      h(
        'div',
        { class: 'road-scroll', dir: 'ltr', tabindex: '0', 'aria-label': t('el.trend.road') },
        roadSvg(outcomes, statText),
      ),
    );
    setChildren(sumHost, ...sumSvg(sumSeries(draws)));
    // the newest marks are on the right: show them first
    const scroller = roadHost.firstElementChild as HTMLElement;
    requestAnimationFrame(() => (scroller.scrollLeft = scroller.scrollWidth));
  }

  return {
    el,
    /** Draws newest first, as the results call lists them. */
    update(items: { drawKey: string; balls: readonly number[] }[]) {
      const oldestFirst = [...items].reverse();
      draws = oldestFirst.map((d) => d.balls);
      keys = oldestFirst.map((d) => d.drawKey);
      render();
    },
  };
}
