import { hash } from 'node:crypto';

/**
 * Pure rules of the ledger: the request fingerprint behind idempotency, the shape every entry's
 * postings must have, and which database failures are worth a retry. No database here.
 */

/** A ledger caller's bug (bad postings, unknown or foreign accounts): never the player's input. */
export class LedgerError extends Error {
  override name = 'LedgerError';
}

/** The largest amount one posting may carry: the API shows amounts as JSON numbers, exact up to 2^53 - 1. */
export const MAX_POSTING_MINOR = BigInt(Number.MAX_SAFE_INTEGER);
/** Idempotency keys are vendor transaction ids, request keys or period keys; longer is a bug. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * JSON with object keys sorted at every depth, so the same request always serialises the same.
 * bigint is written as its decimal string (100n and "100" are the same amount), Date as ISO 8601,
 * undefined object members are left out.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new LedgerError(`cannot fingerprint the number ${value}`);
    return JSON.stringify(value);
  }
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  // a loop, not entries/filter/sort/map: a settlement fingerprints every one of its calls; sort()
  // orders keys by UTF-16 code unit, as a < b does
  const object = value as Record<string, unknown>;
  let out = '';
  for (const key of Object.keys(object).sort()) {
    const member = object[key];
    if (member === undefined) continue;
    out += `${out === '' ? '' : ','}${JSON.stringify(key)}:${canonicalJson(member)}`;
  }
  return `{${out}}`;
}

/**
 * The fingerprint stored with an entry: SHA-256 over what was asked (kind, member, the caller's
 * payload). A retry that asks the same thing replays; the same key asking something else is a
 * duplicate. Postings are not part of it, so a caller whose amounts depend on the moment ("all
 * out") still replays.
 */
export function requestHash(req: { kind: string; memberId?: number | null; payload: unknown }): string {
  const canonical = canonicalJson({ kind: req.kind, memberId: req.memberId ?? null, payload: req.payload });
  return hash('sha256', canonical, 'hex');
}

export type TPostingInput = { accountId: number; amountMinor: bigint };

/**
 * Refuses postings that cannot form an entry: fewer than two, an amount that is not a non-zero
 * bigint within range, an account twice (its balance after would be ambiguous), a sum other than zero.
 */
export function checkPostings(postings: readonly TPostingInput[]): void {
  if (postings.length < 2)
    throw new LedgerError(`an entry needs at least two postings, got ${postings.length}`);
  let sum = 0n;
  const seen = new Set<number>();
  for (const p of postings) {
    if (!Number.isSafeInteger(p.accountId) || p.accountId <= 0)
      throw new LedgerError(`posting account id ${String(p.accountId)} is not an id`);
    if (typeof p.amountMinor !== 'bigint')
      throw new LedgerError(`posting amount on account ${p.accountId} must be a bigint of minor units`);
    if (p.amountMinor === 0n) throw new LedgerError(`posting amount on account ${p.accountId} is zero`);
    if (p.amountMinor > MAX_POSTING_MINOR || -p.amountMinor > MAX_POSTING_MINOR)
      throw new LedgerError(`posting amount on account ${p.accountId} is out of range`);
    if (seen.has(p.accountId))
      throw new LedgerError(`account ${p.accountId} appears twice in one entry; post its net amount once`);
    seen.add(p.accountId);
    sum += p.amountMinor;
  }
  if (sum !== 0n) throw new LedgerError(`postings must sum to zero, they sum to ${sum}`);
}

/** Checks an idempotency key's shape; the database enforces its uniqueness per brand. */
export function checkIdempotencyKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw new LedgerError(`idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`);
}

/** The PostgreSQL error inside a driver or Drizzle error (Drizzle wraps it as `cause`), if any. */
export function pgErrorOf(err: unknown): { code: string; constraint?: string; message: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const c = e as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (typeof c.code === 'string' && /^[0-9A-Z]{5}$/.test(c.code))
      return {
        code: c.code,
        constraint: typeof c.constraint === 'string' ? c.constraint : undefined,
        message: String(c.message ?? ''),
      };
    e = c.cause;
  }
  return null;
}

/** Name of the unique index on (brand_id, idempotency_key). */
export const IDEMPOTENCY_CONSTRAINT = 'journal_entries_idempotency_key';
/** Name of the CHECK that keeps member balances at or above zero. */
export const BALANCE_CONSTRAINT = 'ledger_accounts_balance_non_negative';

/**
 * True for failures where running the whole transaction again is the fix: serialization failure,
 * deadlock, and a clash on the idempotency key (the next attempt takes the replay path).
 */
export function isRetryable(err: unknown): boolean {
  const pg = pgErrorOf(err);
  if (!pg) return false;
  if (pg.code === '40001' || pg.code === '40P01') return true;
  return pg.code === '23505' && pg.constraint === IDEMPOTENCY_CONSTRAINT;
}

/** True when the database's balance CHECK refused an update (an overdraft the code did not catch). */
export function isBalanceViolation(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return pg?.code === '23514' && pg.constraint === BALANCE_CONSTRAINT;
}

/** Retries after the first attempt, as DESIGN.md asks. */
export const MAX_RETRIES = 5;

/**
 * Runs `attempt` again while it fails with a retryable error, at most `retries` more times, waiting
 * a short random time (full jitter, doubling: up to 10, 20, 40, 80, 160 ms) so colliding
 * transactions do not collide again.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  opts: { retries?: number; sleep?: (ms: number) => Promise<void>; random?: () => number } = {},
): Promise<T> {
  const retries = opts.retries ?? MAX_RETRIES;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const random = opts.random ?? Math.random;
  for (let n = 0; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      if (n >= retries || !isRetryable(err)) throw err;
      await sleep(Math.floor(random() * 10 * 2 ** n));
    }
  }
}

/** A bigint from what a driver returns for int8/numeric (string, number or bigint). */
export function toBigint(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new LedgerError(`not an integer amount: ${String(value)}`);
}
