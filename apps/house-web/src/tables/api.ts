import {
  HOUSE_TABLES_API,
  ZTableBetResult,
  ZTableHistory,
  ZTableList,
  ZTableState,
  type TTableBetRequest,
} from '@openlobby/contracts';
import { ApiError, NetworkError, type TFetch, type TSchema } from '../shared/api.ts';
import { readLotteryEnvelope } from '../lottery-shared/api.ts';
import { skewOf } from './clock.ts';

export type TTablesClientOptions = {
  token: string;
  lang: string;
  fetchImpl?: TFetch;
  timeoutMs?: number;
  /** Told the server's clock skew whenever an answer carries serverTime (the table state). */
  onSkew?: (skewMs: number) => void;
  now?: () => number;
};

const tablePath = (path: string, tableId: number) => path.replace(':tableId', String(tableId));

/**
 * The live tables' calls as the table pages make them: the launch token and the language on every
 * call, JSON both ways, each answer validated against the contract; a refusal keeps the problems a
 * VALIDATION_FAILED lists.
 */
export function createTablesClient({
  token,
  lang,
  fetchImpl,
  timeoutMs = 15_000,
  onSkew,
  now = Date.now,
}: TTablesClientOptions) {
  const doFetch: TFetch = fetchImpl ?? ((input, init) => fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, schema: TSchema<T>, body?: unknown) {
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
      if (response.status >= 500 || response.status === 0) throw new NetworkError(`HTTP ${response.status}`);
      throw new ApiError('BAD_ANSWER', `The game server answered HTTP ${response.status}.`, response.status);
    }
    return readLotteryEnvelope(json, schema, response.status);
  }

  return {
    tables: () => call('GET', HOUSE_TABLES_API.tables, ZTableList),
    async state(tableId: number) {
      const sentAt = now();
      const state = await call('GET', tablePath(HOUSE_TABLES_API.table, tableId), ZTableState);
      onSkew?.(skewOf(state.serverTime, sentAt, now()));
      return state;
    },
    /** Stakes on the open round; on a network failure the SAME requestId goes once more (never doubled). */
    async bet(tableId: number, request: TTableBetRequest) {
      const path = tablePath(HOUSE_TABLES_API.bet, tableId);
      try {
        return await call('POST', path, ZTableBetResult, request);
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        return call('POST', path, ZTableBetResult, request);
      }
    },
    history: (page: number, pageSize: number) =>
      call('GET', `${HOUSE_TABLES_API.history}?page=${page}&pageSize=${pageSize}`, ZTableHistory),
  };
}

export type TTablesClient = ReturnType<typeof createTablesClient>;
