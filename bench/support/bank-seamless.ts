// The bank test's seamless players (issue 13): an external vendor's game calling the seamless
// wallet for its own players over HTTP, with retries, reused txIds and rollbacks racing their
// debits; then every call checked against the ledger. bench/bank.ts drives them.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client.ts';
import {
  seamlessClient,
  type TSeamlessAnswer,
  type TSeamlessMember,
  type TSeamlessSetup,
} from './seamless-vendor.ts';

/**
 * The players of `setup` (each funded with `fund`), calling whichever server `base()` names now.
 * `play` runs one player until `until`; `check` compares every call with the ledger afterwards.
 */
export function seamlessBankPlayers(setup: TSeamlessSetup, fund: bigint, base: () => string) {
  /** One seamless call as the vendor made it, and the last word the wallet said about it. */
  type TSeamlessRecord = {
    op: 'DEBIT' | 'CREDIT' | 'ROLLBACK';
    txId: string;
    member: TSeamlessMember;
    /** The stake or win; a rollback's is 0 (it names its debit). */
    amount: bigint;
    refTxId?: string;
    /** Sends the call again, the same payload (signed afresh) to whichever server is up. */
    send: () => Promise<TSeamlessAnswer>;
    /** OK with its balance, a refusal with its code, or null: no answer yet (it may have applied). */
    outcome: { ok: true; balance: string } | { ok: false; code: string } | null;
  };
  const seamlessWallet = seamlessClient(setup);
  const seamlessRecords = new Map<string, TSeamlessRecord>();
  const seamlessProblems: string[] = [];
  const sc = {
    calls: 0,
    debits: 0,
    credits: 0,
    rollbacks: 0,
    racing: 0,
    ok: 0,
    retries: 0,
    replaysMatched: 0,
    duplicates: 0,
    duplicatesRefused: 0,
    unanswered: 0,
    settledStored: 0,
    settledFresh: 0,
    settledRefused: 0,
    refused: new Map<string, number>(),
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const noAnswer = (a: TSeamlessAnswer) => a.status === 0 || a.status >= 500;

  /** Takes the wallet's answer to a record's call: its first word, or a retry that must repeat it. */
  function judgeSeamless(r: TSeamlessRecord, a: TSeamlessAnswer, afterNoAnswer: boolean) {
    const what = `${r.op.toLowerCase()} ${r.txId}`;
    if (a.status === 200) {
      const v = a.body.value!;
      if (r.outcome?.ok) {
        if (v.replayed && v.balance === r.outcome.balance) sc.replaysMatched++;
        else
          seamlessProblems.push(
            `retry of ${what} answered balance ${v.balance} (replayed ${v.replayed}), first ${r.outcome.balance}`,
          );
      } else if (r.outcome) {
        seamlessProblems.push(`retry of ${what} accepted after it was refused ${r.outcome.code}`);
      } else {
        r.outcome = { ok: true, balance: v.balance };
        sc.ok++;
        if (afterNoAnswer) {
          if (v.replayed) sc.settledStored++;
          else sc.settledFresh++;
        }
      }
      return;
    }
    const code = a.body.errorCode ?? `HTTP ${a.status}`;
    if (r.outcome?.ok) seamlessProblems.push(`retry of acknowledged ${what} refused ${code}`);
    else if (!r.outcome) {
      r.outcome = { ok: false, code };
      sc.refused.set(code, (sc.refused.get(code) ?? 0) + 1);
      if (afterNoAnswer) sc.settledRefused++;
    }
  }

  /**
   * Makes a record's call until the wallet answers, as a vendor does: a call without an answer (the
   * server down) is sent again with the same txId once it is back, for up to a minute.
   */
  async function callSeamless(r: TSeamlessRecord) {
    sc.calls++;
    const deadline = Date.now() + 60_000;
    let afterNoAnswer = false;
    for (;;) {
      const a = await r.send();
      if (!noAnswer(a)) return judgeSeamless(r, a, afterNoAnswer);
      sc.unanswered++;
      afterNoAnswer = true;
      if (Date.now() > deadline) return;
      await pause(100);
    }
  }

  function seamlessRecord(
    op: TSeamlessRecord['op'],
    member: TSeamlessMember,
    roundId: string,
    amount: bigint,
    refTxId?: string,
  ): TSeamlessRecord {
    const txId = randomUUID();
    const args = { txId, roundId, amount, refTxId };
    const send =
      op === 'DEBIT'
        ? () => seamlessWallet.debit(base(), member, args)
        : op === 'CREDIT'
          ? () => seamlessWallet.credit(base(), member, args)
          : () => seamlessWallet.rollback(base(), member, args);
    const r: TSeamlessRecord = { op, txId, member, amount, refTxId, send, outcome: null };
    seamlessRecords.set(txId, r);
    if (op === 'DEBIT') sc.debits++;
    else if (op === 'CREDIT') sc.credits++;
    else sc.rollbacks++;
    return r;
  }

  /**
   * Now and then, after an acknowledged call: the same txId again with the same payload (the
   * stored result must come back), or with another amount (DUPLICATE_TRANSACTION, nothing moves).
   */
  async function probeSeamless(r: TSeamlessRecord) {
    if (!r.outcome?.ok) return;
    const roll = Math.random();
    if (roll < 0.15) {
      sc.retries++;
      const a = await r.send();
      if (!noAnswer(a)) judgeSeamless(r, a, false);
    } else if (roll < 0.2 && r.op !== 'ROLLBACK') {
      sc.duplicates++;
      const other = { txId: r.txId, roundId: randomUUID(), amount: r.amount + 1n };
      const a = await (r.op === 'DEBIT'
        ? seamlessWallet.debit(base(), r.member, other)
        : seamlessWallet.credit(base(), r.member, other));
      if (a.status === 200)
        seamlessProblems.push(`${r.op.toLowerCase()} ${r.txId} reused with another amount was accepted`);
      else if (a.body.errorCode === 'DUPLICATE_TRANSACTION') sc.duplicatesRefused++;
    }
  }

  /**
   * A seamless player's rounds, one after another: a debit; some rounds a rollback sent at the same
   * time as its debit (either may land first: the debit then refused ROUND_CLOSED, or its stake
   * returned), some a rollback after it, about half a credit (0 to twice the stake, 0 closing a lost
   * round).
   */
  async function seamlessPlayer(member: TSeamlessMember, until: number) {
    while (Date.now() < until) {
      const roundId = randomUUID();
      const stake = BigInt(1 + Math.floor(Math.random() * 500));
      const debit = seamlessRecord('DEBIT', member, roundId, stake);
      const roll = Math.random();
      if (roll < 0.15) {
        sc.racing++;
        const rollback = seamlessRecord('ROLLBACK', member, roundId, 0n, debit.txId);
        await Promise.all([callSeamless(debit), callSeamless(rollback)]);
        await probeSeamless(rollback);
        continue;
      }
      await callSeamless(debit);
      await probeSeamless(debit);
      if (!debit.outcome?.ok) continue;
      if (roll < 0.25) {
        const rollback = seamlessRecord('ROLLBACK', member, roundId, 0n, debit.txId);
        await callSeamless(rollback);
        await probeSeamless(rollback);
      } else if (Math.random() < 0.6) {
        const win = Math.random() < 0.3 ? 0n : BigInt(Math.floor(Math.random() * 2 * Number(stake)));
        const credit = seamlessRecord('CREDIT', member, roundId, win);
        await callSeamless(credit);
        await probeSeamless(credit);
      }
    }
  }

  /**
   * The calls against the ledger: what each moved on its player's main account, by its key, and
   * each player's balance. Answers the problems found, and how many calls moved money or were
   * never answered.
   */
  async function check(db: Db, brandId: number) {
    // The seamless calls against the ledger: what each moved on its player's main account, by its key.
    const seamlessKey = (txId: string) => `seamless:${setup.vendorCode}:${txId}`;
    const seamlessEntries = new Map(
      (
        (await db.execute(sql`select j.idempotency_key as key, count(distinct j.id)::int as entries,
            coalesce(sum(p.amount_minor) filter (where a.kind = 'MAIN' and a.member_id = j.member_id), 0)::text as main
          from journal_entries j join postings p on p.entry_id = j.id join ledger_accounts a on a.id = p.account_id
          where j.brand_id = ${brandId} and j.idempotency_key like ${`${seamlessKey('')}%`}
          group by j.idempotency_key`)) as unknown as {
          rows: { key: string; entries: number; main: string }[];
        }
      ).rows.map((r) => [r.key, r]),
    );
    /** What a call moved on the main account by its answers: null while it got none (it may have applied). */
    function movedBy(r: TSeamlessRecord): bigint | null {
      if (!r.outcome) return null;
      if (!r.outcome.ok) return 0n;
      if (r.op === 'DEBIT') return -r.amount;
      if (r.op === 'CREDIT') return r.amount;
      // A rollback returns its debit's stake when the debit was taken (it came first); else it closes it.
      const bet = seamlessRecords.get(r.refTxId!)!;
      if (!bet.outcome) return null;
      return bet.outcome.ok ? bet.amount : 0n;
    }
    let seamlessMoves = 0;
    let seamlessUnknown = 0;
    for (const r of seamlessRecords.values()) {
      const entry = seamlessEntries.get(seamlessKey(r.txId));
      const moved = movedBy(r);
      const what = `${r.op.toLowerCase()} ${r.txId} (${r.outcome ? (r.outcome.ok ? 'OK' : r.outcome.code) : 'no answer'})`;
      if (entry && entry.entries !== 1)
        seamlessProblems.push(`${what} is in the ledger ${entry.entries} times`);
      if (moved === null) {
        seamlessUnknown++;
        // Applied or not, a rollback's stake comes back only if its debit was taken.
        if (r.op === 'ROLLBACK' && entry && !seamlessEntries.has(seamlessKey(r.refTxId!)))
          seamlessProblems.push(`${what} returned a stake its debit never took`);
      } else if (moved === 0n) {
        if (entry) seamlessProblems.push(`${what} moved ${entry.main} but should have moved nothing`);
      } else {
        seamlessMoves++;
        if (!entry) seamlessProblems.push(`${what} is missing from the ledger`);
        else if (BigInt(entry.main) !== moved)
          seamlessProblems.push(`${what} moved ${entry.main} on the main account, not ${moved}`);
      }
    }
    const recordedKeys = new Set([...seamlessRecords.keys()].map(seamlessKey));
    for (const key of seamlessEntries.keys())
      if (!recordedKeys.has(key)) seamlessProblems.push(`${key} is in the ledger but was never called`);
    // Each player's balance is its funding plus what its answers say moved (when every call was answered).
    const seamlessBalances = new Map(
      (
        (await db.execute(sql`select id::int as id, balance_minor::text as balance from ledger_accounts
          where id in (${sql.join(
            setup.members.map((m) => sql`${m.mainAccountId}`),
            sql`, `,
          )})`)) as unknown as { rows: { id: number; balance: string }[] }
      ).rows.map((r) => [r.id, BigInt(r.balance)]),
    );
    for (const m of setup.members) {
      const moves = [...seamlessRecords.values()].filter((r) => r.member === m).map(movedBy);
      if (moves.some((x) => x === null)) continue;
      const expected = moves.reduce((a: bigint, b) => a + b!, fund);
      const actual = seamlessBalances.get(m.mainAccountId);
      if (actual !== expected)
        seamlessProblems.push(`${m.account}'s balance is ${actual}, its answers say ${expected}`);
    }
    return { moves: seamlessMoves, unknown: seamlessUnknown };
  }

  return {
    play: seamlessPlayer,
    check,
    counts: sc,
    problems: seamlessProblems,
    close: () => seamlessWallet.close(),
  };
}
