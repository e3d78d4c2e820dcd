import { createHash, createHmac } from 'node:crypto';
import type { TPromotionRule } from '@openlobby/contracts';

/** Basis points of an amount, rounded down (a bonus never pays a fraction of a minor unit more). */
const bpsOf = (amount: bigint, bps: number) => (amount * BigInt(bps)) / 10_000n;
const min = (a: bigint, b: bigint) => (a < b ? a : b);

/** A bonus a rule grants: its amount and the turnover it must be wagered to (amount × multiplier). */
export type TGrant = { amountMinor: bigint; turnoverMinor: bigint };
const grant = (amountMinor: bigint, multiplier: number): TGrant | null =>
  amountMinor > 0n ? { amountMinor, turnoverMinor: amountMinor * BigInt(multiplier) } : null;

type TMatchRule = Extract<TPromotionRule, { kind: 'DEPOSIT_MATCH' | 'FIRST_DEPOSIT' | 'RELOAD' }>;

/**
 * Deposit match (also first deposit and reload): percent of the qualifying deposit, capped; none
 * under the minimum. Which deposit qualifies is `qualifyingDeposit`'s question.
 */
export function matchBonus(rule: TMatchRule, depositMinor: bigint): TGrant | null {
  if (depositMinor < BigInt(rule.minDepositMinor)) return null;
  return grant(min(bpsOf(depositMinor, rule.percentBps), BigInt(rule.capMinor)), rule.turnoverMultiplier);
}

/** A credited deposit as the rules see it: its amount, when, and how many the member had before. */
export type TDepositFact = { amountMinor: bigint; at: Date; earlierDeposits: number };

/**
 * The deposit a match rule pays on: the first deposit after the member joined (DEPOSIT_MATCH), the
 * member's very first deposit ever, made after joining (FIRST_DEPOSIT), or the first deposit after
 * joining that is not the member's first (RELOAD). Deposits are oldest first.
 */
export function qualifyingDeposit(
  kind: TMatchRule['kind'],
  joinedAt: Date,
  deposits: readonly TDepositFact[],
): TDepositFact | null {
  const after = deposits.filter((x) => x.at >= joinedAt);
  if (kind === 'FIRST_DEPOSIT') return after.find((x) => x.earlierDeposits === 0) ?? null;
  if (kind === 'RELOAD') return after.find((x) => x.earlierDeposits > 0) ?? null;
  return after[0] ?? null;
}

/** A member's bets over a period, from the bets table's rollups. */
export type TPeriodFigures = { stakeMinor: bigint; validTurnoverMinor: bigint; payoutMinor: bigint };

/**
 * Cashback / rebate over a closed period: percent of the net loss (stakes − payouts, nothing when
 * the member won) or of the valid turnover, capped; none under the rule's minimum basis.
 */
export function cashbackBonus(
  rule: Extract<TPromotionRule, { kind: 'CASHBACK' }>,
  f: TPeriodFigures,
): TGrant | null {
  const basis = rule.basis === 'NET_LOSS' ? f.stakeMinor - f.payoutMinor : f.validTurnoverMinor;
  if (basis <= 0n || basis < BigInt(rule.minBasisMinor)) return null;
  return grant(min(bpsOf(basis, rule.percentBps), BigInt(rule.capMinor)), rule.turnoverMultiplier);
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Birthday: the fixed amount, claimable on the member's birthday (month and day) in the brand's
 * zone; a 29 February birthday falls on the 28th in a year without one.
 */
export function birthdayBonus(
  rule: Extract<TPromotionRule, { kind: 'BIRTHDAY' }>,
  birthday: string | null,
  today: string,
): TGrant | null {
  if (!birthday || !/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return null;
  const monthDay =
    birthday.slice(5) === '02-29' && !isLeap(Number(today.slice(0, 4))) ? '02-28' : birthday.slice(5);
  if (monthDay !== today.slice(5)) return null;
  return grant(BigInt(rule.amountMinor), rule.turnoverMultiplier);
}

/** A day (YYYY-MM-DD) `n` days after `day` (before, when negative). */
const addDays = (day: string, n: number) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** A closed period a cashback pays for: brand-local days [from, to] and the key its bonus is paid once by. */
export type TCashbackPeriod = { key: string; from: string; to: string };

/**
 * The cashback periods that have ended before `today` (brand-local days), at most the last
 * `lookback` of them, oldest first, that end on or after `since` (the day the member joined or the
 * promotion started); a period begun before `since` counts from `since`. Weeks run Monday to
 * Sunday. A job that was down catches up the periods it missed within `lookback`.
 */
export function cashbackPeriods(
  period: 'DAILY' | 'WEEKLY',
  today: string,
  since: string,
  lookback: number,
): TCashbackPeriod[] {
  const out: TCashbackPeriod[] = [];
  const size = period === 'DAILY' ? 1 : 7;
  // Monday of today's week: getUTCDay is 0 for Sunday
  const current =
    period === 'DAILY' ? today : addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  for (let i = lookback; i >= 1; i--) {
    const from = addDays(current, -size * i);
    const to = addDays(from, size - 1);
    if (to < since) continue;
    out.push({ key: `${period === 'DAILY' ? 'D' : 'W'}${from}`, from: from < since ? since : from, to });
  }
  return out;
}

/** Manual: the operator names the amount. */
export function manualBonus(
  rule: Extract<TPromotionRule, { kind: 'MANUAL' }>,
  amountMinor: bigint,
): TGrant | null {
  return grant(amountMinor, rule.turnoverMultiplier);
}

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A provably fair raffle draw, as the house slot's rounds: HMAC-SHA256 keyed by the server seed
 * (whose SHA-256 was published before) over `member:nonce`; its first 52 bits pick a point in the
 * prizes' total weight. Anyone holding the revealed seed replays it.
 */
export function drawRaffle(
  rule: Extract<TPromotionRule, { kind: 'RAFFLE' }>,
  serverSeed: string,
  memberId: number,
  nonce: number,
): { index: number; amountMinor: bigint; roll: number } {
  const digest = createHmac('sha256', serverSeed).update(`${memberId}:${nonce}`).digest();
  const roll = Number(digest.readBigUInt64BE(0) >> 12n) / 2 ** 52;
  const total = rule.prizes.reduce((s, p) => s + p.weight, 0);
  let point = roll * total;
  for (let i = 0; i < rule.prizes.length; i++) {
    point -= rule.prizes[i]!.weight;
    if (point < 0) return { index: i, amountMinor: BigInt(rule.prizes[i]!.amountMinor), roll };
  }
  const last = rule.prizes.length - 1;
  return { index: last, amountMinor: BigInt(rule.prizes[last]!.amountMinor), roll };
}

/** An image's type by its bytes (magic numbers), never its name: png, jpeg, or null. */
export function sniffImage(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/**
 * How far each bonus's wagering has got: the member's bets since it was issued (all-time bets now
 * less those at issue), up to its requirement. The withdrawal check stays the aggregate one
 * (turnoverOwed); this is the per-bonus view of bonus details.
 */
export function bonusProgress(
  requirementMinor: bigint,
  betsAtIssueMinor: bigint,
  betsNowMinor: bigint,
): bigint {
  const since = betsNowMinor - betsAtIssueMinor;
  if (since <= 0n) return 0n;
  return min(since, requirementMinor);
}
