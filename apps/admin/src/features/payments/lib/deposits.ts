import { DEPOSIT_STATES, type TAdminDeposit } from '@openlobby/contracts';
import { errorCodeOf } from '../../../lib/error-message.ts';

export type TDepositStatus = TAdminDeposit['status'];
/** The status filter of the queue: one status, or every status. */
export type TDepositStatusFilter = TDepositStatus | 'ALL';

export const DEPOSIT_STATUSES: readonly TDepositStatus[] = DEPOSIT_STATES;
/** The filter's choices in display order: the work to do first, everything last. */
export const DEPOSIT_STATUS_FILTERS: readonly TDepositStatusFilter[] = [...DEPOSIT_STATES, 'ALL'];
/** What the queue shows without a status in the URL: the requests waiting for a decision. */
export const DEFAULT_STATUS_FILTER: TDepositStatusFilter = 'PENDING';

/** How often the PENDING queue asks again, so new requests show up without a reload. */
export const PENDING_REFRESH_MS = 15_000;

const STATUS_COLORS: Readonly<Record<TDepositStatus, string>> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REJECTED: 'red',
  EXPIRED: 'gray',
};

/** The badge colour of a deposit's status; a status this console does not know is grey. */
export const depositStatusColor = (status: string): string =>
  Object.hasOwn(STATUS_COLORS, status) ? STATUS_COLORS[status as TDepositStatus] : 'gray';

const GATEWAY_COLORS: Readonly<Record<string, string>> = { manual: 'gray', sandbox: 'violet' };

/** The badge colour of a channel's gateway: manual grey, sandbox violet, anything else blue. */
export const gatewayColor = (gateway: string): string =>
  Object.hasOwn(GATEWAY_COLORS, gateway) ? GATEWAY_COLORS[gateway]! : 'blue';

/** The URL's `status` value as a filter: missing or unknown means PENDING. */
export const statusFilterOf = (raw: string | null | undefined): TDepositStatusFilter =>
  (DEPOSIT_STATUS_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as TDepositStatusFilter)
    : DEFAULT_STATUS_FILTER;

/** The URL value of a filter: the default is left out, so a plain /deposits means PENDING. */
export const statusParamOf = (filter: TDepositStatusFilter): string =>
  filter === DEFAULT_STATUS_FILTER ? '' : filter;

/** The queue's query (ZAdminDepositQuery without format): blanks left out, ALL sends no status. */
export type TDepositQuery = {
  brand?: string;
  status?: TDepositStatus;
  q?: string;
  page: number;
  pageSize: number;
};

export const depositQueryOf = (
  filters: { brand: string; status: string; q: string },
  page: number,
  pageSize: number,
): TDepositQuery => {
  const status = statusFilterOf(filters.status);
  const brand = filters.brand.trim();
  const q = filters.q.trim().slice(0, 64);
  return {
    brand: brand || undefined,
    status: status === 'ALL' ? undefined : status,
    q: q || undefined,
    page,
    pageSize,
  };
};

/** Poll every 15 s while the queue shows PENDING (decided deposits do not change). */
export const refetchIntervalFor = (query: Pick<TDepositQuery, 'status'>): number | false =>
  query.status === 'PENDING' ? PENDING_REFRESH_MS : false;

/** Whether the deposit still waits for an operator (only then may it be approved or rejected). */
export const isDecidable = (deposit: Pick<TAdminDeposit, 'status'>): boolean => deposit.status === 'PENDING';

/**
 * Who decided a deposit: an operator's username, or `gateway:<name>` when the payment gateway
 * confirmed it (sandbox and future online gateways); null while nobody has.
 */
export const decidedByOf = (
  decidedBy: string | null,
): { kind: 'operator'; name: string } | { kind: 'gateway'; gateway: string } | null => {
  if (!decidedBy) return null;
  return decidedBy.startsWith('gateway:')
    ? { kind: 'gateway', gateway: decidedBy.slice('gateway:'.length) }
    : { kind: 'operator', name: decidedBy };
};

/**
 * OPERATION_NOT_ALLOWED on approve or reject: the deposit is no longer pending (another operator
 * decided it, or the gateway confirmed it, in the meantime).
 */
export const isAlreadyDecided = (e: unknown): boolean => errorCodeOf(e) === 'OPERATION_NOT_ALLOWED';

/**
 * An amount with its currency code, e.g. "CNY 1,234.50"; a code Intl does not take (USDT) falls
 * back to the plain number followed by the code.
 */
export const formatDepositAmount = (amount: number, currency: string, locale: string): string => {
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
