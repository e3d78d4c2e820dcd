import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { deposits, paymentChannels, paymentTestModes } from './payments.schema.ts';
import { containsPattern } from '../../db/like.ts';

export type TChannelRow = typeof paymentChannels.$inferSelect;
export type TDepositRow = typeof deposits.$inferSelect;

export async function findChannels(db: DbOrTx, brandId: number, onlyEnabled: boolean) {
  return db
    .select()
    .from(paymentChannels)
    .where(
      and(eq(paymentChannels.brandId, brandId), onlyEnabled ? eq(paymentChannels.enabled, true) : undefined),
    )
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
}

export async function findChannel(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.id, id)))
    .limit(1);
  return row;
}

export async function findChannelById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id)).limit(1);
  return row;
}

export async function insertChannel(db: DbOrTx, row: typeof paymentChannels.$inferInsert) {
  const [created] = await db.insert(paymentChannels).values(row).returning();
  return created!;
}

export async function updateChannel(
  db: DbOrTx,
  brandId: number,
  id: number,
  patch: Partial<typeof paymentChannels.$inferInsert>,
) {
  const [row] = await db
    .update(paymentChannels)
    .set(patch)
    .where(and(eq(paymentChannels.brandId, brandId), eq(paymentChannels.id, id)))
    .returning();
  return row;
}

/** Inserts a request unless its key exists; answers the new row or undefined. */
export async function insertDeposit(db: DbOrTx, row: typeof deposits.$inferInsert) {
  const [created] = await db.insert(deposits).values(row).onConflictDoNothing().returning();
  return created;
}

export async function findDepositByKey(db: DbOrTx, brandId: number, requestKey: string) {
  const [row] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.brandId, brandId), eq(deposits.requestKey, requestKey)))
    .limit(1);
  return row;
}

export async function findDeposit(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).limit(1);
  return row;
}

/** The request, locked until the transaction ends: deciders of one request queue up here. */
export async function lockDeposit(db: DbOrTx, id: number) {
  const [row] = await db.select().from(deposits).where(eq(deposits.id, id)).for('update').limit(1);
  return row;
}

export async function findDepositByReference(db: DbOrTx, reference: string) {
  const [row] = await db.select().from(deposits).where(eq(deposits.reference, reference)).limit(1);
  return row;
}

/**
 * Keeps what a hosted gateway answered for a pending request: its payment id and page. Only the
 * first answer is kept (two retries in flight ask the gateway for the same order and get the same
 * payment); answers the stored row either way.
 */
export async function setGatewayPayment(db: DbOrTx, id: number, p: { gatewayRef: string; payUrl: string }) {
  const [row] = await db
    .update(deposits)
    .set(p)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'PENDING'), sql`${deposits.payUrl} is null`))
    .returning();
  return row ?? (await findDeposit(db, id));
}

/** Moves a PENDING request on; answers the row only if it was still pending (the caller won). */
export async function decideDeposit(
  db: DbOrTx,
  id: number,
  patch: Pick<
    typeof deposits.$inferInsert,
    'status' | 'decidedBy' | 'decidedAt' | 'reason' | 'entryId' | 'gatewayRef'
  >,
) {
  const [row] = await db
    .update(deposits)
    .set(patch)
    .where(and(eq(deposits.id, id), eq(deposits.status, 'PENDING')))
    .returning();
  return row;
}

export async function findMemberDeposits(
  db: DbOrTx,
  q: { memberId: number; from: Date; to: Date; page: number; pageSize: number },
) {
  const where = and(
    eq(deposits.memberId, q.memberId),
    gte(deposits.createdAt, q.from),
    lt(deposits.createdAt, q.to),
  );
  const items = await db
    .select({ deposit: deposits, channelName: paymentChannels.name })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return { items, total: total?.n ?? 0 };
}

/** The back office's queue: filtered by brand, status and account or reference. */
export async function findDepositQueue(
  db: DbOrTx,
  q: { brandId?: number; status?: string; q?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (q.brandId !== undefined) filters.push(eq(deposits.brandId, q.brandId));
  if (q.status) filters.push(eq(deposits.status, q.status));
  if (q.q) {
    const like = containsPattern(q.q);
    filters.push(or(ilike(deposits.account, like), ilike(deposits.reference, like))!);
  }
  const where = filters.length ? and(...filters) : undefined;
  const items = await db
    .select({
      deposit: deposits,
      channel: paymentChannels.name,
      gateway: paymentChannels.gateway,
    })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(where)
    .orderBy(sql`${deposits.status} = 'PENDING' desc`, desc(deposits.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return { items, total: total?.n ?? 0 };
}

/** Pending requests of a member and their approved sum since `since` (consolidated funds). */
export async function memberDepositFigures(db: DbOrTx, memberId: number, since: Date) {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${deposits.status} = 'PENDING')::int`,
      approvedMinor: sql<string>`coalesce(sum(${deposits.amountMinor}) filter (where ${deposits.status} = 'APPROVED' and ${deposits.decidedAt} >= ${since}), 0)::text`,
    })
    .from(deposits)
    .where(eq(deposits.memberId, memberId));
  return { pending: row?.pending ?? 0, approvedMinor: BigInt(row?.approvedMinor ?? '0') };
}

/** Today's and the last days' money by currency, for the back office's dashboard. */
export async function findMoneyFigures(db: DbOrTx, q: { dayStart: Date; since: Date }) {
  const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const deposited = await rows<{ currency: string; total: string; n: number; pending: number }>(sql`
    select currency,
      coalesce(sum(amount_minor) filter (where status = 'APPROVED' and decided_at >= ${q.dayStart}), 0)::text as total,
      (count(*) filter (where status = 'APPROVED' and decided_at >= ${q.dayStart}))::int as n,
      (count(*) filter (where status = 'PENDING'))::int as pending
    from deposits group by currency`);
  const withdrawn = await rows<{ currency: string; total: string; n: number; pending: number }>(sql`
    select currency,
      coalesce(sum(amount_minor) filter (where paid_at >= ${q.dayStart} and status not in ('REFUNDED')), 0)::text as total,
      (count(*) filter (where paid_at >= ${q.dayStart} and status not in ('REFUNDED')))::int as n,
      (count(*) filter (where status in ('PENDING', 'APPROVED', 'DISPUTED')))::int as pending
    from withdrawals group by currency`);
  const byDay = await rows<{ currency: string; day: string; total: string }>(sql`
    select currency, to_char(decided_at at time zone 'UTC', 'YYYY-MM-DD') as day, sum(amount_minor)::text as total
    from deposits where status = 'APPROVED' and decided_at >= ${q.since} group by 1, 2`);
  return { deposited, withdrawn, byDay };
}

export async function findTestMode(db: DbOrTx, brandId: number) {
  const [row] = await db
    .select()
    .from(paymentTestModes)
    .where(eq(paymentTestModes.brandId, brandId))
    .limit(1);
  return row;
}

/** Whether any of the brand's deposits was approved through the sandbox (its channel, or its notification). */
export async function hasSandboxDeposits(db: DbOrTx, brandId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: deposits.id })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.id, deposits.channelId))
    .where(
      and(
        eq(deposits.brandId, brandId),
        eq(deposits.status, 'APPROVED'),
        or(eq(paymentChannels.gateway, 'sandbox'), eq(deposits.decidedBy, 'gateway:sandbox')),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertTestMode(db: DbOrTx, row: { brandId: number; enabledBy: string }) {
  await db.insert(paymentTestModes).values(row).onConflictDoNothing();
}

export async function deleteTestMode(db: DbOrTx, brandId: number) {
  await db.delete(paymentTestModes).where(eq(paymentTestModes.brandId, brandId));
}
