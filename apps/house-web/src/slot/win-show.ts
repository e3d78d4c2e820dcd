import type { TSlotRound, TSlotSpin } from '@openlobby/contracts';
import { SLOT_PAYTABLE } from '@openlobby/house-games';
import { h, must, setChildren } from '../shared/dom.ts';
import type { TWinTier } from '../shared/format.ts';
import { symbolText, type TKey } from '../shared/i18n.ts';
import { symbolName } from '../shared/symbol-art.ts';
import type { TControls } from './controls.ts';
import { awardFor, rollDuration, rollValue } from './motion.ts';
import { sleep } from './pace.ts';
import { lineColour } from './reels.ts';
import type { TSlotPage } from './state.ts';
import { showMessage, showOverlay } from './ui.ts';
import { freeSpinsStart, isBigWin, winCells } from './win-plan.ts';

const TIER_TITLE: Record<Exclude<TWinTier, 'none'>, TKey> = {
  win: 'banner.win',
  big: 'tier.big',
  mega: 'tier.mega',
  epic: 'tier.epic',
};

/** How the round shows what it won: banners, line by line, free spins, big-win celebrations. */
export type TWinShow = {
  /** The win show of one spin; resolves to the round's running win after it. */
  presentSpin: (spin: TSlotSpin, roundBet: number, running: number, free: boolean) => Promise<number>;
  /** After the round, the winning lines keep cycling until the next spin. */
  idleCycle: (spin: TSlotSpin) => Promise<void>;
  /** Plays the round's free spins, from the intro to the summary, the WIN field going on from `running`. */
  playFreeSpins: (round: TSlotRound, running: number, tier: TWinTier) => Promise<void>;
  bigWin: (tier: TWinTier, win: number, roundBet: number) => Promise<void>;
  hideBanner: () => void;
};

/** The win show on the page's banner and free-spin counter; it rolls the WIN field through the control bar. */
export function createWinShow(page: TSlotPage, controls: TControls): TWinShow {
  const { play, t, sound, pace, reels, fx, money } = page;
  const banner = must('#win-banner');
  const fsCounter = must('#fs-counter');
  const symbolLabel = (id: string) => symbolText(t, id, symbolName(id));
  const currency = () => play.state?.currency ?? '';
  const decimals = () => play.state?.decimals ?? 2;

  function showBanner(label: string, amount: number) {
    setChildren(banner, h('span', { class: 'label' }, label), h('span', { class: 'amount' }, money(amount)));
    banner.classList.add('show');
  }

  function hideBanner() {
    banner.classList.remove('show');
  }

  /** Rolls the WIN field from one value to another. */
  function rollWin(from: number, to: number, duration: number, onFrame?: (v: number) => void): Promise<void> {
    if (duration <= 0 || pace.skipped) {
      controls.renderWin(to);
      onFrame?.(to);
      return Promise.resolve();
    }
    const start = performance.now();
    let lastTick = 0;
    return new Promise((resolve) => {
      const frame = (now: number) => {
        const elapsed = pace.skipped ? duration : now - start;
        const v = rollValue(from, to, elapsed, duration, decimals());
        controls.renderWin(v);
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

  async function presentSpin(spin: TSlotSpin, roundBet: number, running: number, free: boolean) {
    if (spin.win <= 0) {
      reels.clearHighlight();
      return running;
    }
    const short = play.reduced || play.autoLeft > 0 || free;
    const lines = spin.lineWins;
    const scatterPays = spin.scatter.count >= 3;
    reels.setHighlight({ cells: winCells(spin), lines: lines.map((w) => w.line) });
    sound.winChime();
    showBanner(free ? t('banner.freeSpinWin') : t('banner.win'), 0);
    const amountEl = banner.querySelector('.amount');
    const total = running + spin.win;
    showMessage(
      h(
        'span',
        { class: 'hl' },
        lines.length === 1 ? t('msg.oneLine') : t('msg.lines', { count: lines.length }),
      ),
      scatterPays ? t('msg.scatters', { count: spin.scatter.count }) : '',
    );
    await Promise.all([
      rollWin(running, total, Math.min(rollDuration(spin.win, roundBet, play.reduced), 2200), (v) => {
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
        showMessage(lineMessage(w, spin.multiplier));
        await pace.wait(short ? 500 : 750);
        if (pace.skipped) break;
      }
      if (scatterPays && !pace.skipped) {
        reels.setHighlight({ cells: spin.scatter.positions, lines: [], colour: '#ff7ad9' });
        sound.scatter(spin.scatter.count);
        showMessage(
          h('span', { class: 'hl' }, `${spin.scatter.count} × ${symbolLabel('scatter')}`),
          spin.scatter.win > 0 ? t('msg.scatterPays', { amount: money(spin.scatter.win) }) : '',
        );
        await pace.wait(short ? 600 : 1000);
      }
    }
    controls.renderWin(total);
    return total;
  }

  function lineMessage(w: TSlotSpin['lineWins'][number], multiplier: number): HTMLElement {
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

  async function idleCycle(spin: TSlotSpin) {
    const token = ++play.idleToken;
    const lines = spin.lineWins;
    if (lines.length === 0) return;
    if (play.reduced) {
      reels.setHighlight({ cells: lines.flatMap((w) => w.positions), lines: lines.map((w) => w.line) });
      return;
    }
    await sleep(1200);
    for (let i = 0; token === play.idleToken; i = (i + 1) % lines.length) {
      const w = lines[i]!;
      reels.setHighlight({ cells: w.positions, lines: [w.line] });
      await sleep(1400);
    }
  }

  async function playFreeSpins(round: TSlotRound, running: number, tier: TWinTier) {
    const { awards, cap, multiplier, total: awarded } = freeSpinsStart(round, SLOT_PAYTABLE);
    let total = awarded;
    sound.freeSpins();
    if (!play.reduced) fx.burst(0.5, 0.45, 60, 0.8);
    await showOverlay(
      h(
        'div',
        { class: 'celebrate pink', 'data-testid': 'slot-free-spins-intro' },
        h('div', { class: 'title' }, t('fs.count', { count: total })),
        h('div', { class: 'sub' }, t('fs.allWins', { multiplier })),
        h('div', { class: 'hint' }, t('hint.start')),
      ),
      { autoCloseMs: play.reduced || play.autoLeft > 0 ? 1800 : 3200 },
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
      play.targetGrid = spin.grid;
      await reels.stopOn(spin.grid, spin.stops, { minSpin: play.reduced ? 80 : 300 });
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
      await pace.wait(play.reduced ? 120 : 300);
    }
    pace.reset();

    if (isBigWin(tier)) {
      sound.fanfare();
      if (!play.reduced) {
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
        h('div', { class: 'amount' }, `${money(fsWin)} ${currency()}`),
        h(
          'div',
          { class: 'sub' },
          t('fs.summary', { count: round.freeSpins.length, amount: money(round.win) }),
        ),
        h('div', { class: 'hint' }, t('hint.continue')),
      ),
      { autoCloseMs: play.reduced || play.autoLeft > 0 ? 2200 : 4000 },
    ).done;
    fx.stop();
    fsCounter.hidden = true;
    document.body.classList.remove('free-spins');
    reels.freeMode = false;
    reels.useStrips('base');
  }

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
    const duration = play.reduced ? 700 : Math.max(1800, rollDuration(win, roundBet, false));
    if (!play.reduced) {
      fx.burst(0.5, 0.42, tier === 'big' ? 100 : 160, 1.1);
      fx.fountain(duration + 800, tier === 'epic' ? 5 : 3);
    }
    const start = performance.now();
    let closed = false;
    void overlay.done.then(() => (closed = true));
    await new Promise<void>((resolve) => {
      const frame = (now: number) => {
        const elapsed = closed ? duration : now - start;
        amount.textContent = `${money(rollValue(0, win, elapsed, duration, decimals()))} ${currency()}`;
        if (elapsed >= duration) resolve();
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    if (!closed) await Promise.race([overlay.done, sleep(play.reduced ? 1200 : 2200)]);
    overlay.close();
    fx.stop();
  }

  return { presentSpin, idleCycle, playFreeSpins, bigWin, hideBanner };
}
