import type { TBingoResultView, TTableEvent } from '@openlobby/contracts';
import { BINGO_POOLS, BINGO_PRIZES, type TBingoPattern } from '@openlobby/house-games/bingo';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';

const FEED_MAX = 30;
const PATTERNS: readonly TBingoPattern[] = ['LINE', 'FOUR_CORNERS', 'FULL_HOUSE'];
const multiple = (milli: number) =>
  `×${(milli / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })}`;

/**
 * The buy panel: how many cards (a stepper, 1 … what the player may still buy this round), the card
 * price and the total, and the button that buys them. `onBuy` gets the count.
 */
export function createBuyPanel(t: TTranslate, money: (n: number) => string, onBuy: (count: number) => void) {
  let count = 1;
  let most = 1;
  let price = 0;
  const output = h(
    'output',
    { class: 'bg-count-value', 'data-testid': 'bingo-count', 'aria-live': 'polite' },
    '1',
  );
  const step = (by: number, label: Parameters<TTranslate>[0], path: string, testid: string) =>
    h(
      'button',
      {
        class: 'bg-step',
        type: 'button',
        'aria-label': t(label),
        'data-testid': testid,
        onclick: () => {
          count = Math.min(most, Math.max(1, count + by));
          render(true);
        },
      },
      icon(path),
    );
  const fewer = step(-1, 'bingo.fewer', ICONS.minus, 'bingo-fewer');
  const more = step(1, 'bingo.more', ICONS.plus, 'bingo-more');
  const priceText = h('span', { class: 'bg-price', 'data-testid': 'bingo-price' }, '');
  const owned = h('p', { class: 'bg-owned', 'data-testid': 'bingo-owned' }, '');
  const buy = h(
    'button',
    { class: 'btn btn-gold bg-buy', type: 'button', 'data-testid': 'bingo-buy', onclick: () => onBuy(count) },
    t('bingo.buy'),
  );
  const el = h(
    'section',
    { class: 'bg-panel bg-shop', 'aria-labelledby': 'bg-shop-title' },
    h('h2', { class: 'tb-side-title', id: 'bg-shop-title' }, t('bingo.buyTitle')),
    h(
      'div',
      { class: 'bg-stepper', role: 'group', 'aria-label': t('bingo.count') },
      fewer,
      output,
      more,
      priceText,
    ),
    buy,
    owned,
  );

  let open = false;
  let busy = false;
  let held = 0;
  function render(changed = false) {
    count = Math.min(Math.max(1, count), Math.max(1, most));
    output.textContent = String(count);
    output.setAttribute('aria-label', t('bingo.countOf', { count }));
    priceText.textContent = t('bingo.cardPrice', { amount: money(price) });
    const can = open && !busy && most > 0;
    fewer.disabled = !can || count <= 1;
    more.disabled = !can || count >= most;
    buy.disabled = !can;
    buy.textContent = t('bingo.buyCount', { count, amount: money(count * price) });
    owned.textContent = held > 0 ? t('bingo.owned', { count: held, max: held + most }) : '';
    if (changed) buy.dataset.count = String(count);
  }

  return {
    el,
    /** The table's price and the cards the player holds and may still buy this round. */
    set(s: { price: number; held: number; most: number; open: boolean; busy: boolean }) {
      price = s.price;
      held = s.held;
      most = s.most;
      open = s.open;
      busy = s.busy;
      render();
    },
  };
}

/** The prize table (fixed prizes by pattern and ball) and the full-house pot of the round. */
export function createPrizes(t: TTranslate, money: (n: number) => string) {
  const pot = h('p', { class: 'bg-pot', 'data-testid': 'bingo-pot' }, '');
  const potShare = (BINGO_POOLS.FULL_HOUSE ?? 0) / 100;
  const table = h(
    'table',
    { class: 'bg-prizes' },
    h('caption', { class: 'sr-only' }, t('bingo.prizes')),
    h(
      'tbody',
      {},
      PATTERNS.map((pattern) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t(`bingo.pattern.${pattern}`)),
          h(
            'td',
            {},
            BINGO_PRIZES[pattern].map((tier) =>
              h(
                'span',
                { class: 'bg-tier' },
                h('small', {}, t('bingo.within', { ball: tier.withinBalls })),
                h('b', {}, multiple(tier.multiplierMilli)),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const el = h(
    'section',
    { class: 'bg-panel', 'aria-labelledby': 'bg-prizes-title' },
    h('h2', { class: 'tb-side-title', id: 'bg-prizes-title' }, t('bingo.prizes')),
    table,
    pot,
  );
  return {
    el,
    /** Before the draw: the pot's share of sales; after: the pot the round's result shared. */
    setPot(result: TBingoResultView | null, freePlay: boolean) {
      const shared = result?.pots.find((p) => p.pattern === 'FULL_HOUSE' && !!p.freePlay === freePlay);
      pot.textContent = shared
        ? t('bingo.potShared', { amount: money(shared.pot), ball: shared.firstBall, winners: shared.winners })
        : t('bingo.potNote', { percent: `${potShare}%` });
    },
  };
}

/** The winners as the calling reaches them, and the purchases arriving from the others. */
export function createWinners(t: TTranslate, money: (n: number) => string) {
  const list = h('ol', { class: 'bg-winners', 'data-testid': 'bingo-winners' });
  const feedList = h('ol', { class: 'tb-feed-list', 'data-testid': 'tables-feed' });
  const el = h(
    'aside',
    { class: 'tb-feed bg-side', 'aria-label': t('bingo.winners') },
    h('h2', { class: 'tb-side-title' }, t('bingo.winners')),
    list,
    h('h2', { class: 'tb-side-title' }, t('bingo.purchases')),
    feedList,
  );
  let wins: TBingoResultView['wins'] = [];
  let upTo = -1;

  function renderWins(called: number) {
    const due = wins.filter((w) => w.ball <= called);
    if (due.length === upTo) return;
    upTo = due.length;
    setChildren(
      list,
      due.length === 0
        ? h('li', { class: 'bg-winner-none' }, t('bingo.noWinners'))
        : due
            .slice()
            .reverse()
            .map((w) =>
              h(
                'li',
                {
                  class: `bg-winner ${w.pattern.toLowerCase()}`,
                  'data-testid': 'bingo-winner',
                  'data-player': w.player,
                },
                h('span', { class: 'tb-avatar', 'aria-hidden': 'true' }, w.player.slice(0, 1).toUpperCase()),
                h(
                  'span',
                  { class: 'tb-feed-text' },
                  h('strong', {}, w.player),
                  h(
                    'span',
                    {},
                    t('bingo.winnerOn', { pattern: t(`bingo.pattern.${w.pattern}`), ball: w.ball }),
                  ),
                ),
                h('span', { class: 'tb-feed-total' }, money(w.win)),
              ),
            ),
    );
  }

  return {
    el,
    /** A new round: no winners yet. */
    reset(result: TBingoResultView | null) {
      wins = result?.wins ?? [];
      upTo = -1;
      renderWins(0);
    },
    /** The winners whose ball has been called. */
    reveal: renderWins,
    purchase(event: Extract<TTableEvent, { type: 'bet' }>) {
      const item = h(
        'li',
        {
          class: 'tb-feed-item',
          'data-testid': 'tables-feed-item',
          'data-round-id': event.roundId,
          'data-player': event.player,
        },
        h('span', { class: 'tb-avatar', 'aria-hidden': 'true' }, event.player.slice(0, 1).toUpperCase()),
        h(
          'span',
          { class: 'tb-feed-text' },
          h('strong', {}, event.player),
          h('span', {}, t('bingo.bought', { count: event.stakes.length })),
        ),
        h('span', { class: 'tb-feed-total' }, money(event.stakes.reduce((sum, s) => sum + s.amount, 0))),
      );
      feedList.prepend(item);
      while (feedList.children.length > FEED_MAX) feedList.lastElementChild?.remove();
    },
    clearFeed: () => feedList.replaceChildren(),
  };
}
