import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './seamless.repo.ts';
import { createSeamlessWallet, type SeamlessWallet, type TSeamlessCall } from './seamless.service.ts';

/**
 * The seamless wallet's batch of credits (migrations 0045 and 0048, the lottery's settlement): each credit
 * answers and writes as `credit` does one at a time, a batch applies whole or not at all, and
 * batches racing debits on the same wallets come out exact with the ledger provable.
 */
let t: TestApp;
let kit: Awaited<ReturnType<typeof houseKit>>;
let ledger: Ledger;
let seamless: SeamlessWallet;
let brand: TBrand;
let members: number[];
let n = 0;

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const mainOf = async (memberId: number) =>
  BigInt(
    (
      await rows<{ b: string }>(
        sql`select balance_minor::text as b from ledger_accounts where member_id = ${memberId} and kind = 'MAIN'`,
      )
    )[0]!.b,
  );
const recordCount = async () =>
  (await rows<{ n: number }>(sql`select count(*)::int as n from seamless_transactions`))[0]!.n;

/** A round of `memberId` with its stake taken; answers what a credit of it needs. */
async function betOn(memberId: number, stakeMinor = 100n) {
  const roundId = `batch-round-${n++}`;
  const round = {
    brand,
    vendorCode: kit.slot.vendor,
    memberId,
    roundId,
    gameCode: kit.slot.gameCode,
    nodeId: kit.slot.nodeId,
  };
  await seamless.debit({ ...round, txId: `${roundId}:bet`, amountMinor: stakeMinor });
  return round;
}
const win = (round: Awaited<ReturnType<typeof betOn>>, amountMinor: bigint): TSeamlessCall => ({
  ...round,
  txId: `${round.roundId}:win`,
  amountMinor,
});
const inBatch = (calls: TSeamlessCall[]) => ledger.inTransaction((tx) => seamless.creditBatch(calls, tx));

/** What the ledger and the seamless records hold for a round, without ids or the round's name. */
async function writtenFor(roundId: string) {
  const found = await rows<Record<string, unknown>>(sql`
    select s.kind, s.amount_minor::text as amount, s.balance_after_minor::text as after,
      e.kind as entry_kind, e.memo - 'roundId' as memo,
      (select array_agg(p.amount_minor::text order by p.amount_minor) from postings p where p.entry_id = e.id) as postings
    from seamless_transactions s left join journal_entries e on e.id = s.entry_id
    where s.round_id = ${roundId} order by s.id`);
  return found.map((r) => ({ ...r, after: undefined }));
}

beforeAll(async () => {
  t = await createTestApp();
  kit = await houseKit(t);
  ledger = createLedger({ db: t.db });
  seamless = createSeamlessWallet({ ledger, events: createMoneyEvents() });
  brand = (await t.db.select().from(brands).where(eq(brands.id, kit.brandId)))[0]! as never;
  members = [await kit.memberId('player1'), await kit.memberId('agent1')];
  for (const account of ['player1', 'agent1']) await kit.fund(account, 1_000_000n);
});
afterAll(async () => t.close());

describe('a batch of seamless credits', () => {
  it('pays each credit as credit does one at a time: the balance after each, an entry when money moves, a zero closing the round', async () => {
    const [a, b] = members as [number, number];
    const amounts = [500n, 0n, 700n, 0n, 250n];
    const owners = [a, a, b, a, b];
    const batched = [];
    const single = [];
    for (const owner of owners) {
      batched.push(await betOn(owner));
      single.push(await betOn(owner));
    }
    const before = [await mainOf(a), await mainOf(b)];
    const answers = await inBatch(batched.map((round, i) => win(round, amounts[i]!)));

    // the running balance of each member through the batch, in the batch's order
    const running = new Map([
      [a, before[0]!],
      [b, before[1]!],
    ]);
    answers.forEach((answer, i) => {
      running.set(owners[i]!, running.get(owners[i]!)! + amounts[i]!);
      expect(answer.balanceMinor).toBe(running.get(owners[i]!));
      expect(answer.replayed).toBe(false);
      expect(answer.entryId === null).toBe(amounts[i] === 0n);
    });
    expect(await mainOf(a)).toBe(running.get(a));
    expect(await mainOf(b)).toBe(running.get(b));

    for (const [i, round] of single.entries()) await seamless.credit(win(round, amounts[i]!));
    for (const [i, round] of batched.entries())
      expect(await writtenFor(round.roundId)).toEqual(await writtenFor(single[i]!.roundId));
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('answers a batch sent again with the stored results and writes nothing more', async () => {
    const rounds = [await betOn(members[0]!), await betOn(members[1]!)];
    const calls = [win(rounds[0]!, 300n), win(rounds[1]!, 0n)];
    const first = await inBatch(calls);
    const records = await recordCount();
    const balances = [await mainOf(members[0]!), await mainOf(members[1]!)];

    const again = await inBatch(calls);
    expect(again).toEqual(first.map((answer) => ({ ...answer, replayed: true })));
    expect(await recordCount()).toBe(records);
    expect([await mainOf(members[0]!), await mainOf(members[1]!)]).toEqual(balances);
  });

  it('refuses a batch holding a credit sent before with another amount (DUPLICATE_TRANSACTION) and writes none of it', async () => {
    const paid = await betOn(members[0]!);
    await inBatch([win(paid, 300n)]);
    const fresh = await betOn(members[0]!);
    const records = await recordCount();
    const balance = await mainOf(members[0]!);

    await expect(inBatch([win(fresh, 100n), win(paid, 301n)])).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await recordCount()).toBe(records);
    expect(await mainOf(members[0]!)).toBe(balance);
  });

  it('refuses a credit in a round without a bet of its player (ROUND_NOT_FOUND) and writes none of the batch', async () => {
    const mine = await betOn(members[0]!);
    const records = await recordCount();
    const balance = await mainOf(members[1]!);

    const otherPlayers = { ...win(mine, 50n), memberId: members[1]!, txId: `${mine.roundId}:stolen` };
    await expect(inBatch([win(await betOn(members[1]!), 10n), otherPlayers])).rejects.toMatchObject({
      code: 'ROUND_NOT_FOUND',
    });
    expect(await recordCount()).toBe(records + 1); // the bet placed in this test, nothing of the batch
    expect(await mainOf(members[1]!)).toBe(balance - 100n);
  });

  it('takes no call it was not built for: a credit under a win bound, or one id twice, is a bug that writes nothing', async () => {
    const round = await betOn(members[0]!);
    const records = await recordCount();
    await expect(inBatch([{ ...win(round, 10n), maxWinMultiple: 5 }])).rejects.toThrow(/without a win bound/);
    await expect(inBatch([{ ...win(round, 10n), sessionToken: 'x' }])).rejects.toThrow(/game session/);
    await expect(inBatch([win(round, 10n), win(round, 10n)])).rejects.toMatchObject({
      cause: { code: 'OL001', message: expect.stringMatching(/distinct credits/) },
    });
    expect(await recordCount()).toBe(records);
  });

  it('refuses, writing nothing, a batch whose arrays differ in length or that names another member’s account', async () => {
    const [a, b] = members as [number, number];
    const round = await betOn(a);
    const records = await recordCount();
    const main = async (memberId: number) =>
      ledger.memberAccount(t.db, { brandId: brand.id, memberId, kind: 'MAIN', currency: brand.currencyCode });
    const house = await ledger.brandAccount(t.db, {
      brandId: brand.id,
      kind: 'GAME_REVENUE',
      currency: brand.currencyCode,
    });
    const row = {
      brandId: brand.id,
      vendorCode: round.vendorCode,
      txId: `${round.roundId}:win`,
      roundId: round.roundId,
      memberId: a,
      gameCode: round.gameCode,
      nodeId: round.nodeId,
      amount: 10n,
      hash: 'h',
      main: await main(a),
      house,
    };
    const bug = (message: RegExp) => ({ cause: { code: 'OL001', message: expect.stringMatching(message) } });
    const credit = (rows: repo.TCreditRow[]) =>
      ledger.inTransaction((tx) => repo.creditCalls(tx, rows, new Date()));
    await expect(credit([{ ...row, main: await main(b) }])).rejects.toMatchObject(bug(/not its member/));
    await expect(credit([{ ...row, house: await main(b) }])).rejects.toMatchObject(bug(/not its member/));
    await expect(
      ledger.inTransaction((tx) =>
        tx.execute(sql`select * from seamless_credit_batch(${`{${brand.id}}`}::int[], '{}', '{}', '{}', '{}',
          '{}', '{}', '{}', '{}', '{}', '{}', now())`),
      ),
    ).rejects.toMatchObject(bug(/each of one length/));
    expect(await recordCount()).toBe(records);
  });

  it('comes out exact when batches of credits and single debits race on the same wallets', async () => {
    const [a, b] = members as [number, number];
    const rounds: Awaited<ReturnType<typeof betOn>>[] = [];
    for (let i = 0; i < 40; i++) rounds.push(await betOn(i % 2 === 0 ? a : b));
    const before = [await mainOf(a), await mainOf(b)];
    const batches = Array.from({ length: 4 }, (_, k) =>
      rounds.slice(k * 10, k * 10 + 10).map((round, i) => win(round, BigInt((k * 10 + i) % 3) * 100n)),
    );
    const debits = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b));

    await Promise.all([...batches.map(inBatch), ...debits.map((memberId) => betOn(memberId, 7n))]);

    const paid = (memberId: number) =>
      batches.flat().reduce((sum, call) => sum + (call.memberId === memberId ? call.amountMinor : 0n), 0n);
    expect(await mainOf(a)).toBe(before[0]! + paid(a) - 5n * 7n);
    expect(await mainOf(b)).toBe(before[1]! + paid(b) - 5n * 7n);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
