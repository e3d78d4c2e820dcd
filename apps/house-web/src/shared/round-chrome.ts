/**
 * What keno's and the fishing game's pages share around their play area: the top bar (name, demo
 * badge, balance, history and fairness buttons), the history drawer of the game's own rounds with
 * their verify links, the slot's fairness drawer (one seed pair serves every house game) and the
 * words for a failed call.
 */
import { HOUSE_API, type TFairSeeds } from '@openlobby/contracts';
import { Drawer, toast } from '../slot/ui.ts';
import { createFairness } from '../slot/fairness-panel.ts';
import { errorText } from '../slot/errors.ts';
import { pager } from '../slot/history.ts';
import { isSessionEnded, type THouseClient } from './api.ts';
import { h, icon, ICONS, must, setChildren } from './dom.ts';
import { formatAmount, formatTime } from './format.ts';
import { SENTENCE_GAP, type TLang, type TTranslate } from './i18n.ts';

export const HISTORY_PAGE_SIZE = 10;

/** A round as the history lists it: its seeds, its amounts and the game's own summary. */
export type THistoryItem = {
  roundId: string;
  at: string;
  nonce: number;
  clientSeed: string;
  serverSeed: string | null;
  stake: number;
  win: number;
  summary: string;
  /** The verifier's address once the server seed is revealed. */
  verifyHref: string | null;
};

export type TChromeOptions = {
  t: TTranslate;
  lang: TLang;
  client: THouseClient;
  /** A prefix for test ids: `keno` → keno-balance, keno-history… */
  id: string;
  /** The game's words for how its floats become a result, in the fairness drawer. */
  formulaLast: string;
  howText: string;
  loadHistory: (page: number, size: number) => Promise<{ items: THistoryItem[]; total: number }>;
  /** True while a round is on its way: seeds may not change then. */
  busy: () => boolean;
};

/** The top bar and drawers; call `start` with the state once it arrived. */
export function createChrome(o: TChromeOptions) {
  const { t } = o;
  let seeds: TFairSeeds | null = null;
  let decimals = 2;
  let currency = '';
  let ended = false;

  const balance = h('output', { class: 'rg-balance-value', 'data-testid': `${o.id}-balance` }, '—');
  const name = must('#game-name');

  function onError(error: unknown) {
    if (isSessionEnded(error)) {
      if (ended) return;
      ended = true;
      document.body.dataset.state = 'ended';
      setChildren(
        must('#overlay'),
        h(
          'div',
          { class: 'rg-ended', role: 'alertdialog', 'aria-labelledby': 'rg-ended-title' },
          h('h2', { id: 'rg-ended-title' }, t('session.title')),
          h('p', {}, t('session.text')),
        ),
      );
      must('#overlay').hidden = false;
      return;
    }
    toast(errorText(error, t, o.lang));
  }

  const fairness = createFairness(
    {
      client: o.client,
      seeds: () => seeds!,
      setSeeds: (next) => {
        seeds = next;
      },
      busy: o.busy,
      onError,
      lang: o.lang,
      t,
      formulaLast: o.formulaLast,
      howText: o.howText,
    },
    () => history.open(),
  );
  const history = createRoundsHistory(
    o,
    () => decimals,
    onError,
    () => fairness.drawer.open(),
  );

  const tool = (label: string, path: string, testId: string, onclick: () => void) => {
    const b = h('button', {
      class: 'tool',
      type: 'button',
      'aria-label': label,
      title: label,
      'data-testid': testId,
      onclick,
    });
    b.append(icon(path));
    return b;
  };
  setChildren(
    must('#tools'),
    h('div', { class: 'rg-balance' }, h('span', { class: 'rg-balance-label' }, t('slot.balance')), balance),
    tool(t('slot.history'), ICONS.history, `${o.id}-history`, () => history.toggle()),
    tool(t('slot.fairness'), ICONS.shield, `${o.id}-fairness`, () => fairness.drawer.toggle()),
  );
  must('#tools').setAttribute('aria-label', t('slot.menu'));
  must('#demo-badge').textContent = t('slot.demo');

  return {
    onError,
    start(state: {
      gameName: string;
      freePlay: boolean;
      decimals: number;
      currency: string;
      balance: number;
      seeds: TFairSeeds;
    }) {
      decimals = state.decimals;
      currency = state.currency;
      name.textContent = state.gameName;
      must('#demo-badge').hidden = !state.freePlay;
      this.setBalance(state.balance);
      seeds = state.seeds;
    },
    setBalance(amount: number) {
      balance.textContent = `${formatAmount(amount, decimals)} ${currency}`.trim();
      balance.dataset.amount = String(amount);
    },
    /** After a round: the new seeds (nonce) in the drawers. */
    roundDone(next: TFairSeeds) {
      seeds = next;
      fairness.refresh();
      history.refresh();
    },
    money: (amount: number) => formatAmount(amount, decimals),
    decimals: () => decimals,
    currency: () => currency,
    get ended() {
      return ended;
    },
  };
}
export type TChrome = ReturnType<typeof createChrome>;

/** The verifier's address for a house round of a game (`game=keno|fish`), in the page's language. */
export function gameVerifyHref(game: 'keno' | 'fish', fields: Record<string, string | number>, lang: TLang) {
  const params = new URLSearchParams({ game });
  for (const [key, value] of Object.entries(fields)) params.set(key, String(value));
  params.set('lang', lang);
  return `${HOUSE_API.verifyPage}?${params.toString()}`;
}

function createRoundsHistory(
  o: TChromeOptions,
  decimals: () => number,
  onError: (e: unknown) => void,
  openFairness: () => void,
) {
  const { t } = o;
  const drawer = new Drawer(t('slot.history'), `${o.id}-history-drawer`, t('slot.close'));
  let page = 1;
  let loading = false;
  drawer.onOpen = () => void load(page);

  async function load(p: number) {
    if (loading) return;
    loading = true;
    if (drawer.body.childElementCount === 0)
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.loading')));
    try {
      const { items, total } = await o.loadHistory(p, HISTORY_PAGE_SIZE);
      const paging = pager(p, total, HISTORY_PAGE_SIZE, t);
      page = paging.page;
      const arrow = (label: string, path: string, enabled: boolean, to: number) => {
        const b = h('button', {
          class: 'btn',
          type: 'button',
          disabled: !enabled,
          'aria-label': label,
          onclick: () => void load(to),
        });
        b.append(icon(path, 'icon icon-directional'));
        return b;
      };
      setChildren(
        drawer.body,
        items.length === 0
          ? h('div', { class: 'empty' }, t('history.none'))
          : h(
              'div',
              { class: 'rg-history' },
              items.map((item) => row(item)),
            ),
        h(
          'div',
          { class: 'pager' },
          arrow(t('history.newer'), ICONS.chevronLeft, paging.hasPrev, paging.page - 1),
          h('span', {}, t('history.page', { range: paging.label, page: paging.page, pages: paging.pages })),
          arrow(t('history.older'), ICONS.chevronRight, paging.hasNext, paging.page + 1),
        ),
      );
    } catch (error) {
      onError(error);
      setChildren(drawer.body, h('div', { class: 'empty' }, t('history.failed')));
    } finally {
      loading = false;
    }
  }

  function row(item: THistoryItem): HTMLElement {
    const d = decimals();
    const note = h('div', { class: 'note', hidden: true });
    const link = h(
      'a',
      {
        class: 'verify-link',
        'data-testid': `${o.id}-verify-link`,
        'data-revealed': String(item.verifyHref !== null),
      },
      t('history.verify'),
    );
    link.append(icon(ICONS.external));
    if (item.verifyHref) {
      link.href = item.verifyHref;
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
      setChildren(note, t('history.secret'), SENTENCE_GAP[o.lang], open);
    }
    return h(
      'div',
      { class: 'rg-row', 'data-testid': `${o.id}-history-row`, 'data-round-id': item.roundId },
      h(
        'div',
        { class: 'rg-row-top' },
        h('span', {}, formatTime(item.at)),
        h('span', {}, t('history.nonce', { nonce: item.nonce })),
      ),
      h('div', { class: 'rg-row-summary' }, item.summary),
      h(
        'div',
        { class: 'rg-row-amounts' },
        h('span', {}, `${t('history.bet')} `, h('b', {}, formatAmount(item.stake, d))),
        h('span', { class: item.win > 0 ? 'won' : '' }, `${t('history.win')} `, formatAmount(item.win, d)),
        link,
      ),
      note,
    );
  }

  return {
    open: () => drawer.open(),
    toggle: () => drawer.toggle(),
    refresh: () => {
      if (drawer.isOpen) void load(page);
    },
  };
}
