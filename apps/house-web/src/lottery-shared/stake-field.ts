import type { TLotteryGame } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { stakeProblemText } from './errors.ts';
import { checkStake } from './slip.ts';

/** Quick stakes offered under the field, those within the game's limits. */
const QUICK = [10, 50, 100, 500, 1_000];

/**
 * The stake per line: a labelled text field (decimal keyboard), the game's limits under it, quick
 * stakes, and the reason a stake is refused, tied to the field for screen readers.
 */
export function createStakeField(t: TTranslate, onChange: () => void) {
  const input = h('input', {
    class: 'input stake-input',
    id: 'stake',
    name: 'stake',
    inputmode: 'decimal',
    autocomplete: 'off',
    value: '10',
    'aria-describedby': 'stake-limits stake-error',
    'data-testid': 'stake-input',
  });
  const limits = h('span', { class: 'muted small', id: 'stake-limits' });
  const error = h('span', { class: 'field-error', id: 'stake-error' });
  const quick = h('div', { class: 'quick-stakes', role: 'group', 'aria-label': t('lot.stake.quick') });
  const el = h(
    'div',
    { class: 'stake-row' },
    h('div', { class: 'field' }, h('label', { for: 'stake' }, t('lot.stake.label')), input, limits, error),
    quick,
  );
  input.addEventListener('input', onChange);
  let shownFor = '';

  return {
    el,
    /** The limits and quick stakes of the game (redrawn only when they change). */
    setGame(game: TLotteryGame, decimals: number) {
      const signature = `${game.minStake}|${game.maxStake}|${decimals}`;
      if (signature === shownFor) return;
      shownFor = signature;
      const min = formatAmount(game.minStake, decimals);
      const max = formatAmount(game.maxStake, decimals);
      limits.textContent = t('lot.stake.limits', { min, max });
      const choices = [game.minStake, ...QUICK].filter(
        (v, i, all) => v >= game.minStake && v <= game.maxStake && all.indexOf(v) === i,
      );
      setChildren(
        quick,
        choices.map((v) =>
          h(
            'button',
            {
              class: 'chip',
              type: 'button',
              onclick: () => {
                input.value = String(v);
                onChange();
              },
            },
            formatAmount(v, 0),
          ),
        ),
      );
    },
    /** The stake in minor units, or null with the reason shown under the field. */
    read(game: TLotteryGame, decimals: number): number | null {
      const check = checkStake(input.value, decimals, game.minStake, game.maxStake);
      const text = check.ok
        ? ''
        : stakeProblemText(check.problem, t, {
            min: formatAmount(game.minStake, decimals),
            max: formatAmount(game.maxStake, decimals),
          });
      if (error.textContent !== text) error.textContent = text;
      input.setAttribute('aria-invalid', String(!check.ok));
      return check.ok ? check.minor : null;
    },
  };
}
