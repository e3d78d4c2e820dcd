import { z } from 'zod';
import { FAULT_MODES } from './faults.ts';
import { GAME_CATEGORIES } from './game-themes.ts';
import { ZAmountMinor, ZCurrency } from './money.ts';

/** Printable ASCII without spaces: ids the platform chooses and we echo into URLs and logs. */
const visible = (max: number) =>
  z.string().regex(new RegExp(`^[\\x21-\\x7e]{1,${max}}$`), `1–${max} printable characters`);

const ZVendorCode = z.string().regex(/^[A-Za-z0-9_.-]{1,32}$/, '1–32 letters, digits, _ . or -');
/** The platform's member key, e.g. `lobby_42`. */
const ZPlayer = visible(64);
const ZTransferId = z.string().regex(/^[\x20-\x7e]{1,128}$/, '1–128 printable characters');

export const ZBalanceRequest = z.object({ vendorCode: ZVendorCode, player: ZPlayer, currency: ZCurrency });

export const ZTransferRequest = ZBalanceRequest.extend({
  direction: z.enum(['IN', 'OUT']),
  amountMinor: ZAmountMinor,
  transferId: ZTransferId,
});

export const ZTransferStatusRequest = z.object({ vendorCode: ZVendorCode, transferId: ZTransferId });

export const ZLaunchRequest = ZBalanceRequest.extend({
  gameId: visible(64),
  gameName: z.string().trim().min(1).max(120),
  category: z.enum(GAME_CATEGORIES),
  language: z.string().regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})?$/, 'a language code such as EN or zh-CN'),
  fun: z.boolean(),
  roomId: visible(64).optional(),
});
export type TLaunchRequest = z.infer<typeof ZLaunchRequest>;

export const ZFaultsRequest = z.object({
  mode: z.enum(FAULT_MODES),
  count: z.number().int().min(1).max(10_000).default(1),
  hangMs: z.number().int().min(0).max(600_000).default(0),
});

/** The longest window one bet-history call may ask for. */
export const MAX_BET_WINDOW_MS = 7 * 24 * 3600_000;

/** An instant with its zone (`Z` or `+08:00`), as ms since the epoch once parsed. */
const ZInstant = z.iso
  .datetime({ offset: true, error: 'must be an ISO-8601 instant such as 2026-01-01T00:00:00Z' })
  .transform((s) => Date.parse(s));
/** Window checks only run on two valid instants, so a bad one is reported once. */
const onValidInput = { when: (p: { issues: readonly unknown[] }) => p.issues.length === 0 };

/** A page of the rounds settled in [from, to), at most 7 days, as operators pull them. */
export const ZBetHistoryRequest = z
  .object({
    vendorCode: ZVendorCode,
    from: ZInstant,
    to: ZInstant,
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(1000).default(500),
  })
  .refine((q) => q.from < q.to, { path: ['to'], message: 'must be after from', ...onValidInput })
  .refine((q) => q.to - q.from <= MAX_BET_WINDOW_MS, {
    path: ['to'],
    message: 'the window must be at most 7 days',
    ...onValidInput,
  })
  .transform(({ from, to, ...rest }) => ({ ...rest, fromMs: from, toMs: to }));

/** The game page's round: a stake and one of the game's choices (checked against the game later). */
export const ZRoundRequest = z.object({ stakeMinor: ZAmountMinor, choice: z.string().min(1).max(16) });

export const ZSessionToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
