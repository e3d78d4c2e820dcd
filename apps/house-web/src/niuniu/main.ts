import '../shared/base.css';
import './niuniu.css';
import './niuniu-table.css';
import './niuniu-cards.css';
import { type TNiuniuRoomView, type TPokerRooms } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createRoomSession, pressKeyButtons } from '../shared/room-session.ts';
import { createNiuniuClient } from './api.ts';
import { addToHistory, historyEntry, stakeClock, type THistoryEntry } from './hand-state.ts';
import { buyInDialog, errorText, lobbyEl } from './lobby-view.ts';
import { fairEl, historyEl, keyToStake, rulesEl, stakeBarEl } from './panels.ts';
import { statusText } from './status.ts';
import { RING, tableEl } from './table-view.ts';

const params = new URLSearchParams(location.search);
const lang = languageOf(params);
const t = await loadT(lang);
document.documentElement.lang = HTML_LANG[lang];
document.documentElement.dir = dirOf(lang);
document.title = t('niuniu.docTitle');

const token = launchToken(location.hash);
const client = createNiuniuClient({ token, lang });
const app = document.getElementById('app')!;

let list: TPokerRooms | null = null;
let view: TNiuniuRoomView | null = null;
let message = '';
let history: THistoryEntry[] = [];
/** How far the server's clock is ahead of this device's, from the last view's serverTime. */
let skewMs = 0;
/** When this page first saw each hand dealt and shown: its motion plays once, not on each redraw. */
const firstSeen = new Map<string, number>();

const money = (n: number) => formatAmount(n, view?.decimals ?? list?.decimals ?? 2);
const serverNow = () => Date.now() + skewMs;

function accept(next: TNiuniuRoomView | null) {
  view = next;
  if (!next) return;
  skewMs = Date.parse(next.serverTime) - Date.now();
  const mySeatNo = next.seats.find((s) => s.mine)?.seatNo ?? null;
  if (next.hand) history = addToHistory(history, historyEntry(next.hand, mySeatNo));
}

const session = createRoomSession<TNiuniuRoomView>({
  token,
  rooms: () => client.rooms(),
  room: (id) => client.room(id),
  accept,
  acceptList: (next) => (list = next),
  say: (what) => (message = what === 'reconnecting' ? t('niuniu.reconnecting') : ''),
  failed: (error) => (message = errorText(t, error)),
  ended: () => {
    document.body.dataset.state = 'ended';
    setChildren(app, h('p', { class: 'nn-ended', role: 'alert' }, t('niuniu.error.GAME_SESSION_INVALID')));
  },
  render: () => render(),
});
const { run } = session;

function askBuyIn(seatNo: number) {
  if (!view) return;
  const v = view;
  const dialog = buyInDialog(
    t,
    v,
    seatNo,
    money,
    (buyIn) => void run(() => client.sit(v.room.roomId, seatNo, buyIn)),
  );
  document.body.append(dialog);
  dialog.showModal();
}

/** Milliseconds since this page first saw `key` (a hand dealt or shown), noting it now if new. */
function sinceFirstSeen(key: string): number {
  const now = Date.now();
  if (!firstSeen.has(key)) firstSeen.set(key, now);
  return now - firstSeen.get(key)!;
}

function barEl(v: TNiuniuRoomView): HTMLElement {
  const me = v.seats.find((s) => s.mine);
  return h(
    'header',
    { class: 'nn-bar' },
    h(
      'button',
      {
        type: 'button',
        class: 'nn-secondary',
        onclick: () => void session.backToLobby(),
        disabled: me !== undefined,
      },
      t('niuniu.lobby'),
    ),
    h(
      'div',
      { class: 'nn-bar-title' },
      h('h1', {}, v.room.name),
      h(
        'span',
        { class: 'nn-muted' },
        `${t('niuniu.baseBet', { amount: money(v.room.baseBet) })} · ${t('niuniu.commission', { pct: v.room.commissionPercent })}`,
      ),
    ),
    h(
      'span',
      { class: 'nn-balance', 'data-testid': 'nn-balance' },
      v.room.freePlay ? t('niuniu.playChips') : t('niuniu.balance', { amount: money(v.balance) }),
    ),
    me
      ? h(
          'span',
          { class: 'nn-my-stack', 'data-testid': 'nn-my-stack' },
          t('niuniu.stack', { amount: money(me.stack) }),
        )
      : null,
    me?.sittingOut
      ? h(
          'button',
          { type: 'button', class: 'nn-primary', onclick: () => void run(() => client.back(v.room.roomId)) },
          t('niuniu.imBack'),
        )
      : null,
    me && !me.leaving
      ? h(
          'button',
          {
            type: 'button',
            class: 'nn-secondary',
            'data-testid': 'nn-leave',
            onclick: () => void run(() => client.leave(v.room.roomId)),
          },
          t('niuniu.standUp'),
        )
      : null,
  );
}

function roomEl(v: TNiuniuRoomView): HTMLElement {
  const hand = v.hand;
  const shownMs = hand?.phase === 'SHOWN' ? sinceFirstSeen(`${hand.handId}:shown`) : null;
  const dealtMs = hand ? sinceFirstSeen(`${hand.handId}:dealt`) : null;
  const seconds = stakeClock(hand?.turnEndsAt ?? null, v.room.turnSeconds, serverNow())?.seconds ?? 0;
  return h(
    'div',
    { class: 'nn-room-view' },
    barEl(v),
    tableEl(
      t,
      v,
      money,
      { onSit: askBuyIn },
      {
        nowMs: serverNow(),
        dealtMs,
        shownMs,
      },
    ),
    h(
      'p',
      { class: 'nn-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'nn-status' },
      statusText(t, v, serverNow(), money),
    ),
    message ? h('p', { class: 'nn-message', role: 'alert' }, message) : null,
    hand?.phase === 'STAKE' && hand.choices
      ? stakeBarEl(
          t,
          v,
          hand,
          money,
          (m) => void run(() => client.stake(v.room.roomId, hand.handId, m)),
          session.isBusy(),
          seconds,
        )
      : null,
    h(
      'footer',
      { class: 'nn-foot' },
      rulesEl(t, v),
      historyEl(t, history, money),
      hand ? fairEl(t, hand, lang) : null,
    ),
  );
}

function render() {
  document.body.dataset.state = view ? 'room' : 'lobby';
  // what the journeys wait on: the hand being staked, or shown
  const hand = view?.hand ?? null;
  document.body.dataset.hand = hand ? (hand.phase === 'SHOWN' ? 'shown' : 'staking') : 'none';
  document.body.dataset.handId = hand?.handId ?? '';
  if (view) {
    const focused = document.activeElement?.getAttribute('data-testid');
    const open = [...app.querySelectorAll('details[open]')].map((d) => d.getAttribute('data-testid'));
    setChildren(app, roomEl(view));
    for (const id of open) app.querySelector(`details[data-testid="${id}"]`)?.setAttribute('open', '');
    if (focused) (app.querySelector(`[data-testid="${focused}"]`) as HTMLElement | null)?.focus();
  } else if (list)
    setChildren(
      app,
      lobbyEl(t, list, money, (id) => void session.openRoom(id)),
    );
}

// the clocks count down between changes: the status line, the stake title and the ring follow them
window.setInterval(() => {
  if (!view) return;
  const line = app.querySelector('[data-testid="nn-status"]');
  if (line) line.textContent = statusText(t, view, serverNow(), money);
  const clock = view.hand ? stakeClock(view.hand.turnEndsAt, view.room.turnSeconds, serverNow()) : null;
  if (!clock) return;
  const title = app.querySelector('[data-testid="nn-stake-title"]');
  if (title) title.textContent = t('niuniu.stakeTitle', { s: clock.seconds });
  const seconds = app.querySelector('[data-testid="nn-clock-s"]');
  if (seconds) seconds.textContent = String(clock.seconds);
  app.querySelector('[data-testid="nn-clock"]')?.classList.toggle('late', clock.seconds <= 3);
  app.querySelector('.nn-ring-left')?.setAttribute('stroke-dashoffset', String((1 - clock.left) * RING));
}, 250);

// the table's seats are placed for a phone or a wider screen: crossing the line places them again
window.matchMedia('(max-width: 720px)').addEventListener('change', () => render());

pressKeyButtons(app, keyToStake);
await session.start(params.get('room'));
