import { HOUSE_ROOMS_API, ZPokerRoomEvent, type TPokerRooms } from '@openlobby/contracts';
import { isSessionEnded } from './api.ts';
import { connectLive, liveSocketUrl } from './live-socket.ts';

export type TRoomSessionHooks<TView> = {
  token: string;
  rooms: () => Promise<TPokerRooms>;
  room: (roomId: number) => Promise<TView>;
  /** A room's view arrived (or, back in the lobby, none). */
  accept: (view: TView | null) => void;
  /** The lobby's rooms arrived. */
  acceptList: (list: TPokerRooms) => void;
  /** Clears or sets the page's message line: '' when a call starts or the socket is back. */
  say: (message: 'reconnecting' | '') => void;
  /** A call failed (not the session ending: that is `ended`). */
  failed: (error: unknown) => void;
  ended: () => void;
  render: () => void;
};

/**
 * A card-room page's hold on its room (Hold'em's and Niu-Niu's pages share it): the lobby's list,
 * the open room's view re-read whenever its socket says something changed (a refresh asked for
 * while one runs makes one more run after it, so the last change is shown), and the player's calls
 * one at a time. The socket pushes only the room's version, never cards: each page reads its own view.
 */
export function createRoomSession<TView>(o: TRoomSessionHooks<TView>) {
  let roomId: number | null = null;
  let socket: { close(): void } | null = null;
  let refreshing: Promise<void> | null = null;
  let again = false;
  let busy = false;

  function ended() {
    socket?.close();
    o.ended();
  }

  function fail(error: unknown) {
    if (isSessionEnded(error)) return ended();
    o.failed(error);
    o.render();
  }

  async function refresh(): Promise<void> {
    if (refreshing) {
      again = true;
      return refreshing;
    }
    refreshing = (async () => {
      do {
        again = false;
        if (roomId === null) break;
        try {
          o.accept(await o.room(roomId));
        } catch (error) {
          fail(error);
        }
      } while (again);
      refreshing = null;
      o.render();
    })();
    return refreshing;
  }

  async function openRoom(id: number) {
    roomId = id;
    socket?.close();
    await refresh();
    socket = connectLive(
      liveSocketUrl(location.origin, HOUSE_ROOMS_API.socket.replace(':roomId', String(id)), o.token),
      (data) => {
        const parsed = ZPokerRoomEvent.safeParse(data);
        return parsed.success && parsed.data.roomId === roomId ? parsed.data : null;
      },
      {
        onReady: () => {
          document.body.dataset.socket = 'up';
          o.say('');
          void refresh();
        },
        onEvent: () => void refresh(),
        onDown: () => {
          document.body.dataset.socket = 'down';
          o.say('reconnecting');
          o.render();
        },
        onSessionEnded: ended,
      },
    );
  }

  async function backToLobby() {
    socket?.close();
    socket = null;
    roomId = null;
    o.accept(null);
    try {
      o.acceptList(await o.rooms());
    } catch (error) {
      return fail(error);
    }
    o.render();
  }

  /** One of the player's calls (sit, stake, act, leave…), none while another runs. */
  async function run(work: () => Promise<TView>) {
    if (busy) return;
    busy = true;
    o.say('');
    o.render();
    try {
      o.accept(await work());
    } catch (error) {
      fail(error);
    } finally {
      busy = false;
      o.render();
    }
  }

  /** Opens the lobby, or straight the room the launch named (`room=<code>` in the address). */
  async function start(roomCode: string | null) {
    try {
      const list = await o.rooms();
      o.acceptList(list);
      const wanted = list.rooms.find((r) => r.code === roomCode);
      if (wanted) await openRoom(wanted.roomId);
      else o.render();
    } catch (error) {
      fail(error);
    }
  }

  return { start, openRoom, backToLobby, run, refresh, isBusy: () => busy };
}

/** Presses the button a key stands for (none while typing in a field or with a modifier held). */
export function pressKeyButtons(app: HTMLElement, buttonFor: (key: string) => string | null) {
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement || event.ctrlKey || event.metaKey || event.altKey) return;
    const selector = buttonFor(event.key);
    const button = selector ? (app.querySelector(selector) as HTMLButtonElement | null) : null;
    if (button && !button.disabled) {
      event.preventDefault();
      button.click();
    }
  });
}
