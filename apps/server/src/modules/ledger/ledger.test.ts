import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { members } from '../identity/identity.schema.ts';
import { brands } from '../system/system.schema.ts';
import { LedgerError, pgErrorOf } from './ledger-rules.ts';
import { createLedger, type Ledger, type TPostResult } from './ledger.service.ts';
import { findDanglingReferences, findUnbalancedEntries } from './ledger.repo.ts';
import { journalEntries, postings } from './ledger.schema.ts';

let database: Database;
let db: Db;
let ledger: Ledger;
let brandId: number;
let otherBrandId: number;
let cash: number;
let payouts: number;

/** A member of a brand for the ledger to hold money for. */
async function buildMember(brand: number, account: string): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ brandId: brand, account, nickname: account, passwordHash: 'x' })
    .returning({ id: members.id });
  return row!.id;
}

async function mainAccount(memberId: number, brand = brandId, currency = 'CNY') {
  return ledger.memberAccount(db, { brandId: brand, memberId, kind: 'MAIN', currency });
}

/** Cash arriving for a member: cash in transit -> the member's main wallet. */
function deposit(account: number, memberId: number, amount: bigint, key: string) {
  return ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: key,
    memberId,
    payload: { amount },
    postings: [
      { accountId: cash, amountMinor: -amount },
      { accountId: account, amountMinor: amount },
    ],
  });
}

function transfer(from: number, to: number, amount: bigint, key: string, memberId?: number) {
  return ledger.post({
    brandId,
    kind: 'TRANSFER_OUT',
    idempotencyKey: key,
    memberId,
    payload: { from, to, amount },
    postings: [
      { accountId: from, amountMinor: -amount },
      { accountId: to, amountMinor: amount },
    ],
  });
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (err) {
    return err instanceof AppError ? err.code : (pgErrorOf(err)?.code ?? String(err));
  }
};

/** The database's own message behind a driver or Drizzle error. */
const dbMessageOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'OK';
  } catch (err) {
    return pgErrorOf(err)?.message ?? String(err);
  }
};

async function countRows() {
  const [e] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
  const [p] = await db.select({ n: sql<number>`count(*)::int` }).from(postings);
  return { entries: e!.n, postings: p!.n };
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemo(db);
  const [lobby] = await db.select().from(brands).where(eq(brands.code, 'lobby'));
  const [siam] = await db.select().from(brands).where(eq(brands.code, 'siam'));
  brandId = lobby!.id;
  otherBrandId = siam!.id;
  ledger = createLedger({ db });
  cash = await ledger.brandAccount(db, { brandId, kind: 'CASH_IN_TRANSIT', currency: 'CNY' });
  payouts = await ledger.brandAccount(db, { brandId, kind: 'PAYOUTS', currency: 'CNY' });
});
afterAll(async () => database.close());

describe('ledger accounts', () => {
  it('gets or creates one account per owner, kind and vendor', async () => {
    const m = await buildMember(brandId, 'acct-owner');
    const main = await mainAccount(m);
    expect(await mainAccount(m)).toBe(main);
    const ag = await ledger.memberAccount(db, {
      brandId,
      memberId: m,
      kind: 'VENDOR',
      vendorCode: 'AG',
      currency: 'CNY',
    });
    const bbin = await ledger.memberAccount(db, {
      brandId,
      memberId: m,
      kind: 'VENDOR',
      vendorCode: 'BBIN',
      currency: 'CNY',
    });
    expect(new Set([main, ag, bbin]).size).toBe(3);
    expect(await ledger.brandAccount(db, { brandId, kind: 'CASH_IN_TRANSIT', currency: 'CNY' })).toBe(cash);
    const balances = await ledger.memberBalances(brandId, m);
    expect(balances.map((b) => [b.kind, b.vendorCode, b.balanceMinor])).toEqual([
      ['MAIN', null, 0n],
      ['VENDOR', 'AG', 0n],
      ['VENDOR', 'BBIN', 0n],
    ]);
    await expect(mainAccount(m, brandId, 'THB')).rejects.toThrow(/holds CNY/);
    await expect(
      ledger.memberAccount(db, { brandId, memberId: m, kind: 'VENDOR', currency: 'CNY' }),
    ).rejects.toThrow(LedgerError);
  });

  it('lets the database refuse an account whose kind and owner disagree', async () => {
    const m = await buildMember(brandId, 'acct-bad');
    const bad = [
      sql`insert into ledger_accounts (brand_id, member_id, kind, currency, balance_minor) values (${brandId}, null, 'MAIN', 'CNY', 0)`,
      sql`insert into ledger_accounts (brand_id, member_id, kind, currency) values (${brandId}, ${m}, 'BONUS', 'CNY')`,
      sql`insert into ledger_accounts (brand_id, member_id, kind, currency, balance_minor) values (${brandId}, ${m}, 'HELD', 'CNY', null)`,
      sql`insert into ledger_accounts (brand_id, member_id, kind, vendor_code, currency, balance_minor) values (${brandId}, ${m}, 'MAIN', 'AG', 'CNY', 0)`,
      sql`insert into ledger_accounts (brand_id, kind, currency, balance_minor) values (${brandId}, 'FEES', 'CNY', 5)`,
      sql`insert into ledger_accounts (brand_id, member_id, kind, currency, balance_minor) values (${brandId}, ${m}, 'MAIN', 'CNY', -1)`,
    ];
    for (const q of bad) expect(await codeOf(db.execute(q))).toBe('23514');
  });
});

describe('post', () => {
  let alice: number;
  let bob: number;
  let aliceMain: number;
  let bobMain: number;
  beforeAll(async () => {
    alice = await buildMember(brandId, 'alice');
    bob = await buildMember(brandId, 'bob');
    aliceMain = await mainAccount(alice);
    bobMain = await mainAccount(bob);
  });

  it('moves balances in one balanced entry and keeps a statement', async () => {
    const d = await deposit(aliceMain, alice, 10_000n, 'dep:alice:1');
    expect(d.replayed).toBe(false);
    expect(d.balances).toEqual(new Map([[aliceMain, 10_000n]]));
    const t = await transfer(aliceMain, bobMain, 2_500n, 'tr:alice:1', alice);
    expect(t.balances).toEqual(
      new Map([
        [aliceMain, 7_500n],
        [bobMain, 2_500n],
      ]),
    );
    expect(await ledger.balanceOf(aliceMain)).toBe(7_500n);
    expect(await ledger.balanceOf(bobMain)).toBe(2_500n);
    // The brand account holds no cached balance: it is the sum of its postings.
    expect(await ledger.balanceOf(cash)).toBeLessThanOrEqual(-10_000n);
    const statement = await ledger.findPostings(aliceMain, { page: 1, pageSize: 10 });
    expect(statement.total).toBe(2);
    expect(statement.items.map((i) => [i.kind, i.entryId, i.amountMinor, i.balanceAfterMinor])).toEqual([
      ['TRANSFER_OUT', t.entryId, -2_500n, 7_500n],
      ['DEPOSIT', d.entryId, 10_000n, 10_000n],
    ]);
    const future = await ledger.findPostings(aliceMain, {
      from: new Date(Date.now() + 60_000),
      page: 1,
      pageSize: 10,
    });
    expect(future.total).toBe(0);
    await expect(ledger.balanceOf(99_999_999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('answers a retry with the same key and payload with the first result, writing nothing', async () => {
    const first = await transfer(aliceMain, bobMain, 100n, 'tr:alice:retry', alice);
    // The balance moves on before the retry arrives: the retry still answers the stored result.
    await transfer(aliceMain, bobMain, 1n, 'tr:alice:between', alice);
    const before = await countRows();
    const again = await transfer(aliceMain, bobMain, 100n, 'tr:alice:retry', alice);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await countRows()).toEqual(before);
    expect(await ledger.balanceOf(aliceMain)).toBe(first.balances.get(aliceMain)! - 1n);
  });

  it('refuses the same key with another payload as DUPLICATE_TRANSACTION, writing nothing', async () => {
    await transfer(aliceMain, bobMain, 10n, 'tr:alice:dup', alice);
    const before = await countRows();
    const balance = await ledger.balanceOf(aliceMain);
    expect(await codeOf(transfer(aliceMain, bobMain, 11n, 'tr:alice:dup', alice))).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(await codeOf(transfer(aliceMain, bobMain, 10n, 'tr:alice:dup', bob))).toBe(
      'DUPLICATE_TRANSACTION',
    );
    expect(await countRows()).toEqual(before);
    expect(await ledger.balanceOf(aliceMain)).toBe(balance);
  });

  it('scopes idempotency keys to the brand', async () => {
    const siamMember = await buildMember(otherBrandId, 'alice');
    const siamMain = await mainAccount(siamMember, otherBrandId, 'THB');
    const siamCash = await ledger.brandAccount(db, {
      brandId: otherBrandId,
      kind: 'CASH_IN_TRANSIT',
      currency: 'THB',
    });
    const result = await ledger.post({
      brandId: otherBrandId,
      kind: 'DEPOSIT',
      idempotencyKey: 'dep:alice:1',
      memberId: siamMember,
      payload: { amount: 10_000n },
      postings: [
        { accountId: siamCash, amountMinor: -10_000n },
        { accountId: siamMain, amountMinor: 10_000n },
      ],
    });
    expect(result).toMatchObject({ replayed: false, balances: new Map([[siamMain, 10_000n]]) });
    expect(await ledger.memberBalances(otherBrandId, siamMember)).toMatchObject([
      { accountId: siamMain, kind: 'MAIN', currency: 'THB', balanceMinor: 10_000n },
    ]);
  });

  it('refuses an overdraft as INSUFFICIENT_BALANCE, writing nothing', async () => {
    const balance = await ledger.balanceOf(bobMain);
    const before = await countRows();
    const err = await transfer(bobMain, aliceMain, balance + 1n, 'tr:bob:over', bob).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_BALANCE', status: 422 });
    expect(await countRows()).toEqual(before);
    expect(await ledger.balanceOf(bobMain)).toBe(balance);
    const [entry] = await db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, 'tr:bob:over'));
    expect(entry).toBeUndefined();
    // Spending it all to zero is fine; a retry of that answers its result though the wallet is empty.
    const all = await transfer(bobMain, aliceMain, balance, 'tr:bob:all', bob);
    expect(all.balances.get(bobMain)).toBe(0n);
    expect(await transfer(bobMain, aliceMain, balance, 'tr:bob:all', bob)).toEqual({
      ...all,
      replayed: true,
    });
  });

  it('refuses postings that do not form an entry, before touching the database', async () => {
    const before = await countRows();
    const post = (lines: { accountId: number; amountMinor: bigint }[], key = 'bad') =>
      ledger.post({ brandId, kind: 'ADJUSTMENT', idempotencyKey: key, payload: {}, postings: lines });
    await expect(
      post([
        { accountId: cash, amountMinor: -5n },
        { accountId: aliceMain, amountMinor: 4n },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(post([{ accountId: aliceMain, amountMinor: 5n }])).rejects.toThrow(/at least two/);
    await expect(
      post([
        { accountId: cash, amountMinor: -5n },
        { accountId: 99_999_999, amountMinor: 5n },
      ]),
    ).rejects.toThrow(/does not exist/);
    const siamCash = await ledger.brandAccount(db, {
      brandId: otherBrandId,
      kind: 'CASH_IN_TRANSIT',
      currency: 'THB',
    });
    await expect(
      post([
        { accountId: siamCash, amountMinor: -5n },
        { accountId: aliceMain, amountMinor: 5n },
      ]),
    ).rejects.toThrow(/another brand/);
    const usd = await ledger.brandAccount(db, { brandId, kind: 'BONUS', currency: 'USD' });
    await expect(
      post([
        { accountId: usd, amountMinor: -5n },
        { accountId: aliceMain, amountMinor: 5n },
      ]),
    ).rejects.toThrow(/mix currencies/);
    await expect(
      post(
        [
          { accountId: cash, amountMinor: -5n },
          { accountId: aliceMain, amountMinor: 5n },
        ],
        '',
      ),
    ).rejects.toThrow(LedgerError);
    expect(await countRows()).toEqual(before);
  });

  it('joins the caller’s transaction: both land, or neither', async () => {
    const balance = await ledger.balanceOf(aliceMain);
    const before = await countRows();
    await expect(
      db.transaction(async (tx) => {
        await ledger.post(
          {
            brandId,
            kind: 'WITHDRAWAL_PAYOUT',
            idempotencyKey: 'wd:alice:rolled-back',
            memberId: alice,
            payload: { amount: 1n },
            postings: [
              { accountId: aliceMain, amountMinor: -1n },
              { accountId: payouts, amountMinor: 1n },
            ],
          },
          tx,
        );
        throw new Error('the caller fails after posting');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await countRows()).toEqual(before);
    const result = await db.transaction(async (tx) => {
      const held = await ledger.memberAccount(tx, {
        brandId,
        memberId: alice,
        kind: 'HELD',
        currency: 'CNY',
      });
      return ledger.post(
        {
          brandId,
          kind: 'WITHDRAWAL_HOLD',
          idempotencyKey: 'wd:alice:hold',
          memberId: alice,
          payload: { amount: 3n },
          postings: [
            { accountId: aliceMain, amountMinor: -3n },
            { accountId: held, amountMinor: 3n },
          ],
        },
        tx,
      );
    });
    expect(result.balances.get(aliceMain)).toBe(balance - 3n);
    expect(await ledger.balanceOf(aliceMain)).toBe(balance - 3n);
  });
});

describe('the database guards the ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries and postings', async () => {
    const m = await buildMember(brandId, 'immutable');
    const main = await mainAccount(m);
    await deposit(main, m, 50n, 'dep:immutable');
    const refused = [
      sql`update journal_entries set reference = 'x'`,
      sql`delete from journal_entries`,
      sql`truncate journal_entries cascade`,
      sql`update postings set amount_minor = amount_minor * 2`,
      sql`delete from postings`,
      sql`truncate postings`,
      sql`update ledger_accounts set member_id = null, balance_minor = null, kind = 'BONUS' where id = ${main}`,
    ];
    const messages = [];
    for (const q of refused) messages.push(await dbMessageOf(db.execute(q)));
    expect(messages.slice(0, 6)).toEqual([
      'journal_entries is append-only: a correction is a new journal entry',
      'journal_entries is append-only: a correction is a new journal entry',
      'journal_entries is append-only: a correction is a new journal entry',
      'postings is append-only: a correction is a new journal entry',
      'postings is append-only: a correction is a new journal entry',
      'postings is append-only: a correction is a new journal entry',
    ]);
    expect(messages[6]).toMatch(/never change/);
    const { entries, postings: n } = await countRows();
    expect(entries).toBeGreaterThan(0);
    expect(n).toBeGreaterThanOrEqual(2 * entries);
    expect(
      await codeOf(db.execute(sql`update ledger_accounts set balance_minor = -1 where id = ${main}`)),
    ).toBe('23514');
  });

  it('finds hand-written entries that are unbalanced, name an account twice or have no postings', async () => {
    const m = await buildMember(brandId, 'by-hand');
    const main = await mainAccount(m);
    const before = await countRows();
    type TLine = { account: number; amount: number; after?: number };
    /** An entry and its postings as a careless writer would put them: all postings in one INSERT. */
    const byHandIn = async (tx: Tx, lines: TLine[], key = `hand:${lines.length}:${Math.random()}`) => {
      const [entry] = await tx
        .insert(journalEntries)
        .values({ brandId, kind: 'ADJUSTMENT', idempotencyKey: key, requestHash: 'x' })
        .returning({ id: journalEntries.id });
      await tx.insert(postings).values(
        lines.map((l) => ({
          entryId: entry!.id,
          accountId: l.account,
          amountMinor: BigInt(l.amount),
          balanceAfterMinor: l.after === undefined ? null : BigInt(l.after),
        })),
      );
      return entry!.id;
    };
    const byHand = (lines: TLine[], key: string) => db.transaction((tx) => byHandIn(tx, lines, key));
    // No trigger refuses a hand-written INSERT (migration 0026: only the ledger's two writers insert
    // postings): verify's check finds every shape of unbalanced entry (seen inside the transaction,
    // which then rolls back).
    const found = await db
      .transaction(async (tx) => {
        const unbalanced = await byHandIn(tx, [
          { account: cash, amount: -5 },
          { account: payouts, amount: 4 },
        ]);
        const single = await byHandIn(tx, [{ account: cash, amount: 5 }]);
        // The same account twice balances to zero, and is still no entry.
        const twice = await byHandIn(tx, [
          { account: cash, amount: -5 },
          { account: cash, amount: 5 },
        ]);
        const [empty] = await tx
          .insert(journalEntries)
          .values({ brandId, kind: 'ADJUSTMENT', idempotencyKey: 'hand:empty', requestHash: 'x' })
          .returning({ id: journalEntries.id });
        const ids = [unbalanced, single, twice, empty!.id].map(String);
        const rows = (await findUnbalancedEntries(tx)).filter((r) => ids.includes(r.id));
        throw Object.assign(new Error('roll back'), {
          rows: rows.map((r) => [ids.indexOf(r.id), r.n, r.total]),
        });
      })
      .catch((err: { rows: [number, string, string][] }) => err.rows);
    expect(found).toEqual([
      [0, '2', '-1'],
      [1, '1', '5'],
      [2, '2', '0'],
      [3, '0', '0'],
    ]);
    // No foreign key stops a balanced entry on an account that does not exist: verify finds it.
    const dangling = await db
      .transaction(async (tx) => {
        await byHandIn(tx, [
          { account: cash, amount: -2 },
          { account: 99_999_999, amount: 2 },
        ]);
        throw Object.assign(new Error('roll back'), { rows: await findDanglingReferences(tx) });
      })
      .catch((err: { rows: { what: string; ref: string }[] }) => err.rows);
    expect(dangling).toEqual([expect.objectContaining({ what: 'posting', ref: 'account 99999999' })]);
    expect(await countRows()).toEqual(before);
    // A balanced hand-written entry commits; it skipped the cached balance, and verify sees that.
    await byHand(
      [
        { account: cash, amount: -7 },
        { account: main, amount: 7, after: 7 },
      ],
      'hand:skips-cache',
    );
    const report = await ledger.verify();
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(
      new RegExp(`account ${main}: cached balance 0, postings sum to 7`),
    );
    // Repair it the only way the ledger allows: a new, correcting entry (by hand, like the fault).
    await byHand(
      [
        { account: main, amount: -7, after: 0 },
        { account: cash, amount: 7 },
      ],
      'hand:correction',
    );
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});

/** A small deterministic generator so a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('under concurrency', () => {
  // PGlite has one connection, so nothing can wait on anything there; PostgreSQL can deadlock.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'retries a post that PostgreSQL picked as a deadlock victim, and it goes through',
    async () => {
      const m = await buildMember(brandId, 'deadlocked');
      const a = await mainAccount(m);
      const b = await ledger.memberAccount(db, { brandId, memberId: m, kind: 'HELD', currency: 'CNY' });
      await deposit(a, m, 100n, 'dep:deadlocked');
      let posted: Promise<TPostResult> | undefined;
      const started = performance.now();
      // Another writer holds b, lets the post lock a and queue for b, then asks for a: a cycle.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from ledger_accounts where id = ${b} for update`);
        posted = transfer(a, b, 40n, 'tr:deadlocked', m);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select id from ledger_accounts where id = ${a} for update`);
      });
      // The post waited longest, so its deadlock check ran first and it was the one aborted (40P01);
      // the other writer committed, and the post ran again.
      const result = await posted!;
      expect(performance.now() - started).toBeGreaterThan(900);
      expect(result.replayed).toBe(false);
      expect(result.balances).toEqual(
        new Map([
          [a, 60n],
          [b, 40n],
        ]),
      );
      expect((await ledger.verify()).ok).toBe(true);
    },
  );

  it('keeps every invariant through 200 concurrent operations with overdrafts and repeated keys', async () => {
    const rand = mulberry32(20260521);
    const pick = (n: number) => Math.floor(rand() * n);
    const wallets: { member: number; account: number }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const member = await buildMember(brandId, `racer${i}`);
      wallets.push({ member, account: await mainAccount(member) });
    }
    const expected = new Map<number, bigint>();
    for (const w of wallets) {
      await deposit(w.account, w.member, 10_000n, `race:fund:${w.member}`);
      expected.set(w.account, 10_000n);
    }

    type TOp = { key: string; memberId: number; lines: { accountId: number; amountMinor: bigint }[] };
    const ops: TOp[] = [];
    for (let n = 0; n < 200; n += 1) {
      const r = rand();
      const w = wallets[pick(10)]!;
      let lines: TOp['lines'];
      if (r < 0.7) {
        let to = wallets[pick(10)]!;
        while (to === w) to = wallets[pick(10)]!;
        // Now and then far above any balance: a certain overdraft.
        const amount = n % 25 === 0 ? 1_000_000n : BigInt(1 + pick(6_000));
        lines = [
          { accountId: w.account, amountMinor: -amount },
          { accountId: to.account, amountMinor: amount },
        ];
      } else if (r < 0.85) {
        const amount = BigInt(1 + pick(3_000));
        lines = [
          { accountId: cash, amountMinor: -amount },
          { accountId: w.account, amountMinor: amount },
        ];
      } else {
        const amount = BigInt(1 + pick(5_000));
        lines = [
          { accountId: w.account, amountMinor: -amount },
          { accountId: payouts, amountMinor: amount },
        ];
      }
      ops.push({ key: `race:${n}`, memberId: w.member, lines });
    }
    // A retry fired alongside the original (same key, same payload), and a clash (same key, other amounts).
    const calls: TOp[] = [...ops];
    for (const op of ops) {
      const r = rand();
      if (r < 0.25) calls.push(op);
      else if (r < 0.3)
        calls.push({
          ...op,
          lines: op.lines.map((l) => ({ ...l, amountMinor: l.amountMinor > 0n ? 1n : -1n })),
        });
    }
    for (let i = calls.length - 1; i > 0; i -= 1) {
      const j = pick(i + 1);
      [calls[i], calls[j]] = [calls[j]!, calls[i]!];
    }
    const amountsOf = (op: TOp) => op.lines.map((l) => `${l.accountId}:${l.amountMinor}`).join(',');

    const started = performance.now();
    const outcomes = await Promise.all(
      calls.map(async (op) => {
        try {
          const result = await ledger.post({
            brandId,
            kind: 'TRANSFER_OUT',
            idempotencyKey: op.key,
            memberId: op.memberId,
            payload: { lines: amountsOf(op) },
            postings: op.lines,
          });
          return { op, result, error: null as string | null };
        } catch (err) {
          return {
            op,
            result: null as TPostResult | null,
            error: err instanceof AppError ? err.code : String(err),
          };
        }
      }),
    );
    const ms = performance.now() - started;

    // Only the two refusals of the ledger may come back: no deadlock or serialization failure leaks.
    const errors = outcomes.filter((o) => o.error).map((o) => o.error);
    expect(new Set(errors)).toEqual(
      new Set(errors.filter((e) => e === 'INSUFFICIENT_BALANCE' || e === 'DUPLICATE_TRANSACTION')),
    );
    const acked = outcomes.filter((o) => o.result);
    const byKey = new Map<string, typeof acked>();
    for (const o of acked) byKey.set(o.op.key, [...(byKey.get(o.op.key) ?? []), o]);

    const stored = await db
      .select({ id: journalEntries.id, key: journalEntries.idempotencyKey })
      .from(journalEntries)
      .where(
        sql`${journalEntries.idempotencyKey} like 'race:%' and ${journalEntries.idempotencyKey} not like 'race:fund:%'`,
      );
    const storedByKey = new Map(stored.map((s) => [s.key, s.id]));
    // Every acknowledged key is in the ledger exactly once, and nothing else is.
    expect(stored.length).toBe(storedByKey.size);
    expect([...storedByKey.keys()].sort()).toEqual([...byKey.keys()].sort());

    for (const [key, group] of byKey) {
      // One call wrote the entry; every other acknowledgement of the key replayed it.
      const writers = group.filter((o) => !o.result!.replayed);
      expect(writers.length, key).toBe(1);
      for (const o of group) {
        expect(o.result!.entryId, key).toBe(storedByKey.get(key));
        expect(amountsOf(o.op), key).toBe(amountsOf(writers[0]!.op));
        expect(o.result!.balances, key).toEqual(writers[0]!.result!.balances);
      }
      for (const l of writers[0]!.op.lines)
        if (expected.has(l.accountId)) expected.set(l.accountId, expected.get(l.accountId)! + l.amountMinor);
    }
    for (const w of wallets) {
      const balance = await ledger.balanceOf(w.account);
      expect(balance).toBe(expected.get(w.account));
      expect(balance >= 0n).toBe(true);
    }
    const report = await ledger.verify();
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);

    const replays = acked.filter((o) => o.result!.replayed).length;
    const count = (code: string) => errors.filter((e) => e === code).length;
    expect(replays).toBeGreaterThan(0);
    expect(count('INSUFFICIENT_BALANCE')).toBeGreaterThan(0);
    expect(count('DUPLICATE_TRANSACTION')).toBeGreaterThan(0);
    console.info(
      `[ledger race, ${database.kind}] ${calls.length} posts (${ops.length} keys) in ${ms.toFixed(0)} ms: ` +
        `${byKey.size} applied, ${replays} replayed, ${count('INSUFFICIENT_BALANCE')} overdrafts refused, ` +
        `${count('DUPLICATE_TRANSACTION')} key clashes refused`,
    );
  });
});
