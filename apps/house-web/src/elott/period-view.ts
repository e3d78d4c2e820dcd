import type { TLotteryGame } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { shortHex } from '../shared/format.ts';
import { countdownOf, elapsedFraction, formatDrawTime } from '../lottery-shared/clock.ts';
import { drawStatus } from '../lottery-shared/countdown-view.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { isolate } from '../lottery-shared/ui.ts';

/**
 * The current period: its number, the countdown to the close of betting (10 s before the draw),
 * then to the draw, a bar of the time gone, and the seed's published hash.
 */
export function createPeriod(page: TLotteryPage) {
  const { t } = page;
  const bar = h('div', { class: 'period-bar', 'aria-hidden': 'true' }, h('span'));
  const body = h('div', { class: 'period-body' });
  const el = h(
    'section',
    { class: 'card period', 'aria-labelledby': 'period-title', 'data-testid': 'elott-period' },
    body,
    bar,
  );
  let status = drawStatus(t, null, true);
  let game: TLotteryGame | null = null;
  let signature = '';

  function update(next: TLotteryGame) {
    game = next;
    const draw = next.draw;
    const sig = `${next.code}|${draw?.id}|${draw?.status}`;
    if (sig === signature) return;
    signature = sig;
    status = drawStatus(t, draw, true);
    setChildren(
      body,
      h(
        'div',
        { class: 'draw-head' },
        h(
          'div',
          {},
          h('h2', { class: 'draw-title', id: 'period-title' }, next.name),
          h(
            'p',
            { class: 'muted small', 'data-testid': 'draw-key', 'data-draw-key': draw?.drawKey },
            draw ? t('el.period', { key: isolate(draw.drawKey) }) : t('el.noPeriod'),
          ),
        ),
        status.el,
      ),
      draw
        ? h(
            'dl',
            { class: 'kv draw-facts' },
            h('dt', {}, t('vn.closesLabel')),
            h('dd', {}, formatDrawTime(draw.closesAt, { seconds: true, day: false })),
            h('dt', {}, t('vn.drawsLabel')),
            h('dd', {}, formatDrawTime(draw.drawAt, { seconds: true, day: false })),
            h('dt', {}, t('lot.fair.seedHash')),
            h(
              'dd',
              {},
              h(
                'details',
                { class: 'hash' },
                h('summary', { class: 'mono', 'data-testid': 'seed-hash' }, shortHex(draw.seedHash, 12, 8)),
                h('p', { class: 'mono' }, draw.seedHash),
                h('p', { class: 'muted small' }, t('lot.fair.explain')),
              ),
            ),
          )
        : null,
    );
    tick(page.now());
  }

  function tick(now: number) {
    status.update(now);
    const draw = game?.draw;
    const fill = bar.firstElementChild as HTMLElement;
    if (!draw) {
      fill.style.width = '0%';
      return;
    }
    const target = countdownOf(draw, now);
    const from = target?.to === 'draws' ? Date.parse(draw.closesAt) : Date.parse(draw.opensAt);
    const to = target?.to === 'draws' ? Date.parse(draw.drawAt) : Date.parse(draw.closesAt);
    fill.style.width = `${(elapsedFraction(from, to, now) * 100).toFixed(1)}%`;
    bar.dataset.phase = target?.to ?? 'done';
  }

  return { el, update, tick };
}
