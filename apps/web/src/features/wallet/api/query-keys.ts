import type { TDateRange } from '../../../components/ui/date-range.ts';

/** A history page's query: the date window, the page and (transactions) an optional kind. */
export type THistoryQuery = TDateRange & { page: number; kind?: string };

/** The betting record's query: a history query narrowed to one vendor when `vendorCode` is set. */
export type TBetsQuery = THistoryQuery & { vendorCode?: string };

/**
 * Query keys of the wallet feature, all keyed by the session token so one account's money never
 * shows for the next. Everything the money actions change sits under `balance` or `wallet`, the two
 * prefixes useInvalidateMoney (and the WebSocket push, useWalletSocket) invalidates.
 */
export const walletKeys = {
  /** Prefix of every balance query (the logout drops it). */
  balanceRoot: ['balance'] as const,
  balance: (token: string | null) => ['balance', token] as const,
  /** Prefix of every other wallet query. */
  root: ['wallet'] as const,
  merchantWallet: (token: string | null) => ['wallet', token, 'merchant'] as const,
  transactions: (token: string | null, q: THistoryQuery) => ['wallet', token, 'transactions', q] as const,
  transactionDetail: (token: string | null, id: number) => ['wallet', token, 'transaction', id] as const,
  profitLoss: (token: string | null, range: TDateRange) => ['wallet', token, 'profitLoss', range] as const,
  bonusDetails: (token: string | null, q: THistoryQuery) => ['wallet', token, 'bonusDetails', q] as const,
  bettingRecords: (token: string | null, q: TBetsQuery) => ['wallet', token, 'bettingRecords', q] as const,
  deposits: (token: string | null, q: THistoryQuery) => ['wallet', token, 'deposits', q] as const,
  withdrawInfo: (token: string | null) => ['wallet', token, 'withdrawInfo'] as const,
  withdrawals: (token: string | null, q: THistoryQuery) => ['wallet', token, 'withdrawals', q] as const,
  /** Not money: a proof image never changes, so a money change must not download it again. */
  withdrawalProof: (token: string | null, withdrawalId: number, proofId: number) =>
    ['withdrawalProof', token, withdrawalId, proofId] as const,
  /** Not money: the brand's channels, kept apart so a money change does not refetch them. */
  depositChannels: (token: string | null) => ['depositChannels', token] as const,
};
