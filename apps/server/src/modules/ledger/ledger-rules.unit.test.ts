import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  BALANCE_CONSTRAINT,
  IDEMPOTENCY_CONSTRAINT,
  LedgerError,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_POSTING_MINOR,
  canonicalJson,
  checkIdempotencyKey,
  checkPostings,
  isBalanceViolation,
  isRetryable,
  pgErrorOf,
  requestHash,
  toBigint,
  withRetries,
} from './ledger-rules.ts';

/** What node-postgres throws, wrapped the way Drizzle wraps it. */
const dbError = (code: string, constraint?: string) => {
  const cause = Object.assign(new Error(`pg ${code}`), { code, constraint });
  return Object.assign(new Error('Failed query: ...'), { cause });
};

describe('LedgerError', () => {
  it('names itself, so logs tell a caller bug from other failures', () => {
    expect(new LedgerError('x').name).toBe('LedgerError');
  });
});

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"x":2,"y":1}]},"b":1}',
    );
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('writes bigint as its decimal string, Date as ISO, and leaves out undefined members', () => {
    expect(canonicalJson({ amount: 12345678901234567890n, at: new Date(0), gone: undefined })).toBe(
      '{"amount":"12345678901234567890","at":"1970-01-01T00:00:00.000Z"}',
    );
  });

  it('refuses numbers that JSON cannot carry, naming them', () => {
    expect(() => canonicalJson({ x: Number.NaN })).toThrow(LedgerError);
    expect(() => canonicalJson({ x: Number.POSITIVE_INFINITY })).toThrow(
      /cannot fingerprint the number Infinity/,
    );
  });

  it('writes undefined as null where JSON has no way to leave it out', () => {
    expect(canonicalJson(undefined)).toBe('null');
    expect(canonicalJson([1, undefined, null])).toBe('[1,null,null]');
  });

  it('does not depend on key order (property)', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string(), fc.bigInt())), (obj) => {
        const reversed = Object.fromEntries(Object.entries(obj).reverse());
        expect(canonicalJson(reversed)).toBe(canonicalJson(obj));
      }),
    );
  });

  it("writes plain JSON as JSON.stringify writes it with every object's keys sorted (property)", () => {
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v !== null && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    fc.assert(
      fc.property(fc.jsonValue({ noUnicodeString: false }), (v) => {
        // JSON.stringify keeps integer-like keys first whatever their order; compare member by member
        const reparsed = JSON.parse(canonicalJson(v)) as unknown;
        expect(reparsed).toStrictEqual(JSON.parse(JSON.stringify(sorted(v))) as unknown);
        expect(canonicalJson(reparsed)).toBe(canonicalJson(v));
      }),
    );
  });
});

describe('requestHash', () => {
  const base = { kind: 'TRANSFER_OUT', memberId: 7, payload: { to: 'VENDOR:AG', amount: 100n } };

  it('is the fingerprint stored with past entries: a retry of a recorded call still replays', () => {
    const credit = {
      kind: 'CREDIT',
      memberId: 42,
      payload: { roundId: 'lottery:7', amountMinor: 3500n, gameCode: 'vn-lottery', refTxId: null },
    };
    expect(requestHash(credit)).toBe('4cb5bab4d21944de6ba7e83f7145b43f279a01cfc280669e62e19590ae28bf65');
  });

  it('is a SHA-256 hex that ignores key order and the bigint/decimal-string spelling', () => {
    const h = requestHash(base);
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(requestHash({ ...base, payload: { amount: '100', to: 'VENDOR:AG' } })).toBe(h);
  });

  it('changes with the kind, the member or the payload', () => {
    const h = requestHash(base);
    expect(requestHash({ ...base, kind: 'TRANSFER_IN' })).not.toBe(h);
    expect(requestHash({ ...base, memberId: 8 })).not.toBe(h);
    expect(requestHash({ ...base, memberId: null })).not.toBe(h);
    expect(requestHash({ ...base, payload: { ...base.payload, amount: 101n } })).not.toBe(h);
  });
});

describe('checkPostings', () => {
  it('accepts two or more postings on distinct accounts summing to zero', () => {
    expect(() =>
      checkPostings([
        { accountId: 1, amountMinor: -300n },
        { accountId: 2, amountMinor: 100n },
        { accountId: 3, amountMinor: 200n },
      ]),
    ).not.toThrow();
  });

  it.each([
    ['fewer than two postings', [{ accountId: 1, amountMinor: 0n }], /at least two/],
    [
      'a sum other than zero',
      [
        { accountId: 1, amountMinor: -100n },
        { accountId: 2, amountMinor: 99n },
      ],
      /sum to zero, they sum to -1/,
    ],
    [
      'a zero amount',
      [
        { accountId: 1, amountMinor: 0n },
        { accountId: 2, amountMinor: 0n },
      ],
      /is zero/,
    ],
    [
      'an account twice',
      [
        { accountId: 1, amountMinor: -100n },
        { accountId: 1, amountMinor: 100n },
      ],
      /twice/,
    ],
    [
      'a number instead of a bigint',
      [
        { accountId: 1, amountMinor: -1.5 as unknown as bigint },
        { accountId: 2, amountMinor: 1.5 as unknown as bigint },
      ],
      /bigint/,
    ],
    [
      'an amount beyond 2^53 - 1',
      [
        { accountId: 1, amountMinor: -(MAX_POSTING_MINOR + 1n) },
        { accountId: 2, amountMinor: MAX_POSTING_MINOR + 1n },
      ],
      /out of range/,
    ],
    [
      'an account id that is not one',
      [
        { accountId: 0, amountMinor: -1n },
        { accountId: 2, amountMinor: 1n },
      ],
      /not an id/,
    ],
  ])('refuses %s', (_what, postings, message) => {
    expect(() => checkPostings(postings)).toThrow(message);
    expect(() => checkPostings(postings)).toThrow(LedgerError);
  });

  it('accepts an amount of exactly 2^53 - 1 either way', () => {
    expect(() =>
      checkPostings([
        { accountId: 1, amountMinor: MAX_POSTING_MINOR },
        { accountId: 2, amountMinor: -MAX_POSTING_MINOR },
      ]),
    ).not.toThrow();
  });

  // each side of the bound on its own, the out-of-range posting first, balanced by in-range ones
  it.each([
    ['a credit', MAX_POSTING_MINOR + 1n],
    ['a debit', -(MAX_POSTING_MINOR + 1n)],
  ])('refuses %s one unit beyond 2^53 - 1', (_side, amount) => {
    const postings = [
      { accountId: 1, amountMinor: amount },
      { accountId: 2, amountMinor: -amount / 2n },
      { accountId: 3, amountMinor: -amount + amount / 2n },
    ];
    expect(() => checkPostings(postings)).toThrow(/account 1 is out of range/);
  });

  it('accepts exactly the balanced sets (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.bigInt({ min: -1_000_000n, max: 1_000_000n }).filter((a) => a !== 0n),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (amounts) => {
          const total = amounts.reduce((s, a) => s + a, 0n);
          const lines = amounts.map((amountMinor, i) => ({ accountId: i + 1, amountMinor }));
          if (total !== 0n) lines.push({ accountId: lines.length + 1, amountMinor: -total });
          expect(() => checkPostings(lines)).not.toThrow();
          lines[0] = { ...lines[0]!, amountMinor: lines[0]!.amountMinor + 1n || 2n };
          expect(() => checkPostings(lines)).toThrow(LedgerError);
        },
      ),
    );
  });
});

describe('checkIdempotencyKey', () => {
  it('wants 1 to 200 characters', () => {
    expect(MAX_IDEMPOTENCY_KEY_LENGTH).toBe(200);
    expect(() => checkIdempotencyKey('deposit:42')).not.toThrow();
    expect(() => checkIdempotencyKey('k')).not.toThrow();
    expect(() => checkIdempotencyKey('k'.repeat(200))).not.toThrow();
    expect(() => checkIdempotencyKey('')).toThrow(LedgerError);
    expect(() => checkIdempotencyKey('k'.repeat(201))).toThrow('idempotency key must be 1 to 200 characters');
  });

  it('refuses a key that is not a string', () => {
    expect(() => checkIdempotencyKey(42 as unknown as string)).toThrow(LedgerError);
    expect(() => checkIdempotencyKey(['k'] as unknown as string)).toThrow(LedgerError);
  });
});

describe('database failures', () => {
  it('finds the PostgreSQL error inside the wrapper', () => {
    expect(pgErrorOf(dbError('23505', IDEMPOTENCY_CONSTRAINT))).toEqual({
      code: '23505',
      constraint: IDEMPOTENCY_CONSTRAINT,
      message: 'pg 23505',
    });
    expect(pgErrorOf(new Error('plain'))).toBeNull();
    expect(pgErrorOf(null)).toBeNull();
    expect(pgErrorOf(undefined)).toBeNull();
    expect(pgErrorOf('40001')).toBeNull();
    // only an object is an error: a function that happens to carry a code is not one
    expect(pgErrorOf(Object.assign(() => {}, { code: '40001' }))).toBeNull();
  });

  it('answers an absent message as empty and a constraint that is not a name as none', () => {
    expect(pgErrorOf({ code: '40001', constraint: null })).toEqual({
      code: '40001',
      constraint: undefined,
      message: '',
    });
  });

  it('takes only a five-character SQLSTATE for a PostgreSQL code, not a socket error code', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(pgErrorOf(reset)).toBeNull();
    expect(pgErrorOf({ code: 40001 })).toBeNull();
    expect(pgErrorOf({ code: '4000' })).toBeNull();
    expect(isRetryable(reset)).toBe(false);
  });

  it('looks five causes deep and no deeper, so a cycle of causes ends', () => {
    const nested = (depth: number) => {
      let e: unknown = { code: '40001', message: 'deep' };
      for (let i = 0; i < depth; i++) e = { message: `wrapper ${i}`, cause: e };
      return e;
    };
    expect(pgErrorOf(nested(4))).toMatchObject({ code: '40001' });
    expect(pgErrorOf(nested(5))).toBeNull();
    const cycle: { message: string; cause?: unknown } = { message: 'cycle' };
    cycle.cause = cycle;
    expect(pgErrorOf(cycle)).toBeNull();
  });

  it('retries serialization failures, deadlocks and idempotency-key clashes only', () => {
    expect(isRetryable(dbError('40001'))).toBe(true);
    expect(isRetryable(dbError('40P01'))).toBe(true);
    expect(isRetryable(dbError('23505', 'journal_entries_idempotency_key'))).toBe(true);
    expect(isRetryable(dbError('23505', 'ledger_accounts_owner_key'))).toBe(false);
    expect(isRetryable(dbError('23514', 'ledger_accounts_balance_non_negative'))).toBe(false);
    expect(isRetryable(new Error('40001'))).toBe(false);
    // a clash on the idempotency index needs the unique-violation code too
    expect(isRetryable(dbError('23514', IDEMPOTENCY_CONSTRAINT))).toBe(false);
    expect(isRetryable(dbError('40002'))).toBe(false);
  });

  it('recognises the balance CHECK', () => {
    expect(isBalanceViolation(dbError('23514', 'ledger_accounts_balance_non_negative'))).toBe(true);
    expect(isBalanceViolation(dbError('23514', 'postings_amount_non_zero'))).toBe(false);
    expect(isBalanceViolation(dbError('23505', BALANCE_CONSTRAINT))).toBe(false);
    expect(isBalanceViolation(new Error('plain'))).toBe(false);
  });
});

describe('withRetries', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the jittered time on the real clock before the next attempt when no sleep is given', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const result = withRetries(
      async () => {
        calls += 1;
        if (calls === 1) throw dbError('40001');
        return 'done';
      },
      { random: () => 0.5 },
    );
    await vi.advanceTimersByTimeAsync(4);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    await expect(result).resolves.toBe('done');
  });

  it('runs again after a deadlock with a growing jittered wait, up to five retries', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = withRetries(
      async () => {
        calls += 1;
        throw dbError('40P01');
      },
      { sleep: async (ms) => void waits.push(ms), random: () => 0.999 },
    );
    await expect(failing).rejects.toMatchObject({ cause: { code: '40P01' } });
    expect(calls).toBe(6);
    expect(waits).toEqual([9, 19, 39, 79, 159]);
  });

  it('answers the first success and never retries other errors', async () => {
    let calls = 0;
    const ok = await withRetries(
      async () => {
        calls += 1;
        if (calls < 3) throw dbError('40001');
        return 'done';
      },
      { sleep: async () => {} },
    );
    expect([ok, calls]).toEqual(['done', 3]);
    calls = 0;
    const refused = withRetries(
      async () => {
        calls += 1;
        throw new Error('no');
      },
      { sleep: async () => {} },
    );
    await expect(refused).rejects.toThrow('no');
    expect(calls).toBe(1);
  });
});

describe('toBigint', () => {
  it('reads what the drivers answer for int8 and numeric, exactly', () => {
    expect(toBigint('9007199254740993')).toBe(9007199254740993n);
    expect(toBigint(-5)).toBe(-5n);
    expect(toBigint(7n)).toBe(7n);
    expect(() => toBigint(1.5)).toThrow(LedgerError);
    expect(() => toBigint('1e3')).toThrow(LedgerError);
  });

  it('refuses a number beyond 2^53 - 1, whose digits are no longer exact', () => {
    expect(toBigint(Number.MAX_SAFE_INTEGER)).toBe(MAX_POSTING_MINOR);
    expect(() => toBigint(2 ** 60)).toThrow('not an integer amount: 1152921504606847000');
    expect(() => toBigint(null)).toThrow(LedgerError);
    expect(() => toBigint('12.5')).toThrow(LedgerError);
    expect(() => toBigint(' 12')).toThrow(LedgerError);
  });
});
