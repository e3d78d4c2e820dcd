import { HOUSE_API, type TSlotRound } from '@openlobby/contracts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { formatAmount, formatTime } from '../shared/format.ts';
import { SENTENCE_GAP } from '../shared/i18n.ts';
import { verifyLink } from '../verify/compute.ts';
import { HISTORY_PAGE_SIZE, pager } from './history.ts';
import { Drawer } from './ui.ts';
import type { TPanelContext } from './panels.ts';
import { gridCanvas } from './panel-art.ts';

export type THistoryPanel = { drawer: Drawer; refresh: () => void };

export function createHistory(ctx: TPanelContext, openFairness: () => void): THistoryPanel {
  const { t } = ctx;
  const drawer = new Drawer(t('slot.history'), 'slot-history-drawer', t('slot.close'));
  let page = 1;
  let loading = false;
  drawer.onOpen = () => void load(page);

  async function load(p: number) {
    if (loading) return;
    loading = true;
    if (drawer.body.childElementCount === 0)
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.loading')));
    try {
      const { items, total } = await ctx.client.rounds(p, HISTORY_PAGE_SIZE);
      const paging = pager(p, total, HISTORY_PAGE_SIZE, t);
      page = paging.page;
      render(items, paging);
    } catch (error) {
      ctx.onError(error);
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.failed')));
    } finally {
      loading = false;
    }
  }

  function render(items: TSlotRound[], paging: ReturnType<typeof pager>) {
    const state = ctx.state();
    const d = state.decimals;
    const rows = items.map((round) => historyRow(round, ctx, d, openFairness));
    const prev = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasPrev,
      'aria-label': t('history.newer'),
      onclick: () => void load(paging.page - 1),
    });
    prev.append(icon(ICONS.chevronLeft, 'icon icon-directional'));
    const next = h('button', {
      class: 'btn',
      type: 'button',
      disabled: !paging.hasNext,
      'aria-label': t('history.older'),
      onclick: () => void load(paging.page + 1),
    });
    next.append(icon(ICONS.chevronRight, 'icon icon-directional'));
    setChildren(
      drawer.body,
      items.length === 0
        ? h('div', { class: 'empty' }, t('history.empty'))
        : h('div', { class: 'history-list' }, rows),
      h(
        'div',
        { class: 'pager' },
        prev,
        h(
          'span',
          { 'data-testid': 'slot-history-range' },
          t('history.page', { range: paging.label, page: paging.page, pages: paging.pages }),
        ),
        next,
      ),
    );
  }

  return {
    drawer,
    refresh: () => {
      if (drawer.isOpen) void load(page);
    },
  };
}

function historyRow(round: TSlotRound, ctx: TPanelContext, d: number, openFairness: () => void): HTMLElement {
  const { t } = ctx;
  const state = ctx.state();
  const won = round.win > 0;
  const note = h('div', { class: 'note', hidden: true });
  const link = h(
    'a',
    {
      class: 'verify-link',
      'data-testid': 'slot-verify-link',
      'data-revealed': round.serverSeed ? 'true' : 'false',
      'data-round-id': round.roundId,
    },
    t('history.verify'),
  );
  link.append(icon(ICONS.external));
  if (round.serverSeed) {
    link.href = verifyLink(HOUSE_API.verifyPage, {
      serverSeed: round.serverSeed,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      bet: round.bet,
      decimals: d,
      currency: state.currency,
      win: round.win,
      lang: ctx.lang,
    });
    link.target = '_blank';
    link.rel = 'noopener';
  } else {
    link.href = '#';
    link.setAttribute('role', 'button');
    link.addEventListener('click', (e) => {
      e.preventDefault();
      note.hidden = !note.hidden;
    });
    const open = h(
      'a',
      { href: '#', onclick: (e: Event) => (e.preventDefault(), openFairness()) },
      t('history.openFairness'),
    );
    setChildren(note, t('history.secret'), SENTENCE_GAP[ctx.lang], open);
  }
  const freeSpins = round.freeSpins.length;
  return h(
    'div',
    { class: 'history-row', 'data-testid': 'slot-history-row', 'data-round-id': round.roundId },
    gridCanvas(round.base.grid, 17, t('history.screen')),
    h(
      'div',
      { class: 'top' },
      h('span', {}, formatTime(round.at)),
      h('span', {}, t('history.nonce', { nonce: round.nonce })),
    ),
    h(
      'div',
      { class: 'amounts' },
      h('span', {}, `${t('history.bet')} `, h('b', {}, formatAmount(round.bet, d))),
      h('span', { class: won ? 'won' : '' }, `${t('history.win')} `, formatAmount(round.win, d)),
    ),
    h(
      'div',
      { class: 'foot' },
      freeSpins > 0 ? h('span', { class: 'badge' }, t('fs.count', { count: freeSpins })) : h('span'),
      link,
    ),
    note,
  );
}
