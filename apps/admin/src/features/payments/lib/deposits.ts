import { DEPOSIT_STATES, type TAdminDeposit } from '@openlobby/contracts';
import {
  formatAmount,
  isStateConflict,
  queueQueryOf,
  queueStatusFilterOf,
  queueStatusParamOf,
  statusFiltersOf,
  type TQueueQuery,
  type TStatusFilter,
} from './queue.ts';

export { DEFAULT_STATUS_FILTER, PENDING_REFRESH_MS, refetchIntervalFor } from './queue.ts';

export type TDepositStatus = TAdminDeposit['status'];
/** The status filter of the queue: one status, or every status. */
export type TDepositStatusFilter = TStatusFilter<TDepositStatus>;

export const DEPOSIT_STATUSES: readonly TDepositStatus[] = DEPOSIT_STATES;
/** The filter's choices in display order: the work to do first, everything last. */
export const DEPOSIT_STATUS_FILTERS = statusFiltersOf(DEPOSIT_STATUSES);

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

/** The URL's `status` value: missing or unknown means PENDING. */
export const statusFilterOf = (raw: string | null | undefined): TDepositStatusFilter =>
  queueStatusFilterOf(DEPOSIT_STATUS_FILTERS, raw);

/** The URL value of a filter: the default is left out, so a plain /deposits means PENDING. */
export const statusParamOf: (filter: TDepositStatusFilter) => string = queueStatusParamOf;

/** The queue's query (ZAdminDepositQuery without format): blanks left out, ALL sends no status. */
export type TDepositQuery = TQueueQuery<TDepositStatus>;

export const depositQueryOf = (
  filters: { brand: string; status: string; q: string },
  page: number,
  pageSize: number,
): TDepositQuery => queueQueryOf(DEPOSIT_STATUS_FILTERS, filters, page, pageSize);

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
export const isAlreadyDecided: (e: unknown) => boolean = isStateConflict;

/** An amount with its currency code, e.g. "CNY 1,234.50" (USDT: the number and the code). */
export const formatDepositAmount: (amount: number, currency: string, locale: string) => string = formatAmount;
