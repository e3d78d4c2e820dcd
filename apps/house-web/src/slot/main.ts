import '../shared/base.css';
import './slot.css';
import type { TFairSeeds, TSlotRound, TSlotSpinResult, TSlotState } from '@openlobby/contracts';
import { SLOT_LINES, SLOT_PAYTABLE } from '@openlobby/house-games';
import {
  ApiError,
  NetworkError,
  createHouseClient,
  isInsufficientBalance,
  isSessionEnded,
} from '../shared/api.ts';
import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import { formatAmount, winTier, type TWinTier } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT, symbolText, type TKey } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { readStored, writeStored } from '../shared/storage.ts';
import { symbolName } from '../shared/symbol-art.ts';
import { SoundBoard } from './audio.ts';
import { AUTOPLAY_CHOICES, betBounds, canAfford, initialBet, stepBet } from './bet.ts';
import { Fx } from './fx.ts';
import { awardFor, rollDuration, rollValue } from './motion.ts';
import { Pacer, sleep } from './pace.ts';
import { createFairness, createHistory, createPaytable, type TPanelContext } from './panels.ts';
import { ReelView, lineColour } from './reels.ts';
import { Drawer, showOverlay, toast } from './ui.ts';

type TSpin = TSlotRound['base'];
type TOutcome = 'ok' | 'big' | 'free' | 'stop';

/* ------------------------------------------------------------------ page parameters */

const params = new URLSearchParams(location.search);
// The launch token rides in the fragment, so it never reaches a server's request line or log.
const token = launchToken(location.hash);
// The server gets the language as launched (it names the game in it); the page speaks it when it has
// its words (a locale file), else English.
const lang = (params.get('lang') ?? 'EN').toUpperCase();
const uiLang = languageOf(params);
// The words arrive before anything is drawn (the splash shows meanwhile): one render, no English first.
const t = await loadT(uiLang);
const symbolLabel = (id: string) => symbolText(t, id, symbolName(id));
document.documentElement.lang = HTML_LANG[uiLang];
document.documentElement.dir = dirOf(uiLang);
document.title = t('slot.docTitle');
must('#demo-badge').textContent = t('slot.demo');
must('#tools').setAttribute('aria-label', t('slot.menu'));
must('#reels').setAttribute('aria-label', t('slot.reels'));
const funParam = params.get('fun') === '1';
const reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');
let reduced = reducedQuery.matches;

const client = createHouseClient({ token, lang });
const sound = new SoundBoard();
const pace = new Pacer();

let state: TSlotState | null = null;
let seeds: TFairSeeds | null = null;
let bet = 0;
let balance = 0;
let lastWin = 0;
let busy = false;
let ended = false;
let autoLeft = 0;
let targetGrid: readonly (readonly string[])[] = [];
let idleToken = 0;

function setState(value: 'loading' | 'idle' | 'spinning' | 'ended') {
  document.body.dataset.state = value;
}

/* ------------------------------------------------------------------ reels and effects */

const reels = new ReelView(must<HTMLCanvasElement>('#reels'), reduced, {
  onReelStop: (reel, tease) => {
    sound.reelStop(reel, tease);
    const column = targetGrid[reel];
    if (column?.includes('scatter')) {
      const seen = targetGrid.slice(0, reel + 1).filter((c) => c.includes('scatter')).length;
      sound.scatter(seen);
    }
  },
  onTick: () => sound.tick(),
});
const fx = new Fx(must<HTMLCanvasElement>('#fx'));

reducedQuery.addEventListener('change', () => {
  reduced = reducedQuery.matches;
  reels.reduced = reduced;
});

/* ------------------------------------------------------------------ controls */

const money = (amount: number) => formatAmount(amount, state?.decimals ?? 2);

const balanceValue = h('span', { 'data-testid': 'slot-balance' });
const balanceCurrency = h('small');
const winValue = h('span', { class: 'v', 'data-testid': 'slot-win' });
const betValueText = h('span', { class: 'v', 'data-testid': 'slot-bet' });
const winStat = h('div', { class: 'stat stat-win' }, h('span', { class: 'k' }, t('slot.win')), winValue);

const betDown = h('button', {
  class: 'round-btn bet-down',
  type: 'button',
  'aria-label': t('slot.betDown'),
  'data-testid': 'slot-bet-down',
});
betDown.append(icon(ICONS.minus));
const betUp = h('button', {
  class: 'round-btn bet-up',
  type: 'button',
  'aria-label': t('slot.betUp'),
  'data-testid': 'slot-bet-up',
});
betUp.append(icon(ICONS.plus));
const betButton = h(
  'button',
  {
    class: 'bet-value',
    type: 'button',
    'aria-haspopup': 'true',
    'aria-expanded': 'false',
    'aria-label': t('slot.betChoose'),
  },
  h('span', { class: 'k' }, t('slot.bet')),
  betValueText,
);
const betMenu = h('div', { class: 'menu', role: 'menu', hidden: true });

const spinButton = h('button', {
  class: 'spin',
  type: 'button',
  'aria-label': t('slot.spin'),
  'data-testid': 'slot-spin',
});
spinButton.append(icon(ICONS.spin), h('span', { class: 'spin-label' }, t('slot.spinLabel')));

const autoCount = h('span', { class: 'count', hidden: true });
const autoButton = h('button', {
  class: 'auto',
  type: 'button',
  'aria-label': t('slot.autoplay'),
  'aria-haspopup': 'true',
  'data-testid': 'slot-autoplay',
});
const autoIcon = icon(ICONS.auto);
autoButton.append(autoIcon, autoCount);
const autoMenu = h(
  'div',
  { class: 'menu', role: 'menu', hidden: true },
  h('div', { class: 'title' }, t('slot.autoplayTitle')),
  AUTOPLAY_CHOICES.map((n) =>
    h(
      'button',
      {
        class: 'chip',
        type: 'button',
        role: 'menuitem',
        'data-testid': `slot-autoplay-${n}`,
        onclick: () => {
          closeMenus();
          void runAutoplay(n);
        },
      },
      String(n),
    ),
  ),
);

setChildren(
  must('#controls'),
  h(
    'div',
    { class: 'stat stat-balance' },
    h('span', { class: 'k' }, t('slot.balance')),
    h('span', { class: 'v' }, balanceValue, balanceCurrency),
  ),
  h('div', { class: 'bet' }, betDown, betButton, betUp, betMenu),
  h('div', { class: 'spin-wrap' }, spinButton),
  h('div', { class: 'auto-wrap' }, autoButton, autoMenu),
  winStat,
);

const soundButton = h('button', {
  class: 'tool',
  type: 'button',
  'aria-label': t('slot.sound'),
  'data-testid': 'slot-sound',
});
function renderSound() {
  soundButton.replaceChildren(icon(sound.enabled ? ICONS.soundOn : ICONS.soundOff));
  soundButton.setAttribute('aria-pressed', String(sound.enabled));
  soundButton.title = sound.enabled ? t('slot.soundOn') : t('slot.soundOff');
}
soundButton.addEventListener('click', () => sound.toggle());
sound.onChange(renderSound);
renderSound();

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

/* ------------------------------------------------------------------ drawers */

const panelContext: TPanelContext = {
  client,
  state: () => state!,
  bet: () => bet,
  seeds: () => seeds!,
  setSeeds: (next) => {
    seeds = next;
  },
  busy: () => busy,
  onError: (error) => handleError(error),
  lang: uiLang,
  t,
};
const paytable = createPaytable(panelContext);
const fairness = createFairness(panelContext, () => history.drawer.open());
const history = createHistory(panelContext, () => fairness.drawer.open());

setChildren(
  must('#tools'),
  tool(t('slot.paytable'), ICONS.info, 'slot-paytable', () => paytable.toggle()),
  tool(t('slot.history'), ICONS.history, 'slot-history', () => history.drawer.toggle()),
  tool(t('slot.fairness'), ICONS.shield, 'slot-fairness', () => fairness.drawer.toggle()),
  soundButton,
);

/* ------------------------------------------------------------------ rendering */

function renderBalance() {
  balanceValue.textContent = money(balance);
  balanceValue.dataset.amount = String(balance);
  balanceCurrency.textContent = state?.currency ?? '';
}

function renderWin(value = lastWin) {
  winValue.textContent = money(value);
  winValue.dataset.amount = String(value);
}

function renderBet() {
  betValueText.textContent = money(bet);
  betValueText.dataset.amount = String(bet);
  const { canDown, canUp } = betBounds(state?.betLevels ?? [], bet);
  betDown.disabled = busy || autoLeft > 0 || !canDown;
  betUp.disabled = busy || autoLeft > 0 || !canUp;
  betButton.disabled = busy || autoLeft > 0;
  setChildren(
    betMenu,
    h('div', { class: 'title' }, t('slot.totalBet')),
    (state?.betLevels ?? []).map((level) =>
      h(
        'button',
        {
          class: 'chip',
          type: 'button',
          role: 'menuitemradio',
          'aria-current': String(level === bet),
          onclick: () => {
            setBet(level);
            closeMenus();
          },
        },
        money(level),
      ),
    ),
  );
}

function renderAuto() {
  autoButton.classList.toggle('active', autoLeft > 0);
  autoCount.hidden = autoLeft <= 0;
  autoCount.textContent = String(autoLeft);
  autoButton.replaceChildren(icon(autoLeft > 0 ? ICONS.stop : ICONS.auto), autoCount);
  autoButton.setAttribute(
    'aria-label',
    autoLeft > 0 ? t('slot.autoplayStop', { left: autoLeft }) : t('slot.autoplay'),
  );
  autoButton.disabled = autoLeft <= 0 && (busy || ended);
}

function renderControls() {
  renderBet();
  renderAuto();
  spinButton.disabled = ended || !state;
  spinButton.setAttribute('aria-label', busy ? t('slot.skip') : t('slot.spin'));
}

function setBet(level: number) {
  if (busy || !state) return;
  bet = level;
  writeStored(`openlobby.house.slot.bet.${state.currency}`, String(level));
  sound.click();
  renderBet();
}

const messageEl = must('#message');
function message(...content: (Node | string)[]) {
  if (content.length === 0) messageEl.innerHTML = '&nbsp;';
  else setChildren(messageEl, ...content);
}

const banner = must('#win-banner');
function showBanner(label: string, amount: number) {
  setChildren(banner, h('span', { class: 'label' }, label), h('span', { class: 'amount' }, money(amount)));
  banner.classList.add('show');
}
function hideBanner() {
  banner.classList.remove('show');
}

const fsCounter = must('#fs-counter');

/* ------------------------------------------------------------------ menus and keys */

function closeMenus() {
  betMenu.hidden = true;
  autoMenu.hidden = true;
  betButton.setAttribute('aria-expanded', 'false');
}

betDown.addEventListener('click', () => setBet(stepBet(state?.betLevels ?? [], bet, -1)));
betUp.addEventListener('click', () => setBet(stepBet(state?.betLevels ?? [], bet, 1)));
betButton.addEventListener('click', (e) => {
  e.stopPropagation();
  const open = betMenu.hidden;
  closeMenus();
  betMenu.hidden = !open;
  betButton.setAttribute('aria-expanded', String(open));
});
autoButton.addEventListener('click', (e) => {
  e.stopPropagation();
  if (autoLeft > 0) {
    autoLeft = 0;
    renderAuto();
    return;
  }
  const open = autoMenu.hidden;
  closeMenus();
  autoMenu.hidden = !open;
});
document.addEventListener('click', (e) => {
  if (!(e.target instanceof Node) || (!betMenu.contains(e.target) && !autoMenu.contains(e.target)))
    closeMenus();
});
spinButton.addEventListener('click', () => onSpinPress());

window.addEventListener('keydown', (e) => {
  if (e.key === 'Escape') {
    closeMenus();
    Drawer.closeAll();
    return;
  }
  if (e.code !== 'Space' && e.key !== ' ') return;
  const target = e.target as HTMLElement | null;
  if (target?.closest('input, textarea, button, a, select, [contenteditable]')) return;
  if (Drawer.anyOpen || !must('#overlay').hidden) return;
  e.preventDefault();
  if (!e.repeat) onSpinPress();
});

function onSpinPress() {
  if (ended || !state) return;
  closeMenus();
  if (busy) {
    // A second press lands the reels now, a third skips the win show.
    if (reels.spinning) reels.hurry();
    else pace.skip();
    return;
  }
  if (autoLeft > 0) {
    // Between autoplay rounds SPIN stops autoplay rather than starting a round of its own.
    autoLeft = 0;
    renderAuto();
    return;
  }
  sound.click();
  void spinRound();
}

/* ------------------------------------------------------------------ the round */

/** Rolls the WIN field from one value to another. */
function rollWin(from: number, to: number, duration: number, onFrame?: (v: number) => void): Promise<void> {
  const d = state?.decimals ?? 2;
  if (duration <= 0 || pace.skipped) {
    renderWin(to);
    onFrame?.(to);
    return Promise.resolve();
  }
  const start = performance.now();
  let lastTick = 0;
  return new Promise((resolve) => {
    const frame = (now: number) => {
      const elapsed = pace.skipped ? duration : now - start;
      const v = rollValue(from, to, elapsed, duration, d);
      renderWin(v);
      onFrame?.(v);
      if (now - lastTick > 70) {
        lastTick = now;
        sound.countTick();
      }
      if (elapsed >= duration) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

async function spinRound(): Promise<TOutcome> {
  if (busy || !state || ended) return 'stop';
  if (!canAfford(balance, bet)) {
    toast(t('error.balance'));
    autoLeft = 0;
    renderAuto();
    return 'stop';
  }
  idleToken++;
  busy = true;
  pace.reset();
  setState('spinning');
  renderControls();
  hideBanner();
  const before = balance;
  const roundBet = bet;
  balance = Math.max(0, Number((before - roundBet).toFixed(state.decimals)));
  renderBalance();
  lastWin = 0;
  renderWin();
  message(t('msg.goodLuck'));
  reels.freeMode = false;
  reels.useStrips('base');
  reels.startSpin();

  let result: TSlotSpinResult;
  try {
    result = await client.spin(roundBet);
  } catch (error) {
    await reels.abort();
    balance = before;
    renderBalance();
    message();
    busy = false;
    handleError(error);
    if (error instanceof NetworkError) void resync();
    if (!ended) setState('idle');
    renderControls();
    return 'stop';
  }

  seeds = result.seeds;
  fairness.refresh();
  const round = result.round;
  targetGrid = round.base.grid;
  await reels.stopOn(round.base.grid, round.base.stops);

  let running = await presentSpin(round.base, round.bet, 0, false);
  let outcome: TOutcome = 'ok';
  let lastShown: TSpin = round.base;
  const tier = winTier(round.win, round.bet);
  if (round.freeSpins.length > 0) {
    running = await playFreeSpins(round, running, tier);
    lastShown = round.freeSpins[round.freeSpins.length - 1]!;
    outcome = 'free';
  } else if (tier === 'big' || tier === 'mega' || tier === 'epic') {
    await bigWin(tier, round.win, round.bet);
    outcome = 'big';
  }
  lastWin = round.win;
  renderWin();
  if (round.win > 0) {
    winStat.classList.remove('pop');
    void winStat.offsetWidth;
    winStat.classList.add('pop');
    message(
      h('span', { class: 'hl' }, t('msg.youWon', { amount: money(round.win), currency: state.currency })),
    );
  } else {
    message();
  }
  void running;
  balance = result.balance;
  renderBalance();
  history.refresh();
  busy = false;
  setState('idle');
  renderControls();
  if (autoLeft <= 0) void idleCycle(lastShown);
  return outcome;
}

/** The win show of one spin; returns the round's running win after it. */
async function presentSpin(spin: TSpin, roundBet: number, running: number, free: boolean): Promise<number> {
  if (spin.win <= 0) {
    reels.clearHighlight();
    return running;
  }
  const short = reduced || autoLeft > 0 || free;
  const lines = spin.lineWins;
  const scatterPays = spin.scatter.count >= 3;
  const cells = [...lines.flatMap((w) => w.positions), ...(scatterPays ? spin.scatter.positions : [])];
  reels.setHighlight({ cells, lines: lines.map((w) => w.line) });
  sound.winChime();
  showBanner(free ? t('banner.freeSpinWin') : t('banner.win'), 0);
  const amountEl = banner.querySelector('.amount');
  const total = running + spin.win;
  message(
    h(
      'span',
      { class: 'hl' },
      lines.length === 1 ? t('msg.oneLine') : t('msg.lines', { count: lines.length }),
    ),
    scatterPays ? t('msg.scatters', { count: spin.scatter.count }) : '',
  );
  await Promise.all([
    rollWin(running, total, Math.min(rollDuration(spin.win, roundBet, reduced), 2200), (v) => {
      if (amountEl) amountEl.textContent = money(v - running);
    }),
    pace.wait(short ? 600 : 850),
  ]);
  await pace.wait(short ? 120 : 250);
  hideBanner();
  if (!pace.skipped) {
    for (const [i, w] of lines.entries()) {
      reels.setHighlight({ cells: w.positions, lines: [w.line] });
      sound.lineWin(i);
      message(lineMessage(w, spin.multiplier));
      await pace.wait(short ? 500 : 750);
      if (pace.skipped) break;
    }
    if (scatterPays && !pace.skipped) {
      reels.setHighlight({ cells: spin.scatter.positions, lines: [], colour: '#ff7ad9' });
      sound.scatter(spin.scatter.count);
      message(
        h('span', { class: 'hl' }, `${spin.scatter.count} × ${symbolLabel('scatter')}`),
        spin.scatter.win > 0 ? t('msg.scatterPays', { amount: money(spin.scatter.win) }) : '',
      );
      await pace.wait(short ? 600 : 1000);
    }
  }
  renderWin(total);
  return total;
}

function lineMessage(w: TSpin['lineWins'][number], multiplier: number): HTMLElement {
  const dot = h('span', { class: 'line-dot' });
  dot.style.background = lineColour(w.line);
  return h(
    'span',
    {},
    dot,
    `${t('msg.line', { line: w.line + 1 })} · ${w.count} × ${symbolLabel(w.symbol)} · `,
    h('span', { class: 'hl' }, money(w.win)),
    multiplier > 1 ? ` (×${multiplier})` : '',
  );
}

/** After the round, the winning lines keep cycling until the next spin. */
async function idleCycle(spin: TSpin) {
  const token = ++idleToken;
  const lines = spin.lineWins;
  if (lines.length === 0) return;
  if (reduced) {
    reels.setHighlight({ cells: lines.flatMap((w) => w.positions), lines: lines.map((w) => w.line) });
    return;
  }
  await sleep(1200);
  for (let i = 0; token === idleToken; i = (i + 1) % lines.length) {
    const w = lines[i]!;
    reels.setHighlight({ cells: w.positions, lines: [w.line] });
    await sleep(1400);
  }
}

async function playFreeSpins(round: TSlotRound, running: number, tier: TWinTier): Promise<number> {
  const awards = SLOT_PAYTABLE.freeSpins as readonly [number, number, number];
  const cap = round.freeSpinsAwarded || round.freeSpins.length;
  const multiplier = round.freeSpins[0]?.multiplier ?? SLOT_PAYTABLE.freeSpinMultiplier;
  let total = Math.min(cap, awardFor(round.base.scatter.count, awards) || round.freeSpins.length);
  sound.freeSpins();
  if (!reduced) fx.burst(0.5, 0.45, 60, 0.8);
  await showOverlay(
    h(
      'div',
      { class: 'celebrate pink', 'data-testid': 'slot-free-spins-intro' },
      h('div', { class: 'title' }, t('fs.count', { count: total })),
      h('div', { class: 'sub' }, t('fs.allWins', { multiplier })),
      h('div', { class: 'hint' }, t('hint.start')),
    ),
    { autoCloseMs: reduced || autoLeft > 0 ? 1800 : 3200 },
  ).done;

  document.body.classList.add('free-spins');
  reels.freeMode = true;
  reels.useStrips('free');
  fsCounter.hidden = false;
  let fsWin = 0;
  const renderCounter = (n: number) => {
    fsCounter.textContent = t('fs.counter', { n, total, multiplier, amount: money(fsWin) });
  };
  for (const [i, spin] of round.freeSpins.entries()) {
    renderCounter(i + 1);
    pace.reset();
    reels.startSpin();
    targetGrid = spin.grid;
    await reels.stopOn(spin.grid, spin.stops, { minSpin: reduced ? 80 : 300 });
    running = await presentSpin(spin, round.bet, running, true);
    fsWin += spin.win;
    renderCounter(i + 1);
    const extra = awardFor(spin.scatter.count, awards);
    if (extra > 0 && total < cap) {
      total = Math.min(cap, total + extra);
      sound.freeSpins();
      await showOverlay(
        h(
          'div',
          { class: 'celebrate pink' },
          h('div', { class: 'title' }, t('fs.more', { count: extra })),
          h('div', { class: 'sub' }, t('fs.inAll', { count: total })),
        ),
        { autoCloseMs: 1600 },
      ).done;
      renderCounter(i + 1);
    }
    await pace.wait(reduced ? 120 : 300);
  }
  pace.reset();

  const big = tier === 'big' || tier === 'mega' || tier === 'epic';
  if (big) {
    sound.fanfare();
    if (!reduced) {
      fx.burst(0.5, 0.4, 120, 1.1);
      fx.fountain(2500, 3);
    }
  } else {
    sound.winChime();
  }
  await showOverlay(
    h(
      'div',
      { class: 'celebrate', 'data-testid': 'slot-free-spins-summary' },
      h('div', { class: 'title' }, t('fs.summaryTitle')),
      h('div', { class: 'amount' }, `${money(fsWin)} ${state?.currency ?? ''}`),
      h(
        'div',
        { class: 'sub' },
        t('fs.summary', { count: round.freeSpins.length, amount: money(round.win) }),
      ),
      h('div', { class: 'hint' }, t('hint.continue')),
    ),
    { autoCloseMs: reduced || autoLeft > 0 ? 2200 : 4000 },
  ).done;
  fx.stop();
  fsCounter.hidden = true;
  document.body.classList.remove('free-spins');
  reels.freeMode = false;
  reels.useStrips('base');
  return running;
}

const TIER_TITLE: Record<Exclude<TWinTier, 'none'>, TKey> = {
  win: 'banner.win',
  big: 'tier.big',
  mega: 'tier.mega',
  epic: 'tier.epic',
};

async function bigWin(tier: TWinTier, win: number, roundBet: number) {
  const amount = h('div', { class: 'amount' }, money(0));
  const overlay = showOverlay(
    h(
      'div',
      { class: 'celebrate', 'data-testid': 'slot-big-win' },
      h('div', { class: 'title' }, tier === 'none' ? '' : t(TIER_TITLE[tier])),
      amount,
      h('div', { class: 'sub' }, t('win.timesBet', { times: Math.floor(win / roundBet) })),
      h('div', { class: 'hint' }, t('hint.continue')),
    ),
    { minMs: 500 },
  );
  sound.fanfare();
  const duration = reduced ? 700 : Math.max(1800, rollDuration(win, roundBet, false));
  if (!reduced) {
    fx.burst(0.5, 0.42, tier === 'big' ? 100 : 160, 1.1);
    fx.fountain(duration + 800, tier === 'epic' ? 5 : 3);
  }
  const start = performance.now();
  let closed = false;
  void overlay.done.then(() => (closed = true));
  await new Promise<void>((resolve) => {
    const frame = (now: number) => {
      const elapsed = closed ? duration : now - start;
      amount.textContent = `${money(rollValue(0, win, elapsed, duration, state?.decimals ?? 2))} ${state?.currency ?? ''}`;
      if (elapsed >= duration) resolve();
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  if (!closed) await Promise.race([overlay.done, sleep(reduced ? 1200 : 2200)]);
  overlay.close();
  fx.stop();
}

async function runAutoplay(count: number) {
  if (busy || ended || !state) return;
  autoLeft = count;
  renderControls();
  while (autoLeft > 0 && !ended) {
    if (!canAfford(balance, bet)) {
      toast(t('error.balance'));
      break;
    }
    autoLeft--;
    renderAuto();
    const outcome = await spinRound();
    if (outcome !== 'ok') break;
    if (autoLeft > 0) await sleep(reduced ? 200 : 450);
  }
  autoLeft = 0;
  renderControls();
}

/* ------------------------------------------------------------------ errors and session */

function handleError(error: unknown) {
  if (isSessionEnded(error)) {
    sessionEnded();
  } else if (isInsufficientBalance(error)) {
    toast(t('error.balance'));
    autoLeft = 0;
    renderAuto();
    void resync();
  } else if (error instanceof NetworkError) {
    toast(t('error.network'));
    autoLeft = 0;
    renderAuto();
  } else if (error instanceof ApiError) {
    toast(apiMessage(error));
    autoLeft = 0;
    renderAuto();
  } else {
    toast(t('error.generic'));
    autoLeft = 0;
    renderAuto();
  }
}

/** The server's words for an error are English: other languages get ours. */
function apiMessage(error: ApiError): string {
  if (error.errorCode === 'BAD_ANSWER') return t('error.badAnswer');
  return uiLang === 'EN' ? error.message : t('error.generic');
}

function sessionEnded(text = t('session.text')) {
  ended = true;
  autoLeft = 0;
  setState('ended');
  Drawer.closeAll();
  renderControls();
  must('#splash').classList.add('gone');
  showOverlay(
    h(
      'div',
      { class: 'ended', 'data-testid': 'slot-session-ended' },
      h('h2', {}, t('session.title')),
      h('p', {}, text),
      h('p', {}, t('session.relaunch')),
    ),
    { dismissable: false },
  );
}

/** Reads balance and seeds again (after a lost connection, the spin may have gone through). */
async function resync() {
  try {
    const fresh = await client.state();
    state = fresh;
    seeds = fresh.seeds;
    if (!busy) {
      balance = fresh.balance;
      renderBalance();
    }
    fairness.refresh();
  } catch (error) {
    if (isSessionEnded(error)) sessionEnded();
  }
}

/* ------------------------------------------------------------------ start */

async function boot() {
  setState('loading');
  if (!token) {
    sessionEnded(t('session.noToken'));
    return;
  }
  try {
    state = await client.state();
  } catch (error) {
    if (isSessionEnded(error)) {
      sessionEnded();
      return;
    }
    must('#splash').classList.add('gone');
    const retry = h(
      'button',
      { class: 'btn btn-gold', type: 'button', onclick: () => location.reload() },
      t('boot.retry'),
    );
    showOverlay(
      h(
        'div',
        { class: 'ended' },
        h('h2', {}, t('boot.title')),
        h('p', {}, error instanceof ApiError ? apiMessage(error) : t('boot.check')),
        retry,
      ),
      { dismissable: false },
    );
    return;
  }
  seeds = state.seeds;
  balance = state.balance;
  document.title = state.gameName;
  must('#game-name').textContent = state.gameName;
  must('#logo').textContent = state.gameName;
  must('#tagline').textContent = t('slot.tagline', {
    lines: SLOT_LINES.length,
    multiplier: SLOT_PAYTABLE.freeSpinMultiplier,
  });
  must('#demo-badge').hidden = !(state.freePlay || funParam);
  const stored = readStored(`openlobby.house.slot.bet.${state.currency}`);
  const remembered = stored === null ? null : Number(stored);
  bet = initialBet(state.betLevels, state.balance, remembered);
  renderBalance();
  renderWin();
  renderControls();
  message(t('msg.pressSpin'));
  must('#splash').classList.add('gone');
  setState('idle');
}

void boot();
