import {
  LOTTERY_API,
  ZDrawView,
  ZLotteryGames,
  ZPlaceTicket,
  ZPlaceTicketResult,
  ZResultsPage,
  ZTicketPage,
  type TPlaceTicket,
} from '@openlobby/contracts';
import { ApiError, NetworkError, readEnvelope, type TFetch, type TSchema } from '../shared/api.ts';

/** One field the server refused, as the envelope's `value` lists them: `{ field: 'numbers', message: 'LOTTERY_…' }`. */
export type TProblem = { field: string; message: string };

/**
 * A refusal that keeps the envelope's `value` (the fields a VALIDATION_FAILED names), so a bet slip
 * can say which rule a line broke. An ApiError, so the shared session checks still apply.
 */
export class LotteryApiError extends ApiError {
  constructor(
    errorCode: string,
    message: string,
    status: number,
    readonly problems: readonly TProblem[] = [],
  ) {
    super(errorCode, message, status);
  }
}

/** The problems of a failure's `value`, when it is the list of fields VALIDATION_FAILED sends. */
export function problemsOf(value: unknown): TProblem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { field, message } = item as { field?: unknown; message?: unknown };
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
}

/** readEnvelope, but a failure keeps its problem list (LotteryApiError). */
export function readLotteryEnvelope<T>(body: unknown, schema: TSchema<T>, status = 200): T {
  if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
    const envelope = body as { errorCode?: unknown; message?: unknown; value?: unknown };
    const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'SYSTEM_ERROR';
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : code;
    throw new LotteryApiError(code, message, status, problemsOf(envelope.value));
  }
  return readEnvelope(body, schema, status);
}

/**
 * How far the server's clock is ahead of the page's, in ms, from an answer's Date header and the
 * request's round trip; 0 when the header is missing. A Date header has whole seconds, so a skew
 * within 1.5 s is noise and is read as 0: only a clearly wrong device clock moves the countdowns.
 */
export function clockSkewOf(dateHeader: string | null, sentAt: number, receivedAt: number): number {
  if (!dateHeader) return 0;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return 0;
  // the header is truncated to the second: its true instant lies in [server, server + 1000)
  const skew = server + 500 - (sentAt + receivedAt) / 2;
  return Math.abs(skew) < 1_500 ? 0 : Math.round(skew);
}

export type TLotteryClientOptions = {
  token: string;
  lang: string;
  fetchImpl?: TFetch;
  timeoutMs?: number;
  /** Told the clock skew measured on each answer (see clockSkewOf). */
  onSkew?: (skewMs: number) => void;
  now?: () => number;
};

/**
 * The lottery calls as the lottery pages make them: the launch token (Authorization) and the
 * language on every call, JSON both ways, the answer validated against the contract.
 */
export function createLotteryClient({
  token,
  lang,
  fetchImpl,
  timeoutMs = 15_000,
  onSkew,
  now = Date.now,
}: TLotteryClientOptions) {
  const doFetch: TFetch = fetchImpl ?? ((input, init) => fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, schema: TSchema<T>, body?: unknown) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const sentAt = now();
    let response: Response;
    try {
      response = await doFetch(path, {
        method,
        headers: {
          Authorization: token,
          Language: lang,
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
    onSkew?.(clockSkewOf(response.headers.get('date'), sentAt, now()));
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      // A proxy's error page or a cut answer: the server may not have seen the call at all.
      if (response.status >= 500 || response.status === 0) throw new NetworkError(`HTTP ${response.status}`);
      throw new ApiError('BAD_ANSWER', `The game server answered HTTP ${response.status}.`, response.status);
    }
    return readLotteryEnvelope(json, schema, response.status);
  }

  const paged = (path: string, page: number, pageSize: number) => `${path}?page=${page}&pageSize=${pageSize}`;

  return {
    games: () => call('GET', LOTTERY_API.games, ZLotteryGames),
    results: (code: string, page: number, pageSize: number) =>
      call(
        'GET',
        paged(LOTTERY_API.results.replace(':code', encodeURIComponent(code)), page, pageSize),
        ZResultsPage,
      ),
    tickets: (page: number, pageSize: number) =>
      call('GET', paged(LOTTERY_API.tickets, page, pageSize), ZTicketPage),
    proof: (drawId: number) => call('GET', LOTTERY_API.proof.replace(':drawId', String(drawId)), ZDrawView),
    /**
     * One ticket. The caller gives each line its own requestId; on a network failure the SAME id is
     * sent once more, so a ticket the server booked before the connection broke is answered, not doubled.
     */
    async place(ticket: TPlaceTicket) {
      const parsed = ZPlaceTicket.safeParse(ticket);
      if (!parsed.success)
        throw new LotteryApiError(
          'VALIDATION_FAILED',
          'The ticket is not valid.',
          0,
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })),
        );
      const body = parsed.data;
      try {
        return await call('POST', LOTTERY_API.tickets, ZPlaceTicketResult, body);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        return call('POST', LOTTERY_API.tickets, ZPlaceTicketResult, body);
      }
    },
  };
}

export type TLotteryClient = ReturnType<typeof createLotteryClient>;
