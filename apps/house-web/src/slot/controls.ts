import { h, icon, ICONS, must, setChildren } from '../shared/dom.ts';
import type { TTranslate } from '../shared/i18n.ts';
import { writeStored } from '../shared/storage.ts';
import { AUTOPLAY_CHOICES, betBounds, stepBet } from './bet.ts';
import { betStorageKey, type TSlotPage } from './state.ts';
import { Drawer } from './ui.ts';

/** What the control bar asks of the round. */
export type TControlActions = {
  /** Plays one round (SPIN while nothing runs). */
  spin: () => void;
  /** Plays `count` rounds in a row. */
  autoplay: (count: number) => void;
};

/** The control bar as the round, the win show and the session drive it. */
export type TControls = {
  renderBalance: () => void;
  /** Shows `value` in the WIN field; the last round's win by default. */
  renderWin: (value?: number) => void;
  renderAuto: () => void;
  /** Redraws everything that depends on busy / ended / autoplay (enabled buttons, labels). */
  renderControls: () => void;
  stopAutoplay: () => void;
  /** Makes the WIN field pop once. */
  popWin: () => void;
};

/** The bar's elements: balance, bet − / menu / +, SPIN, autoplay and WIN, mounted in #controls. */
function buildControlBar(t: TTranslate, onAutoplay: (count: number) => void) {
  const iconButton = (cls: string, label: string, testId: string, path: string) => {
    const button = h('button', { class: cls, type: 'button', 'aria-label': label, 'data-testid': testId });
    button.append(icon(path));
    return button;
  };
  const bar = {
    balanceValue: h('span', { 'data-testid': 'slot-balance' }),
    balanceCurrency: h('small'),
    winValue: h('span', { class: 'v', 'data-testid': 'slot-win' }),
    betValueText: h('span', { class: 'v', 'data-testid': 'slot-bet' }),
    betDown: iconButton('round-btn bet-down', t('slot.betDown'), 'slot-bet-down', ICONS.minus),
    betUp: iconButton('round-btn bet-up', t('slot.betUp'), 'slot-bet-up', ICONS.plus),
    betMenu: h('div', { class: 'menu', role: 'menu', hidden: true }),
    spinButton: iconButton('spin', t('slot.spin'), 'slot-spin', ICONS.spin),
    autoCount: h('span', { class: 'count', hidden: true }),
    autoButton: h('button', {
      class: 'auto',
      type: 'button',
      'aria-label': t('slot.autoplay'),
      'aria-haspopup': 'true',
      'data-testid': 'slot-autoplay',
    }),
    autoMenu: h(
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
            onclick: () => onAutoplay(n),
          },
          String(n),
        ),
      ),
    ),
  };
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
    bar.betValueText,
  );
  const winStat = h(
    'div',
    { class: 'stat stat-win' },
    h('span', { class: 'k' }, t('slot.win')),
    bar.winValue,
  );
  bar.spinButton.append(h('span', { class: 'spin-label' }, t('slot.spinLabel')));
  bar.autoButton.append(icon(ICONS.auto), bar.autoCount);
  setChildren(
    must('#controls'),
    h(
      'div',
      { class: 'stat stat-balance' },
      h('span', { class: 'k' }, t('slot.balance')),
      h('span', { class: 'v' }, bar.balanceValue, bar.balanceCurrency),
    ),
    h('div', { class: 'bet' }, bar.betDown, betButton, bar.betUp, bar.betMenu),
    h('div', { class: 'spin-wrap' }, bar.spinButton),
    h('div', { class: 'auto-wrap' }, bar.autoButton, bar.autoMenu),
    winStat,
  );
  return { ...bar, betButton, winStat };
}

/** Builds the control bar, wires its buttons and the keyboard, and returns how to redraw it. */
export function createControls(page: TSlotPage, actions: TControlActions): TControls {
  const { play, t, sound, money } = page;
  const bar = buildControlBar(t, (count) => {
    closeMenus();
    actions.autoplay(count);
  });
  const { betDown, betUp, betButton, betMenu, spinButton, autoButton, autoCount, autoMenu } = bar;
  const levels = () => play.state?.betLevels ?? [];

  function renderBalance() {
    bar.balanceValue.textContent = money(play.balance);
    bar.balanceValue.dataset.amount = String(play.balance);
    bar.balanceCurrency.textContent = play.state?.currency ?? '';
  }

  function renderWin(value = play.lastWin) {
    bar.winValue.textContent = money(value);
    bar.winValue.dataset.amount = String(value);
  }

  function renderBet() {
    bar.betValueText.textContent = money(play.bet);
    bar.betValueText.dataset.amount = String(play.bet);
    const { canDown, canUp } = betBounds(levels(), play.bet);
    const locked = play.busy || play.autoLeft > 0;
    betDown.disabled = locked || !canDown;
    betUp.disabled = locked || !canUp;
    betButton.disabled = locked;
    setChildren(
      betMenu,
      h('div', { class: 'title' }, t('slot.totalBet')),
      levels().map((level) =>
        h(
          'button',
          {
            class: 'chip',
            type: 'button',
            role: 'menuitemradio',
            'aria-current': String(level === play.bet),
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
    const on = play.autoLeft > 0;
    autoButton.classList.toggle('active', on);
    autoCount.hidden = !on;
    autoCount.textContent = String(play.autoLeft);
    autoButton.replaceChildren(icon(on ? ICONS.stop : ICONS.auto), autoCount);
    autoButton.setAttribute(
      'aria-label',
      on ? t('slot.autoplayStop', { left: play.autoLeft }) : t('slot.autoplay'),
    );
    autoButton.disabled = !on && (play.busy || play.ended);
  }

  function renderControls() {
    renderBet();
    renderAuto();
    spinButton.disabled = play.ended || !play.state;
    spinButton.setAttribute('aria-label', play.busy ? t('slot.skip') : t('slot.spin'));
  }

  function stopAutoplay() {
    play.autoLeft = 0;
    renderAuto();
  }

  function popWin() {
    bar.winStat.classList.remove('pop');
    // Reading the layout between the two restarts the CSS animation.
    void bar.winStat.offsetWidth;
    bar.winStat.classList.add('pop');
  }

  function setBet(level: number) {
    if (play.busy || !play.state) return;
    play.bet = level;
    writeStored(betStorageKey(play.state.currency), String(level));
    sound.click();
    renderBet();
  }

  function closeMenus() {
    betMenu.hidden = true;
    autoMenu.hidden = true;
    betButton.setAttribute('aria-expanded', 'false');
  }

  function onSpinPress() {
    if (play.ended || !play.state) return;
    closeMenus();
    if (play.busy) {
      // A second press lands the reels now, a third skips the win show.
      if (page.reels.spinning) page.reels.hurry();
      else page.pace.skip();
      return;
    }
    if (play.autoLeft > 0) {
      // Between autoplay rounds SPIN stops autoplay rather than starting a round of its own.
      stopAutoplay();
      return;
    }
    sound.click();
    actions.spin();
  }

  betDown.addEventListener('click', () => setBet(stepBet(levels(), play.bet, -1)));
  betUp.addEventListener('click', () => setBet(stepBet(levels(), play.bet, 1)));
  betButton.addEventListener('click', (e) => {
    e.stopPropagation();
    const open = betMenu.hidden;
    closeMenus();
    betMenu.hidden = !open;
    betButton.setAttribute('aria-expanded', String(open));
  });
  autoButton.addEventListener('click', (e) => {
    e.stopPropagation();
    if (play.autoLeft > 0) {
      stopAutoplay();
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

  return { renderBalance, renderWin, renderAuto, renderControls, stopAutoplay, popWin };
}
