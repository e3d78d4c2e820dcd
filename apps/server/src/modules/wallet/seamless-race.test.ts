import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { seamlessKit } from './seamless-test-kit.ts';

/**
 * Seamless calls racing on one member (issue 13): fired at once through the signed HTTP routes,
 * whatever order the wallet takes them in, the money must come out exact and the ledger provable.
 */

let t: TestApp;
let k: Awaited<ReturnType<typeof seamlessKit>>;
let ledger: Ledger;
let n = 0;
const id = (p: string) => `${p}-${n++}`;

type TVendor = Awaited<ReturnType<typeof k.addVendor>>;
type TAnswer = Awaited<ReturnType<typeof k.call>>;

beforeAll(async () => {
  t = await createTestApp();
  k = await seamlessKit(t);
  ledger = createLedger({ db: t.db });
});
afterAll(async () => t.close());

/** A vendor's signed calls for one player, at the vendor's game. */
function playerAt(vendor: TVendor, account: string, sessionToken: string) {
  const call = (kind: 'debit' | 'credit' | 'rollback', payload: object) =>
    k.call(
      kind,
      { vendorCode: vendor.code, key: vendor.key, gameCode: vendor.gameCode },
      { player: account, ...payload },
    );
  return {
    debit: (txId: string, amount: bigint, roundId = txId) =>
      call('debit', { txId, roundId, amount: amount.toString(), sessionToken }),
    credit: (txId: string, roundId: string, amount: bigint) =>
      call('credit', { txId, roundId, amount: amount.toString() }),
    rollback: (txId: string, roundId: string, refTxId: string) =>
      call('rollback', { txId, roundId, refTxId }),
  };
}

const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The vendor's journal entries with what each moved on the member's wallet, oldest first. */
async function entriesOf(vendorCode: string) {
  const found = await rows<{ kind: string; reference: string; key: string; amount: string }>(sql`
    select e.kind, e.reference, e.idempotency_key as key, p.amount_minor::text as amount
    from journal_entries e
    join postings p on p.entry_id = e.id
    join ledger_accounts a on a.id = p.account_id and a.member_id is not null
    where e.reference like ${`${vendorCode}:%`}
    order by e.id`);
  return found.map((r) => ({
    kind: r.kind,
    reference: r.reference,
    key: r.key,
    amountMinor: BigInt(r.amount),
  }));
}

/** Idempotency keys the ledger holds more than once in a brand: there must be none. */
const repeatedKeys = () =>
  rows<{ key: string; n: number }>(sql`
    select idempotency_key as key, count(*)::int as n from journal_entries
    group by brand_id, idempotency_key having count(*) > 1`);

/** Sets a member's main balance to exactly `target` (a deposit, or one debit taking the rest). */
async function setBalance(
  account: string,
  target: bigint,
  debit: (txId: string, amount: bigint) => Promise<TAnswer>,
) {
  const current = await k.balanceOf(account);
  if (current < target) await k.house.fund(account, target - current);
  if (current > target) expect((await debit(id('drain'), current - target)).success).toBe(true);
  expect(await k.balanceOf(account)).toBe(target);
}

/** Asserts an answer is a success or one of the refusals named, never anything else (no 5xx). */
function expectSuccessOr(answer: TAnswer, ...codes: string[]) {
  if (!answer.success) expect(codes, JSON.stringify(answer)).toContain(answer.errorCode);
}

describe('seamless calls racing on one member', () => {
  it('64 debits racing on one member with 1 % duplicates and 1 % early rollbacks keep the balance exact', async () => {
    const vendor = await k.addVendor('RACE');
    const player = playerAt(vendor, 'player1', await k.launch(vendor, 'player1'));
    await k.house.fund('player1', 1_000_000n);
    const funded = await k.balanceOf('player1');

    const bets = Array.from({ length: 64 }, (_, i) => ({ txId: id('bet'), amountMinor: 100n + BigInt(i) }));
    const retried = bets[10]!;
    const clashed = bets[20]!;
    // Two rollbacks naming bets: one leaves before its bet, the other right behind the volley.
    const cancelled = [bets[30]!, bets[40]!].map((bet) => ({ bet, rollbackTx: id('rb') }));
    const rollBack = (c: (typeof cancelled)[number]) => player.rollback(c.rollbackTx, c.bet.txId, c.bet.txId);

    // One volley, no waits between the calls; the retry and the clash follow their originals.
    const early = rollBack(cancelled[0]!);
    const betAnswers = bets.map((b) => player.debit(b.txId, b.amountMinor));
    const retryAnswer = player.debit(retried.txId, retried.amountMinor);
    const clashAnswer = player.debit(clashed.txId, clashed.amountMinor + 1n);
    const late = rollBack(cancelled[1]!);
    const [retry, clash, ...rest] = await Promise.all([retryAnswer, clashAnswer, early, late, ...betAnswers]);
    const rollbacks = rest.slice(0, 2);
    const answers = rest.slice(2);
    const answerOf = (bet: (typeof bets)[number]) => answers[bets.indexOf(bet)]!;

    // Every bet named by no other call is taken.
    const named = new Set([retried, clashed, ...cancelled.map((c) => c.bet)]);
    const plain = bets.filter((b) => !named.has(b));
    for (const b of plain) expect(answerOf(b), b.txId).toMatchObject({ success: true });

    // The retry and its original: one applied, the other answers the stored result.
    const pair = [answerOf(retried), retry];
    expect(pair.map((a) => a.success)).toEqual([true, true]);
    expect(pair.map((a) => a.value.replayed).sort()).toEqual([false, true]);
    expect(pair[0]!.value.balance).toBe(pair[1]!.value.balance);

    // The clash: whichever payload came first is taken, the other is a duplicate.
    const clashPair = [
      { answer: answerOf(clashed), amountMinor: clashed.amountMinor },
      { answer: clash, amountMinor: clashed.amountMinor + 1n },
    ];
    const taken = clashPair.filter((c) => c.answer.success);
    expect(taken).toHaveLength(1);
    expect(taken[0]!.answer.value.replayed).toBe(false);
    expect(clashPair.find((c) => !c.answer.success)!.answer).toMatchObject({
      status: 409,
      errorCode: 'DUPLICATE_TRANSACTION',
    });

    // A rollback is recorded either way: its bet refused (ROUND_CLOSED, nothing moved), or taken
    // and its stake returned.
    for (const a of rollbacks) expect(a.success, JSON.stringify(a)).toBe(true);
    const outcomes = [];
    for (const c of cancelled) {
      const answer = answerOf(c.bet);
      if (!answer.success) expect(answer).toMatchObject({ status: 409, errorCode: 'ROUND_CLOSED' });
      expect(await k.isRecorded(vendor.code, c.bet.txId), c.bet.txId).toBe(answer.success);
      outcomes.push({ ...c, betTaken: answer.success });
    }
    const returnedBets = outcomes.filter((o) => o.betTaken).map((o) => o.bet);

    const accepted = [
      ...plain.map((b) => b.amountMinor),
      retried.amountMinor,
      taken[0]!.amountMinor,
      ...returnedBets.map((b) => b.amountMinor),
    ];
    const spent = accepted.reduce((a, b) => a + b, 0n);
    const returned = returnedBets.reduce((a, b) => a + b.amountMinor, 0n);
    expect(await k.balanceOf('player1')).toBe(funded - spent + returned);
    // No answer ever showed the wallet below zero.
    for (const a of [...answers, retry, clash, ...rollbacks])
      if (a.success) expect(BigInt(a.value.balance)).toBeGreaterThanOrEqual(0n);

    // The ledger holds one BET per bet taken and one ROLLBACK per stake returned.
    const entries = await entriesOf(vendor.code);
    const betEntries = entries.filter((e) => e.kind === 'BET');
    expect(betEntries).toHaveLength(accepted.length);
    expect(betEntries.reduce((a, e) => a + e.amountMinor, 0n)).toBe(-spent);
    expect(
      entries
        .filter((e) => e.kind === 'ROLLBACK')
        .map((e) => e.amountMinor)
        .sort(),
    ).toEqual(returnedBets.map((b) => b.amountMinor).sort());
    for (const o of outcomes)
      expect(
        entries.filter((e) => e.reference === `${vendor.code}:${o.bet.txId}`).map((e) => e.kind),
        o.bet.txId,
      ).toEqual(o.betTaken ? ['BET', 'ROLLBACK'] : []);
    expect(await repeatedKeys()).toEqual([]);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('lets exactly as many of 64 racing debits succeed as the balance covers', async () => {
    const vendor = await k.addVendor('RACI');
    const player = playerAt(vendor, 'agent1', await k.launch(vendor, 'agent1'));
    const stake = 250n;
    // 23 stakes and a remainder too small for a 24th.
    const funded = 23n * stake + 100n;
    await setBalance('agent1', funded, player.debit);
    const entriesBefore = (await entriesOf(vendor.code)).length;

    const bets = Array.from({ length: 64 }, () => id('bet'));
    const answers = await Promise.all(bets.map((txId) => player.debit(txId, stake)));

    const taken = answers.filter((a) => a.success);
    const refused = answers.filter((a) => !a.success);
    expect(taken).toHaveLength(23);
    expect(refused).toHaveLength(41);
    for (const a of refused) expect(a).toMatchObject({ status: 422, errorCode: 'INSUFFICIENT_BALANCE' });
    // Each bet taken saw the wallet one stake lower than the one before it, never below zero.
    const balances = taken.map((a) => BigInt(a.value.balance)).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(balances).toEqual(Array.from({ length: 23 }, (_, i) => funded - stake * BigInt(i + 1)));
    expect(await k.balanceOf('agent1')).toBe(100n);
    // A refused bet left no trace.
    for (const [i, txId] of bets.entries())
      expect(await k.isRecorded(vendor.code, txId), txId).toBe(answers[i]!.success);
    expect((await entriesOf(vendor.code)).length - entriesBefore).toBe(23);
    expect(await repeatedKeys()).toEqual([]);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('credits racing rollbacks of their round’s bet return the stake at most once and keep the bound', async () => {
    // The default bound (1,000 ×) lets the win and the rollback both through; a bound of 1 × lets
    // only whichever comes first.
    const loose = await k.addVendor('RACL');
    const tight = await k.addVendor('RACT', { maxWinMultiple: 1 });
    await k.house.fund('player1', 100_000n);
    const players = new Map<TVendor, ReturnType<typeof playerAt>>();
    for (const v of [loose, tight]) players.set(v, playerAt(v, 'player1', await k.launch(v, 'player1')));

    const stake = 500n;
    const win = 800n;
    const rounds = [];
    for (let i = 0; i < 8; i++) {
      const vendor = i % 2 === 0 ? loose : tight;
      const player = players.get(vendor)!;
      const round = { vendor, player, roundId: id('round'), first: id('bet'), second: id('bet') };
      expect((await player.debit(round.first, stake, round.roundId)).success).toBe(true);
      expect((await player.debit(round.second, stake, round.roundId)).success).toBe(true);
      rounds.push(round);
    }
    const before = await k.balanceOf('player1');

    // Per round: its win, two rollbacks of its first bet, and a retry of one of them, all at once.
    // Half the rounds send the win first, half the rollbacks first: each bound sees both orders.
    const volley = rounds.map((r, i) => {
      const rb = id('rb');
      const sendRollbacks = () => [
        r.player.rollback(rb, r.roundId, r.first),
        r.player.rollback(id('rb'), r.roundId, r.first),
        r.player.rollback(rb, r.roundId, r.first),
      ];
      if (i % 4 >= 2) {
        const rollbacks = sendRollbacks();
        return { ...r, rollbacks, credit: r.player.credit(id('win'), r.roundId, win) };
      }
      const credit = r.player.credit(id('win'), r.roundId, win);
      return { ...r, credit, rollbacks: sendRollbacks() };
    });
    const settled = await Promise.all(
      volley.map(async (r) => ({ ...r, credit: await r.credit, rollbacks: await Promise.all(r.rollbacks) })),
    );

    const entries = await entriesOf(loose.code).then(async (l) => [...l, ...(await entriesOf(tight.code))]);
    let expected = before;
    for (const r of settled) {
      const label = `${r.vendor.code} ${r.roundId}`;
      expectSuccessOr(r.credit, 'WIN_LIMIT_EXCEEDED');
      for (const a of r.rollbacks) expectSuccessOr(a, 'WIN_LIMIT_EXCEEDED');
      const ofRound = entries.filter((e) => e.reference === `${r.vendor.code}:${r.roundId}`);
      const returns = ofRound.filter((e) => e.kind === 'ROLLBACK');
      const wins = ofRound.filter((e) => e.kind === 'WIN');
      // The stake comes back at most once, whole; the win is paid once if it was accepted.
      expect(returns.length, label).toBeLessThanOrEqual(1);
      for (const e of returns) expect(e.amountMinor, label).toBe(stake);
      expect(
        wins.map((e) => e.amountMinor),
        label,
      ).toEqual(r.credit.success ? [win] : []);
      // The retry of a rollback never applies twice.
      const [rb, , rbAgain] = r.rollbacks;
      if (rb!.success && rbAgain!.success)
        expect([rb!.value.replayed, rbAgain!.value.replayed].sort(), label).toEqual([false, true]);
      if (r.vendor === loose) {
        // Under the loose bound nothing is refused: the win is paid and the stake returned once.
        expect(
          [r.credit, ...r.rollbacks].every((a) => a.success),
          label,
        ).toBe(true);
        expect(returns, label).toHaveLength(1);
      } else {
        // Under 1 × the win and the return exclude each other: exactly one of them happened.
        expect(Number(r.credit.success) + returns.length, label).toBe(1);
        if (r.credit.success)
          for (const a of r.rollbacks) expect(a.errorCode, label).toBe('WIN_LIMIT_EXCEEDED');
        else expect(r.credit.errorCode, label).toBe('WIN_LIMIT_EXCEEDED');
      }
      const totals = await k.roundTotals(r.vendor.code, r.roundId);
      expect(totals.stakeMinor, label).toBe(2n * stake - stake * BigInt(returns.length));
      expect(totals.creditedMinor, label).toBe(r.credit.success ? win : 0n);
      expected += (r.credit.success ? win : 0n) + stake * BigInt(returns.length);
    }
    expect(await k.balanceOf('player1')).toBe(expected);
    expect(await repeatedKeys()).toEqual([]);
    expect(await ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
