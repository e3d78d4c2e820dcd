import type { Db } from '../../db/client.ts';
import { createCommitOrderConsumer } from '../../lib/commit-order.ts';
import type { PointsService } from './points.service.ts';
import * as repo from './points.repo.ts';

/** Rows per consumer transaction: one member's balance lock is held at most this long. */
const BATCH = 500;

/**
 * Points earning (spec §9) as two commit-order consumers (DESIGN.md "Events, not calls"): settled
 * bets by category and credited deposits, each from its own cursor, so the money path writes only
 * its own rows. Awards are keyed by their source (`bet:<id>:<version>`, `deposit:<entry>`) and
 * commit with the cursor, so a replay or a second process never pays twice and a late commit is
 * never skipped. Two cursors, not one: bets and journal entries number their rows apart.
 */
export function createPointsEarning(d: {
  db: Db;
  points: PointsService;
  /** The bets consumer's catch-up: seamless rounds committed a moment ago become bets first. */
  catchUpBets?: () => Promise<unknown>;
}) {
  const bets = createCommitOrderConsumer({
    db: d.db,
    name: 'points-earning-bets',
    batchSize: BATCH,
    read: repo.readChangedBets,
    apply: (tx, rows) => d.points.applyBets(tx, rows),
  });
  const deposits = createCommitOrderConsumer({
    db: d.db,
    name: 'points-earning-deposits',
    batchSize: BATCH,
    read: repo.readDeposits,
    apply: (tx, rows) => d.points.applyDeposits(tx, rows),
  });
  return {
    /** Earns on everything committed before the call; answers how many bets and deposits it read. */
    async catchUp() {
      await d.catchUpBets?.();
      return (await bets.catchUp()) + (await deposits.catchUp());
    },
  };
}
export type PointsEarning = ReturnType<typeof createPointsEarning>;
