import type { TDrawView } from '@openlobby/contracts';
import { h } from '../shared/dom.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import { countdownOf, drawPhase, formatCountdown, type TDrawPhase } from './clock.ts';
import { pill } from './ui.ts';

export const PHASE_KEYS: Readonly<Record<TDrawPhase, TKey>> = {
  upcoming: 'lot.phase.upcoming',
  open: 'lot.phase.open',
  closed: 'lot.phase.closed',
  drawing: 'lot.phase.drawing',
  drawn: 'lot.phase.drawn',
  void: 'lot.phase.void',
};

const TO_KEYS = { opens: 'lot.cd.opens', closes: 'lot.cd.closes', draws: 'lot.cd.draws' } as const;

/**
 * A draw's status pill and live countdown ("Closes in 05:12:33"), redrawn by `update(now)` each
 * second. The countdown is not a live region (it would speak every second); the pill's phase is.
 */
export function drawStatus(t: TTranslate, draw: TDrawView | null, big = false) {
  const phaseEl = h('span', { class: 'phase-host', 'aria-live': 'polite' });
  const timeEl = h('span', { class: big ? 'countdown big' : 'countdown', 'data-testid': 'draw-countdown' });
  const el = h('div', { class: 'draw-status' }, phaseEl, timeEl);
  let phase: TDrawPhase | null = null;
  function update(now: number) {
    if (!draw) {
      phaseEl.replaceChildren(pill('none', t('lot.phase.none')));
      timeEl.textContent = '';
      return;
    }
    const next = drawPhase(draw, now);
    if (next !== phase) {
      phase = next;
      phaseEl.replaceChildren(pill(next, t(PHASE_KEYS[next])));
      el.dataset.phase = next;
    }
    const target = countdownOf(draw, now);
    timeEl.textContent = target ? t(TO_KEYS[target.to], { time: formatCountdown(target.at - now) }) : '';
  }
  return { el, update, phase: () => phase };
}
