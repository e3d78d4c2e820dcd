import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const rowsOf = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** What operators wrote: broadcasts and personal messages (kinds with the operator's text). */
const sentBy = (brandId: number) =>
  sql`from messages m where m.brand_id = ${brandId} and m.kind in ('BROADCAST', 'OPERATOR', 'FEEDBACK_REPLY')`;

/** A brand's messages sent by operators, newest first, with the member, the operator and whether withdrawn. */
export async function findSentPage(db: DbOrTx, brandId: number, q: { page: number; pageSize: number }) {
  const items = await rowsOf<{
    id: number;
    kind: string;
    title: string;
    body: string;
    account: string | null;
    sentBy: string | null;
    withdrawn: boolean;
    createdAt: string | Date;
  }>(
    db,
    sql`select m.id::int, m.kind, m.title, m.body, mb.account, o.username as "sentBy",
          (m.member_id is null and m.deleted_at is not null) as withdrawn, m.created_at as "createdAt"
        from messages m
        left join members mb on mb.id = m.member_id
        left join operators o on o.id = m.sent_by
        where m.brand_id = ${brandId} and m.kind in ('BROADCAST', 'OPERATOR', 'FEEDBACK_REPLY')
        order by m.id desc limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`,
  );
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${sentBy(brandId)}`);
  return { items, total: count?.n ?? 0 };
}

/** A broadcast of the brand, or undefined (another brand's, a personal message, none). */
export async function findBroadcast(db: DbOrTx, brandId: number, id: number) {
  const [row] = await rowsOf<{ id: number; title: string; withdrawn: boolean }>(
    db,
    sql`select id::int, title, deleted_at is not null as withdrawn from messages
        where brand_id = ${brandId} and id = ${id} and member_id is null`,
  );
  return row;
}

/** Withdraws a broadcast from every inbox (once: a repeat or a race answers false). */
export async function withdrawBroadcast(db: DbOrTx, brandId: number, id: number, at: Date) {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update messages set deleted_at = ${at.toISOString()}
        where brand_id = ${brandId} and id = ${id} and member_id is null and deleted_at is null
        returning id::int`,
  );
  return rows.length > 0;
}

/** The message a source key wrote (an operator's retried request answers it). */
export async function findIdBySourceKey(db: DbOrTx, brandId: number, sourceKey: string) {
  const [row] = await rowsOf<{ id: number }>(
    db,
    sql`select id::int from messages where brand_id = ${brandId} and source_key = ${sourceKey}`,
  );
  return row?.id;
}
