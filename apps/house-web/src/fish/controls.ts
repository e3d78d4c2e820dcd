import { h, icon, ICONS } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';

export type TFishControlEvents = {
  t: TTranslate;
  money: (amount: number) => string;
  /** −1 or +1: the next cheaper or dearer bullet. */
  onCost: (step: -1 | 1) => void;
  onFire: () => void;
  /** The fire button held down (true) or let go (false). */
  onHold: (down: boolean) => void;
  onAuto: (on: boolean) => void;
};

/** The bar under the sea: bullet cost, fire (tap or hold) and auto-fire. */
export function createFishControls(root: HTMLElement, e: TFishControlEvents) {
  const { t } = e;
  const costOut = h('output', { class: 'fs-cost-value', 'data-testid': 'fish-cost', 'aria-live': 'polite' });
  const step = (label: string, path: string, dir: -1 | 1, testId: string) => {
    const b = h('button', {
      class: 'fs-step',
      type: 'button',
      'aria-label': label,
      'data-testid': testId,
      onclick: () => e.onCost(dir),
    });
    b.append(icon(path));
    return b;
  };
  const fire = h(
    'button',
    { class: 'btn btn-gold fs-fire', type: 'button', 'data-testid': 'fish-fire' },
    t('fish.fire'),
  );
  let held = false;
  fire.addEventListener('pointerdown', (ev) => {
    ev.preventDefault();
    held = true;
    e.onFire();
    e.onHold(true);
  });
  const letGo = () => {
    if (held) e.onHold(false);
    held = false;
  };
  fire.addEventListener('pointerup', letGo);
  fire.addEventListener('pointerleave', letGo);
  fire.addEventListener('pointercancel', letGo);
  // Keyboard (and assistive tech) press: one shot per activation.
  fire.addEventListener('click', (ev) => {
    if (ev.detail === 0) e.onFire();
  });
  const auto = h(
    'button',
    { class: 'btn fs-auto', type: 'button', 'aria-pressed': 'false', 'data-testid': 'fish-auto' },
    t('fish.auto'),
  );
  auto.addEventListener('click', () => {
    const on = auto.getAttribute('aria-pressed') !== 'true';
    auto.setAttribute('aria-pressed', String(on));
    e.onAuto(on);
  });
  const rtp = h('span', { class: 'fs-rtp' });
  root.append(
    h(
      'div',
      { class: 'fs-bar' },
      h(
        'div',
        { class: 'fs-cost', role: 'group', 'aria-label': t('fish.cost') },
        h('span', { class: 'fs-label' }, t('fish.cost')),
        h(
          'div',
          { class: 'fs-cost-row' },
          step(t('fish.cheaper'), ICONS.minus, -1, 'fish-cost-down'),
          costOut,
          step(t('fish.dearer'), ICONS.plus, 1, 'fish-cost-up'),
        ),
      ),
      fire,
      h('div', { class: 'fs-side' }, auto, rtp),
    ),
  );
  return {
    showCost(cost: number) {
      costOut.textContent = e.money(cost);
    },
    showAuto(on: boolean) {
      auto.setAttribute('aria-pressed', String(on));
    },
    showRtp(text: string) {
      rtp.textContent = text;
    },
  };
}
