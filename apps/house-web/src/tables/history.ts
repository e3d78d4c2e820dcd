import type { TTableHistory, TTableResult, TTableStake } from '@openlobby/contracts';
import { h, icon, ICONS } from '../shared/dom.ts';
import { formatTime } from '../shared/format.ts';
import type { TTranslate } from '../shared/i18n.ts';

export type THistoryOptions = {
  t: TTranslate;
  money: (amount: number) => string;
  /** A page of the player's settled rounds. */
  load: (page: number, pageSize: number) => Promise<TTableHistory>;
  resultText: (result: TTableResult) => string;
  /** A round's stakes in words ("Player 10 · Tie 5", "3 cards"). */
  stakesText: (stakes: readonly TTableStake[]) => string;
  report: (error: unknown) => void;
};

const PAGE_SIZE = 10;

/**
 * The player's settled rounds at the launched game's tables in a modal dialog, ten at a time
 * (shared by every live table page): each round's table and number, time, result, stakes, stake
 * and return. Answers the dialog's opener.
 */
export function createHistory(o: THistoryOptions) {
  const { t, money } = o;
  const list = h('div', { class: 'tb-history-list' });
  const moreBtn = h('button', { class: 'btn', type: 'button' }, t('tables.more'));
  const closeBtn = h(
    'button',
    { class: 'tb-tool', type: 'button', 'aria-label': t('tables.close') },
    icon(ICONS.close),
  );
  const dialog = h(
    'dialog',
    { class: 'tb-history', 'aria-label': t('tables.history'), 'data-testid': 'tables-history' },
    h('div', { class: 'tb-history-head' }, h('h2', {}, t('tables.history')), closeBtn),
    list,
    moreBtn,
  );
  document.body.append(dialog);
  let page = 0;
  closeBtn.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog) dialog.close();
  });
  moreBtn.addEventListener('click', () => void more());

  async function more() {
    moreBtn.disabled = true;
    try {
      const answer = await o.load(page + 1, PAGE_SIZE);
      page++;
      for (const item of answer.items) {
        const net = item.returned - item.staked;
        list.append(
          h(
            'article',
            { class: 'tb-history-item', 'data-testid': 'tables-history-item' },
            h(
              'div',
              { class: 'tb-history-row' },
              h('strong', {}, `${item.tableName} · ${t('tables.round', { number: item.number })}`),
              h('time', { datetime: item.at }, formatTime(item.at)),
            ),
            h('div', { class: 'tb-history-result' }, o.resultText(item.result)),
            h('div', { class: 'tb-history-stakes' }, o.stakesText(item.stakes)),
            h(
              'div',
              { class: 'tb-history-row' },
              h('span', {}, `${t('tables.staked')} ${money(item.staked)}`),
              h(
                'span',
                { class: net > 0 ? 'ok' : net < 0 ? 'bad' : '' },
                `${t('tables.returned')} ${money(item.returned)}`,
              ),
            ),
          ),
        );
      }
      if (answer.total === 0) list.append(h('p', { class: 'tb-empty' }, t('tables.historyEmpty')));
      moreBtn.hidden = page * PAGE_SIZE >= answer.total;
    } catch (error) {
      o.report(error);
    } finally {
      moreBtn.disabled = false;
    }
  }

  return {
    open() {
      page = 0;
      list.replaceChildren();
      dialog.showModal();
      void more();
    },
  };
}
