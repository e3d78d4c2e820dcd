import { createHash } from 'node:crypto';
import { asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { TAuditEntry, TAuditVerify } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog } from './admin.schema.ts';

/** The hash before the first row. */
export const GENESIS_HASH = '0'.repeat(64);
/** Serialises appends across processes so the chain never forks. */
const CHAIN_LOCK_KEY = 7_270_002;

/** JSON with object keys sorted at every depth: the same value always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

export type TAuditInput = {
  operatorId: number | null;
  operatorName: string;
  role: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
};

type TRow = typeof auditLog.$inferSelect;

/** The hash of a row: SHA-256 over the previous hash and the row's content, canonically. */
export function hashOf(prevHash: string, r: Omit<TRow, 'id' | 'hash' | 'prevHash'>): string {
  const content = canonicalJson({
    at: r.at.toISOString(),
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    role: r.role,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    ip: r.ip,
  });
  return createHash('sha256').update(prevHash).update(content).digest('hex');
}

/** The audit trail: appended inside the transaction of the action it records, verified end to end. */
export function createAuditService({ db, now = () => new Date() }: { db: Db; now?: () => Date }) {
  /** Appends one row; call inside the transaction that makes the change, so both or neither land. */
  async function append(tx: DbOrTx, input: TAuditInput) {
    await tx.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK_KEY})`);
    const [last] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    const prevHash = last?.hash ?? GENESIS_HASH;
    // Round-trip values through JSON so the hash covers exactly what jsonb will store.
    const row = {
      ...input,
      at: new Date(Math.floor(now().getTime())),
      before: input.before === undefined ? null : JSON.parse(JSON.stringify(input.before)),
      after: input.after === undefined ? null : JSON.parse(JSON.stringify(input.after)),
    };
    await tx.insert(auditLog).values({ ...row, prevHash, hash: hashOf(prevHash, row) });
  }

  /** Walks the whole chain; the first row whose link or hash does not hold is where it broke. */
  async function verify(): Promise<TAuditVerify> {
    let prevHash = GENESIS_HASH;
    let checked = 0;
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(auditLog)
        .where(gt(auditLog.id, after))
        .orderBy(asc(auditLog.id))
        .limit(1000);
      if (rows.length === 0) return { intact: true, checked, brokenAt: null };
      for (const r of rows) {
        if (r.prevHash !== prevHash || r.hash !== hashOf(prevHash, r))
          return { intact: false, checked, brokenAt: r.id };
        prevHash = r.hash;
        checked += 1;
        after = r.id;
      }
    }
  }

  async function list(q: { page: number; pageSize: number; action?: string }) {
    const where = q.action ? eq(auditLog.action, q.action) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const items: TAuditEntry[] = rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      operator: r.operatorName,
      role: r.role,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      before: r.before,
      after: r.after,
      ip: r.ip,
      hash: r.hash,
    }));
    return { items, page: q.page, pageSize: q.pageSize, total: total!.n };
  }

  return { append, verify, list };
}
export type AuditService = ReturnType<typeof createAuditService>;
