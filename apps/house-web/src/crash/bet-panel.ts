import { h } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';

/**
 * Rocket Crash's bet panel: the stake with its halve, double and chips, the auto cash-out target,
 * and the one action button (bet, cash out, wait). The page fills and wires the controls.
 */
export function betPanel(t: TTranslate) {
  const stakeInput = h('input', {
    class: 'input cr-input',
    id: 'crash-stake',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: '10',
    'data-testid': 'crash-stake',
  });
  const autoInput = h('input', {
    class: 'input cr-input',
    id: 'crash-auto',
    inputmode: 'decimal',
    autocomplete: 'off',
    placeholder: '2.00',
    'aria-describedby': 'crash-auto-hint',
    'data-testid': 'crash-auto',
  });
  const half = h('button', { class: 'btn cr-mini', type: 'button', 'aria-label': t('crash.half') }, '½');
  const double = h('button', { class: 'btn cr-mini', type: 'button', title: t('crash.double') }, '2×');
  const chipRow = h('div', { class: 'cr-chips', role: 'group', 'aria-label': t('crash.stake') });
  const action = h(
    'button',
    { class: 'btn btn-gold cr-action', type: 'button', 'data-testid': 'crash-action' },
    t('crash.bet'),
  );
  const limitsText = h('p', { class: 'cr-note' }, '');
  const panel = h(
    'section',
    { class: 'cr-panel', 'aria-label': t('crash.betPanel') },
    h(
      'div',
      { class: 'cr-fields' },
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'crash-stake' }, t('crash.stake')),
        h('div', { class: 'cr-stake-row' }, stakeInput, half, double),
        chipRow,
      ),
      h(
        'div',
        { class: 'field' },
        h('label', { for: 'crash-auto' }, t('crash.autoCashOut')),
        autoInput,
        h('p', { class: 'cr-note', id: 'crash-auto-hint' }, t('crash.autoHint')),
      ),
    ),
    h(
      'div',
      { class: 'cr-act' },
      action,
      limitsText,
      h('p', { class: 'cr-note cr-keys' }, t('crash.keyboard')),
    ),
  );
  return { panel, stakeInput, autoInput, half, double, chipRow, action, limitsText };
}
