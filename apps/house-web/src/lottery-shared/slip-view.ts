import { isInsufficientBalance, isSessionEnded } from '../shared/api.ts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { errorText } from './errors.ts';
import type { TLotteryPage } from './page.ts';
import { entryOf, placeEntries, type TSlipEntry } from './placing.ts';
import { addToSlip, lineMaxWinMinor, slipTotals, type TSlipLine } from './slip.ts';
import { stat, toast } from './ui.ts';

export type TSlipWords = {
  /** "Lô 2 · 27" and "Miền Bắc · 2026-12-03". */
  describe: (line: TSlipLine) => { title: string; detail: string };
  /** Minor units as the page prints money. */
  money: (minor: number) => string;
  /** What an empty slip says: how this page's lines are made. */
  empty: string;
};

export type TSlipHooks = {
  decimals: () => number;
  /** A placement finished: the balance of its last answer (null when nothing was placed). */
  onPlaced: (balance: number | null, placed: number) => void;
  onSessionEnded: () => void;
};

/**
 * The bet slip: its lines with stake, odds and max win, the total stake and max win, and "Place
 * bets" posting one ticket per line. A refused line stays with the reason under it; placed lines leave.
 */
export function createSlipView(page: TLotteryPage, words: TSlipWords, hooks: TSlipHooks) {
  const { t } = page;
  let entries: TSlipEntry[] = [];
  let placing = false;

  const count = h('span', { class: 'count', 'data-testid': 'slip-count' }, '0');
  const list = h('ul', { class: 'slip-lines', 'aria-label': t('lot.slip.lines') });
  const totals = h('div', { class: 'slip-totals' });
  const status = h('p', { class: 'slip-status', role: 'status', 'aria-live': 'polite' });
  const clearButton = h(
    'button',
    { class: 'btn btn-small', type: 'button', onclick: () => clear() },
    t('lot.slip.clear'),
  );
  const placeButton = h(
    'button',
    { class: 'btn btn-gold place', type: 'button', 'data-testid': 'slip-place', onclick: () => void place() },
    t('lot.slip.place'),
  );
  const el = h(
    'section',
    { class: 'card slip', 'aria-labelledby': 'slip-title', 'data-testid': 'slip' },
    h('h2', { class: 'card-title', id: 'slip-title' }, t('lot.slip.title'), count),
    list,
    totals,
    h('div', { class: 'slip-actions' }, clearButton, placeButton),
    status,
  );

  // On a phone the slip sits below the picker: a bar at the bottom says what is on it and jumps there.
  const jump = h('button', { class: 'slip-jump', type: 'button', hidden: true, 'data-testid': 'slip-jump' });
  document.body.append(jump);
  let slipInView = false;
  jump.addEventListener('click', () => {
    el.scrollIntoView({ block: 'start', behavior: page.reduced() ? 'auto' : 'smooth' });
    const title = el.querySelector<HTMLElement>('#slip-title')!;
    title.tabIndex = -1;
    title.focus({ preventScroll: true });
  });
  new IntersectionObserver(([entry]) => {
    slipInView = entry?.isIntersecting ?? false;
    renderJump();
  }).observe(el);
  function renderJump() {
    const sum = slipTotals(entries.map((e) => e.line));
    jump.hidden = entries.length === 0 || slipInView;
    jump.textContent = t('lot.slip.jump', { count: sum.lines, total: words.money(sum.stakeMinor) });
  }

  function lineItem(entry: TSlipEntry) {
    const { title, detail } = words.describe(entry.line);
    const remove = h('button', {
      class: 'icon-btn',
      type: 'button',
      'aria-label': t('lot.slip.remove', { line: title }),
      title: t('lot.slip.removeShort'),
      disabled: placing,
      onclick: () => {
        entries = entries.filter((e) => e !== entry);
        render();
      },
    });
    remove.append(icon(ICONS.close));
    const error =
      entry.state === 'failed'
        ? h(
            'p',
            { class: 'line-error', 'data-testid': 'slip-line-error' },
            errorText(entry.error, t, page.lang === 'EN'),
          )
        : null;
    return h(
      'li',
      { class: `slip-line ${entry.state}`, 'data-testid': 'slip-line' },
      h(
        'div',
        { class: 'line-main' },
        h('span', { class: 'line-title' }, title),
        h('span', { class: 'line-detail' }, detail),
        h(
          'span',
          { class: 'line-money' },
          t('lot.slip.lineMoney', {
            stake: words.money(entry.line.stakeMinor),
            odds: entry.line.oddsMilli / 1000,
            win: words.money(lineMaxWinMinor(entry.line)),
          }),
        ),
        entry.state === 'placing' ? h('span', { class: 'line-state' }, t('lot.slip.placing')) : null,
        error,
      ),
      remove,
    );
  }

  function render() {
    count.textContent = String(entries.length);
    setChildren(
      list,
      entries.length === 0 ? h('li', { class: 'empty' }, words.empty) : entries.map(lineItem),
    );
    const sum = slipTotals(entries.map((e) => e.line));
    setChildren(
      totals,
      stat(t('lot.slip.lineCount'), String(sum.lines)),
      stat(t('lot.slip.totalStake'), words.money(sum.stakeMinor), 'slip-total'),
      stat(t('lot.slip.maxWin'), words.money(sum.maxWinMinor), 'slip-max-win'),
    );
    placeButton.disabled = placing || entries.length === 0;
    clearButton.disabled = placing || entries.length === 0;
    placeButton.textContent = placing ? t('lot.slip.placing') : t('lot.slip.place');
    placeButton.setAttribute('aria-busy', String(placing));
    renderJump();
  }

  function clear() {
    if (placing) return;
    entries = [];
    status.textContent = '';
    render();
  }

  async function place() {
    if (placing || entries.length === 0) return;
    placing = true;
    status.textContent = '';
    render();
    const balance = await placeEntries(entries, {
      decimals: hooks.decimals(),
      place: (request) => page.client.place(request),
      newId: () => crypto.randomUUID(),
      onChange: () => render(),
    });
    placing = false;
    const placed = entries.filter((e) => e.state === 'placed').length;
    const failed = entries.filter((e) => e.state === 'failed');
    entries = failed;
    render();
    status.textContent =
      failed.length === 0
        ? t('lot.slip.allPlaced', { count: placed })
        : t('lot.slip.someFailed', { placed, failed: failed.length });
    if (placed > 0) toast(t('lot.slip.allPlaced', { count: placed }), 'info');
    hooks.onPlaced(balance, placed);
    if (failed.some((e) => isSessionEnded(e.error))) hooks.onSessionEnded();
    else if (failed.some((e) => isInsufficientBalance(e.error))) toast(t('lot.error.INSUFFICIENT_BALANCE'));
  }

  render();
  return {
    el,
    /** Adds lines (the same line again takes its new stake); says so for screen readers. */
    add(lines: readonly TSlipLine[]) {
      if (placing || lines.length === 0) return;
      const keys = new Set(lines.map((l) => l.key));
      const kept = entries.filter((e) => !keys.has(e.line.key));
      const order = addToSlip(
        entries.map((e) => e.line),
        lines,
      );
      const byKey = new Map([...kept, ...lines.map(entryOf)].map((e) => [e.line.key, e]));
      entries = order.map((line) => byKey.get(line.key)!);
      status.textContent = t('lot.slip.added', { count: lines.length });
      render();
    },
    get size() {
      return entries.length;
    },
  };
}
