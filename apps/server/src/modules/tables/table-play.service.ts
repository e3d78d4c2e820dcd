import { randomUUID } from 'node:crypto';
import {
  fromMinor,
  type TTableBetRequest,
  type TTableBetResult,
  type TTableHistory,
  type TTableList,
  type TTableRoundProof,
  type TTableState,
} from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { lockFunBalance, setFunBalance, type TGameSession } from '../house/game-sessions.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { expiringCache } from '../../lib/expiring-cache.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import type { SeamlessWallet } from '../wallet/seamless.service.ts';
import type { TableEvents } from './table-events.ts';
import { bingoProofCards } from './table-bingo.ts';
import { TABLE_RULES } from './table-games.ts';
import { maskedName, RECENT_RESULTS, roundView, stakeView, tableSummary } from './table-views.ts';
import * as repo from './tables.repo.ts';
import type { TStoredStake } from './tables.schema.ts';

export type TTablesDeps = {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  tableEvents: TableEvents;
  brandById: (id: number, tx?: Tx) => Promise<TBrand>;
  /** The catalogue's name of the launched game in a language. */
  gameName: (brand: TBrand, nodeId: number, language: string) => Promise<string>;
  /** A member's account name (shown masked to the others at the table). */
  accountOf: (brandId: number, memberId: number) => Promise<string | null>;
  now: () => Date;
};

/** The seamless call's subject for a session's player at a round. */
export const seamlessRound = (brand: TBrand, s: TGameSession, roundId: string) => ({
  brand,
  vendorCode: s.vendorCode,
  memberId: s.memberId!,
  roundId,
  gameCode: s.gameCode,
  nodeId: s.nodeId,
});

/**
 * The player's side of the live tables: the launched game's tables, one table's state, placing
 * stakes on its open round (debited through the seamless wallet with the placement's record, so a
 * placement is whole or absent), the player's history and a round's proof.
 */
/** How long a table's row is reused: an operator's change of limits applies within this. */
const TABLE_CACHE_MS = 5_000;
/** Account names kept for the bet feed (they never change); the map is emptied past this size. */
const ACCOUNT_CACHE_SIZE = 10_000;

export function createTablePlay(d: TTablesDeps) {
  const tables = expiringCache<number, repo.TTableRow | null>(TABLE_CACHE_MS);
  const accounts = new Map<number, Promise<string | null>>();
  const accountOf = (brandId: number, memberId: number) => {
    let account = accounts.get(memberId);
    if (!account) {
      if (accounts.size >= ACCOUNT_CACHE_SIZE) accounts.clear();
      accounts.set(memberId, (account = d.accountOf(brandId, memberId)));
      account.catch(() => accounts.delete(memberId));
    }
    return account;
  };

  async function balanceMinor(brand: TBrand, s: TGameSession): Promise<bigint> {
    if (s.memberId === null) return lockFunBalance(d.db, s.id);
    return d.seamless.balance(seamlessRound(brand, s, ''));
  }

  async function summaryOf(table: repo.TTableRow, decimals: number) {
    const latest = await repo.findLatestRound(d.db, table.id);
    const round = latest
      ? roundView(
          latest,
          await repo.findEpoch(d.db, latest.epochId),
          await repo.roundTotals(d.db, latest.id),
          decimals,
        )
      : null;
    return tableSummary(table, round, await repo.findRecentResults(d.db, table.id, RECENT_RESULTS), decimals);
  }

  /** The table, if it belongs to the launched game; NOT_FOUND otherwise. */
  async function tableOf(s: TGameSession, tableId: number) {
    const table = await tables.get(tableId, () => repo.findTable(d.db, tableId));
    if (!table || table.brandId !== s.brandId || table.gameCode !== s.gameCode || !table.active)
      throw new AppError('NOT_FOUND', 'No such table.');
    return table;
  }

  async function listTables(s: TGameSession): Promise<TTableList> {
    const brand = await d.brandById(s.brandId);
    const tables = await repo.findTablesOfGame(d.db, s.brandId, s.gameCode);
    return {
      gameName: await d.gameName(brand, s.nodeId, s.language),
      tables: await Promise.all(tables.map((t) => summaryOf(t, brand.currencyDecimals))),
    };
  }

  async function myStakes(s: TGameSession, roundId: string | undefined, decimals: number) {
    if (!roundId) return [];
    const bets = await repo.findSessionBets(d.db, roundId, s.id);
    return bets.flatMap((b) => b.stakes.map((st) => stakeView(st, decimals)));
  }

  async function getState(s: TGameSession, tableId: number): Promise<TTableState> {
    const brand = await d.brandById(s.brandId);
    const table = await tableOf(s, tableId);
    const summary = await summaryOf(table, brand.currencyDecimals);
    return {
      gameName: await d.gameName(brand, s.nodeId, s.language),
      currency: brand.currencyCode,
      decimals: brand.currencyDecimals,
      freePlay: s.memberId === null,
      balance: fromMinor(await balanceMinor(brand, s), brand.currencyDecimals),
      rtp: TABLE_RULES[table.game].rtp,
      table: summary,
      myStakes: await myStakes(s, summary.round?.id, brand.currencyDecimals),
      serverTime: d.now().toISOString(),
    };
  }

  /**
   * Places stakes on the open round. The round's lock is held shared for the transaction, so the
   * leader's close waits for it and a placement after the close is refused (ROUND_CLOSED). The
   * table's limits apply to the player's stakes on the round together (earlier placements count).
   * A retried request id answers as the first did and moves nothing.
   */
  async function placeBet(s: TGameSession, tableId: number, req: TTableBetRequest): Promise<TTableBetResult> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const table = await tableOf(s, tableId);
    const asked: TStoredStake[] = req.stakes.map((st, i) => ({
      kind: st.kind,
      ...(st.numbers ? { numbers: st.numbers } : {}),
      ...(st.index ? { index: st.index } : {}),
      amountMinor: Number(amountInMinor(brand, st.amount, `stakes.${i}.amount`)),
    }));
    const stakes = await dealAtPurchase(table, req, asked);
    const stakedMinor = stakes.reduce((sum, st) => sum + BigInt(st.amountMinor), 0n);
    if (s.memberId !== null) await d.seamless.warmAccounts(brand, s.memberId);
    const placed = await d.ledger.inTransaction(async (tx) => {
      await repo.lockPlacement(tx, req.roundId, s.id);
      const { round, earlier, replay } = await repo.findPlacementState(tx, {
        roundId: req.roundId,
        tableId: table.id,
        gameSessionId: s.id,
        requestId: req.requestId,
      });
      if (replay) return { roundId: replay.roundId, stakes: null, balanceMinor: null, totals: null };
      if (!round?.open || d.now() >= round.closesAt)
        throw new AppError('ROUND_CLOSED', 'Betting on this round has closed.');
      const before = earlier.flatMap((b) => b.stakes);
      const problem = TABLE_RULES[table.game].stakesProblem(table.limits, [...before, ...stakes]);
      if (problem)
        throw new AppError('VALIDATION_FAILED', 'These stakes break the table’s limits.', [
          { field: 'stakes', message: problem },
        ]);
      const betId = randomUUID();
      let balanceMinor: bigint;
      if (s.memberId === null) {
        const balance = await lockFunBalance(tx, s.id);
        if (balance < stakedMinor) throw new AppError('INSUFFICIENT_BALANCE', 'The demo balance is too low.');
        balanceMinor = balance - stakedMinor;
        await setFunBalance(tx, s.id, balanceMinor);
      } else {
        const [debit] = await d.seamless.apply(
          [
            {
              ...seamlessRound(brand, s, req.roundId),
              op: 'DEBIT',
              txId: `${betId}:bet`,
              amountMinor: stakedMinor,
            },
          ],
          tx,
        );
        balanceMinor = debit!.balanceMinor;
      }
      const totals = await repo.insertBet(tx, {
        id: betId,
        roundId: req.roundId,
        tableId: table.id,
        brandId: s.brandId,
        memberId: s.memberId,
        gameSessionId: s.id,
        vendorCode: s.vendorCode,
        nodeId: s.nodeId,
        requestId: req.requestId,
        stakes,
        stakedMinor,
        createdAt: d.now(),
      });
      return { roundId: req.roundId, stakes: [...before, ...stakes], balanceMinor, totals };
    });
    // A replay moved nothing and answers the stakes and balance as they are now.
    if (!placed.totals)
      return {
        balance: fromMinor(await balanceMinor(brand, s), dec),
        myStakes: await myStakes(s, placed.roundId, dec),
      };
    if (s.memberId !== null) d.events.publish({ brandId: brand.id, memberId: s.memberId });
    const account = s.memberId === null ? null : await accountOf(s.brandId, s.memberId);
    d.tableEvents.publish({
      event: {
        type: 'bet',
        tableId: table.id,
        roundId: placed.roundId,
        player: maskedName(account),
        stakes: req.stakes,
        players: placed.totals.players,
        staked: fromMinor(placed.totals.stakedMinor, dec),
      },
    });
    return {
      balance: fromMinor(placed.balanceMinor, dec),
      myStakes: placed.stakes.map((st) => stakeView(st, dec)),
    };
  }

  /**
   * The new stakes as stored: a game that deals at purchase (bingo's cards) deals them from the
   * round's seeds and the request id, so a retry deals the same and the card is fixed once bought.
   */
  async function dealAtPurchase(table: repo.TTableRow, req: TTableBetRequest, stakes: TStoredStake[]) {
    const deal = TABLE_RULES[table.game].dealStakes;
    if (!deal) return stakes;
    const round = await repo.findRound(d.db, req.roundId);
    // Not this table's round: the placement's own check refuses it.
    if (!round || round.tableId !== table.id) return stakes;
    return deal(await repo.findEpoch(d.db, round.epochId), round.nonce, req.requestId, stakes);
  }

  async function findHistory(s: TGameSession, q: { page: number; pageSize: number }): Promise<TTableHistory> {
    const brand = await d.brandById(s.brandId);
    const dec = brand.currencyDecimals;
    const tables = await repo.findTablesOfGame(d.db, s.brandId, s.gameCode);
    const { items, total } = await repo.findHistoryPage(d.db, {
      owner: s.memberId === null ? { gameSessionId: s.id } : { memberId: s.memberId },
      tableIds: tables.map((t) => t.id),
      ...q,
    });
    return {
      items: items.map(({ bet, round, tableName }) => ({
        roundId: round.id,
        tableName,
        number: round.number,
        at: bet.createdAt.toISOString(),
        stakes: bet.stakes.map((st) => stakeView(st, dec)),
        staked: fromMinor(bet.stakedMinor, dec),
        returned: fromMinor(bet.returnedMinor ?? 0n, dec),
        result: round.result!,
      })),
      total,
    };
  }

  /** Public: a round's seeds; the server seed once its epoch is over. */
  async function getRoundProof(roundId: string): Promise<TTableRoundProof> {
    const round = await repo.findRound(d.db, roundId);
    if (!round) throw new AppError('NOT_FOUND', 'No such round.');
    const [epoch, table] = await Promise.all([
      repo.findEpoch(d.db, round.epochId),
      repo.findTable(d.db, round.tableId),
    ]);
    return {
      roundId: round.id,
      game: table!.game,
      number: round.number,
      serverSeedHash: epoch.serverSeedHash,
      clientSeed: epoch.clientSeed,
      nonce: table!.game === 'BACCARAT' ? 0 : round.nonce,
      handIndex: table!.game === 'BACCARAT' ? round.nonce : null,
      serverSeed: epoch.revealedAt ? epoch.serverSeed : null,
      result: round.result ?? null,
      ...(table!.game === 'BINGO' && round.result
        ? { cards: await bingoProofCards(await repo.findRoundBets(d.db, round.id), accountOf) }
        : {}),
    };
  }

  return { listTables, getState, placeBet, findHistory, getRoundProof, tableOf };
}
export type TablePlay = ReturnType<typeof createTablePlay>;
