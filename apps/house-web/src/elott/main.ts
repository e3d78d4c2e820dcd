import '../shared/base.css';
import '../lottery-shared/lottery.css';
import type { TDrawView, TLotteryGame, TLotteryGames } from '@openlobby/contracts';
import { ApiError, isSessionEnded } from '../shared/api.ts';
import { h, must, setChildren } from '../shared/dom.ts';
import { formatAmount, majorOf } from '../shared/format.ts';
import { errorText } from '../lottery-shared/errors.ts';
import { startLoop } from '../lottery-shared/loop.ts';
import { rememberInAddress, startPage } from '../lottery-shared/page.ts';
import { createSlipView } from '../lottery-shared/slip-view.ts';
import { createTicketsView } from '../lottery-shared/tickets-view.ts';
import { isolate, showNotice, tabList, toast } from '../lottery-shared/ui.ts';
import { createBalls } from './balls-view.ts';
import { createHistory } from './history-view.ts';
import { lineText } from '../lottery-shared/line-text.ts';
import { createMarkets } from './markets-view.ts';
import { createPeriod } from './period-view.ts';
import { createTrend } from './trend-view.ts';

/* The e-lottery's page (/house/elott/?game=EL-1M): a period every 1, 3 or 5 minutes, its markets, results and trends. */

const page = await startPage();
const { t } = page;
document.title = t('el.docTitle');
const HISTORY_SIZE = 60;

let state: TLotteryGames | null = null;
let code = (page.params.get('game') ?? '').toUpperCase();
let ended = false;

const decimals = () => state?.decimals ?? 2;
const money = (minor: number) => formatAmount(majorOf(minor, decimals()), decimals());
const game = (): TLotteryGame | null => state?.games.find((g) => g.code === code) ?? null;
const nameOf = (c: string) => state?.games.find((g) => g.code === c)?.name ?? c;
function sessionEnded(text = t('session.text')) {
  if (ended) return;
  ended = true;
  loop?.stop();
  showNotice({ title: t('session.title'), text });
}

const period = createPeriod(page);
const balls = createBalls(t, page.reduced);
const markets = createMarkets(page, { game, decimals, money, onAdd: (lines) => slip.add(lines) });
const slip = createSlipView(
  page,
  {
    describe: (line) => ({
      title: lineText(t, line.betType, line.numbers),
      detail: `${line.gameName} · ${isolate(line.drawKey)}`,
    }),
    money,
    empty: t('el.pickNone'),
  },
  {
    decimals,
    onPlaced: (balance, placed) => {
      if (balance !== null) renderBalance(balance);
      if (placed > 0) selectPanel('tickets');
      void loop?.poll();
    },
    onSessionEnded: () => sessionEnded(),
  },
);
const trend = createTrend(t);
const historyView = createHistory(t);
const tickets = createTicketsView(
  page,
  {
    gameName: nameOf,
    lineText: (ticket) => lineText(t, ticket.betType, ticket.numbers),
    money: (a) => formatAmount(a, decimals()),
  },
  () => sessionEnded(),
);

/* ------------------------------------------------------------------ layout */

const speedHost = h('div', { class: 'speeds' });
must('#title').textContent = t('el.docTitle');
const balanceEl = must('#balance');
const panelHost = h('div', { class: 'panel-body', id: 'el-panels', role: 'tabpanel', tabindex: '0' });
type TPanel = 'trend' | 'history' | 'tickets';
let panel: TPanel = 'trend';
const panels = tabList({
  label: t('el.panels'),
  tabs: [
    { id: 'trend', label: t('el.trend.title'), testId: 'panel-trend' },
    { id: 'history', label: t('el.history.title'), testId: 'panel-history' },
    { id: 'tickets', label: t('lot.tickets.title'), testId: 'panel-tickets' },
  ],
  selected: panel,
  controls: 'el-panels',
  onSelect: (id) => selectPanel(id as TPanel),
});
function selectPanel(id: TPanel) {
  panel = id;
  panels.select(id);
  panelHost.setAttribute('aria-labelledby', `tab-el-panels-${id}`);
  setChildren(panelHost, id === 'trend' ? trend.el : id === 'history' ? historyView.el : tickets.el);
  if (id === 'tickets') void tickets.refresh();
}
selectPanel('trend');

setChildren(
  must('#main'),
  h('h1', { class: 'sr-only', id: 'page-title' }, t('el.docTitle')),
  speedHost,
  h(
    'div',
    { class: 'el-grid' },
    h('div', { class: 'el-left' }, period.el, h('section', { class: 'card' }, balls.el), markets.el),
    h('div', { class: 'bet-side' }, slip.el),
  ),
  h('section', { class: 'card panels', 'aria-label': t('el.panels') }, panels.el, panelHost),
);

let balanceText = '';
function renderBalance(balance: number) {
  if (!state) return;
  const text = `${formatAmount(balance, state.decimals)} ${state.currency}`;
  if (text === balanceText) return;
  balanceText = text;
  setChildren(
    balanceEl,
    h('span', { class: 'k' }, t('lot.balance')),
    h('span', { class: 'v', 'data-testid': 'balance' }, text),
  );
}

let speeds: ReturnType<typeof tabList> | null = null;
function renderSpeeds(list: readonly TLotteryGame[]) {
  if (speeds && speedHost.childElementCount > 0) return;
  speeds = tabList({
    label: t('el.speeds'),
    tabs: list.map((g) => ({ id: g.code, label: g.name, testId: `speed-${g.code}` })),
    selected: code,
    controls: 'main',
    onSelect: (next) => switchGame(next),
    className: 'tabs speed-tabs',
  });
  setChildren(speedHost, speeds.el);
  // a phone shows the chosen speed even when the row of tabs is wider than the screen
  speeds.el.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
}

/* ------------------------------------------------------------------ results */

let resultsFor = '';
let waitTimer = 0;
/**
 * Reads the game's recent results. `awaiting` names a period that has just been drawn: the read is
 * repeated (the draw job needs a moment) until it is there, and its balls then roll in.
 */
async function loadResults(awaiting: string | null, tries = 0) {
  window.clearTimeout(waitTimer);
  const forCode = code;
  try {
    const { items } = await page.client.results(forCode, 1, HISTORY_SIZE);
    if (forCode !== code) return;
    resultsFor = forCode;
    const drawn = items.filter((d) => d.result?.kind === 'ELOTT');
    const newest = drawn[0];
    if (awaiting !== null && newest?.drawKey !== awaiting && tries < 10) {
      waitTimer = window.setTimeout(() => void loadResults(awaiting, tries + 1), 1_500);
    }
    if (newest && newest.result?.kind === 'ELOTT' && balls.shownKey() !== newest.drawKey)
      balls.show(newest.drawKey, newest.result.balls, awaiting === newest.drawKey);
    trend.update(drawn.map((d) => ({ drawKey: d.drawKey, balls: (d.result as { balls: number[] }).balls })));
    historyView.update(items);
    // the drawn period's tickets are settled right after it: the list shows their wins
    if (awaiting !== null && newest?.drawKey === awaiting && panel === 'tickets') void tickets.refresh();
  } catch (error) {
    if (isSessionEnded(error)) sessionEnded();
  }
}

/* ------------------------------------------------------------------ the game and its periods */

let shownDraw: TDrawView | null = null;
function render() {
  const g = game();
  if (!g) return;
  const previous = shownDraw;
  shownDraw = g.draw;
  period.update(g);
  markets.update();
  // the period moved on: the one before is being drawn
  if (previous && g.draw && previous.id !== g.draw.id && previous.gameCode === g.code)
    void loadResults(previous.drawKey);
  else if (resultsFor !== g.code) void loadResults(null);
}

function switchGame(next: string) {
  if (next === code || !state?.games.some((g) => g.code === next)) return;
  code = next;
  rememberInAddress({ game: code });
  shownDraw = null;
  trend.update([]);
  historyView.update([]);
  render();
}

function onGames(next: TLotteryGames) {
  state = next;
  renderBalance(next.balance);
  render();
  // a ticket still open on a period gone by is being paid: the list is read until it says so
  if (panel === 'tickets' && tickets.awaiting(next.games)) void tickets.refresh();
}

let loop: ReturnType<typeof startLoop> | null = null;

async function boot() {
  if (!page.token) return sessionEnded(t('session.noToken'));
  try {
    state = await page.client.games();
  } catch (error) {
    if (isSessionEnded(error)) return sessionEnded();
    showNotice({
      title: t('boot.title'),
      text: error instanceof ApiError ? errorText(error, t, page.lang === 'EN') : t('boot.check'),
      retry: { label: t('boot.retry') },
    });
    return;
  }
  if (!state.games.some((g) => g.code === code)) code = state.games[0]?.code ?? '';
  rememberInAddress({ game: code || null });
  renderSpeeds(state.games);
  renderBalance(state.balance);
  render();
  must('#splash').classList.add('gone');
  loop = startLoop(page, {
    everyMs: 3_000,
    initial: state,
    onGames,
    onError: (error) => {
      if (isSessionEnded(error)) sessionEnded();
      else toast(errorText(error, t, page.lang === 'EN'));
    },
    onTick: (now) => {
      period.tick(now);
      markets.tick();
    },
  });
}

void boot();
