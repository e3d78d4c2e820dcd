import '../shared/base.css';
import '../tables/tables.css';
import './bingo.css';
import type {
  TBingoResultView,
  TPlacedStake,
  TTableEvent,
  TTableRound,
  TTableState,
} from '@openlobby/contracts';
import type { TBingoPattern } from '@openlobby/house-games/bingo';
import { isSessionEnded } from '../shared/api.ts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { formatAmount, formatRtp } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createTablesClient } from '../tables/api.ts';
import { roundClock } from '../tables/clock.ts';
import { errorText } from '../tables/errors.ts';
import { createHistory } from '../tables/history.ts';
import { connectTable } from '../tables/socket.ts';
import { toast } from '../tables/ui.ts';
import { createBoard } from './board.ts';
import { calledCount, letterOf } from './calling.ts';
import { createCardsView } from './cards-view.ts';
import { createBuyPanel, createPrizes, createWinners } from './panels.ts';

/*
 * The bingo hall: a live table whose round sells cards (BETTING), draws the 75-ball order at the
 * close and pays at once; the page then calls the balls one by one on the round's own clock, daubs
 * the player's cards and reveals the winners as their ball comes, and shows the settlement when the
 * calling is done.
 */
const RING = 2 * Math.PI * 26;
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
const reduced = () => reducedQuery.matches;

let skew = 0;
const now = () => Date.now() + skew;
const client = createTablesClient({ token, lang, onSkew: (ms) => (skew = ms) });

let state: TTableState | null = null;
let round: TTableRound | null = null;
let mine: TPlacedStake[] = [];
let sending = false;
let ended = false;
let called = -1;
let finished: string | null = null;
const settledOf = new Map<string, { returned: number; balance: number }>();
let socket: { close: () => void } | null = null;
const money = (amount: number) => formatAmount(amount, state?.decimals ?? 2);
const bingoOf = (r: TTableRound | null): TBingoResultView | null =>
  r?.result?.game === 'BINGO' ? r.result : null;

/* ---------------------------------------------------------------- the shell */
const app = document.getElementById('app')!;
const toasts = h('div', { class: 'tb-toasts', 'aria-live': 'assertive' });
const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'tables-live' });
const gameName = h('h1', { class: 'tb-game-name' }, '\u00a0');
const demo = h('span', { class: 'tb-demo', hidden: true }, t('tables.demo'));
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
const fairLink = h(
  'a',
  {
    class: 'tb-tool',
    href: '../verify/?mode=table',
    target: '_blank',
    rel: 'noopener',
    'aria-label': t('bingo.fairness'),
    title: t('bingo.fairness'),
    'data-testid': 'bingo-verify',
  },
  icon(ICONS.shield),
);
const ringArc = document.createElementNS('http://www.w3.org/2000/svg', 'circle');
const ring = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
ring.setAttribute('viewBox', '0 0 60 60');
ring.setAttribute('class', 'tb-ring');
ring.setAttribute('aria-hidden', 'true');
ring.innerHTML = '<circle cx="30" cy="30" r="26" class="tb-ring-track"/>';
for (const [k, v] of Object.entries({
  cx: '30',
  cy: '30',
  r: '26',
  class: 'tb-ring-arc',
  'stroke-dasharray': String(RING),
}))
  ringArc.setAttribute(k, v);
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
const banner = h('div', { class: 'tb-win', 'aria-hidden': 'true', 'data-testid': 'tables-win' });

const board = createBoard(t, reduced);
const cards = createCardsView(t, reduced, (card: number, pattern: TBingoPattern) => {
  const text = t('bingo.youCompleted', { card, pattern: t(`bingo.pattern.${pattern}`) });
  live.textContent = text;
  toast(toasts, text, 'win');
});
const shop = createBuyPanel(t, money, (count) => void buy(count));
const prizes = createPrizes(t, money);
const winners = createWinners(t, money);
const rtp = h('p', { class: 'bg-rtp' }, '');
prizes.el.append(rtp);

setChildren(
  app,
  h(
    'header',
    { class: 'tb-top' },
    h('div', { class: 'tb-brand' }, gameName, demo),
    h('div', { class: 'tb-wallet' }, h('span', { class: 'tb-balance-label' }, t('tables.balance')), balance),
    fairLink,
    historyBtn,
  ),
  status,
  h(
    'div',
    { class: 'bg-body' },
    h(
      'main',
      { class: 'bg-stage', id: 'stage' },
      board.el,
      h('div', { class: 'bg-play' }, shop.el, cards.el),
    ),
    h('div', { class: 'bg-aside' }, prizes.el, winners.el),
  ),
  banner,
);
document.body.append(toasts, live);

const historyDialog = createHistory({
  t,
  money,
  load: (page, pageSize) => client.history(page, pageSize),
  resultText,
  stakesText: (stakes) => t('bingo.bought', { count: stakes.length }),
  report,
});
historyBtn.addEventListener('click', () => historyDialog.open());

/* ---------------------------------------------------------------- words */
function resultText(result: NonNullable<TTableRound['result']>): string {
  if (result.game !== 'BINGO') return '';
  const full = result.pots.find((p) => p.pattern === 'FULL_HOUSE' && !p.freePlay) ?? result.pots[0];
  return full
    ? t('bingo.result', { cards: result.cards, ball: full.firstBall })
    : t('bingo.resultNoCards', { ball: result.balls[0]! });
}

function report(error: unknown) {
  toast(toasts, errorText(t, error));
  if (isSessionEnded(error)) endSession(false);
}

function endSession(say: boolean) {
  ended = true;
  socket?.close();
  document.body.dataset.state = 'ended';
  if (say) toast(toasts, t('tables.error.GAME_SESSION_INVALID'));
  render();
}

/* ---------------------------------------------------------------- render */
function cardLimit() {
  const limit = state?.table.limits.CARD;
  const price = limit?.min ?? 0;
  return { price, most: price > 0 ? Math.round((limit?.max ?? 0) / price) : 0 };
}

function render() {
  const open = !ended && roundClock(round, now()).phase === 'BETTING';
  const { price, most } = cardLimit();
  const affordable = state && price > 0 ? Math.floor(state.balance / price) : 0;
  shop.set({ price, held: mine.length, most: Math.min(most - mine.length, affordable), open, busy: sending });
  document.body.dataset.betting = String(open);
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
        ? ` · ${t('bingo.crowd', { players: round.players, amount: money(round.staked) })}`
        : '';
  }
}

let lastPhase = '';
function tick() {
  const clock = roundClock(round, now());
  ringArc.setAttribute('stroke-dashoffset', String(RING * (1 - clock.left)));
  status.classList.toggle('urgent', clock.phase === 'BETTING' && clock.seconds <= 5);
  seconds.textContent = clock.phase === 'BETTING' ? String(clock.seconds) : '';
  const result = bingoOf(round);
  if (round && result && round.phase === 'RESULT') call(round, result);
  const phase = finished === round?.id && clock.phase === 'RESULT' ? 'OVER' : clock.phase;
  if (phase !== lastPhase) {
    lastPhase = phase;
    status.dataset.phase = phase === 'OVER' ? 'RESULT' : phase;
    phaseText.textContent = t(`bingo.phase.${phase}`);
    if (phase === 'BETTING' || phase === 'CLOSING') live.textContent = phaseText.textContent;
    render();
  }
}

/** Calls the balls due by now; at the last one, the round's settlement is shown. */
function call(r: TTableRound, result: TBingoResultView) {
  const n = calledCount(r, result, now());
  if (n === called) return;
  const first = called < 0;
  called = n;
  const balls = result.balls.slice(0, n);
  board.show(balls);
  board.spinning(n < result.lastBall);
  cards.mark(new Set(balls), !first);
  winners.reveal(n);
  app.dataset.called = String(n);
  if (n > 0 && !first && n % 10 === 0)
    live.textContent = t('bingo.ballCalled', { letter: letterOf(balls.at(-1)!), number: balls.at(-1)! });
  if (n >= result.lastBall && finished !== r.id) {
    finished = r.id;
    app.dataset.lastResult = `${r.id}:${resultText(result)}`;
    if (!first) live.textContent = resultText(result);
    prizes.setPot(result, !!state?.freePlay);
    showWin(r.id);
  }
}

function showWin(roundId: string) {
  const settled = settledOf.get(roundId);
  if (!settled || !state || finished !== roundId) return;
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

/* ---------------------------------------------------------------- play */
async function buy(count: number) {
  const { price } = cardLimit();
  if (!state || !round || sending || price <= 0) return;
  const tableId = state.table.id;
  sending = true;
  render();
  try {
    const answer = await client.bet(tableId, {
      roundId: round.id,
      stakes: Array.from({ length: count }, () => ({ kind: 'CARD' as const, amount: price })),
      requestId: crypto.randomUUID(),
    });
    if (state.table.id !== tableId) return;
    mine = answer.myStakes;
    state.balance = answer.balance;
    cards.setCards(mine.map((s) => s.card ?? []));
    toast(toasts, t('bingo.boughtOk', { count, amount: money(count * price) }), 'info');
  } catch (error) {
    report(error);
  } finally {
    sending = false;
    render();
  }
}

function showRound(next: TTableRound, fresh: boolean) {
  round = next;
  const result = bingoOf(next);
  fairLink.setAttribute('href', `../verify/?tableRound=${next.id}&lang=${lang}`);
  if (fresh) {
    called = -1;
    board.reset();
    winners.reset(result);
    prizes.setPot(null, !!state?.freePlay);
  }
}

function onEvent(event: TTableEvent) {
  if (!state || event.tableId !== state.table.id) return;
  if (event.type === 'round') {
    const fresh =
      round?.id !== event.round.id || (round.phase === 'BETTING' && event.round.phase === 'RESULT');
    if (event.round.phase === 'BETTING' && round?.id !== event.round.id) {
      mine = [];
      cards.setCards([]);
      winners.clearFeed();
    }
    showRound(event.round, fresh);
  } else if (event.type === 'bet') {
    if (round && event.roundId === round.id) {
      round.players = event.players;
      round.staked = event.staked;
    }
    winners.purchase(event);
  } else {
    settledOf.set(event.roundId, { returned: event.returned, balance: event.balance });
    showWin(event.roundId);
  }
  render();
}

async function load(tableId: number) {
  const next = await client.state(tableId);
  state = next;
  mine = next.myStakes;
  gameName.textContent = next.gameName;
  document.title = `${next.gameName} · ${next.table.name}`;
  demo.hidden = !next.freePlay;
  rtp.textContent = t('bingo.rtp', { rtp: formatRtp(next.rtp) });
  // A reload mid-call shows the balls called so far at once, without replaying them.
  finished = null;
  if (next.table.round) showRound(next.table.round, true);
  else round = null;
  cards.setCards(mine.map((s) => s.card ?? []));
  render();
}

/* ---------------------------------------------------------------- start */
window.setInterval(tick, 100);
if (!token) {
  document.body.dataset.state = 'ended';
  toast(toasts, t('tables.error.GAME_SESSION_INVALID'));
} else {
  try {
    const list = await client.tables();
    const tables = list.tables.filter((table) => table.game === 'BINGO');
    if (tables.length === 0) throw new Error('no tables');
    const wanted = Number(params.get('table'));
    const first = tables.find((table) => table.id === wanted) ?? tables[0]!;
    await load(first.id);
    socket = connectTable(first.id, token, {
      onReady: (reconnected) => {
        document.body.dataset.socket = 'up';
        if (reconnected) void load(first.id).catch(report);
      },
      onEvent,
      onDown: () => {
        document.body.dataset.socket = 'down';
        toast(toasts, t('tables.reconnecting'), 'info');
      },
      onSessionEnded: () => endSession(true),
    });
    document.body.dataset.state = 'ready';
  } catch (error) {
    document.body.dataset.state = 'error';
    if (error instanceof Error && error.message === 'no tables') toast(toasts, t('tables.noTables'));
    else report(error);
  }
  tick();
}
