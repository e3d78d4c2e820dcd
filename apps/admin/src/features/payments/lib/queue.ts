import { errorCodeOf } from '../../../lib/error-message.ts';

/**
 * What the deposit and withdrawal queues share: a status filter that defaults to PENDING (the work
 * to do) and lives in the URL, the list query, the 15 s refresh of the pending queue, the "already
 * in another state" answer and the amount format.
 */

/** A queue's status filter: one status, or every status. */
export type TStatusFilter<S extends string> = S | 'ALL';

/** What a queue shows without a status in the URL: the requests waiting for an operator. */
export const DEFAULT_STATUS_FILTER = 'PENDING';

/** How often the PENDING queue asks again, so new requests show up without a reload. */
export const PENDING_REFRESH_MS = 15_000;

/** The contract's longest search (account or reference). */
export const SEARCH_MAX = 64;

/** The filter's choices in display order: the statuses, then every status. */
export const statusFiltersOf = <S extends string>(states: readonly S[]): readonly TStatusFilter<S>[] => [
  ...states,
  'ALL',
];

/** The URL's `status` value as one of `choices`: missing or unknown means PENDING. */
export const queueStatusFilterOf = <F extends string>(
  choices: readonly F[],
  raw: string | null | undefined,
): F => ((choices as readonly string[]).includes(raw ?? '') ? (raw as F) : (DEFAULT_STATUS_FILTER as F));

/** The URL value of a filter: the default is left out, so a plain /deposits means PENDING. */
export const queueStatusParamOf = (filter: string): string =>
  filter === DEFAULT_STATUS_FILTER ? '' : filter;

/** A queue's list query (its contract's query without format): blanks left out, ALL sends no status. */
export type TQueueQuery<S extends string> = {
  brand?: string;
  status?: S;
  q?: string;
  page: number;
  pageSize: number;
};

export const queueQueryOf = <S extends string>(
  choices: readonly TStatusFilter<S>[],
  filters: { brand: string; status: string; q: string },
  page: number,
  pageSize: number,
): TQueueQuery<S> => {
  const status = queueStatusFilterOf(choices, filters.status);
  const brand = filters.brand.trim();
  const q = filters.q.trim().slice(0, SEARCH_MAX);
  return {
    brand: brand || undefined,
    status: status === 'ALL' ? undefined : (status as S),
    q: q || undefined,
    page,
    pageSize,
  };
};

/** Poll every 15 s while the queue shows PENDING (what is decided changes far less often). */
export const refetchIntervalFor = (query: { status?: string }): number | false =>
  query.status === DEFAULT_STATUS_FILTER ? PENDING_REFRESH_MS : false;

/**
 * OPERATION_NOT_ALLOWED on a decision: the request is no longer in the state the action needs
 * (another operator, the gateway or the member moved it on in the meantime).
 */
export const isStateConflict = (e: unknown): boolean => errorCodeOf(e) === 'OPERATION_NOT_ALLOWED';

/**
 * An amount with its currency code, e.g. "CNY 1,234.50"; a code Intl does not take (USDT) falls
 * back to the plain number followed by the code.
 */
export const formatAmount = (amount: number, currency: string, locale: string): string => {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
    }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 8 }).format(amount)} ${currency}`;
  }
};
