import type { TSlotSpin, TSlotSpinResult } from '@openlobby/contracts';
import { NetworkError } from '../shared/api.ts';
import { h } from '../shared/dom.ts';
import { winTier } from '../shared/format.ts';
import { canAfford } from './bet.ts';
import type { TControls } from './controls.ts';
import { sleep } from './pace.ts';
import type { TSession } from './session.ts';
import { setPageState, type TSlotPage } from './state.ts';
import { showMessage, toast } from './ui.ts';
import type { TWinShow } from './win-show.ts';
import { isBigWin } from './win-plan.ts';

/** How a round ended, for autoplay: only a plain round lets it go on to the next. */
type TOutcome = 'ok' | 'big' | 'free' | 'stop';

/** The parts a round drives besides the page. */
export type TRoundParts = {
  controls: TControls;
  show: TWinShow;
  session: TSession;
  /** The drawers that show a round's seeds and the round itself once it is played. */
  refreshFairness: () => void;
  refreshHistory: () => void;
};

/** Plays rounds: one for SPIN, several in a row for autoplay. */
export function createRound(page: TSlotPage, parts: TRoundParts) {
  const { play, client, t, reels, money } = page;
  const { controls, show, session } = parts;

  async function spinRound(): Promise<TOutcome> {
    if (play.busy || !play.state || play.ended) return 'stop';
    if (!canAfford(play.balance, play.bet)) {
      toast(t('error.balance'));
      controls.stopAutoplay();
      return 'stop';
    }
    play.idleToken++;
    play.busy = true;
    page.pace.reset();
    setPageState('spinning');
    controls.renderControls();
    show.hideBanner();
    const before = play.balance;
    const roundBet = play.bet;
    play.balance = Math.max(0, Number((before - roundBet).toFixed(play.state.decimals)));
    controls.renderBalance();
    play.lastWin = 0;
    controls.renderWin();
    showMessage(t('msg.goodLuck'));
    reels.freeMode = false;
    reels.useStrips('base');
    reels.startSpin();

    let result: TSlotSpinResult;
    try {
      result = await client.spin(roundBet);
    } catch (error) {
      await reels.abort();
      play.balance = before;
      controls.renderBalance();
      showMessage();
      play.busy = false;
      session.handleError(error);
      if (error instanceof NetworkError) void session.resync();
      if (!play.ended) setPageState('idle');
      controls.renderControls();
      return 'stop';
    }

    play.seeds = result.seeds;
    parts.refreshFairness();
    const round = result.round;
    play.targetGrid = round.base.grid;
    await reels.stopOn(round.base.grid, round.base.stops);

    const running = await show.presentSpin(round.base, round.bet, 0, false);
    let outcome: TOutcome = 'ok';
    let lastShown: TSlotSpin = round.base;
    const tier = winTier(round.win, round.bet);
    if (round.freeSpins.length > 0) {
      await show.playFreeSpins(round, running, tier);
      lastShown = round.freeSpins[round.freeSpins.length - 1]!;
      outcome = 'free';
    } else if (isBigWin(tier)) {
      await show.bigWin(tier, round.win, round.bet);
      outcome = 'big';
    }
    play.lastWin = round.win;
    controls.renderWin();
    if (round.win > 0) {
      controls.popWin();
      showMessage(
        h(
          'span',
          { class: 'hl' },
          t('msg.youWon', { amount: money(round.win), currency: play.state.currency }),
        ),
      );
    } else {
      showMessage();
    }
    play.balance = result.balance;
    controls.renderBalance();
    parts.refreshHistory();
    play.busy = false;
    setPageState('idle');
    controls.renderControls();
    if (play.autoLeft <= 0) void show.idleCycle(lastShown);
    return outcome;
  }

  async function runAutoplay(count: number) {
    if (play.busy || play.ended || !play.state) return;
    play.autoLeft = count;
    controls.renderControls();
    while (play.autoLeft > 0 && !play.ended) {
      if (!canAfford(play.balance, play.bet)) {
        toast(t('error.balance'));
        break;
      }
      play.autoLeft--;
      controls.renderAuto();
      const outcome = await spinRound();
      if (outcome !== 'ok') break;
      if (play.autoLeft > 0) await sleep(play.reduced ? 200 : 450);
    }
    play.autoLeft = 0;
    controls.renderControls();
  }

  return { spinRound, runAutoplay };
}
