import '../shared/base.css';
import './crash.css';
import type {
  TCrashEvent,
  TCrashMyBet,
  TCrashPastGame,
  TCrashRound,
  TCrashState,
} from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, icon, ICONS, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { toast } from '../tables/ui.ts';
import { connectCrash, createCrashClient } from './api.ts';
import { createCrashGraph } from './graph.ts';
import { betPanel } from './bet-panel.ts';
import {
  errorText as errorWords,
  fairnessContent,
  pastItems,
  playerItems,
  type TPlayerRow,
} from './lists.ts';
import { crashViewAt, formatMultiplier, parseAutoCashOut, parseStake, winOf } from './phase.ts';

/** How many players and past games the lists keep. */
const PLAYERS_MAX = 50;
const PAST_MAX = 20;

const params = new URLSearchParams(location.search);
const token = launchToken(location.hash);
const lang = languageOf(params);
const t = await loadT(lang);
document.documentElement.lang = HTML_LANG[lang];
document.documentElement.dir = dirOf(lang);
document.title = t('crash.docTitle');
const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');

let skew = 0;
const now = () => Date.now() + skew;
const client = createCrashClient({
  token,
  lang: (params.get('lang') ?? 'EN').toUpperCase(),
  onSkew: (ms) => (skew = ms),
});

/* ------------------------------------------------------------------ state */
let state: TCrashState | null = null;
let round: TCrashRound | null = null;
let myBet: TCrashMyBet | null = null;
let players: TPlayerRow[] = [];
let past: TCrashPastGame[] = [];
let sending = false;
let ended = false;
const dec = () => state?.decimals ?? 2;
const money = (amount: number) => formatAmount(amount, dec());

/* ------------------------------------------------------------------ the shell */
const app = document.getElementById('app')!;
const toasts = h('div', { class: 'tb-toasts', 'aria-live': 'assertive' });
const live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'crash-live' });
const gameName = h('h1', { class: 'cr-name' }, t('crash.docTitle'));
const demo = h('span', { class: 'tb-demo', hidden: true }, t('crash.demo'));
const balance = h('output', { class: 'cr-balance-amount', 'data-testid': 'crash-balance' }, '—');
const fairBtn = h(
  'button',
  {
    class: 'cr-tool',
    type: 'button',
    'aria-label': t('crash.fairness'),
    title: t('crash.fairness'),
    'data-testid': 'crash-fair-open',
  },
  icon(ICONS.shield),
);
const pastStrip = h('ol', { class: 'cr-past', 'aria-label': t('crash.recent'), 'data-testid': 'crash-past' });
const canvas = h('canvas', { class: 'cr-canvas', role: 'img', 'aria-label': t('crash.graph') });
const bigMultiplier = h(
  'div',
  { class: 'cr-multiplier', 'data-testid': 'crash-multiplier', 'aria-hidden': 'true' },
  '1.00×',
);
const phaseLine = h('div', { class: 'cr-phase', 'data-testid': 'crash-phase' }, '\u00a0');
const countdown = h(
  'div',
  { class: 'cr-countdown', 'aria-hidden': 'true' },
  h('span', { class: 'cr-countdown-bar' }),
);
const graphBox = h(
  'section',
  { class: 'cr-graph', 'aria-label': t('crash.graph') },
  canvas,
  h('div', { class: 'cr-overlay' }, bigMultiplier, phaseLine, countdown),
);

const { panel, stakeInput, autoInput, half, double, chipRow, action, limitsText } = betPanel(t);
const playersTitle = h('h2', { class: 'cr-side-title' }, t('crash.players'));
const playersSum = h('p', { class: 'cr-note', 'data-testid': 'crash-players-sum' }, '');
const playersList = h('ol', { class: 'cr-players', 'data-testid': 'crash-players' });
const side = h(
  'aside',
  { class: 'cr-side', 'aria-label': t('crash.players') },
  playersTitle,
  playersSum,
  playersList,
);

const fairDialog = h('dialog', {
  class: 'cr-dialog',
  'aria-labelledby': 'crash-fair-title',
  'data-testid': 'crash-fair',
});
setChildren(
  app,
  h(
    'header',
    { class: 'cr-top' },
    h('div', { class: 'cr-brand' }, gameName, demo),
    h('div', { class: 'cr-wallet' }, h('span', { class: 'cr-balance-label' }, t('crash.balance')), balance),
    fairBtn,
  ),
  pastStrip,
  h('div', { class: 'cr-body' }, h('main', { class: 'cr-main' }, graphBox, panel), side),
);
document.body.append(toasts, live, fairDialog);

const graph = createCrashGraph(canvas, () => reducedQuery.matches);

/* ------------------------------------------------------------------ helpers */
const announce = (text: string) => (live.textContent = text);

const errorText = (error: unknown) => errorWords(t, error);

function fail(error: unknown) {
  if (isSessionEnded(error)) endSession();
  toast(toasts, errorText(error));
}

function endSession() {
  ended = true;
  document.body.dataset.state = 'ended';
  render();
}

/* ------------------------------------------------------------------ rendering */
function renderPast() {
  setChildren(pastStrip, pastItems(t, past, params.get('lang') ?? 'EN'));
}

function renderPlayers() {
  setChildren(playersList, playerItems(t, players, money));
  playersSum.textContent = round
    ? t('crash.playersSum', { players: round.players, staked: money(round.staked) })
    : '';
}

function renderFairness() {
  if (state)
    setChildren(
      fairDialog,
      fairnessContent(t, state, past, params.get('lang') ?? 'EN', () => fairDialog.close()),
    );
}

function renderChips() {
  setChildren(
    chipRow,
    (state?.chips ?? []).map((c) =>
      h('button', { class: 'cr-chip', type: 'button', onclick: () => setStake(c) }, money(c)),
    ),
  );
}

function setStake(value: number) {
  if (!state) return;
  const clamped = Math.min(state.limits.maxStake, Math.max(state.limits.minStake, value));
  stakeInput.value = clamped.toFixed(dec());
}

type TAction = 'bet' | 'betPlaced' | 'cashOut' | 'cashedOut' | 'wait' | 'ended';

function actionOf(): TAction {
  if (ended) return 'ended';
  const view = crashViewAt(round, now());
  const mine = myBet && round && myBet.roundId === round.id ? myBet : null;
  if (view.phase === 'BETTING') return mine ? 'betPlaced' : 'bet';
  if (view.phase === 'RUNNING' && mine) return mine.returned === null ? 'cashOut' : 'cashedOut';
  if (mine && mine.cashedOutAt !== null) return 'cashedOut';
  return 'wait';
}

let lastAction = '';
function renderAction() {
  const a = actionOf();
  const view = crashViewAt(round, now());
  const stake = myBet?.stake ?? 0;
  const label =
    a === 'bet'
      ? t('crash.bet')
      : a === 'betPlaced'
        ? t('crash.betPlaced')
        : a === 'cashOut' && view.phase === 'RUNNING'
          ? t('crash.cashOut', { amount: money(winOf(stake, view.hundredths, dec())) })
          : a === 'cashedOut'
            ? t('crash.cashedOut', {
                multiplier: formatMultiplier(Math.round((myBet?.cashedOutAt ?? 0) * 100)),
              })
            : a === 'ended'
              ? t('crash.error.session')
              : t('crash.waiting');
  if (action.textContent !== label) action.textContent = label;
  if (a !== lastAction) {
    lastAction = a;
    action.dataset.action = a;
    action.className = `btn cr-action ${a === 'cashOut' ? 'btn-cash' : a === 'bet' ? 'btn-gold' : 'btn-idle'}`;
    action.disabled = sending || !(a === 'bet' || a === 'cashOut');
    const lock = a !== 'bet';
    stakeInput.disabled = lock;
    autoInput.disabled = lock;
    half.disabled = lock;
    double.disabled = lock;
    for (const b of chipRow.querySelectorAll('button')) b.disabled = lock;
  } else action.disabled = sending || !(a === 'bet' || a === 'cashOut');
}

function render() {
  if (state) {
    balance.textContent = `${money(state.balance)} ${state.currency}`;
    balance.dataset.amount = String(state.balance);
    demo.hidden = !state.freePlay;
    limitsText.textContent = t('crash.limits', {
      min: money(state.limits.minStake),
      max: money(state.limits.maxStake),
    });
  }
  renderPlayers();
  renderPast();
  renderAction();
}

/* ------------------------------------------------------------------ the animation */
let lastPhase = '';
function frame(time: number) {
  const view = crashViewAt(round, now());
  graph.draw(view, time);
  graphBox.dataset.phase = view.phase;
  if (view.phase === 'RUNNING' || view.phase === 'CRASHED') {
    bigMultiplier.textContent = formatMultiplier(view.hundredths);
    phaseLine.textContent =
      view.phase === 'CRASHED'
        ? t('crash.crashed', { multiplier: formatMultiplier(view.hundredths) })
        : t('crash.running');
  } else if (view.phase === 'BETTING') {
    bigMultiplier.textContent = `${view.seconds}s`;
    phaseLine.textContent = t('crash.startsIn', { seconds: view.seconds });
    (countdown.firstElementChild as HTMLElement).style.transform = `scaleX(${view.left})`;
  } else {
    bigMultiplier.textContent = '—';
    phaseLine.textContent = t('crash.waiting');
  }
  if (view.phase !== lastPhase) {
    lastPhase = view.phase;
    if (view.phase === 'CRASHED')
      announce(t('crash.crashed', { multiplier: formatMultiplier(view.hundredths) }));
    if (view.phase === 'RUNNING') announce(t('crash.running'));
  }
  renderAction();
  requestAnimationFrame(frame);
}

/* ------------------------------------------------------------------ actions */
async function placeBet() {
  if (!state || !round || sending) return;
  const stake = parseStake(stakeInput.value, dec());
  if (stake === null || stake < state.limits.minStake || stake > state.limits.maxStake) {
    toast(
      toasts,
      t('crash.limits', { min: money(state.limits.minStake), max: money(state.limits.maxStake) }),
    );
    stakeInput.focus();
    return;
  }
  const auto = parseAutoCashOut(autoInput.value);
  if (auto === 'invalid') {
    toast(toasts, t('crash.autoHint'));
    autoInput.focus();
    return;
  }
  sending = true;
  renderAction();
  try {
    const result = await client.bet({
      roundId: round.id,
      stake,
      requestId: crypto.randomUUID(),
      ...(auto !== null && { autoCashOut: auto }),
    });
    state.balance = result.balance;
    myBet = result.myBet;
    announce(t('crash.betPlaced'));
  } catch (error) {
    fail(error);
  } finally {
    sending = false;
    render();
  }
}

async function cashOut() {
  if (!state || !round || sending) return;
  sending = true;
  renderAction();
  try {
    const result = await client.cashOut(round.id);
    state.balance = result.balance;
    myBet = result.myBet;
    app.dataset.cashedOut = `${result.myBet.roundId}:${result.myBet.returned ?? 0}`;
    if (result.myBet.returned) {
      toast(toasts, t('crash.youWon', { amount: money(result.myBet.returned) }), 'win');
      announce(t('crash.youWon', { amount: money(result.myBet.returned) }));
    }
  } catch (error) {
    fail(error);
  } finally {
    sending = false;
    render();
  }
}

function act() {
  const a = actionOf();
  if (a === 'bet') void placeBet();
  else if (a === 'cashOut') void cashOut();
}

action.addEventListener('click', act);
half.addEventListener('click', () => setStake((parseStake(stakeInput.value, dec()) ?? 0) / 2));
double.addEventListener('click', () => setStake((parseStake(stakeInput.value, dec()) ?? 0) * 2));
fairBtn.addEventListener('click', () => {
  renderFairness();
  fairDialog.showModal();
});
document.addEventListener('keydown', (e) => {
  if (e.code !== 'Space' || e.repeat) return;
  const target = e.target as HTMLElement | null;
  if (
    target &&
    (target.tagName === 'INPUT' || target.tagName === 'BUTTON' || target.tagName === 'A' || fairDialog.open)
  )
    return;
  e.preventDefault();
  act();
});

/* ------------------------------------------------------------------ the socket */
function onEvent(event: TCrashEvent) {
  if (!state) return;
  if (event.type === 'round') {
    const fresh = !round || event.round.id !== round.id;
    round = event.round;
    if (fresh) players = [];
    if (event.round.phase === 'CRASHED' && event.round.hash && event.round.crashPoint !== null) {
      past = [
        {
          roundId: event.round.id,
          number: event.round.number,
          crashPoint: event.round.crashPoint,
          hash: event.round.hash,
        },
        ...past.filter((g) => g.roundId !== event.round.id),
      ].slice(0, PAST_MAX);
      players = players.map((p) => (p.cashedOutAt === null ? { ...p, win: 0 } : p));
      const mine = myBet && myBet.roundId === event.round.id ? myBet : null;
      if (mine && mine.cashedOutAt === null) announce(t('crash.lost'));
    }
  } else if (event.type === 'bet' && event.roundId === round?.id) {
    players = [...players, { player: event.player, stake: event.stake, cashedOutAt: null, win: null }].slice(
      -PLAYERS_MAX,
    );
    round = { ...round, players: event.players, staked: event.staked };
  } else if (event.type === 'cashout' && event.roundId === round?.id) {
    const i = players.findIndex((p) => p.player === event.player && p.cashedOutAt === null);
    if (i >= 0) players[i] = { ...players[i]!, cashedOutAt: event.cashedOutAt, win: event.win };
  } else if (event.type === 'settled') {
    state.balance = event.balance;
    if (myBet && myBet.roundId === event.roundId)
      myBet = { ...myBet, returned: event.returned, cashedOutAt: event.cashedOutAt };
    if (event.cashedOutAt !== null && event.returned > 0 && !sending)
      toast(toasts, t('crash.youWon', { amount: money(event.returned) }), 'win');
  }
  render();
}

async function load() {
  try {
    state = await client.state();
    round = state.round;
    myBet = state.myBet;
    players = state.bets;
    past = state.recent;
    renderChips();
    render();
    document.body.dataset.state = 'ready';
  } catch (error) {
    fail(error);
  }
}

await load();
requestAnimationFrame(frame);
connectCrash(token, {
  onReady: () => {
    document.body.dataset.socket = 'up';
    void load();
  },
  onEvent,
  onDown: () => {
    document.body.dataset.socket = 'down';
    toast(toasts, t('crash.reconnecting'), 'info');
  },
  onSessionEnded: endSession,
});
