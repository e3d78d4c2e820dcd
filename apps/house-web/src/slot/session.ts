import type { TSlotState } from '@openlobby/contracts';
import { SLOT_LINES, SLOT_PAYTABLE } from '@openlobby/house-games';
import { ApiError, isInsufficientBalance, isSessionEnded } from '../shared/api.ts';
import { h, must } from '../shared/dom.ts';
import { readStored } from '../shared/storage.ts';
import { initialBet } from './bet.ts';
import type { TControls } from './controls.ts';
import { apiMessage, errorText } from './errors.ts';
import { betStorageKey, setPageState, type TSlotPage } from './state.ts';
import { Drawer, showMessage, showOverlay, toast } from './ui.ts';

/** The launch session: the first state, failed calls, a relaunch notice once it is gone. */
export type TSession = {
  /** Reads the game's state and shows the page, or says why it cannot. */
  boot: () => Promise<void>;
  /** A failed call during play: a toast that stops autoplay, or the end screen. */
  handleError: (error: unknown) => void;
  /** Reads balance and seeds again (after a lost connection, the spin may have gone through). */
  resync: () => Promise<void>;
};

/** What the session needs besides the page: the bar to redraw, the fairness drawer, the launch. */
export type TSessionOptions = {
  controls: TControls;
  /** The fairness drawer, which shows the seeds a resync brings. */
  refreshFairness: () => void;
  /** The page was launched with a token (without one there is no session to play). */
  hasToken: boolean;
  /** The address asks for the demo badge (`fun=1`) even when the server's state does not. */
  funParam: boolean;
};

/** The session's part of the page; `boot()` starts it, the round reports its failed calls to it. */
export function createSession(page: TSlotPage, options: TSessionOptions): TSession {
  const { play, client, t, lang } = page;
  const { controls } = options;
  const hideSplash = () => must('#splash').classList.add('gone');

  function handleError(error: unknown) {
    if (isSessionEnded(error)) {
      sessionEnded();
      return;
    }
    toast(errorText(error, t, lang));
    controls.stopAutoplay();
    if (isInsufficientBalance(error)) void resync();
  }

  function sessionEnded(text = t('session.text')) {
    play.ended = true;
    play.autoLeft = 0;
    setPageState('ended');
    Drawer.closeAll();
    controls.renderControls();
    hideSplash();
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

  async function resync() {
    try {
      const fresh = await client.state();
      play.state = fresh;
      play.seeds = fresh.seeds;
      if (!play.busy) {
        play.balance = fresh.balance;
        controls.renderBalance();
      }
      options.refreshFairness();
    } catch (error) {
      if (isSessionEnded(error)) sessionEnded();
    }
  }

  function showBootFailure(error: unknown) {
    hideSplash();
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
        h('p', {}, error instanceof ApiError ? apiMessage(error, t, lang) : t('boot.check')),
        retry,
      ),
      { dismissable: false },
    );
  }

  async function boot() {
    setPageState('loading');
    if (!options.hasToken) {
      sessionEnded(t('session.noToken'));
      return;
    }
    let state: TSlotState;
    try {
      state = await client.state();
    } catch (error) {
      if (isSessionEnded(error)) sessionEnded();
      else showBootFailure(error);
      return;
    }
    play.state = state;
    play.seeds = state.seeds;
    play.balance = state.balance;
    document.title = state.gameName;
    must('#game-name').textContent = state.gameName;
    must('#logo').textContent = state.gameName;
    must('#tagline').textContent = t('slot.tagline', {
      lines: SLOT_LINES.length,
      multiplier: SLOT_PAYTABLE.freeSpinMultiplier,
    });
    must('#demo-badge').hidden = !(state.freePlay || options.funParam);
    const stored = readStored(betStorageKey(state.currency));
    const remembered = stored === null ? null : Number(stored);
    play.bet = initialBet(state.betLevels, state.balance, remembered);
    controls.renderBalance();
    controls.renderWin();
    controls.renderControls();
    showMessage(t('msg.pressSpin'));
    hideSplash();
    setPageState('idle');
  }

  return { boot, handleError, resync };
}
