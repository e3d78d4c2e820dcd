import { elottSummary } from '@openlobby/house-games';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { isolate } from '../lottery-shared/ui.ts';
import { SELECTION_KEYS } from './markets.ts';

/**
 * The last result's five balls and what they make (sum, big/small, odd/even, dragon/tiger). A new
 * draw rolls in: each ball spins through digits and lands in turn, unless the player asked for
 * reduced motion, when the numbers simply appear. One polite announcement says the whole result.
 */
export function createBalls(t: TTranslate, reduced: () => boolean) {
  const balls = Array.from({ length: 5 }, () => h('span', { class: 'ball', 'aria-hidden': 'true' }, '?'));
  const facts = h('div', { class: 'ball-facts' });
  const said = h('p', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
  const key = h('span', { class: 'muted small' });
  const el = h(
    'div',
    { class: 'last-result', 'data-testid': 'elott-last' },
    h('div', { class: 'last-head' }, h('h2', { class: 'card-title' }, t('el.lastResult')), key),
    h('div', { class: 'balls', 'data-testid': 'elott-balls' }, balls),
    facts,
    said,
  );
  let timers: number[] = [];

  function factsOf(values: readonly number[]) {
    const s = elottSummary(values);
    setChildren(
      facts,
      h('span', { class: 'fact' }, t('el.sum', { sum: s.sum })),
      h(
        'span',
        { class: `fact ${s.sumBig ? 'hot' : 'cold'}` },
        t(SELECTION_KEYS[s.sumBig ? 'BIG' : 'SMALL']),
      ),
      h('span', { class: `fact ${s.sumOdd ? 'hot' : 'cold'}` }, t(SELECTION_KEYS[s.sumOdd ? 'ODD' : 'EVEN'])),
      h('span', { class: 'fact' }, t(SELECTION_KEYS[s.dragonTiger])),
    );
    return s;
  }

  function show(drawKey: string, values: readonly number[], animate: boolean) {
    for (const timer of timers) window.clearTimeout(timer);
    timers = [];
    key.textContent = t('el.period', { key: isolate(drawKey) });
    el.dataset.drawKey = drawKey;
    const s = elottSummary(values);
    const announce = () => {
      factsOf(values);
      said.textContent = t('el.resultSaid', { key: isolate(drawKey), balls: values.join(', '), sum: s.sum });
    };
    if (!animate || reduced()) {
      balls.forEach((ball, i) => {
        ball.textContent = String(values[i]);
        ball.className = 'ball';
      });
      announce();
      return;
    }
    setChildren(facts);
    balls.forEach((ball, i) => {
      ball.className = 'ball rolling';
      const spin = window.setInterval(() => {
        ball.textContent = String(Math.floor(Math.random() * 10));
      }, 60);
      timers.push(spin);
      timers.push(
        window.setTimeout(
          () => {
            window.clearInterval(spin);
            ball.textContent = String(values[i]);
            ball.className = 'ball landed';
            if (i === balls.length - 1) announce();
          },
          700 + i * 320,
        ),
      );
    });
  }

  return { el, show, shownKey: () => el.dataset.drawKey ?? null };
}
