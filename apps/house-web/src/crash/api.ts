import {
  HOUSE_CRASH_API,
  ZCrashBetResult,
  ZCrashProof,
  ZCrashSocketMessage,
  ZCrashState,
  type TCrashBetRequest,
  type TCrashEvent,
} from '@openlobby/contracts';
import { ApiError, NetworkError, type TFetch, type TSchema } from '../shared/api.ts';
import { readLotteryEnvelope } from '../lottery-shared/api.ts';
import { backoffDelay, skewOf } from '../tables/clock.ts';

/**
 * The crash game's calls as its page makes them: the launch token and the language on every call,
 * each answer validated against the contract; the state's serverTime gives the clock's skew.
 */
export function createCrashClient(o: {
  token: string;
  lang: string;
  onSkew: (skewMs: number) => void;
  fetchImpl?: TFetch;
  timeoutMs?: number;
}) {
  const doFetch: TFetch = o.fetchImpl ?? ((input, init) => fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, schema: TSchema<T>, body?: unknown) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), o.timeoutMs ?? 15_000);
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers: {
          Authorization: o.token,
          Language: o.lang,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        cache: 'no-store',
      });
    } catch (error) {
      throw new NetworkError(error instanceof Error ? error.message : 'network error');
    } finally {
      clearTimeout(timer);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      if (response.status >= 500 || response.status === 0) throw new NetworkError(`HTTP ${response.status}`);
      throw new ApiError('BAD_ANSWER', `The game server answered HTTP ${response.status}.`, response.status);
    }
    return readLotteryEnvelope(json, schema, response.status);
  }

  return {
    async state() {
      const sentAt = Date.now();
      const state = await call('GET', HOUSE_CRASH_API.state, ZCrashState);
      o.onSkew(skewOf(state.serverTime, sentAt, Date.now()));
      return state;
    },
    /** A bet; on a network failure the SAME requestId goes once more (never a second bet). */
    async bet(request: TCrashBetRequest) {
      try {
        return await call('POST', HOUSE_CRASH_API.bet, ZCrashBetResult, request);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        return call('POST', HOUSE_CRASH_API.bet, ZCrashBetResult, request);
      }
    },
    /** A cash-out: the server takes its own clock's multiplier; a repeat answers the first. */
    cashOut: (roundId: string) => call('POST', HOUSE_CRASH_API.cashOut, ZCrashBetResult, { roundId }),
    proof: (game: string) => call('GET', HOUSE_CRASH_API.proof.replace(':game', game), ZCrashProof),
  };
}
export type TCrashClient = ReturnType<typeof createCrashClient>;

/** The close code the server sends for a session it no longer knows. */
const SESSION_CLOSED_CODE = 4401;

/**
 * The game's live socket that stays up: on a drop it reconnects with backoff, and each join
 * answers `ready` (the page then re-reads the state, so nothing missed in between is lost).
 */
export function connectCrash(
  token: string,
  handlers: {
    onReady: (reconnected: boolean) => void;
    onEvent: (event: TCrashEvent) => void;
    onDown: () => void;
    onSessionEnded: () => void;
  },
) {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let joinedOnce = false;
  let closed = false;
  let timer = 0;

  function open() {
    if (closed) return;
    const url = new URL(HOUSE_CRASH_API.socket, location.origin);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('token', token);
    const ws = new WebSocket(url.toString());
    socket = ws;
    ws.addEventListener('message', (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const parsed = ZCrashSocketMessage.safeParse(data);
      if (!parsed.success) return;
      if (parsed.data.type === 'ready') {
        attempt = 0;
        handlers.onReady(joinedOnce);
        joinedOnce = true;
      } else handlers.onEvent(parsed.data);
    });
    ws.addEventListener('close', (event) => {
      if (socket !== ws || closed) return;
      socket = null;
      if (event.code === SESSION_CLOSED_CODE) {
        closed = true;
        handlers.onSessionEnded();
        return;
      }
      handlers.onDown();
      timer = window.setTimeout(open, backoffDelay(attempt++));
    });
  }

  open();
  return {
    close() {
      closed = true;
      window.clearTimeout(timer);
      socket?.close(1000);
    },
  };
}
