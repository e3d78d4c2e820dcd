import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from './admin.schema.ts';

/** The key space of the locks below (two-key advisory locks never meet the chain's one-key lock). */
const ONCE_LOCK_SPACE = 7_270_017;

/**
 * Whether `action` on `targetId` was audited already, asked under a transaction lock on the pair:
 * a money action that ran in its own transaction (keyed, so a double click pays once) is audited
 * once even when two of its requests race to the audit.
 */
export async function auditedAlready(tx: DbOrTx, action: string, targetId: string): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ONCE_LOCK_SPACE}, hashtext(${`${action}:${targetId}`}))`,
  );
  const found = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .limit(1);
  return found.length > 0;
}
