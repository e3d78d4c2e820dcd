import { WITHDRAWAL_STATES, ZPayoutRequest, type TAdminWithdrawal } from '@openlobby/contracts';
import {
  queueQueryOf,
  queueStatusFilterOf,
  statusFiltersOf,
  type TQueueQuery,
  type TStatusFilter,
} from './queue.ts';

/**
 * A withdrawal's life (wallet.ts): PENDING (funds held) → APPROVED → PAID (payout reference) →
 * RECEIVED, or DISPUTED (the member says it did not arrive) → PAID again or REFUNDED; FULLY_PAID
 * and AUTO_RECEIVED close it after a payout; PENDING or APPROVED → REJECTED releases the funds.
 */

export type TWithdrawalStatus = TAdminWithdrawal['status'];
export type TWithdrawalStatusFilter = TStatusFilter<TWithdrawalStatus>;

export const WITHDRAWAL_STATUSES: readonly TWithdrawalStatus[] = WITHDRAWAL_STATES;
/** The filter's choices: the nine statuses in the order of a withdrawal's life, then all. */
export const WITHDRAWAL_STATUS_FILTERS = statusFiltersOf(WITHDRAWAL_STATUSES);

const STATUS_COLORS: Readonly<Record<TWithdrawalStatus, string>> = {
  PENDING: 'yellow',
  APPROVED: 'blue',
  PAID: 'cyan',
  RECEIVED: 'green',
  DISPUTED: 'orange',
  FULLY_PAID: 'teal',
  AUTO_RECEIVED: 'lime',
  REJECTED: 'red',
  REFUNDED: 'grape',
};

/**
 * The badge colour of a withdrawal's status: work to do yellow (pending), blue (approved, to pay)
 * and orange (disputed); paid cyan; closed green, teal or lime; rejected red; refunded grape.
 * A status this console does not know is grey.
 */
export const withdrawalStatusColor = (status: string): string =>
  Object.hasOwn(STATUS_COLORS, status) ? STATUS_COLORS[status as TWithdrawalStatus] : 'gray';

/** The URL's `status` value: missing or unknown means PENDING. */
export const withdrawalStatusFilterOf = (raw: string | null | undefined): TWithdrawalStatusFilter =>
  queueStatusFilterOf(WITHDRAWAL_STATUS_FILTERS, raw);

/** The queue's query (ZAdminWithdrawalQuery without format): blanks left out, ALL sends no status. */
export type TWithdrawalQuery = TQueueQuery<TWithdrawalStatus>;

export const withdrawalQueryOf = (
  filters: { brand: string; status: string; q: string },
  page: number,
  pageSize: number,
): TWithdrawalQuery => queueQueryOf(WITHDRAWAL_STATUS_FILTERS, filters, page, pageSize);

/**
 * What an operator with payments.review may do from a row: approve or reject a pending request,
 * pay out or reject an approved one, open a disputed one (its remark and proofs, then pay again or
 * refund). Paid, closed, rejected and refunded withdrawals take no action.
 */
export type TWithdrawalRowAction = 'approve' | 'reject' | 'payout' | 'dispute';

const ROW_ACTIONS: Readonly<Partial<Record<TWithdrawalStatus, readonly TWithdrawalRowAction[]>>> = {
  PENDING: ['approve', 'reject'],
  APPROVED: ['payout', 'reject'],
  DISPUTED: ['dispute'],
};

export const withdrawalActionsOf = (status: string): readonly TWithdrawalRowAction[] =>
  (Object.hasOwn(ROW_ACTIONS, status) ? ROW_ACTIONS[status as TWithdrawalStatus] : undefined) ?? [];

/** The two ways to settle a dispute: pay again with a new reference, or refund the member. */
export type TDisputeAction = 'payout' | 'refund';
export const DISPUTE_ACTIONS: readonly TDisputeAction[] = ['payout', 'refund'];

/** Whether a payout reference is what the contract takes (3–64 characters once trimmed). */
export const isPayoutReference = (reference: string): boolean =>
  ZPayoutRequest.safeParse({ reference }).success;

/** The longest payout reference the contract takes. */
export const PAYOUT_REFERENCE_MAX = 64;

/** Why a payout reference is refused: not 3–64 characters, or the disputed payout's own reference. */
export const payoutReferenceIssue = (
  reference: string,
  previous: string | null,
): 'invalid' | 'samePrevious' | null => {
  if (!isPayoutReference(reference)) return 'invalid';
  if (previous && reference.trim() === previous.trim()) return 'samePrevious';
  return null;
};

/** The decidedBy of a payout the auto-receipt job counted as received (no operator involved). */
export const AUTO_RECEIVE_ACTOR = 'auto-receive';

/**
 * Who acted last on a withdrawal (approve, reject, payout, refund): an operator's username, or the
 * job that counted an unconfirmed payout as received; null while nobody has.
 */
export const withdrawalDecidedByOf = (
  decidedBy: string | null,
): { kind: 'operator'; name: string } | { kind: 'auto' } | null => {
  const by = decidedBy?.trim();
  if (!by) return null;
  return by === AUTO_RECEIVE_ACTOR ? { kind: 'auto' } : { kind: 'operator', name: by };
};
