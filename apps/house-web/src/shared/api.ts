import {
  HOUSE_API,
  HOUSE_ROUNDS_API,
  ZFishShotResult,
  ZFishShots,
  ZFishState,
  ZKenoPlayResult,
  ZKenoRounds,
  ZKenoState,
  ZClientSeedRequest,
  ZFairSeeds,
  ZRotateSeedResult,
  ZRoundProof,
  ZSlotRounds,
  ZSlotSpinResult,
  ZSlotState,
} from '@openlobby/contracts';

/** The part of a zod schema this client uses (the contracts' schemas). */
export type TSchema<T> = { safeParse(data: unknown): { success: true; data: T } | { success: false } };

/** An answer `{ success: false }` from the server, or a broken answer, as one error type. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status = 0,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, reset, timeout): safe to retry with the same requestId. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}

/** The errors that mean the launch session is gone: the page can only ask for a relaunch. */
export const SESSION_ENDED_CODES: ReadonlySet<string> = new Set(['GAME_SESSION_INVALID', 'NOT_LOGGED_IN']);

export const isSessionEnded = (error: unknown): boolean =>
  error instanceof ApiError && SESSION_ENDED_CODES.has(error.errorCode);

export const isInsufficientBalance = (error: unknown): boolean =>
  error instanceof ApiError && error.errorCode === 'INSUFFICIENT_BALANCE';

/** Reads the envelope and validates its value; throws ApiError for `success: false` or a bad shape. */
export function readEnvelope<T>(body: unknown, schema: TSchema<T>, status = 200): T {
  if (typeof body !== 'object' || body === null || !('success' in body)) {
    throw new ApiError('BAD_ANSWER', 'The game server sent an unexpected answer.', status);
  }
  const envelope = body as { success: unknown; value?: unknown; errorCode?: unknown; message?: unknown };
  if (envelope.success !== true) {
    const code = typeof envelope.errorCode === 'string' ? envelope.errorCode : 'SYSTEM_ERROR';
    const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : code;
    throw new ApiError(code, message, status);
  }
  const parsed = schema.safeParse(envelope.value);
  if (!parsed.success) throw new ApiError('BAD_ANSWER', 'The game server sent an unexpected answer.', status);
  return parsed.data;
}

export type TFetch = typeof fetch;

export type TClientOptions = {
  token: string;
  lang: string;
  /** Defaults to the page's fetch; tests pass their own. */
  fetchImpl?: TFetch;
  timeoutMs?: number;
};

/**
 * One call of the house API as every house page makes it: the launch token and the language on
 * every call, JSON both ways, the answer's envelope read and its value checked against the contract.
 */
export function createApiCall({ token, lang, fetchImpl, timeoutMs = 15_000 }: TClientOptions) {
  const doFetch: TFetch = fetchImpl ?? ((input, init) => fetch(input, init));

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: TSchema<T>,
    body?: unknown,
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
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
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      // A proxy's HTML error page or a cut answer: the server may not have seen the call at all.
      if (response.status >= 500 || response.status === 0) throw new NetworkError(`HTTP ${response.status}`);
      throw new ApiError('BAD_ANSWER', `The game server answered HTTP ${response.status}.`, response.status);
    }
    return readEnvelope(json, schema, response.status);
  }
  return call;
}

/** The house API as the slot page calls it: launch token and language on every call, JSON both ways. */
export function createHouseClient(options: TClientOptions) {
  const call = createApiCall(options);

  /** A round's POST; on a network failure the SAME requestId goes once more (the server answers the first round). */
  async function playOnce<T>(path: string, schema: TSchema<T>, body: object): Promise<T> {
    try {
      return await call('POST', path, schema, body);
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      return call('POST', path, schema, body);
    }
  }
  const page = (path: string, n: number, size: number) => `${path}?page=${n}&pageSize=${size}`;

  return {
    kenoState: () => call('GET', HOUSE_ROUNDS_API.kenoState, ZKenoState),
    kenoPlay: (picks: readonly number[], stake: number, requestId: string = crypto.randomUUID()) =>
      playOnce(HOUSE_ROUNDS_API.kenoPlay, ZKenoPlayResult, { picks: [...picks], stake, requestId }),
    kenoRounds: (n: number, size: number) =>
      call('GET', page(HOUSE_ROUNDS_API.kenoRounds, n, size), ZKenoRounds),
    fishState: () => call('GET', HOUSE_ROUNDS_API.fishState, ZFishState),
    fishShot: (speciesId: string, bulletCost: number, requestId: string = crypto.randomUUID()) =>
      playOnce(HOUSE_ROUNDS_API.fishShot, ZFishShotResult, { speciesId, bulletCost, requestId }),
    fishShots: (n: number, size: number) =>
      call('GET', page(HOUSE_ROUNDS_API.fishShots, n, size), ZFishShots),
    state: () => call('GET', HOUSE_API.slotState, ZSlotState),
    /** One spin; on a network failure the SAME requestId is sent once more (the server answers the first round). */
    async spin(bet: number, requestId: string = crypto.randomUUID()) {
      const body = { bet, requestId };
      try {
        return await call('POST', HOUSE_API.slotSpin, ZSlotSpinResult, body);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        return call('POST', HOUSE_API.slotSpin, ZSlotSpinResult, body);
      }
    },
    rounds: (page: number, pageSize: number) =>
      call('GET', `${HOUSE_API.slotRounds}?page=${page}&pageSize=${pageSize}`, ZSlotRounds),
    setClientSeed: (clientSeed: string) =>
      call('POST', HOUSE_API.clientSeed, ZFairSeeds, ZClientSeedRequest.parse({ clientSeed })),
    rotate: () => call('POST', HOUSE_API.rotateSeed, ZRotateSeedResult, {}),
  };
}

export type THouseClient = ReturnType<typeof createHouseClient>;

/** The public proof of one round (no token): what the verifier needs to recompute it. */
export async function fetchRoundProof(roundId: string, fetchImpl: TFetch = (i, init) => fetch(i, init)) {
  let response: Response;
  try {
    response = await fetchImpl(HOUSE_API.roundProof.replace(':roundId', encodeURIComponent(roundId)), {
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'network error');
  }
  return readEnvelope(await response.json().catch(() => null), ZRoundProof, response.status);
}
