import type {
  TPlacedStake,
  TTableEvent,
  TTableGame,
  TTableRound,
  TTableSpot,
  TTableStake,
  TTableState,
  TTableSummary,
} from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT, type TTranslate } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createTablesClient, type TTablesClient } from './api.ts';
import { chipColour, chipLabel } from './chips.ts';
import { roundClock, type TRoundPhase } from './clock.ts';
import { errorText, spotName } from './errors.ts';
import { createHistory } from './history.ts';
import { connectTable } from './socket.ts';
import {
  amountsBySpot,
  chipProblem,
  chipsOf,
  limitProblem,
  stakesOf,
  totalOf,
  withoutReturn,
  type TChipPlacement,
} from './stakes.ts';
import { toast } from './ui.ts';
import type { TCreateView, TGameView } from './view.ts';

const RING = 2 * Math.PI * 26;
const FEED_MAX = 30;

/** One stake in words: "Player 10", "Split 17/20 5". */
export function stakeText(t: TTranslate, stake: TTableStake, money: (n: number) => string): string {
  const what = stake.numbers
    ? `${spotName(t, stake.kind)} ${stake.numbers.join('/')}`
    : stake.index
      ? `${spotName(t, stake.kind)} ${stake.index}`
      : spotName(t, stake.kind);
  return `${what} ${money(stake.amount)}`;
}

/**
 * Starts a live table page (baccarat or roulette): the launch token and language, the tables of
 * the launched game, one table's state and its socket; the shared bar (countdown, balance, chips,
 * undo/clear/rebet/confirm), the live feed of bets, the history and the table switcher; the game's
 * own view draws the table.
 */
export async function startTablePage(game: TTableGame, createView: TCreateView) {
  const params = new URLSearchParams(location.search);
  const token = launchToken(location.hash);
  window.addEventListener('hashchange', () => {
    const next = launchToken(location.hash);
    if (next && next !== token) location.reload();
  });
  const lang = languageOf(params);
  const t = await loadT(lang);
  document.documentElement.lang = HTML_LANG[lang];
  document.documentElement.dir = dirOf(lang);
  const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');

  let skew = 0;
  const now = () => Date.now() + skew;
  const client: TTablesClient = createTablesClient({
    token,
    lang: (params.get('lang') ?? 'EN').toUpperCase(),
    onSkew: (ms) => {
      skew = ms;
    },
  });

  /* ---------------------------------------------------------------- state */
  let state: TTableState | null = null;
  let tables: TTableSummary[] = [];
  let round: TTableRound | null = null;
  let myStakes: TPlacedStake[] = [];
  let chips: TChipPlacement[] = [];
  let chip = 0;
  let lastStakes: TTableStake[] = [];
  let sending = false;
  let ended = false;
  let revealing: string | null = null;
  const settledOf = new Map<string, { returned: number; balance: number }>();
  let socket: { close: () => void } | null = null;
  const decimals = () => state?.decimals ?? 2;
  const money = (amount: number) => formatAmount(amount, decimals());

  /* ---------------------------------------------------------------- the shell */
  const app = document.getElementById('app')!;
  const toasts = h('div', { class: 'tb-toasts', 'aria-live': 'assertive' });
  const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'tables-live' });
  const gameName = h('h1', { class: 'tb-game-name' }, '\u00a0');
  const demo = h('span', { class: 'tb-demo', hidden: true }, t('tables.demo'));
  const switcher = h('nav', { class: 'tb-switch', 'aria-label': t('tables.switchTable') });
  const balance = h('output', { class: 'tb-balance-amount', 'data-testid': 'tables-balance' }, '—');
  const historyBtn = h(
    'button',
    {
      class: 'tb-tool',
      type: 'button',
      'aria-label': t('tables.history'),
      title: t('tables.history'),
      'data-testid': 'tables-history-open',
    },
    icon(ICONS.history),
  );
  const ringArc = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
  const ring = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  ring.setAttribute('viewBox', '0 0 60 60');
  ring.setAttribute('class', 'tb-ring');
  ring.setAttribute('aria-hidden', 'true');
  ring.innerHTML = '<circle cx="30" cy="30" r="26" class="tb-ring-track"/>';
  ringArc.setAttribute('cx', '30');
  ringArc.setAttribute('cy', '30');
  ringArc.setAttribute('r', '26');
  ringArc.setAttribute('class', 'tb-ring-arc');
  ringArc.setAttribute('stroke-dasharray', String(RING));
  ring.append(ringArc);
  const seconds = h('span', { class: 'tb-seconds', 'aria-hidden': 'true' }, '');
  const phaseText = h('span', { class: 'tb-phase-text' }, '\u00a0');
  const roundText = h('span', { class: 'tb-round-no' }, '');
  const crowd = h('span', { class: 'tb-crowd' }, '');
  const status = h(
    'section',
    { class: 'tb-status', 'data-testid': 'tables-status', 'aria-label': t('tables.roundStatus') },
    h('div', { class: 'tb-clock' }, ring, seconds),
    h('div', { class: 'tb-status-text' }, phaseText, h('span', { class: 'tb-status-sub' }, roundText, crowd)),
  );
  const stage = h('main', { class: 'tb-stage', id: 'stage' });
  const below = h('div', { class: 'tb-below' });
  const rack = h('div', { class: 'tb-rack', role: 'radiogroup', 'aria-label': t('tables.chips') });
  const btn = (key: Parameters<TTranslate>[0], testId: string, cls: string, onclick: () => void) =>
    h('button', { class: `btn ${cls}`, type: 'button', 'data-testid': testId, onclick }, t(key));
  const undoBtn = btn('tables.undo', 'tables-undo', 'tb-act', () => {
    chips = chips.slice(0, -1);
    render();
  });
  const clearBtn = btn('tables.clear', 'tables-clear', 'tb-act', () => {
    chips = [];
    render();
  });
  const rebetBtn = btn('tables.rebet', 'tables-rebet', 'tb-act', () => rebet());
  const confirmBtn = btn('tables.confirm', 'tables-confirm', 'btn-gold tb-confirm', () => void confirm());
  const pendingText = h('span', { class: 'tb-pending', 'aria-live': 'polite' }, '');
  const bar = h(
    'section',
    { class: 'tb-bar', 'aria-label': t('tables.betting') },
    rack,
    h('div', { class: 'tb-actions' }, undoBtn, clearBtn, rebetBtn, confirmBtn),
    pendingText,
  );
  const feedList = h('ol', { class: 'tb-feed-list', 'data-testid': 'tables-feed' });
  const feed = h(
    'aside',
    { class: 'tb-feed', 'aria-label': t('tables.feed') },
    h('h2', { class: 'tb-side-title' }, t('tables.feed')),
    feedList,
  );
  const banner = h('div', { class: 'tb-win', 'aria-hidden': 'true', 'data-testid': 'tables-win' });
  setChildren(
    app,
    h(
      'header',
      { class: 'tb-top' },
      h('div', { class: 'tb-brand' }, gameName, demo),
      switcher,
      h(
        'div',
        { class: 'tb-wallet' },
        h('span', { class: 'tb-balance-label' }, t('tables.balance')),
        balance,
      ),
      historyBtn,
    ),
    status,
    h('div', { class: 'tb-body' }, h('div', { class: 'tb-main' }, stage, bar, below), feed),
    banner,
  );
  document.body.append(toasts, live);

  const view: TGameView = createView({
    t,
    money,
    place: (spot) => place(spot),
    reduced: () => reducedQuery.matches,
    chips: () => state?.table.chips ?? [],
  });
  view.mount(stage, below);

  /* ---------------------------------------------------------------- history */
  const historyDialog = createHistory({
    t,
    money,
    load: (page, pageSize) => client.history(page, pageSize),
    resultText: (result) => view.resultText(result),
    stakesText: (stakes) => stakes.map((s) => stakeText(t, s, money)).join(' · '),
    report: (error) => report(error),
  });
  historyBtn.addEventListener('click', () => historyDialog.open());

  /* ---------------------------------------------------------------- render */
  function report(error: unknown) {
    toast(toasts, errorText(t, error));
    if (isSessionEnded(error)) endSession();
  }

  function endSession() {
    ended = true;
    socket?.close();
    document.body.dataset.state = 'ended';
    toast(toasts, t('tables.error.GAME_SESSION_INVALID'));
    render();
  }

  function renderRack() {
    const values = state?.table.chips ?? [];
    if (!values.includes(chip)) chip = values[Math.min(1, values.length - 1)] ?? 0;
    setChildren(
      rack,
      values.map((value) =>
        h(
          'button',
          {
            class: 'tb-chip',
            type: 'button',
            role: 'radio',
            'aria-checked': String(value === chip),
            'aria-label': t('tables.chip', { amount: money(value) }),
            'data-testid': `tables-chip-${value}`,
            style: `--chip:${chipColour(values, value)}`,
            onclick: () => {
              chip = value;
              renderRack();
            },
            onkeydown: (e: Event) => {
              const key = (e as KeyboardEvent).key;
              const step =
                key === 'ArrowRight' || key === 'ArrowDown'
                  ? 1
                  : key === 'ArrowLeft' || key === 'ArrowUp'
                    ? -1
                    : 0;
              if (!step) return;
              e.preventDefault();
              const i = (values.indexOf(chip) + step + values.length) % values.length;
              chip = values[i]!;
              renderRack();
              rack.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
            },
            tabindex: value === chip ? 0 : -1,
          },
          h('span', {}, chipLabel(value)),
        ),
      ),
    );
  }

  let lastPhase: TRoundPhase | null = null;
  function tick() {
    const clock = roundClock(round, now());
    ringArc.setAttribute('stroke-dashoffset', String(RING * (1 - clock.left)));
    status.dataset.phase = clock.phase;
    status.classList.toggle('urgent', clock.phase === 'BETTING' && clock.seconds <= 5);
    seconds.textContent = clock.phase === 'BETTING' ? String(clock.seconds) : '';
    if (clock.phase !== lastPhase) {
      lastPhase = clock.phase;
      phaseText.textContent = t(`tables.phase.${clock.phase}`);
      if (clock.phase !== 'WAITING') live.textContent = t(`tables.phase.${clock.phase}`);
      render();
    }
  }

  function isOpen() {
    return !ended && roundClock(round, now()).phase === 'BETTING';
  }

  function render() {
    const pending = stakesOf(chips);
    const open = isOpen();
    const total = totalOf(pending);
    undoBtn.disabled = !open || chips.length === 0 || sending;
    clearBtn.disabled = undoBtn.disabled;
    rebetBtn.disabled =
      !open || sending || lastStakes.length === 0 || chips.length > 0 || myStakes.length > 0;
    confirmBtn.disabled = !open || sending || pending.length === 0;
    confirmBtn.textContent =
      total > 0 ? t('tables.confirmAmount', { amount: money(total) }) : t('tables.confirm');
    const placed = totalOf(myStakes);
    pendingText.textContent = [
      placed > 0 ? t('tables.placed', { amount: money(placed) }) : '',
      total > 0 ? t('tables.pending', { amount: money(total) }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
    document.body.dataset.betting = String(open);
    view.showAmounts(amountsBySpot(myStakes, pending), open);
    if (state) {
      balance.textContent = money(state.balance);
      balance.dataset.amount = String(state.balance);
      balance.setAttribute('aria-label', `${t('tables.balance')} ${money(state.balance)} ${state.currency}`);
    }
    if (round) {
      status.dataset.roundId = round.id;
      roundText.textContent = t('tables.round', { number: round.number });
      crowd.textContent =
        round.players > 0
          ? ` · ${t('tables.crowd', { players: round.players, amount: money(round.staked) })}`
          : '';
    }
  }

  function renderSwitcher() {
    setChildren(
      switcher,
      tables.length > 1
        ? tables.map((table) =>
            h(
              'button',
              {
                class: 'tb-switch-btn',
                type: 'button',
                'aria-pressed': String(table.id === state?.table.id),
                'data-testid': `tables-switch-${table.id}`,
                onclick: () => void switchTo(table.id),
              },
              table.name,
            ),
          )
        : [],
    );
  }

  /* ---------------------------------------------------------------- betting */
  function place(spot: TTableSpot) {
    if (!state || !isOpen() || sending) return;
    if (chip <= 0) return;
    const next = { spot, amount: chip };
    const problem = chipProblem(state.table.game, state.table.limits, myStakes, chips, next);
    if (problem) {
      toast(toasts, t('tables.limitMax', { spot: spotName(t, problem.kind), amount: money(problem.limit) }));
      return;
    }
    const pendingTotal = totalOf(stakesOf([...chips, next]));
    if (pendingTotal > state.balance) {
      toast(toasts, t('tables.error.INSUFFICIENT_BALANCE'));
      return;
    }
    chips = [...chips, next];
    render();
  }

  function rebet() {
    if (!state) return;
    const pending = stakesOf(chipsOf(lastStakes));
    const problem = limitProblem(state.table.game, state.table.limits, myStakes, pending);
    if (problem) {
      toast(toasts, t('tables.limitMax', { spot: spotName(t, problem.kind), amount: money(problem.limit) }));
      return;
    }
    chips = chipsOf(lastStakes);
    render();
  }

  async function confirm() {
    if (!state || !round || sending || chips.length === 0) return;
    const stakes = stakesOf(chips);
    const tableId = state.table.id;
    sending = true;
    render();
    try {
      const answer = await client.bet(tableId, { roundId: round.id, stakes, requestId: crypto.randomUUID() });
      if (state.table.id !== tableId) return;
      myStakes = answer.myStakes;
      state.balance = answer.balance;
      chips = [];
      toast(toasts, t('tables.placedOk', { amount: money(totalOf(stakes)) }), 'info');
    } catch (error) {
      report(error);
    } finally {
      sending = false;
      render();
    }
  }

  /* ---------------------------------------------------------------- the feed */
  function addFeed(event: Extract<TTableEvent, { type: 'bet' }>) {
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
        h('span', {}, event.stakes.map((s) => stakeText(t, s, money)).join(' · ')),
      ),
      h('span', { class: 'tb-feed-total' }, money(totalOf(event.stakes))),
    );
    feedList.prepend(item);
    while (feedList.children.length > FEED_MAX) feedList.lastElementChild?.remove();
    view.pulse?.(event.stakes);
  }

  /* ---------------------------------------------------------------- rounds */
  function showWin(roundId: string) {
    const settled = settledOf.get(roundId);
    if (!settled || !state) return;
    settledOf.delete(roundId);
    state.balance = settled.balance;
    app.dataset.settledRound = roundId;
    app.dataset.returned = String(settled.returned);
    if (settled.returned > 0) {
      banner.textContent = t('tables.win', { amount: money(settled.returned) });
      banner.classList.remove('show');
      void banner.offsetWidth;
      banner.classList.add('show');
      live.textContent = t('tables.win', { amount: money(settled.returned) });
    }
    render();
  }

  async function onRound(next: TTableRound) {
    const previous = round;
    round = next;
    if (next.phase === 'BETTING') {
      if (previous?.id !== next.id) {
        if (myStakes.length > 0) lastStakes = myStakes.map(withoutReturn);
        myStakes = [];
        chips = [];
        view.newRound(next);
      }
    } else if (next.result && revealing !== next.id && previous?.phase !== 'RESULT') {
      if (chips.length > 0) toast(toasts, t('tables.notPlaced'), 'info');
      chips = [];
      revealing = next.id;
      render();
      const results = [...(state?.table.results ?? []), next.result].slice(-120);
      if (state) state.table.results = results;
      await view.reveal(next, results);
      live.textContent = view.resultText(next.result);
      app.dataset.lastResult = `${next.id}:${view.resultText(next.result)}`;
      revealing = null;
      showWin(next.id);
    }
    render();
  }

  function onEvent(event: TTableEvent) {
    if (!state || event.tableId !== state.table.id) return;
    if (event.type === 'round') void onRound(event.round);
    else if (event.type === 'bet') {
      if (round && event.roundId === round.id) {
        round.players = event.players;
        round.staked = event.staked;
      }
      addFeed(event);
      render();
    } else {
      settledOf.set(event.roundId, { returned: event.returned, balance: event.balance });
      if (revealing !== event.roundId) showWin(event.roundId);
    }
  }

  async function load(tableId: number) {
    const next = await client.state(tableId);
    state = next;
    round = next.table.round;
    myStakes = next.myStakes;
    gameName.textContent = next.gameName;
    document.title = `${next.gameName} · ${next.table.name}`;
    demo.hidden = !next.freePlay;
    view.setTable(next.table);
    if (round?.result) app.dataset.lastResult = `${round.id}:${view.resultText(round.result)}`;
    renderRack();
    renderSwitcher();
    render();
  }

  function join(tableId: number) {
    socket?.close();
    socket = connectTable(tableId, token, {
      onReady: (reconnected) => {
        document.body.dataset.socket = 'up';
        if (reconnected) void load(tableId).catch(report);
      },
      onEvent,
      onDown: () => {
        document.body.dataset.socket = 'down';
        toast(toasts, t('tables.reconnecting'), 'info');
      },
      onSessionEnded: endSession,
    });
  }

  async function switchTo(tableId: number) {
    if (tableId === state?.table.id) return;
    chips = [];
    feedList.replaceChildren();
    try {
      await load(tableId);
      join(tableId);
      const url = new URL(location.href);
      url.searchParams.set('table', String(tableId));
      history.replaceState(history.state, '', url);
    } catch (error) {
      report(error);
    }
  }

  /* ---------------------------------------------------------------- start */
  window.setInterval(tick, 200);
  if (!token) {
    document.body.dataset.state = 'ended';
    toast(toasts, t('tables.error.GAME_SESSION_INVALID'));
    return;
  }
  try {
    const list = await client.tables();
    tables = list.tables.filter((table) => table.game === game);
    if (tables.length === 0) throw new Error('no tables');
    const wanted = Number(params.get('table'));
    const first = tables.find((table) => table.id === wanted) ?? tables[0]!;
    await load(first.id);
    join(first.id);
    document.body.dataset.state = 'ready';
  } catch (error) {
    document.body.dataset.state = 'error';
    if (error instanceof Error && error.message === 'no tables') toast(toasts, t('tables.noTables'));
    else report(error);
  }
  tick();
}
