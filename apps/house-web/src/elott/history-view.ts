import type { TDrawView } from '@openlobby/contracts';
import { elottSummary } from '@openlobby/house-games';
import { h, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { formatDrawTime } from '../lottery-shared/clock.ts';
import { isolate, pill } from '../lottery-shared/ui.ts';
import { proofBlock } from '../lottery-shared/verify-view.ts';
import { SELECTION_KEYS } from './markets.ts';

/** The five balls in a row, small. */
export const ballRow = (balls: readonly number[]) =>
  h(
    'span',
    { class: 'mini-balls' },
    balls.map((b) => h('span', { class: 'mini-ball' }, String(b))),
  );

/**
 * The result history as a table: period, time, balls, sum and each market's outcome, with a
 * "Verify" per draw that opens its proof under the table and recomputes it in the browser.
 */
export function createHistory(t: TTranslate) {
  const proofHost = h('div', { class: 'proof-host', 'aria-live': 'polite' });
  const body = h('tbody');
  const el = h(
    'div',
    { class: 'history', 'data-testid': 'elott-history' },
    h(
      'div',
      { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': t('el.history.title') },
      h(
        'table',
        { class: 'history-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            [
              t('el.history.period'),
              t('el.history.balls'),
              t('el.market.SUM'),
              t('el.trend.bs'),
              t('el.trend.oe'),
              t('el.market.DRAGON_TIGER'),
              t('el.history.proof'),
            ].map((label) => h('th', { scope: 'col' }, label)),
          ),
        ),
        body,
      ),
    ),
    proofHost,
  );

  function row(draw: TDrawView) {
    const balls = draw.result?.kind === 'ELOTT' ? draw.result.balls : null;
    const s = balls ? elottSummary(balls) : null;
    const verify = h(
      'button',
      {
        class: 'btn btn-small',
        type: 'button',
        'data-testid': 'history-verify',
        disabled: draw.seed === null,
        'aria-label': t('el.history.verifyOf', { key: isolate(draw.drawKey) }),
        onclick: () => {
          setChildren(
            proofHost,
            h('h3', { class: 'sub-title' }, t('el.period', { key: isolate(draw.drawKey) })),
            proofBlock(t, draw, 'ELOTT', (computed) =>
              computed.kind === 'ELOTT' ? ballRow(computed.balls) : h('span'),
            ),
          );
          proofHost.querySelector<HTMLButtonElement>('[data-testid="verify-draw"]')?.click();
          proofHost.scrollIntoView({
            block: 'nearest',
            behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          });
        },
      },
      t('lot.verify.button'),
    );
    return h(
      'tr',
      { 'data-draw': draw.drawKey },
      h(
        'th',
        { scope: 'row' },
        h('span', { class: 'mono-ish' }, draw.drawKey),
        h('span', { class: 'muted small block' }, formatDrawTime(draw.drawAt, { seconds: false })),
      ),
      h('td', {}, balls ? ballRow(balls) : pill('void', t('lot.phase.void'))),
      h('td', { class: 'num-cell-text' }, s ? String(s.sum) : '—'),
      h('td', {}, s ? t(SELECTION_KEYS[s.sumBig ? 'BIG' : 'SMALL']) : '—'),
      h('td', {}, s ? t(SELECTION_KEYS[s.sumOdd ? 'ODD' : 'EVEN']) : '—'),
      h('td', {}, s ? t(SELECTION_KEYS[s.dragonTiger]) : '—'),
      h('td', {}, verify),
    );
  }

  return {
    el,
    update(items: readonly TDrawView[]) {
      setChildren(
        body,
        items.length === 0
          ? h('tr', {}, h('td', { colspan: '7', class: 'empty' }, t('el.history.empty')))
          : items.map(row),
      );
    },
  };
}
