import { SLOT_LINES, SLOT_PAYTABLE, SLOT_SYMBOLS } from '@openlobby/house-games';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount, formatRtp } from '../shared/format.ts';
import { SENTENCE_GAP } from '../shared/i18n.ts';
import { Drawer } from './ui.ts';
import type { TPanelContext } from './panels.ts';
import { symbolCanvas, lineDiagram } from './panel-art.ts';

export function createPaytable(ctx: TPanelContext): Drawer {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.paytable'), 'slot-paytable-drawer', t('slot.close'));
  drawer.onOpen = () => render();

  function render() {
    const state = ctx.state();
    const bet = ctx.bet();
    const d = state.decimals;
    const lineBet = bet / SLOT_LINES.length;
    const amount = (multiple: number) => formatAmount(multiple * lineBet, d);
    const linePays = SLOT_PAYTABLE.lines as Readonly<Record<string, readonly [number, number, number]>>;
    const paying = SLOT_SYMBOLS.filter((s) => linePays[s.id]);
    const pays = paying.map((s) => {
      const p = linePays[s.id]!;
      return h(
        'div',
        { class: 'pay' },
        symbolCanvas(s.id, 58, t),
        h(
          'div',
          { class: 'rows' },
          h('span', {}, h('b', {}, '5'), amount(p[2])),
          h('span', {}, h('b', {}, '4'), amount(p[1])),
          h('span', {}, h('b', {}, '3'), amount(p[0])),
        ),
      );
    });
    const sc = SLOT_PAYTABLE.scatter;
    const fs = SLOT_PAYTABLE.freeSpins;
    setChildren(
      drawer.body,
      h(
        'div',
        { class: 'rtp' },
        h('span', {}, t('pay.rtpLabel')),
        h('span', { class: 'gold-text', 'data-testid': 'slot-rtp' }, `RTP ${formatRtp(state.rtp)}`),
      ),
      h(
        'p',
        {},
        t('pay.shownFor', {
          bet: formatAmount(bet, d),
          currency: state.currency,
          lineBet: formatAmount(lineBet, d),
        }),
      ),
      h('h3', {}, t('pay.specials')),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('wild', 64, t),
        h('p', {}, h('b', {}, t('pay.wild')), ' ', t('pay.wildText')),
      ),
      h(
        'div',
        { class: 'special' },
        symbolCanvas('scatter', 64, t),
        h(
          'p',
          {},
          h('b', {}, t('pay.scatter')),
          ' ',
          t('pay.scatterPays', {
            five: formatAmount(sc[2] * bet, d),
            four: formatAmount(sc[1] * bet, d),
            three: formatAmount(sc[0] * bet, d),
          }),
          SENTENCE_GAP[ctx.lang],
          t('pay.scatterAward', {
            a: fs[0],
            b: fs[1],
            c: fs[2],
            multiplier: SLOT_PAYTABLE.freeSpinMultiplier,
          }),
          SENTENCE_GAP[ctx.lang],
          t('pay.retrigger', { max: SLOT_PAYTABLE.maxFreeSpins }),
        ),
      ),
      h('h3', {}, t('pay.symbolPays')),
      h('div', { class: 'pays' }, pays),
      h('h3', {}, t('pay.paylines', { count: SLOT_LINES.length })),
      h(
        'div',
        { class: 'lines-grid' },
        SLOT_LINES.map((_, i) =>
          h(
            'div',
            { class: 'line-card' },
            lineDiagram(i, t('msg.line', { line: i + 1 })),
            t('pay.lineCard', { line: i + 1 }),
          ),
        ),
      ),
      h('h3', {}, t('pay.rules')),
      h('p', {}, t('pay.rulesText')),
      h('p', {}, t('pay.rtpText', { rtp: formatRtp(state.rtp) })),
    );
  }

  return drawer;
}
