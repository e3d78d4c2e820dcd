import { FISH_RTP_NUMERATOR } from '@openlobby/house-games/fish';
import { h } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import type { TKey, TTranslate } from '../shared/i18n.ts';
import type { TFishVerifyOutput } from './fish-compute.ts';

/**
 * A recomputed fishing shot: the win and its verdict, caught or escaped with the species' multiplier,
 * and the number the stream drew against the catch line (below 96 of 100 × the multiplier).
 */
export function fishResultEl(
  t: TTranslate,
  out: TFishVerifyOutput,
  decimals: number,
  verdict: HTMLElement | null,
  seeds: HTMLElement,
): HTMLElement {
  const money = formatAmount(majorOf(out.winMinor, decimals), decimals);
  const fish = t(`fish.species.${out.speciesId}` as TKey);
  // where the roll fell on 0 … max, and the catch line at 96, for the bar under the verdict
  const at = (value: number) => `${((100 * value) / (out.roll.max + 1)).toFixed(3)}%`;
  return h(
    'div',
    {
      class: 'card v-result',
      'data-testid': 'verify-result',
      'data-win-minor': String(out.winMinor),
      'data-killed': String(out.killed),
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
    h('h2', {}, t('verify.fishShot')),
    h(
      'p',
      { class: `v-fish-outcome ${out.killed ? 'caught' : 'escaped'}`, 'data-testid': 'verify-fish-outcome' },
      h('span', { 'aria-hidden': 'true' }, out.killed ? '🎣 ' : '🐟 '),
      t(out.killed ? 'verify.gameFishCaught' : 'verify.gameFishEscaped', {
        fish,
        multiplier: out.multiplier,
        amount: money,
      }),
    ),
    h(
      'p',
      { class: 'v-note', 'data-testid': 'verify-fish-roll' },
      t('verify.gameFishRoll', { value: out.roll.value, max: out.roll.max }),
    ),
    h(
      'div',
      { class: 'v-fish-bar', 'aria-hidden': 'true' },
      h('span', { class: 'catch', style: `inline-size: ${at(FISH_RTP_NUMERATOR)}` }),
      h('span', { class: 'roll', style: `inset-inline-start: ${at(out.roll.value)}` }),
    ),
    seeds,
  );
}
