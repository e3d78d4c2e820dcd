import '../shared/base.css';
import './holdem.css';
import { type THoldemActionName, type TPokerRoomView, type TPokerRooms } from '@openlobby/contracts';
import { h, setChildren } from '../shared/dom.ts';
import { formatAmount } from '../shared/format.ts';
import { HTML_LANG, dirOf, languageOf, loadT } from '../shared/i18n.ts';
import { launchToken } from '../shared/launch.ts';
import { createRoomSession, pressKeyButtons } from '../shared/room-session.ts';
import { createRoomsClient } from './api.ts';
import { actionBarEl, keyToButton } from './controls.ts';
import { turnLeft } from './layout.ts';
import { buyInDialog, errorText, lobbyEl, logEl, resultLines } from './panels.ts';
import { tableEl } from './table-view.ts';

const params = new URLSearchParams(location.search);
const lang = languageOf(params);
const t = await loadT(lang);
document.documentElement.lang = HTML_LANG[lang];
document.documentElement.dir = dirOf(lang);
document.title = t('holdem.docTitle');

const token = launchToken(location.hash);
const client = createRoomsClient({ token, lang });
const app = document.getElementById('app')!;

let list: TPokerRooms | null = null;
let view: TPokerRoomView | null = null;
let message = '';

const money = (n: number) => formatAmount(n, view?.decimals ?? list?.decimals ?? 2);

const session = createRoomSession<TPokerRoomView>({
  token,
  rooms: () => client.rooms(),
  room: (id) => client.room(id),
  accept: (next) => (view = next),
  acceptList: (next) => (list = next),
  say: (what) => (message = what === 'reconnecting' ? t('holdem.reconnecting') : ''),
  failed: (error) => (message = errorText(t, error)),
  ended: () => {
    document.body.dataset.state = 'ended';
    setChildren(app, h('p', { class: 'he-ended', role: 'alert' }, t('holdem.error.GAME_SESSION_INVALID')));
  },
  render: () => render(),
});
const { run } = session;
const busy = () => session.isBusy();

const act = (action: THoldemActionName, to?: number) =>
  view?.hand && run(() => client.act(view!.room.roomId, view!.hand!.handId, action, to));

function askBuyIn(seatNo: number) {
  if (!view) return;
  const dialog = buyInDialog(
    t,
    view,
    seatNo,
    money,
    (buyIn) => void run(() => client.sit(view!.room.roomId, seatNo, buyIn)),
  );
  document.body.append(dialog);
  dialog.showModal();
}

/** The line under the table: whose turn, the next deal, or how the last hand ended. */
function statusLine(v: TPokerRoomView): string {
  const hand = v.hand;
  if (hand && hand.result === null && hand.toActSeatNo !== null) {
    const who = v.seats.find((s) => s.seatNo === hand.toActSeatNo);
    const left = turnLeft(hand.turnEndsAt, v.room.turnSeconds, Date.now());
    return t('holdem.toAct', { name: who?.player ?? '', s: left?.seconds ?? 0 });
  }
  if (hand?.result) return resultLines(t, v, hand, money).join(' · ');
  if (v.nextHandAt)
    return t('holdem.nextHand', {
      s: Math.max(0, Math.ceil((Date.parse(v.nextHandAt) - Date.now()) / 1000)),
    });
  return t('holdem.waiting');
}

function roomEl(v: TPokerRoomView): HTMLElement {
  const me = v.seats.find((s) => s.mine);
  const hand = v.hand;
  const myTurn = hand && hand.result === null && hand.choices !== null;
  return h(
    'div',
    { class: 'he-room-view' },
    h(
      'header',
      { class: 'he-bar' },
      h(
        'button',
        {
          type: 'button',
          class: 'he-secondary',
          onclick: () => void session.backToLobby(),
          disabled: me !== undefined,
        },
        t('holdem.lobby'),
      ),
      h(
        'div',
        { class: 'he-bar-title' },
        h('h1', {}, v.room.name),
        h(
          'span',
          { class: 'he-muted' },
          t('holdem.blinds', { sb: money(v.room.smallBlind), bb: money(v.room.bigBlind) }),
        ),
      ),
      v.room.freePlay
        ? h('span', { class: 'he-balance' }, t('holdem.playChips'))
        : h(
            'span',
            { class: 'he-balance', 'data-testid': 'he-balance' },
            t('holdem.balance', { amount: money(v.balance) }),
          ),
      me?.sittingOut
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-primary',
              onclick: () => void run(() => client.back(v.room.roomId)),
            },
            t('holdem.imBack'),
          )
        : null,
      me && !me.leaving
        ? h(
            'button',
            {
              type: 'button',
              class: 'he-secondary',
              'data-testid': 'he-leave',
              onclick: () => void run(() => client.leave(v.room.roomId)),
            },
            t('holdem.standUp'),
          )
        : null,
    ),
    tableEl(t, v, money, { onSit: askBuyIn }),
    h(
      'p',
      { class: 'he-status', role: 'status', 'aria-live': 'polite', 'data-testid': 'he-status' },
      statusLine(v),
    ),
    message ? h('p', { class: 'he-message', role: 'alert' }, message) : null,
    myTurn ? actionBarEl(t, v, hand, money, (a, to) => void act(a, to), busy()) : null,
    hand
      ? h(
          'footer',
          { class: 'he-foot' },
          logEl(t, v, hand, money),
          h(
            'p',
            { class: 'he-fair' },
            t('holdem.seedHash'),
            ' ',
            h('code', {}, `${hand.serverSeedHash.slice(0, 12)}…`),
            ' ',
            hand.result
              ? h(
                  'a',
                  {
                    href: `/house/verify/?pokerHand=${hand.handId}&lang=${lang}`,
                    target: '_blank',
                    rel: 'noopener',
                  },
                  t('holdem.verify'),
                )
              : null,
          ),
        )
      : null,
  );
}

function render() {
  document.body.dataset.state = view ? 'room' : 'lobby';
  // what the journeys wait on: the hand in play, or over
  const hand = view?.hand ?? null;
  document.body.dataset.hand = hand ? (hand.result ? 'over' : 'playing') : 'none';
  document.body.dataset.handId = hand?.handId ?? '';
  document.body.dataset.moves = String(hand?.log.length ?? 0);
  if (view) {
    const focused = document.activeElement?.getAttribute('data-testid');
    setChildren(app, roomEl(view));
    if (focused) (app.querySelector(`[data-testid="${focused}"]`) as HTMLElement | null)?.focus();
  } else if (list)
    setChildren(
      app,
      lobbyEl(t, list, money, (id) => void session.openRoom(id)),
    );
}

// the clocks count down between changes: the status line is redrawn each half second
window.setInterval(() => {
  const line = app.querySelector('[data-testid="he-status"]');
  if (view && line) line.textContent = statusLine(view);
  const turn = app.querySelector('[data-testid="he-turn"]');
  const left = view?.hand ? turnLeft(view.hand.turnEndsAt, view.room.turnSeconds, Date.now()) : null;
  if (turn && left) turn.textContent = t('holdem.yourTurn', { s: left.seconds });
}, 500);

pressKeyButtons(app, keyToButton);
await session.start(params.get('room'));
