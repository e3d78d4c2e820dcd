import type {
  TBaccaratResultView,
  TCardView,
  TTableResult,
  TTableRound,
  TTableSpot,
  TTableSummary,
} from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import type { TKey } from '../shared/i18n.ts';
import { chipColour, chipLabel, stackOf } from '../tables/chips.ts';
import type { TSpotAmounts } from '../tables/stakes.ts';
import { svg, wait } from '../tables/ui.ts';
import type { TGameView, TViewContext } from '../tables/view.ts';
import { cardFace, dealPlan } from './deal.ts';
import { roadsOf } from './roads.ts';

const SPOTS = [
  { kind: 'PLAYER_PAIR', pays: '11:1', cls: 'pp' },
  { kind: 'TIE', pays: '8:1', cls: 'tie' },
  { kind: 'BANKER_PAIR', pays: '11:1', cls: 'bp' },
  { kind: 'PLAYER', pays: '1:1', cls: 'player' },
  { kind: 'BANKER', pays: '0.95:1', cls: 'banker' },
] as const;

const COLUMNS = { bead: 12, big: 24, eye: 24 };
const DEAL_MS = 650;

/** A card as it lies on the felt: back up until it is turned. */
function cardEl(card: TCardView | null, third: boolean) {
  const face = card ? cardFace(card) : null;
  return h(
    'div',
    { class: `bac-card${third ? ' third' : ''}`, 'aria-hidden': 'true' },
    h(
      'div',
      { class: 'bac-card-inner' },
      h('div', { class: 'bac-face bac-back' }),
      h(
        'div',
        { class: `bac-face bac-front${face?.red ? ' red' : ''}` },
        h('span', { class: 'c-corner' }, h('b', {}, face?.rank ?? ''), h('i', {}, face?.suit ?? '')),
        h('span', { class: 'c-pip' }, face?.suit ?? ''),
        h(
          'span',
          { class: 'c-corner c-corner-end' },
          h('b', {}, face?.rank ?? ''),
          h('i', {}, face?.suit ?? ''),
        ),
      ),
    ),
  );
}

/** The felt's art: the table's curve, the gold lines, the shoe. */
function feltArt() {
  const defs = svg(
    'defs',
    {},
    svg(
      'radialGradient',
      { id: 'bac-felt', cx: '50%', cy: '0%', r: '95%' },
      svg('stop', { offset: '0%', 'stop-color': '#1f7a5c' }),
      svg('stop', { offset: '55%', 'stop-color': '#0f4a3a' }),
      svg('stop', { offset: '100%', 'stop-color': '#07261f' }),
    ),
    svg(
      'linearGradient',
      { id: 'bac-rim', x1: '0', y1: '0', x2: '0', y2: '1' },
      svg('stop', { offset: '0%', 'stop-color': '#fff6c4' }),
      svg('stop', { offset: '45%', 'stop-color': '#d39a18' }),
      svg('stop', { offset: '100%', 'stop-color': '#8a5a07' }),
    ),
    svg(
      'linearGradient',
      { id: 'bac-shoe', x1: '0', y1: '0', x2: '1', y2: '1' },
      svg('stop', { offset: '0%', 'stop-color': '#3b2a5e' }),
      svg('stop', { offset: '100%', 'stop-color': '#140b26' }),
    ),
  );
  return svg(
    'svg',
    {
      class: 'bac-art',
      viewBox: '0 0 1000 420',
      preserveAspectRatio: 'xMidYMid slice',
      'aria-hidden': 'true',
    },
    defs,
    svg('rect', { width: 1000, height: 420, fill: 'url(#bac-felt)' }),
    svg('path', {
      d: 'M-20 40 Q500 -40 1020 40',
      fill: 'none',
      stroke: 'url(#bac-rim)',
      'stroke-width': 10,
      opacity: 0.9,
    }),
    svg('path', {
      d: 'M40 380 Q500 300 960 380',
      fill: 'none',
      stroke: 'rgba(247,211,84,0.35)',
      'stroke-width': 2,
      'stroke-dasharray': '2 8',
    }),
    svg('path', { d: 'M500 70 L500 330', stroke: 'rgba(247,211,84,0.25)', 'stroke-width': 2 }),
    svg(
      'g',
      { transform: 'translate(890 10) rotate(-8) scale(0.8)' },
      svg('rect', { width: 96, height: 62, rx: 10, fill: 'url(#bac-shoe)', stroke: 'rgba(196,160,255,0.5)' }),
      svg('rect', {
        x: 8,
        y: 10,
        width: 46,
        height: 42,
        rx: 4,
        fill: '#7a1630',
        stroke: '#f7d354',
        'stroke-width': 1.5,
      }),
      svg('rect', {
        x: 12,
        y: 14,
        width: 46,
        height: 42,
        rx: 4,
        fill: '#9e1d3d',
        stroke: '#f7d354',
        'stroke-width': 1.5,
      }),
    ),
    svg(
      'text',
      {
        x: 500,
        y: 395,
        'text-anchor': 'middle',
        fill: 'rgba(247,211,84,0.28)',
        'font-size': 22,
        'letter-spacing': 14,
        'font-weight': 700,
      },
      'BACCARAT',
    ),
  );
}

/** The baccarat table: the dealt hands on the felt, the five spots, and the roads. */
export function createBaccaratView(ctx: TViewContext): TGameView {
  const { t } = ctx;
  const label = (key: string) => t(key as TKey);
  const hands = {
    player: h('div', { class: 'bac-cards' }),
    banker: h('div', { class: 'bac-cards' }),
  };
  const totals = {
    player: h('span', { class: 'bac-total', 'data-testid': 'bac-player-total' }, ''),
    banker: h('span', { class: 'bac-total', 'data-testid': 'bac-banker-total' }, ''),
  };
  const boxes = {
    player: h(
      'div',
      { class: 'bac-hand player' },
      h('div', { class: 'bac-hand-head' }, h('span', {}, label('tables.spot.PLAYER')), totals.player),
      hands.player,
    ),
    banker: h(
      'div',
      { class: 'bac-hand banker' },
      h('div', { class: 'bac-hand-head' }, h('span', {}, label('tables.spot.BANKER')), totals.banker),
      hands.banker,
    ),
  };
  const winner = h('div', { class: 'bac-winner', 'data-testid': 'bac-winner' });
  const felt = h(
    'div',
    { class: 'bac-felt', role: 'img', 'aria-label': t('baccarat.table') },
    feltArt(),
    h('div', { class: 'bac-hands' }, boxes.player, boxes.banker),
    winner,
  );
  const spotEls = new Map<string, { button: HTMLButtonElement; stack: HTMLElement; amount: HTMLElement }>();
  const spots = h('div', { class: 'bac-spots', role: 'group', 'aria-label': t('tables.betting') });
  for (const spot of SPOTS) {
    const stack = h('span', { class: 'tb-stack', 'aria-hidden': 'true' });
    const amount = h('span', { class: 'bac-spot-amount' }, '');
    const button = h(
      'button',
      {
        class: `bac-spot ${spot.cls}`,
        type: 'button',
        'data-testid': `bac-spot-${spot.kind}`,
        onclick: () => ctx.place({ kind: spot.kind }),
      },
      h('span', { class: 'bac-spot-name' }, label(`tables.spot.${spot.kind}`)),
      h('span', { class: 'bac-spot-pays' }, spot.pays),
      stack,
      amount,
    );
    spotEls.set(spot.kind, { button, stack, amount });
    spots.append(button);
  }

  const roadStats = h('div', { class: 'bac-stats' });
  const bead = svg('svg', { class: 'bac-road bead', role: 'img', 'aria-label': t('baccarat.beadPlate') });
  const big = svg('svg', { class: 'bac-road big', role: 'img', 'aria-label': t('baccarat.bigRoad') });
  const eye = svg('svg', { class: 'bac-road eye', role: 'img', 'aria-label': t('baccarat.bigEyeBoy') });
  const roads = h(
    'section',
    { class: 'bac-roads', 'aria-label': t('baccarat.roads'), 'data-testid': 'bac-roads' },
    h(
      'div',
      { class: 'bac-roads-head' },
      h('h2', { class: 'tb-side-title' }, t('baccarat.roads')),
      roadStats,
    ),
    h(
      'div',
      { class: 'bac-roads-grid' },
      h('figure', { class: 'bac-road-box bead-box' }, h('figcaption', {}, t('baccarat.beadPlate')), bead),
      h(
        'div',
        { class: 'bac-road-stack' },
        h('figure', { class: 'bac-road-box' }, h('figcaption', {}, t('baccarat.bigRoad')), big),
        h('figure', { class: 'bac-road-box' }, h('figcaption', {}, t('baccarat.bigEyeBoy')), eye),
      ),
    ),
  );

  const COLOUR = { PLAYER: '#3b82f6', BANKER: '#ef4444', TIE: '#22c55e' } as const;

  function drawRoads(results: readonly TTableResult[]) {
    const r = roadsOf(results, COLUMNS);
    const cell = 20;
    bead.setAttribute('viewBox', `0 0 ${COLUMNS.bead * cell} ${6 * cell}`);
    big.setAttribute('viewBox', `0 0 ${COLUMNS.big * 12} ${6 * 12}`);
    eye.setAttribute('viewBox', `0 0 ${COLUMNS.eye * 8} ${6 * 8}`);
    const grid = (el: SVGSVGElement, cols: number, size: number) => {
      const lines: SVGElement[] = [];
      for (let c = 0; c <= cols; c++)
        lines.push(svg('line', { x1: c * size, y1: 0, x2: c * size, y2: 6 * size, class: 'grid' }));
      for (let row = 0; row <= 6; row++)
        lines.push(svg('line', { x1: 0, y1: row * size, x2: cols * size, y2: row * size, class: 'grid' }));
      el.replaceChildren(svg('rect', { width: cols * size, height: 6 * size, class: 'bg' }), ...lines);
    };
    grid(bead, COLUMNS.bead, cell);
    for (const c of r.bead) {
      const g = svg(
        'g',
        { transform: `translate(${c.column * cell + cell / 2} ${c.row * cell + cell / 2})` },
        svg('circle', { r: cell / 2 - 2, fill: COLOUR[c.winner] }),
        svg(
          'text',
          { y: 4, 'text-anchor': 'middle', class: 'bead-letter' },
          label(`baccarat.letter.${c.winner}`),
        ),
      );
      if (c.playerPair)
        g.append(svg('circle', { cx: -6, cy: 6, r: 2.6, fill: COLOUR.PLAYER, stroke: '#fff' }));
      if (c.bankerPair)
        g.append(svg('circle', { cx: 6, cy: -6, r: 2.6, fill: COLOUR.BANKER, stroke: '#fff' }));
      bead.append(g);
    }
    grid(big, COLUMNS.big, 12);
    for (const c of r.big) {
      const g = svg(
        'g',
        { transform: `translate(${c.column * 12 + 6} ${c.row * 12 + 6})` },
        svg('circle', { r: 4.4, fill: 'none', stroke: COLOUR[c.winner], 'stroke-width': 1.8 }),
      );
      if (c.ties > 0) {
        g.append(svg('line', { x1: -4, y1: 4, x2: 4, y2: -4, stroke: COLOUR.TIE, 'stroke-width': 1.6 }));
        if (c.ties > 1)
          g.append(svg('text', { y: 2.5, 'text-anchor': 'middle', class: 'tie-count' }, String(c.ties)));
      }
      big.append(g);
    }
    grid(eye, COLUMNS.eye, 8);
    for (const c of r.eye)
      eye.append(
        svg('circle', {
          cx: c.column * 8 + 4,
          cy: c.row * 8 + 4,
          r: 2.7,
          fill: 'none',
          stroke: c.value === 'RED' ? COLOUR.BANKER : COLOUR.PLAYER,
          'stroke-width': 1.4,
        }),
      );
    setChildren(
      roadStats,
      h('span', { class: 'st p' }, `${label('baccarat.letter.PLAYER')} ${r.counts.PLAYER}`),
      h('span', { class: 'st b' }, `${label('baccarat.letter.BANKER')} ${r.counts.BANKER}`),
      h('span', { class: 'st t' }, `${label('baccarat.letter.TIE')} ${r.counts.TIE}`),
      r.shoe !== null
        ? h('span', { class: 'st' }, t('baccarat.shoe', { shoe: r.shoe, hand: r.hand ?? 0 }))
        : null,
    );
    roads.dataset.hands = String(r.bead.length);
  }

  function clearFelt() {
    for (const side of ['player', 'banker'] as const) {
      hands[side].replaceChildren();
      totals[side].textContent = '';
      boxes[side].classList.remove('won');
    }
    winner.className = 'bac-winner';
    winner.textContent = '';
  }

  function showWinner(result: TBaccaratResultView) {
    boxes.player.classList.toggle('won', result.winner === 'PLAYER');
    boxes.banker.classList.toggle('won', result.winner === 'BANKER');
    winner.textContent = label(`baccarat.wins.${result.winner}`);
    winner.className = `bac-winner show ${result.winner.toLowerCase()}`;
    for (const [kind, els] of spotEls) {
      const won =
        kind === result.winner ||
        (kind === 'PLAYER_PAIR' && result.playerPair) ||
        (kind === 'BANKER_PAIR' && result.bankerPair);
      els.button.classList.toggle('won', won);
    }
  }

  function layDown(result: TBaccaratResultView) {
    clearFelt();
    for (const step of dealPlan(result)) {
      const el = cardEl(step.card, step.slot === 2);
      el.classList.add('flipped', 'rest');
      hands[step.side].append(el);
      totals[step.side].textContent = String(step.total);
    }
    showWinner(result);
  }

  async function deal(result: TBaccaratResultView) {
    clearFelt();
    const reduced = ctx.reduced();
    for (const step of dealPlan(result)) {
      const el = cardEl(step.card, step.slot === 2);
      hands[step.side].append(el);
      await wait(60, reduced);
      el.classList.add('dealt');
      await wait(DEAL_MS * 0.55, reduced);
      el.classList.add('flipped');
      totals[step.side].textContent = String(step.total);
      totals[step.side].classList.remove('pop');
      void totals[step.side].offsetWidth;
      totals[step.side].classList.add('pop');
      await wait(DEAL_MS * 0.45 + (step.slot === 1 && step.side === 'banker' ? 350 : 0), reduced);
    }
    showWinner(result);
    await wait(900, reduced);
  }

  return {
    mount(host, below) {
      host.classList.add('bac-stage');
      host.append(felt, spots);
      below.append(roads);
    },
    setTable(table: TTableSummary) {
      drawRoads(table.results);
      const result = table.round?.result;
      if (table.round?.phase === 'RESULT' && result?.game === 'BACCARAT') layDown(result);
      else clearFelt();
    },
    newRound() {
      clearFelt();
      for (const els of spotEls.values()) els.button.classList.remove('won');
    },
    async reveal(round: TTableRound, results) {
      if (round.result?.game !== 'BACCARAT') return;
      for (const els of spotEls.values()) els.button.classList.remove('won');
      await deal(round.result);
      drawRoads(results);
    },
    showAmounts(amounts: TSpotAmounts, open: boolean) {
      for (const [kind, els] of spotEls) {
        const a = amounts.get(kind) ?? { placed: 0, pending: 0 };
        const total = a.placed + a.pending;
        const chips = ctx.chips();
        setChildren(
          els.stack,
          stackOf(chips, total).map((value, i) =>
            h(
              'span',
              { class: 'tb-stack-chip', style: `--chip:${chipColour(chips, value)};--i:${i}` },
              chipLabel(value),
            ),
          ),
        );
        setChildren(
          els.amount,
          total > 0 ? [h('span', { class: 'sr-only' }, `${t('tables.staked')} `), ctx.money(total)] : [],
        );
        els.button.classList.toggle('pending', a.pending > 0);
        els.button.disabled = !open;
      }
    },
    resultText(result: TTableResult) {
      if (result.game !== 'BACCARAT') return '';
      return t('baccarat.resultText', {
        winner: label(`baccarat.wins.${result.winner}`),
        player: result.playerTotal,
        banker: result.bankerTotal,
      });
    },
    pulse(stakes: readonly TTableSpot[]) {
      for (const s of stakes) {
        const el = spotEls.get(s.kind)?.button;
        if (!el) continue;
        el.classList.remove('pulse');
        void el.offsetWidth;
        el.classList.add('pulse');
      }
    },
  };
}
