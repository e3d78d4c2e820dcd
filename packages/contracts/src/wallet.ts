import { z } from 'zod';
import { ZAgentConsolidated } from './agents.ts';
import { ZAmount } from './money.ts';

/** A client-made id of one money request (a UUID, say): the same id again is the same request. */
export const ZRequestId = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET balance: the main wallet plus every vendor wallet. */
export const ZBalance = z.object({
  /** Main wallet plus vendor wallets: what the member owns, less funds held for withdrawals. */
  sumBalance: z.number(),
  /** True when the member has no vendor wallets (all money in the main wallet). */
  isSingle: z.boolean(),
  mainBalance: z.number(),
  /** Held for withdrawals under review; not spendable. */
  heldBalance: z.number(),
  currency: z.string(),
  decimals: z.number().int(),
});
export type TBalance = z.infer<typeof ZBalance>;

/** GET merchant wallet: every transfer-wallet vendor of the brand with the member's balance there. */
export const ZMerchantWallet = z.object({
  mainBalance: z.number(),
  currency: z.string(),
  decimals: z.number().int(),
  wallets: z.array(
    z.object({ vendorCode: z.string(), name: z.string(), category: z.string(), balance: z.number() }),
  ),
});
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

/** POST wallet transfer: one in (main → vendor), one out (vendor → main), or all out. */
export const ZWalletTransferRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('IN'),
    vendorCode: z.string().min(1).max(16),
    amount: ZAmount,
    requestId: ZRequestId,
  }),
  z.object({
    type: z.literal('OUT'),
    vendorCode: z.string().min(1).max(16),
    amount: ZAmount,
    requestId: ZRequestId,
  }),
  z.object({ type: z.literal('ALL_OUT'), requestId: ZRequestId }),
]);
export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequest>;
export const ZWalletTransferResult = z.object({
  /** The amount moved in total (ALL_OUT: the sum of every vendor wallet). */
  moved: z.number(),
  replayed: z.boolean(),
  balance: ZBalance,
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;

/** A 6-digit payment password guards money leaving the member (withdrawals, transfers to others). */
export const ZPaymentPassword = z.string().regex(/^\d{6}$/, 'Six digits');
/** POST payment password: set it (first time: login password as proof) or change it (old one). */
export const ZPaymentPasswordRequest = z.object({
  /** The current payment password, or the login password when none is set yet. */
  currentPassword: z.string().min(1).max(128),
  newPaymentPassword: ZPaymentPassword,
});

/** POST transfer to upline: from the member's main wallet to their agent's. */
export const ZUplineTransferRequest = z.object({
  amount: ZAmount,
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
});
/** POST agent transfer to a downline (an account that registered under the agent). */
export const ZDownlineTransferRequest = ZUplineTransferRequest.extend({
  downlineAccount: z.string().trim().min(1).max(32),
});
export const ZMemberTransferResult = z.object({
  entryId: z.number().int(),
  replayed: z.boolean(),
  to: z.string(),
  balance: ZBalance,
});

/** A date range of the history pages; the client offers previous/next 7 and 30 days. */
export const ZDateRangeQuery = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine((q) => q.from <= q.to, { message: 'The start must not be after the end', path: ['from'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 92 * 86_400_000, {
    message: 'At most 92 days at a time',
    path: ['to'],
  });
export type TDateRangeQuery = z.infer<typeof ZDateRangeQuery>;

export const TRANSACTION_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RELEASE',
  'WITHDRAWAL_PAYOUT',
  'TRANSFER_IN',
  'TRANSFER_OUT',
  'UPLINE_TRANSFER',
  'DOWNLINE_TRANSFER',
  'ADJUSTMENT',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  /** A transfer-wallet vendor's games won or lost since the last look at its wallet. */
  'GAME_SETTLEMENT',
  /** An agent's contract paid for a period: a wage, a real-time salary or a dividend. */
  'AGENT_PAY',
  /** Points converted to cash (paid from the brand's bonus account). */
  'POINTS_CONVERT',
  /** A bonus taken back: cancelled by an operator, or forfeited. */
  'BONUS_CANCEL',
] as const;
export const ZTransactionKind = z.enum(TRANSACTION_KINDS);
export const ZTransactionsQuery = ZDateRangeQuery.and(z.object({ kind: ZTransactionKind.optional() }));

/** One movement of the member's money, as the history lists it. */
export const ZTransaction = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: ZTransactionKind,
  /** Which wallet: MAIN, HELD, or a vendor code. */
  wallet: z.string(),
  /** Signed: into (+) or out of (−) that wallet. */
  amount: z.number(),
  balanceAfter: z.number(),
  reference: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;
export const ZTransactionPage = z.object({
  items: z.array(ZTransaction),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** GET member transaction detail (ODSFE2_MemTransDet?id=): one entry with all its legs in the member's wallets. */
export const ZTransactionDetailQuery = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const ZTransactionDetail = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: ZTransactionKind,
  reference: z.string().nullable(),
  legs: z.array(z.object({ wallet: z.string(), amount: z.number(), balanceAfter: z.number() })),
  memo: z.record(z.string(), z.unknown()).nullable(),
});

/** GET personal profit and loss over a range, by day. */
export const ZProfitLoss = z.object({
  currency: z.string(),
  totals: z.object({
    deposits: z.number(),
    withdrawals: z.number(),
    bets: z.number(),
    wins: z.number(),
    bonuses: z.number(),
    /** wins + bonuses − bets */
    profit: z.number(),
  }),
  days: z.array(
    z.object({
      day: z.string(),
      bets: z.number(),
      wins: z.number(),
      bonuses: z.number(),
      profit: z.number(),
    }),
  ),
});
export type TProfitLoss = z.infer<typeof ZProfitLoss>;

/** Consolidated funds (the money part): what the logged-in header shows next to the balance. */
export const ZConsolidatedFunds = z.object({
  balance: ZBalance,
  todayDeposits: z.number(),
  todayWithdrawals: z.number(),
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  /** The agent's contracts and the agent-centre flags (empty lists and nulls for a member). */
  ...ZAgentConsolidated.shape,
});

/** Where members pay a manual channel: a bank account, or a crypto address. */
export const ZReceivingAccount = z.object({
  bankName: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  address: z.string().nullable(),
});

/** Deposit channels a brand offers (spec: bank transfer, e-wallet, crypto). */
export const DEPOSIT_CHANNEL_KINDS = ['BANK', 'EWALLET', 'CRYPTO'] as const;
export const ZDepositChannel = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_CHANNEL_KINDS),
  name: z.string(),
  /** `manual`: the member pays to the receiving account and finance approves; `sandbox`/gateways: paid online. */
  gateway: z.string(),
  min: z.number(),
  max: z.number(),
  /** Where to pay, for manual channels (bank name, account name and number, or a wallet address). */
  receiving: ZReceivingAccount.nullable(),
});
export type TDepositChannel = z.infer<typeof ZDepositChannel>;

export const ZDepositRequest = z.object({
  channelId: z.number().int().positive(),
  amount: ZAmount,
  /** For manual channels: the name the member pays from, to match the transfer. */
  payerName: z.string().trim().max(64).optional(),
  requestId: ZRequestId,
});
export const DEPOSIT_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export const ZDeposit = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  channelName: z.string(),
  amount: z.number(),
  status: z.enum(DEPOSIT_STATES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  /** For online channels: where the member pays (the gateway's page). */
  payUrl: z.string().nullable(),
  reference: z.string(),
});
export type TDeposit = z.infer<typeof ZDeposit>;

export const ZDepositListQuery = ZDateRangeQuery;

/** The gateway notification of the built-in sandbox (signed: `X-Sandbox-Signature: t=…,v1=hex`). */
export const ZSandboxNotification = z.object({
  reference: z.string().min(1).max(64),
  amount: z.number().positive(),
  currency: z.string().length(3),
  gatewayTxId: z.string().min(1).max(64),
  status: z.enum(['PAID', 'FAILED']),
  paidAt: z.iso.datetime(),
});
export type TSandboxNotification = z.infer<typeof ZSandboxNotification>;
/** Outside /wps: a gateway's call must pass maintenance and region gates; the brand comes from the order. */
export const SANDBOX_CALLBACK_PATH = '/payments/callback/sandbox';
export const SANDBOX_PAY_PATH = '/sandbox-pay/:reference';

/**
 * A hosted payment gateway's notification (signed: `X-Signature: t=…,v1=hex`, HMAC-SHA256 with the
 * channel's signing secret over `t.body`). `orderId` is our deposit reference, `paymentId` the
 * gateway's id for it, `amount` in the currency's minor units (integers, as gateways send them).
 */
export const ZHostedNotification = z.object({
  merchantId: z.string().min(1).max(64),
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  currency: z.string().length(3),
  status: z.enum(['PAID', 'FAILED']),
});
export type THostedNotification = z.infer<typeof ZHostedNotification>;
/** Where hosted gateways post their notifications (the notifyUrl we give them, on the brand's domain). */
export const HOSTED_CALLBACK_PATH = '/payments/callback/hosted';

/**
 * The wallet WebSocket (WALLET_API.events): the client's first message is `{ "token": "…" }`; the
 * server then sends the balance at once and again after every change of the member's money, and
 * the unread message count at once and again after every change of the member's inbox.
 */
export const ZWalletSocketHello = z.object({ token: z.string().min(16).max(128) });
export const ZWalletSocketMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('balance'), value: ZBalance }),
  /** The member's unread inbox count (CSP_unreadCount): at once, then after every inbox change. */
  z.object({ type: z.literal('unread'), count: z.number().int().min(0) }),
  z.object({ type: z.literal('error'), errorCode: z.string() }),
]);
export type TWalletSocketMessage = z.infer<typeof ZWalletSocketMessage>;

/* ---------------------------------------------------------------- withdrawals */

export const PAYOUT_ACCOUNT_KINDS = ['BANK', 'EWALLET'] as const;
/** A bank card or e-wallet the member withdraws to; the payee must be the member's own name. */
export const ZPayoutAccount = z.object({
  id: z.number().int(),
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  /** The bank, or the e-wallet's provider. */
  bankName: z.string(),
  accountName: z.string(),
  /** Shown masked except the last 4 characters. */
  accountNumber: z.string(),
});
export type TPayoutAccount = z.infer<typeof ZPayoutAccount>;
export const ZPayoutAccountRequest = z.object({
  kind: z.enum(PAYOUT_ACCOUNT_KINDS),
  bankName: z.string().trim().min(2).max(64),
  accountName: z.string().trim().min(2).max(64),
  accountNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{4,40}$/, 'Letters, digits, spaces or dashes'),
  paymentPassword: ZPaymentPassword,
});

/** GET withdraw info: everything the withdraw page needs before the member asks. */
export const ZWithdrawInfo = z.object({
  balance: ZBalance,
  min: z.number(),
  max: z.number(),
  dailyCount: z.number().int(),
  usedToday: z.number().int(),
  /** Bets still needed before a withdrawal (deposits × the brand's turnover rate − bets so far). */
  turnoverRequired: z.number(),
  autoReceiveMinutes: z.number().int(),
  hasPaymentPassword: z.boolean(),
  accounts: z.array(ZPayoutAccount),
});
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

export const ZWithdrawalRequest = z.object({
  payoutAccountId: z.number().int().positive(),
  amount: ZAmount,
  paymentPassword: ZPaymentPassword,
  requestId: ZRequestId,
});

/**
 * PENDING (funds held) → APPROVED → PAID (payout reference) → RECEIVED | DISPUTED (not received,
 * with proof) → FULLY_PAID; PAID unconfirmed after the brand's minutes → AUTO_RECEIVED (forced
 * receipt: no refund). PENDING or APPROVED → REJECTED (funds released); DISPUTED → REFUNDED.
 */
export const WITHDRAWAL_STATES = [
  'PENDING',
  'APPROVED',
  'PAID',
  'RECEIVED',
  'DISPUTED',
  'FULLY_PAID',
  'AUTO_RECEIVED',
  'REJECTED',
  'REFUNDED',
] as const;
export const ZWithdrawalStatus = z.enum(WITHDRAWAL_STATES);
export const ZWithdrawal = z.object({
  id: z.number().int(),
  reference: z.string(),
  amount: z.number(),
  status: ZWithdrawalStatus,
  account: ZPayoutAccount,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  payoutReference: z.string().nullable(),
  /** When an unconfirmed payout counts as received. */
  autoReceiveAt: z.string().nullable(),
  remark: z.string().nullable(),
  proofIds: z.array(z.number().int()),
  reason: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

/** The member's answer after a payout; NOT_RECEIVED carries a remark and 1–3 png/jpg proofs (multipart). */
export const ZWithdrawalConfirm = z.object({
  answer: z.enum(['RECEIVED', 'NOT_RECEIVED', 'FULLY_PAID']),
  remark: z.string().trim().max(140).optional(),
});
/** Proof images: png or jpg, each under 5 MB, at most 3 (spec §9). */
export const PROOF_LIMITS = {
  maxFiles: 3,
  maxBytes: 5 * 1024 * 1024,
  types: ['image/png', 'image/jpeg'],
} as const;

/* ---------------------------------------------------------------- betting records */

/** GET betting records: the member's bets in a range (the games write them as ledger entries). */
export const ZBettingRecordsQuery = ZDateRangeQuery.and(
  z.object({ vendorCode: z.string().max(16).optional() }),
);
export const ZBetRecord = z.object({
  id: z.number().int(),
  /** The vendor's round or ticket id. */
  reference: z.string(),
  vendorCode: z.string().nullable(),
  /** The vendor's name as the catalogue shows it (null when the vendor is no longer listed). */
  vendorName: z.string().nullable(),
  game: z.string().nullable(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  betAmount: z.number(),
  winAmount: z.number(),
  /** winAmount − betAmount once settled; 0 while open or after a rollback. */
  profit: z.number(),
  status: z.enum(['OPEN', 'SETTLED', 'ROLLED_BACK']),
});
export type TBetRecord = z.infer<typeof ZBetRecord>;
export const ZBetRecordPage = z.object({
  items: z.array(ZBetRecord),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totals: z.object({ betAmount: z.number(), winAmount: z.number(), profit: z.number() }),
});
