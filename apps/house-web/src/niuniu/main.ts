import '../shared/base.css';
import './niuniu.css';
import './niuniu-table.css';
import './niuniu-cards.css';
import { HOUSE_ROOMS_API, type TNiuniuRoomView, type TPokerRooms } from '@openlobby/contracts';
import { isSessionEnded } from '../shared/api.ts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { connectLive, liveSocketUrl } from '../shared/live-socket.ts';
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

/**
 * What the socket pushes says only that something changed in the room (the page then reads its
 * view again), so any event of this room will do, whatever its type.
 */
const roomChanged = (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { roomId?: unknown }).roomId === roomId ? data : null;

let list: TPokerRooms | null = null;
let view: TNiuniuRoomView | null = null;
let roomId: number | null = null;
let busy = false;
let message = '';
let socket: { close(): void } | null = null;
let history: THistoryEntry[] = [];
/** How far the server's clock is ahead of this device's, from the last view's serverTime. */
let skewMs = 0;
/** When this page first saw each hand dealt and shown: its motion plays once, not on each redraw. */
const firstSeen = new Map<string, number>();
/** A refresh asked for while one is running: one more runs after it, so the last change is shown. */
let refreshing: Promise<void> | null = null;
let again = false;

const money = (n: number) => formatAmount(n, view?.decimals ?? list?.decimals ?? 2);
const serverNow = () => Date.now() + skewMs;

function accept(next: TNiuniuRoomView) {
  view = next;
  skewMs = Date.parse(next.serverTime) - Date.now();
  const mySeatNo = next.seats.find((s) => s.mine)?.seatNo ?? null;
  if (next.hand) history = addToHistory(history, historyEntry(next.hand, mySeatNo));
}

function ended() {
  document.body.dataset.state = 'ended';
  setChildren(app, h('p', { class: 'nn-ended', role: 'alert' }, t('niuniu.error.GAME_SESSION_INVALID')));
  socket?.close();
}

function fail(error: unknown) {
  if (isSessionEnded(error)) return ended();
  message = errorText(t, error);
  render();
}

async function refresh() {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      if (roomId === null) break;
      try {
        accept(await client.room(roomId));
      } catch (error) {
        fail(error);
      }
    } while (again);
    refreshing = null;
    render();
  })();
  return refreshing;
}

async function openRoom(id: number) {
  roomId = id;
  socket?.close();
  await refresh();
  socket = connectLive(
    liveSocketUrl(location.origin, HOUSE_ROOMS_API.socket.replace(':roomId', String(id)), token),
    roomChanged,
    {
      onReady: () => {
        document.body.dataset.socket = 'up';
        message = '';
        void refresh();
      },
      onEvent: () => void refresh(),
      onDown: () => {
        document.body.dataset.socket = 'down';
        message = t('niuniu.reconnecting');
        render();
      },
      onSessionEnded: ended,
    },
  );
}

async function backToLobby() {
  socket?.close();
  socket = null;
  roomId = null;
  view = null;
  try {
    list = await client.rooms();
  } catch (error) {
    return fail(error);
  }
  render();
}

async function run(work: () => Promise<TNiuniuRoomView>) {
  if (busy) return;
  busy = true;
  message = '';
  render();
  try {
    accept(await work());
  } catch (error) {
    fail(error);
  } finally {
    busy = false;
    render();
  }
}

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
        onclick: () => void backToLobby(),
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
          busy,
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
      lobbyEl(t, list, money, (id) => void openRoom(id)),
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

document.addEventListener('keydown', (event) => {
  if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
  const selector = keyToStake(event.key);
  const button = selector ? (app.querySelector(selector) as HTMLButtonElement | null) : null;
  if (button && !button.disabled) {
    event.preventDefault();
    button.click();
  }
});

try {
  list = await client.rooms();
  const wanted = list.rooms.find((r) => r.code === params.get('room'));
  if (wanted) await openRoom(wanted.roomId);
  else render();
} catch (error) {
  fail(error);
}
