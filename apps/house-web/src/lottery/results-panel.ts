import type { TDrawView } from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, setChildren } from '../shared/dom.ts';
import { VN_TIME_ZONE, formatDrawTime } from '../lottery-shared/clock.ts';
import { errorText } from '../lottery-shared/errors.ts';
import type { TLotteryPage } from '../lottery-shared/page.ts';
import { isolate, pagerBar, pill } from '../lottery-shared/ui.ts';
import { proofBlock } from '../lottery-shared/verify-view.ts';
import { lotoTableView, sheetTable } from './sheet-view.ts';

const PAGE_SIZE = 5;

/**
 * A game's past draws, newest first: each its sheet (a table of ĐB, G1 … G8), the lô tô table, the
 * revealed seed and a "Verify" that recomputes the sheet in the browser.
 */
export function createResultsPanel(page: TLotteryPage, onSessionEnded: () => void) {
  const { t } = page;
  const el = h('div', { class: 'results', 'data-testid': 'vn-results' });
  let code: string | null = null;
  let current = 1;

  async function load(gameCode: string, p = 1) {
    code = gameCode;
    if (el.childElementCount === 0) setChildren(el, h('p', { class: 'empty' }, t('history.loading')));
    try {
      const { items, total } = await page.client.results(gameCode, p, PAGE_SIZE);
      if (code !== gameCode) return;
      current = p;
      setChildren(
        el,
        items.length === 0
          ? h('p', { class: 'empty' }, t('vn.results.empty'))
          : items.map((d, i) => drawItem(d, i === 0)),
        total > PAGE_SIZE
          ? pagerBar(t, { page: p, pageSize: PAGE_SIZE, total }, (next) => void load(gameCode, next))
          : null,
      );
    } catch (error) {
      if (isSessionEnded(error)) onSessionEnded();
      setChildren(el, h('p', { class: 'empty', role: 'alert' }, errorText(error, t, page.lang === 'EN')));
    }
  }

  function drawItem(draw: TDrawView, open: boolean) {
    const sheet = draw.result?.kind === 'VN' ? draw.result : null;
    const source =
      draw.status === 'VOID'
        ? pill('void', t('lot.phase.void'))
        : draw.resultSource === 'ENTERED'
          ? pill('entered', t('vn.results.entered'))
          : pill('drawn', t('vn.results.drawn'));
    return h(
      'details',
      { class: 'draw-result', open, 'data-testid': 'vn-result', 'data-draw': draw.drawKey },
      h(
        'summary',
        {},
        h('span', { class: 'strong' }, t('vn.drawKey', { key: isolate(draw.drawKey) })),
        h('span', { class: 'muted small' }, formatDrawTime(draw.drawAt, { timeZone: VN_TIME_ZONE })),
        source,
      ),
      sheet
        ? h(
            'div',
            { class: 'sheet-wrap' },
            sheetTable(t, sheet, t('vn.sheet.caption', { key: isolate(draw.drawKey) })),
            lotoTableView(t, sheet),
          )
        : h('p', { class: 'muted' }, t('vn.results.voidText')),
      proofBlock(t, draw, 'VN', (computed) =>
        computed.kind === 'VN' ? sheetTable(t, computed, t('vn.sheet.recomputed')) : h('span'),
      ),
    );
  }

  return {
    el,
    show: (gameCode: string) => load(gameCode, gameCode === code ? current : 1),
    refresh: () => (code ? load(code, current) : Promise.resolve()),
  };
}
