import type { Db, Tx } from '../../db/client.ts';
import { createCommitOrderConsumer, type TCommitCursor } from '../../lib/commit-order.ts';

const BATCH = 500;

/** A bet as the commit-order bets reader answers it (points.repo.ts readChangedBets). */
export type TBetRow = TCommitCursor & {
  id: number;
  brandId: number;
  memberId: number;
  status: string;
  resultVersion: number;
  validTurnoverMinor: bigint;
};
/** A credited deposit as the commit-order deposits reader answers it (points.repo.ts readDeposits). */
export type TDepositRow = TCommitCursor & {
  entryId: number;
  brandId: number;
  memberId: number;
  amountMinor: bigint;
};
type TRead<R> = (tx: Tx, cursor: TCommitCursor, limit: number) => Promise<R[]>;

/**
 * Two commit-order consumers (DESIGN.md "Events, not calls") over settled bets and credited
 * deposits — the points earning's readers, with cursors of their own (`<name>-bets`,
 * `<name>-deposits`) — for the referral rewards and the VIP totals. What `apply` writes commits
 * with the cursor, so a replay, a crash or a second process applies a row once and skips none.
 */
export function createBetsDepositsConsumer(d: {
  db: Db;
  name: string;
  /** The readers (the points earning's, passed in by engagement.ts: modules never share queries). */
  read: { bets: TRead<TBetRow>; deposits: TRead<TDepositRow> };
  applyBets: (tx: Tx, rows: TBetRow[]) => Promise<void>;
  applyDeposits: (tx: Tx, rows: TDepositRow[]) => Promise<void>;
  /** The bets consumer's catch-up: seamless rounds committed a moment ago become bets first. */
  catchUpBets?: () => Promise<unknown>;
}) {
  const bets = createCommitOrderConsumer({
    db: d.db,
    name: `${d.name}-bets`,
    batchSize: BATCH,
    read: d.read.bets,
    apply: d.applyBets,
  });
  const deposits = createCommitOrderConsumer({
    db: d.db,
    name: `${d.name}-deposits`,
    batchSize: BATCH,
    read: d.read.deposits,
    apply: d.applyDeposits,
  });
  return {
    /** Applies everything committed before the call; answers how many rows it read. */
    async catchUp() {
      await d.catchUpBets?.();
      return (await deposits.catchUp()) + (await bets.catchUp());
    },
  };
}
export type BetsDepositsConsumer = ReturnType<typeof createBetsDepositsConsumer>;
