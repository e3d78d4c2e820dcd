import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { svg } from '../tables/ui.ts';
import { letterOf } from './calling.ts';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;
/** Balls tumbling in the blower's globe: [cx, cy, number] in its 200 × 200 box. */
const TUMBLING: readonly [number, number, number][] = [
  [70, 96, 7],
  [112, 80, 23],
  [142, 110, 41],
  [90, 130, 58],
  [124, 140, 66],
  [60, 124, 12],
  [100, 104, 35],
  [150, 86, 49],
  [80, 70, 71],
  [134, 62, 19],
  [108, 150, 52],
  [66, 150, 3],
];
const RECENT = 5;

/** A ball's colour by its column: B blue, I red, N white, G green, O gold (the hall's convention). */
export const columnClass = (ball: number) => `col-${letterOf(ball).toLowerCase()}`;

/**
 * The caller's side of the hall: the blower (an SVG glass globe whose balls tumble while the balls
 * are called), the ball just called, the last few before it, and the board of all 75 in its B I N G O
 * rows with the called ones lit. `show` is given the balls called so far and draws only the change.
 */
export function createBoard(t: TTranslate, reduced: () => boolean) {
  const globe = svg('svg', { viewBox: '0 0 200 230', class: 'bg-globe', 'aria-hidden': 'true' });
  const defs = svg('defs');
  defs.innerHTML = `
    <radialGradient id="bg-glass" cx="38%" cy="30%" r="75%">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/>
      <stop offset="0.35" stop-color="#c9b3ff" stop-opacity="0.12"/>
      <stop offset="1" stop-color="#2a1650" stop-opacity="0.55"/>
    </radialGradient>
    <linearGradient id="bg-base" x1="0" x2="0" y1="0" y2="1">
      <stop offset="0" stop-color="#f7d354"/><stop offset="1" stop-color="#8a5a07"/>
    </linearGradient>`;
  globe.append(defs);
  globe.append(svg('rect', { x: 70, y: 186, width: 60, height: 14, rx: 4, fill: 'url(#bg-base)' }));
  globe.append(svg('path', { d: 'M52 222 L148 222 L132 198 L68 198 Z', fill: 'url(#bg-base)' }));
  const tumble = svg('g', { class: 'bg-tumble' });
  TUMBLING.forEach(([cx, cy, n], i) =>
    tumble.append(
      svg(
        'g',
        { class: `bg-tball ${columnClass(n)}`, style: `--i:${i};transform-origin:${cx}px ${cy}px` },
        svg('circle', { cx, cy, r: 13 }),
        svg('text', { x: cx, y: cy + 4, 'text-anchor': 'middle' }, String(n)),
      ),
    ),
  );
  globe.append(svg('circle', { cx: 100, cy: 104, r: 84, class: 'bg-glass-back' }));
  globe.append(tumble);
  globe.append(svg('circle', { cx: 100, cy: 104, r: 84, fill: 'url(#bg-glass)', class: 'bg-glass' }));
  globe.append(svg('path', { d: 'M58 60 A60 60 0 0 1 100 36', class: 'bg-shine' }));

  const current = h(
    'div',
    { class: 'bg-current', 'data-testid': 'bingo-current', role: 'img', 'aria-label': t('bingo.noBall') },
    h('span', { class: 'bg-current-letter' }, ''),
    h('span', { class: 'bg-current-number' }, ''),
  );
  const count = h('p', { class: 'bg-count', 'data-testid': 'bingo-called-count' }, '');
  const recent = h('ol', { class: 'bg-recent', 'aria-label': t('bingo.recent') });
  const cells = new Map<number, HTMLElement>();
  const rows = LETTERS.map((letter, c) =>
    h(
      'div',
      { class: `bg-row col-${letter.toLowerCase()}`, role: 'row' },
      h('span', { class: 'bg-row-letter', role: 'rowheader' }, letter),
      Array.from({ length: 15 }, (_, i) => {
        const ball = 15 * c + i + 1;
        const cell = h(
          'span',
          { class: 'bg-cell', role: 'cell', 'data-ball': ball, 'aria-label': `${letter} ${ball}` },
          String(ball),
        );
        cells.set(ball, cell);
        return cell;
      }),
    ),
  );
  const board = h(
    'div',
    { class: 'bg-board', role: 'table', 'aria-label': t('bingo.board'), 'data-testid': 'bingo-board' },
    rows,
  );
  const el = h(
    'section',
    { class: 'bg-caller', 'aria-label': t('bingo.caller') },
    h('div', { class: 'bg-blower' }, globe, h('div', { class: 'bg-now' }, current, count, recent)),
    board,
  );

  let shown: number[] = [];

  function ballEl(ball: number, cls: string) {
    return h(
      'span',
      { class: `bg-ball ${cls} ${columnClass(ball)}` },
      h('small', {}, letterOf(ball)),
      h('b', {}, String(ball)),
    );
  }

  /** Draws the balls called so far; only the new ones animate. */
  function show(called: readonly number[]) {
    if (called.length < shown.length || called.some((b, i) => i < shown.length && shown[i] !== b)) reset();
    const fresh = called.slice(shown.length);
    if (fresh.length === 0) return;
    shown = [...called];
    for (const ball of called) cells.get(ball)?.classList.add('called');
    for (const cell of board.querySelectorAll('.bg-cell.latest')) cell.classList.remove('latest');
    const last = called.at(-1)!;
    cells.get(last)?.classList.add('latest');
    for (const ball of fresh)
      cells
        .get(ball)
        ?.setAttribute('aria-label', t('bingo.cellCalled', { letter: letterOf(ball), number: ball }));
    current.className = `bg-current ${columnClass(last)}${reduced() || fresh.length > 1 ? '' : ' drop'}`;
    current.querySelector('.bg-current-letter')!.textContent = letterOf(last);
    current.querySelector('.bg-current-number')!.textContent = String(last);
    current.setAttribute('aria-label', t('bingo.ballCalled', { letter: letterOf(last), number: last }));
    current.dataset.ball = String(last);
    count.textContent = t('bingo.calledCount', { count: called.length });
    count.dataset.count = String(called.length);
    recent.replaceChildren(
      ...called
        .slice(-RECENT - 1, -1)
        .reverse()
        .map((b) => h('li', {}, ballEl(b, 'small'))),
    );
  }

  function reset() {
    shown = [];
    for (const [ball, cell] of cells) {
      cell.classList.remove('called', 'latest');
      cell.setAttribute('aria-label', `${letterOf(ball)} ${ball}`);
    }
    current.className = 'bg-current idle';
    current.querySelector('.bg-current-letter')!.textContent = '';
    current.querySelector('.bg-current-number')!.textContent = '';
    current.setAttribute('aria-label', t('bingo.noBall'));
    delete current.dataset.ball;
    count.textContent = '';
    count.dataset.count = '0';
    recent.replaceChildren();
  }

  /** The globe's balls tumble while the caller draws. */
  const spinning = (on: boolean) => el.classList.toggle('drawing', on && !reduced());

  reset();
  return { el, show, reset, spinning };
}
