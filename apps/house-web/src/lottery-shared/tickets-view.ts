import type { TLotteryGame, TTicketView } from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, setChildren } from '../shared/dom.ts';
import type { TKey } from '../shared/i18n.ts';
import { formatDrawTime } from './clock.ts';
import { errorText } from './errors.ts';
import type { TLotteryPage } from './page.ts';
import { isolate, pagerBar, pill } from './ui.ts';

const PAGE_SIZE = 10;

const STATUS_KEYS: Readonly<Record<TTicketView['status'], TKey>> = {
  OPEN: 'lot.ticket.OPEN',
  WON: 'lot.ticket.WON',
  LOST: 'lot.ticket.LOST',
  VOID: 'lot.ticket.VOID',
};

/**
 * Whether a listed ticket is still open on a draw its game has moved past (the game's current draw
 * is another one): that draw is being drawn or paid, so the list is to be read again until it shows
 * the outcome. Settling a big draw takes a while after the next one opens, and a list read in
 * between would otherwise say "waiting for the draw" until the player switched tabs. A ticket of a
 * game the page does not show (the other product's) is not the page's to watch.
 */
export function awaitsOutcome(
  tickets: readonly Pick<TTicketView, 'status' | 'gameCode' | 'drawId'>[],
  games: readonly Pick<TLotteryGame, 'code' | 'draw'>[],
): boolean {
  return tickets.some((ticket) => {
    if (ticket.status !== 'OPEN') return false;
    const game = games.find((g) => g.code === ticket.gameCode);
    return game !== undefined && game.draw?.id !== ticket.drawId;
  });
}

/** How a page names a ticket's game and its line ("Miền Bắc", "Lô 2 · 27"). */
export type TTicketWords = {
  gameName: (code: string) => string;
  lineText: (ticket: TTicketView) => string;
  money: (amount: number) => string;
};

/**
 * "My tickets": the player's tickets, newest first, each with its draw, line, stake and odds, its
 * status (open, won, lost, void), how many times it hit and what it paid.
 */
export function createTicketsView(page: TLotteryPage, words: TTicketWords, onSessionEnded: () => void) {
  const { t } = page;
  const el = h('div', { class: 'tickets', 'data-testid': 'lottery-tickets' });
  let current = 1;
  let loading = false;
  let shown: TTicketView[] = [];

  async function load(p = current) {
    if (loading) return;
    loading = true;
    if (el.childElementCount === 0) setChildren(el, h('p', { class: 'empty' }, t('history.loading')));
    try {
      const { items, total } = await page.client.tickets(p, PAGE_SIZE);
      current = p;
      render(items, total);
    } catch (error) {
      if (isSessionEnded(error)) onSessionEnded();
      setChildren(el, h('p', { class: 'empty', role: 'alert' }, errorText(error, t, page.lang === 'EN')));
    } finally {
      loading = false;
    }
  }

  function render(items: TTicketView[], total: number) {
    shown = items;
    if (items.length === 0) {
      setChildren(el, h('p', { class: 'empty' }, t('lot.tickets.empty')));
      return;
    }
    setChildren(
      el,
      h('ul', { class: 'ticket-list' }, items.map(row)),
      pagerBar(t, { page: current, pageSize: PAGE_SIZE, total }, (next) => void load(next)),
    );
  }

  function row(ticket: TTicketView) {
    const won = ticket.status === 'WON';
    const outcome =
      ticket.status === 'OPEN'
        ? t('lot.ticket.waiting')
        : ticket.status === 'VOID'
          ? t('lot.ticket.refunded', { amount: words.money(ticket.win ?? ticket.stake) })
          : t('lot.ticket.result', { hits: ticket.hits ?? 0, amount: words.money(ticket.win ?? 0) });
    return h(
      'li',
      { class: `ticket ${won ? 'won' : ''}`, 'data-testid': 'lottery-ticket', 'data-status': ticket.status },
      h(
        'div',
        { class: 'ticket-top' },
        h('span', { class: 'ticket-line' }, words.lineText(ticket)),
        pill(ticket.status, t(STATUS_KEYS[ticket.status])),
      ),
      h(
        'div',
        { class: 'ticket-meta' },
        h('span', {}, `${words.gameName(ticket.gameCode)} · ${isolate(ticket.drawKey)}`),
        h('span', {}, formatDrawTime(ticket.placedAt, { seconds: true })),
      ),
      h(
        'div',
        { class: 'ticket-meta' },
        h('span', {}, t('lot.ticket.stakeOdds', { stake: words.money(ticket.stake), odds: ticket.odds })),
        h('span', { class: won ? 'ok strong' : '' }, outcome),
      ),
    );
  }

  return {
    el,
    refresh: () => load(current),
    first: () => load(1),
    /** Whether a ticket the list shows waits on a draw its game has moved past (awaitsOutcome). */
    awaiting: (games: readonly Pick<TLotteryGame, 'code' | 'draw'>[]) => awaitsOutcome(shown, games),
  };
}
