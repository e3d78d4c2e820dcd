import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database, Db, DbOrTx } from '../../db/client.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { members } from '../identity/identity.schema.ts';
import { brands } from '../system/system.schema.ts';
import { pgErrorOf } from './ledger-rules.ts';
import { LEDGER_BUG_SQLSTATE, postEntry } from './ledger.repo.ts';
import { createLedger, type Ledger } from './ledger.service.ts';

/**
 * The ledger's writer (the statement POST_ENTRY_SQL, ledger.repo.ts) called straight, past every check of the
 * TypeScript ledger: whatever postings a caller hands it, it writes a balanced entry at most once per
 * key, never overdraws a member, and refuses a caller's bug (SQLSTATE OL001) without writing a row.
 */

let database: Database;
let db: Db;
let ledger: Ledger;
let brandId: number;

type TAnswer = {
  status: 'POSTED' | 'REPLAY' | 'INSUFFICIENT';
  entryId: number;
  requestHash: string;
  /** [account id, balance after] of each member posting, in posting order. */
  balances: [number, string][];
};

/** Runs the writer's statement straight: no key, posting or account check of the TypeScript ledger runs first. */
async function ledgerPost(
  conn: DbOrTx,
  call: {
    key: string;
    hash: string;
    memberId: number | null;
    accounts: number[];
    amounts: (number | null)[];
  },
): Promise<TAnswer> {
  const posted = await postEntry(
    conn,
    {
      brandId,
      kind: 'TRANSFER_OUT',
      idempotencyKey: call.key,
      requestHash: call.hash,
      memberId: call.memberId,
      reference: null,
      memo: null,
      createdAt: new Date(),
      accountIds: call.accounts,
      amounts: call.amounts,
    },
    conn === db ? 'alone' : 'savepoint',
  );
  return { ...posted, balances: [...posted.balances].map(([id, b]) => [id, String(b)]) };
}

/** The call's outcome: the writer's answer, or the SQLSTATE it raised. */
async function outcomeOf(p: Promise<TAnswer>) {
  try {
    return await p;
  } catch (err) {
    const code = pgErrorOf(err)?.code;
    if (!code) throw err;
    return { raised: code };
  }
}

async function countRows() {
  const result = (await db.execute(
    sql`select (select count(*) from journal_entries)::int as entries, (select count(*) from postings)::int as postings`,
  )) as unknown as { rows: { entries: number; postings: number }[] };
  const row = result.rows[0]!;
  return { entries: Number(row.entries), postings: Number(row.postings) };
}

async function buildMember(account: string): Promise<number> {
  const [row] = await db
    .insert(members)
    .values({ brandId, account, nickname: account, passwordHash: 'x' })
    .returning({ id: members.id });
  return row!.id;
}

/** Cash arriving for a member through the TypeScript ledger. */
async function fund(memberId: number, accountId: number, amount: bigint) {
  const cash = await ledger.brandAccount(db, { brandId, kind: 'CASH_IN_TRANSIT', currency: 'CNY' });
  await ledger.post({
    brandId,
    kind: 'DEPOSIT',
    idempotencyKey: `fund:${accountId}`,
    memberId,
    payload: { amount },
    postings: [
      { accountId: cash, amountMinor: -amount },
      { accountId, amountMinor: amount },
    ],
  });
}

async function balanceOf(accountId: number) {
  const result = (await db.execute(
    sql`select balance_minor::text as b from ledger_accounts where id = ${accountId}`,
  )) as unknown as { rows: { b: string }[] };
  return BigInt(result.rows[0]!.b);
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await seedDemo(db);
  const [lobby] = await db.select().from(brands).where(eq(brands.code, 'lobby'));
  brandId = lobby!.id;
  ledger = createLedger({ db });
});
afterAll(async () => database.close());

describe('the ledger statement called straight', () => {
  it('posts, replays or refuses for lack of funds only a well-formed entry, and raises OL001 writing nothing for any other', async () => {
    /** An account the generator may name: a member's (balance kept by the writer) or the brand's. */
    type TAccount = { id: number; memberId: number | null };
    const accounts: TAccount[] = [];
    /** The model: every member account's balance, and each key the writer applied. */
    const balances = new Map<number, bigint>();
    const applied = new Map<string, { entryId: number; hash: string; balances: [number, string][] }>();

    for (const name of ['w-ann', 'w-ben', 'w-cy']) {
      const memberId = await buildMember(name);
      const main = await ledger.memberAccount(db, { brandId, memberId, kind: 'MAIN', currency: 'CNY' });
      await fund(memberId, main, 500n);
      accounts.push({ id: main, memberId });
      balances.set(main, 500n);
    }
    // A second account of one member, empty at first: an entry may name two accounts of one member.
    const held = await ledger.memberAccount(db, {
      brandId,
      memberId: accounts[0]!.memberId!,
      kind: 'HELD',
      currency: 'CNY',
    });
    accounts.push({ id: held, memberId: accounts[0]!.memberId });
    balances.set(held, 0n);
    for (const kind of ['CASH_IN_TRANSIT', 'PAYOUTS'] as const)
      accounts.push({
        id: await ledger.brandAccount(db, { brandId, kind, currency: 'CNY' }),
        memberId: null,
      });

    const amount = fc.oneof(
      { weight: 18, arbitrary: fc.integer({ min: -700, max: 700 }) },
      { weight: 1, arbitrary: fc.constant(0) },
      { weight: 1, arbitrary: fc.constant(null) },
    );
    const pick = fc.nat({ max: accounts.length - 1 });
    const callArb = fc.record({
      // Mostly two to four distinct accounts, so that most calls reach the writer's own decisions;
      // the rest any 0 to 4 accounts, repeats included.
      picks: fc.oneof(
        { weight: 4, arbitrary: fc.uniqueArray(pick, { minLength: 2, maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(pick, { maxLength: 4 }) },
      ),
      amounts: fc.array(amount, { minLength: 4, maxLength: 4 }),
      /** balanced: the last amount makes the sum zero; drawn: as generated; short/long: one amount fewer/more than accounts. */
      shape: fc.constantFrom(
        ...(['balanced', 'balanced', 'balanced', 'balanced', 'drawn', 'short', 'long'] as const),
      ),
      key: fc.nat({ max: 2 }),
      hash: fc.constantFrom('h1', 'h2'),
    });

    let run = 0;
    const seen = { POSTED: 0, REPLAY: 0, 'REPLAY of another hash': 0, INSUFFICIENT: 0, OL001: 0 };
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(fc.array(callArb, { minLength: 1, maxLength: 5 }), async (calls) => {
        run += 1;
        for (const c of calls) {
          const ids = c.picks.map((i) => accounts[i]!.id);
          let amounts: (number | null)[] = c.amounts.slice(0, ids.length);
          if (c.shape === 'balanced' && ids.length > 0) {
            const rest = amounts.slice(0, -1);
            const sum = rest.reduce<number>((s, a) => s + (a ?? 0), 0);
            amounts = [...rest, -sum];
          } else if (c.shape === 'short') amounts = amounts.slice(0, -1);
          else if (c.shape === 'long') amounts = [...amounts, 1];
          const key = `w${run}:${c.key}`;
          const memberId = c.picks.map((i) => accounts[i]!.memberId).find((m) => m !== null) ?? null;

          const wellFormed =
            ids.length >= 2 &&
            amounts.length === ids.length &&
            amounts.every((a) => a !== null && a !== 0) &&
            new Set(ids).size === ids.length &&
            amounts.reduce<number>((s, a) => s + a!, 0) === 0;

          const before = await countRows();
          // Its own transaction: the pool drops a connection whose query fails, and a new one per
          // refusal would be most of the run on PostgreSQL.
          const outcome = await outcomeOf(
            db.transaction((tx) => ledgerPost(tx, { key, hash: c.hash, memberId, accounts: ids, amounts })),
          );
          const after = await countRows();

          if (!wellFormed) {
            expect(outcome).toEqual({ raised: LEDGER_BUG_SQLSTATE });
            expect(after).toEqual(before);
            seen.OL001 += 1;
            continue;
          }
          const first = applied.get(key);
          const next = ids.map((id, i) =>
            balances.has(id) ? balances.get(id)! + BigInt(amounts[i]!) : null,
          );
          if (first) {
            // The key was applied: the stored entry and its first hash, whatever this call carries.
            expect(outcome).toEqual({
              status: 'REPLAY',
              entryId: first.entryId,
              requestHash: first.hash,
              balances: first.balances,
            });
            expect(after).toEqual(before);
            if (first.hash !== c.hash) seen['REPLAY of another hash'] += 1;
          } else if (next.some((b) => b !== null && b < 0n)) {
            expect(outcome).toMatchObject({ status: 'INSUFFICIENT' });
            expect(after).toEqual(before);
          } else {
            const memberLines = ids.flatMap((id, i) => (next[i] === null ? [] : [[id, String(next[i])]]));
            expect(outcome).toMatchObject({ status: 'POSTED', requestHash: c.hash, balances: memberLines });
            expect(after).toEqual({ entries: before.entries + 1, postings: before.postings + ids.length });
            ids.forEach((id, i) => next[i] !== null && balances.set(id, next[i]!));
            const posted = outcome as TAnswer;
            applied.set(key, { entryId: posted.entryId!, hash: c.hash, balances: posted.balances! });
          }
          seen[(outcome as TAnswer).status] += 1;
        }
      }),
      // No shrinking: the database keeps each run's rows, so a shrunk case would meet other balances.
      { numRuns: 150, endOnFailure: true },
    );

    expect(performance.now() - started).toBeLessThan(10_000);
    // Every branch was taken, not only refusals.
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
    for (const [id, balance] of balances) expect([id, await balanceOf(id)]).toEqual([id, balance]);
  });
});

describe('the ledger statement under concurrency', () => {
  // PGlite has one connection: only PostgreSQL can run the same key on several connections at once.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'writes a key posted from 8 connections at once once, and answers the other 7 REPLAY',
    async () => {
      const payer = await buildMember('race-payer');
      const payee = await buildMember('race-payee');
      const from = await ledger.memberAccount(db, {
        brandId,
        memberId: payer,
        kind: 'MAIN',
        currency: 'CNY',
      });
      const to = await ledger.memberAccount(db, { brandId, memberId: payee, kind: 'MAIN', currency: 'CNY' });
      await fund(payer, from, 1_000n);
      const before = await countRows();
      const call = {
        key: 'race:once',
        hash: 'h',
        memberId: payer,
        accounts: [from, to],
        amounts: [-300, 300],
      };

      /** Calls of the ledger statement waiting on the payer's row lock. */
      const waiting = async () => {
        const result = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'
                and query like '/* ledger_post */%'`,
        )) as unknown as { rows: { n: number }[] };
        return Number(result.rows[0]!.n);
      };
      let racing!: Promise<TAnswer[]>;
      // The payer's account is held while all 8 queue for its row lock.
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from ledger_accounts where id = ${from} for update`);
        racing = Promise.all(Array.from({ length: 8 }, () => ledgerPost(db, call)));
        // Should the wait below fail, the calls' own failure must not go unhandled meanwhile.
        racing.catch(() => undefined);
        await vi.waitFor(async () => expect(await waiting()).toBe(8), { timeout: 10_000, interval: 20 });
      });
      const results = await racing;

      const posted = results.filter((r) => r.status === 'POSTED');
      expect(posted).toHaveLength(1);
      const { entryId, balances } = posted[0]!;
      expect(balances).toEqual([
        [from, '700'],
        [to, '300'],
      ]);
      for (const r of results.filter((x) => x !== posted[0]))
        expect(r).toEqual({ status: 'REPLAY', entryId, requestHash: 'h', balances });
      expect(await countRows()).toEqual({ entries: before.entries + 1, postings: before.postings + 2 });
      expect(await balanceOf(from)).toBe(700n);
      expect(await balanceOf(to)).toBe(300n);
      expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
    },
  );
});
