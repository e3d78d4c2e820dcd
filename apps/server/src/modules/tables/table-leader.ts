import type { FastifyBaseLogger } from 'fastify';
import type { TLeaderLock } from '../../db/client.ts';
import { startRoundLeader } from '../../lib/round-leader.ts';
import type { TableRounds } from './table-rounds.ts';
import type { TTableRow } from './tables.repo.ts';

export { LEADER_RETRY_MS } from '../../lib/round-leader.ts';

/** The advisory lock whose holder runs every live table's clock. */
export const TABLES_LEADER_LOCK_KEY = 7_270_019;

/**
 * Runs the live tables' rounds on the process that holds TABLES_LEADER_LOCK_KEY (the generic
 * leader, lib/round-leader.ts): each table keeps its own timer, set to its next due step.
 */
export function startTableLeader(d: {
  tryLeaderLock: (key: number) => Promise<TLeaderLock | null>;
  rounds: Pick<TableRounds, 'advance'>;
  findTables: () => Promise<TTableRow[]>;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  retryMs?: number;
}) {
  return startRoundLeader<TTableRow>({
    lockKey: TABLES_LEADER_LOCK_KEY,
    what: 'live tables',
    tryLeaderLock: d.tryLeaderLock,
    advance: (table) => d.rounds.advance(table),
    findItems: d.findTables,
    log: d.log,
    ...(d.retryMs !== undefined && { retryMs: d.retryMs }),
  });
}
