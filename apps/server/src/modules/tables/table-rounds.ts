import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { fromMinor } from '@openlobby/contracts';
import type { Tx } from '../../db/client.ts';
import { lockFunBalance, setFunBalance } from '../house/game-sessions.ts';
import type { TSeamlessCall } from '../wallet/seamless.service.ts';
import { TABLE_RULES } from './table-games.ts';
import type { TTablesDeps } from './table-play.service.ts';
import { maskedName, roundView } from './table-views.ts';
import * as repo from './tables.repo.ts';

/** How often the leader looks again at a closed table (reopened, it resumes within this). */
const INACTIVE_LOOK_MS = 5_000;

/** Spreads the first rounds of tables over their betting time (a prime number of ms per table id). */
const FIRST_ROUND_SPREAD_MS = 1_619;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new epoch's seeds: the server seed secret until the epoch ends, the client seed public. */
function newEpoch(table: repo.TTableRow, number: number) {
  const serverSeed = randomBytes(32).toString('hex');
  return {
    tableId: table.id,
    number,
    serverSeed,
    serverSeedHash: sha256(serverSeed),
    clientSeed: `${table.code}:${number}`,
  };
}

/**
 * A table's clock, as its leader process keeps it: open a round, close it when its betting time is
 * up (draw the result from the epoch's seed and pay every placement in one transaction), open the
 * next once the result has been shown. Every step is a conditional write (a round number opened
 * once, a round closed once), so two processes that both believed they led could not deal a round
 * twice or pay it twice. `advance` does what is due and answers how long until the next step.
 */
export function createTableRounds(d: TTablesDeps) {
  const publishRound = async (
    table: repo.TTableRow,
    round: repo.TTableRoundRow,
    epochHash: string,
    totals: { players: number; stakedMinor: bigint },
  ) => {
    const brand = await d.brandById(table.brandId);
    d.tableEvents.publish({
      event: {
        type: 'round',
        tableId: table.id,
        round: roundView(round, { serverSeedHash: epochHash }, totals, brand.currencyDecimals),
      },
    });
  };

  async function open(table: repo.TTableRow, latest: repo.TTableRoundRow | null) {
    const now = d.now();
    // A table's first round bets a little longer, by an offset of its own: tables started together
    // (a deployment's first start) then close apart instead of all on one tick.
    const bettingMs = table.bettingMs + (latest ? 0 : (table.id * FIRST_ROUND_SPREAD_MS) % table.bettingMs);
    const opened = await d.ledger.inTransaction(async (tx) => {
      const epoch =
        (await repo.findCurrentEpoch(tx, table.id)) ?? (await repo.insertEpoch(tx, newEpoch(table, 1)));
      const round = await repo.insertRound(tx, {
        id: randomUUID(),
        tableId: table.id,
        brandId: table.brandId,
        epochId: epoch.id,
        number: (latest?.number ?? 0) + 1,
        nonce: latest && latest.epochId === epoch.id ? latest.nonce + 1 : 0,
        phase: 'BETTING',
        opensAt: now,
        closesAt: new Date(now.getTime() + bettingMs),
        nextAt: new Date(now.getTime() + bettingMs + table.resultMs),
      });
      return round && { round, epoch };
    });
    if (!opened) return null;
    await publishRound(table, opened.round, opened.epoch.serverSeedHash, { players: 0, stakedMinor: 0n });
    return opened.round;
  }

  /** Pays the round's placements: member stakes through the seamless wallet, free play's to its demo balance. */
  async function settle(tx: Tx, table: repo.TTableRow, round: repo.TTableRoundRow) {
    const brand = await d.brandById(table.brandId, tx);
    const rules = TABLE_RULES[table.game];
    const bets = await repo.findRoundBets(tx, round.id);
    const accounts = rules.settleRound
      ? await repo.findRoundAccounts(tx, round.id)
      : new Map<number, string>();
    const whole = rules.settleRound?.(
      round.result!,
      bets.map((b) => ({
        stakes: b.stakes,
        freePlay: b.memberId === null,
        player: maskedName(b.memberId === null ? null : (accounts.get(b.memberId) ?? null)),
      })),
      brand.currencyDecimals,
    );
    const settled = bets.map((bet, b) => {
      const returns = whole ? whole.returns[b]! : rules.returns(round.result!, bet.stakes);
      return {
        bet,
        id: bet.id,
        stakes: bet.stakes.map((st, i) => ({ ...st, returnedMinor: returns[i]! })),
        returnedMinor: returns.reduce((sum, r) => sum + BigInt(r), 0n),
      };
    });
    const paid = settled.filter((s) => s.bet.memberId !== null);
    // One credit per placement, a zero closing a lost one (the bets spine's round is then settled).
    const credits: TSeamlessCall[] = paid.map((s) => ({
      brand,
      vendorCode: s.bet.vendorCode,
      memberId: s.bet.memberId!,
      roundId: round.id,
      gameCode: table.gameCode,
      nodeId: s.bet.nodeId,
      txId: `${s.id}:win`,
      amountMinor: s.returnedMinor,
    }));
    const results = credits.length > 0 ? await d.seamless.creditBatch(credits, tx) : [];
    const balances = new Map<number, bigint>();
    paid.forEach((s, i) => balances.set(s.bet.gameSessionId, results[i]!.balanceMinor));
    for (const s of settled.filter((x) => x.bet.memberId === null)) {
      const sessionId = s.bet.gameSessionId;
      const balance = (await lockFunBalance(tx, sessionId)) + s.returnedMinor;
      await setFunBalance(tx, sessionId, balance);
      balances.set(sessionId, balance);
    }
    await repo.settleBets(tx, settled, d.now());
    const returnedBySession = new Map<number, bigint>();
    for (const s of settled)
      returnedBySession.set(
        s.bet.gameSessionId,
        (returnedBySession.get(s.bet.gameSessionId) ?? 0n) + s.returnedMinor,
      );
    return {
      result: whole?.result ?? null,
      decimals: brand.currencyDecimals,
      totals: {
        players: returnedBySession.size,
        stakedMinor: bets.reduce((sum, b) => sum + b.stakedMinor, 0n),
      },
      members: [...new Set(paid.map((s) => s.bet.memberId!))],
      sessions: [...returnedBySession].map(([sessionId, returned]) => ({
        sessionId,
        returned,
        balance: balances.get(sessionId)!,
      })),
    };
  }

  async function close(table: repo.TTableRow, round: repo.TTableRoundRow) {
    const epoch = await repo.findEpoch(d.db, round.epochId);
    const { result, epochOver } = TABLE_RULES[table.game].draw(epoch, round.nonce);
    const done = await d.ledger.inTransaction(async (tx) => {
      let closed = await repo.closeRound(tx, round.id, result, d.now());
      if (!closed) return null;
      const paid = await settle(tx, table, closed);
      // A game settled whole completes its result with what was won (bingo's wins and pots).
      if (paid.result) closed = await repo.completeRoundResult(tx, round.id, paid.result);
      if (epochOver) {
        await repo.revealEpoch(tx, epoch.id, d.now());
        await repo.insertEpoch(tx, newEpoch(table, epoch.number + 1));
      }
      return { closed, paid };
    });
    if (!done) return;
    for (const memberId of done.paid.members) d.events.publish({ brandId: table.brandId, memberId });
    await publishRound(table, done.closed, epoch.serverSeedHash, done.paid.totals);
    for (const s of done.paid.sessions)
      d.tableEvents.publish({
        forSession: s.sessionId,
        event: {
          type: 'settled',
          tableId: table.id,
          roundId: round.id,
          returned: fromMinor(s.returned, done.paid.decimals),
          balance: fromMinor(s.balance, done.paid.decimals),
        },
      });
  }

  /**
   * Does the table's due step, if any; answers the milliseconds until its next one. The table is
   * read again each step, so an operator's change (times, a table closed) applies from the next
   * round: a closed table finishes the round in play and opens no other.
   */
  async function advance(given: Pick<repo.TTableRow, 'id'>): Promise<number> {
    const [table, latest] = await Promise.all([
      repo.findTable(d.db, given.id),
      repo.findLatestRound(d.db, given.id),
    ]);
    if (!table) return INACTIVE_LOOK_MS;
    const now = d.now().getTime();
    // A round further ahead than the table's own times allow was timed by a clock since set back
    // (a step of NTP, a virtual machine's clock): it is due now, not in the clock's past future.
    const due = (at: Date, most: number) => (at.getTime() - now > most ? 0 : at.getTime() - now);
    if (latest?.phase === 'BETTING') {
      const wait = due(latest.closesAt, 2 * table.bettingMs);
      if (wait > 0) return wait;
      await close(table, latest);
      return table.resultMs;
    }
    if (latest && due(latest.nextAt, table.resultMs) > 0) return latest.nextAt.getTime() - now;
    if (!table.active) return INACTIVE_LOOK_MS;
    const opened = await open(table, latest);
    // Another process opened it first: look again at once.
    return opened ? opened.closesAt.getTime() - now : 0;
  }

  return { advance };
}
export type TableRounds = ReturnType<typeof createTableRounds>;
