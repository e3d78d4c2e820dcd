import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

type DbOrTx = Db | Tx;
const rowsOf = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export type TMessageRow = {
  id: number;
  kind: string;
  title: string;
  body: string;
  params: Record<string, string | number>;
  read: boolean;
  createdAt: string;
};

/** The messages a member sees: their own undeleted ones and the brand's broadcasts they kept. */
const inboxOf = (brandId: number, memberId: number) => sql`
  from messages m
  left join message_states s on s.message_id = m.id and s.member_id = ${memberId} and m.member_id is null
  where m.brand_id = ${brandId}
    and ((m.member_id = ${memberId} and m.deleted_at is null)
      or (m.member_id is null and coalesce(s.deleted, false) = false))`;

const isRead = sql`(m.read_at is not null or coalesce(s.read, false))`;

export async function findInbox(
  db: DbOrTx,
  brandId: number,
  memberId: number,
  limit: number,
  offset: number,
) {
  return rowsOf<TMessageRow & { id: string | number }>(
    db,
    sql`select m.id, m.kind, m.title, m.body, m.params, ${isRead} as read, m.created_at as "createdAt"
        ${inboxOf(brandId, memberId)} order by m.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countInbox(db: DbOrTx, brandId: number, memberId: number) {
  const [r] = await rowsOf<{ total: number; unread: number }>(
    db,
    sql`select count(*)::int as total, (count(*) filter (where not ${isRead}))::int as unread
        ${inboxOf(brandId, memberId)}`,
  );
  return r!;
}

/** One message of the member's inbox, or undefined (another member's, deleted, another brand's). */
export async function findOne(db: DbOrTx, brandId: number, memberId: number, id: number) {
  const [r] = await rowsOf<TMessageRow & { memberId: number | null }>(
    db,
    sql`select m.id, m.kind, m.title, m.body, m.params, ${isRead} as read, m.created_at as "createdAt",
          m.member_id as "memberId"
        ${inboxOf(brandId, memberId)} and m.id = ${id}`,
  );
  return r;
}

/** Marks one message read (a personal message on its row, a broadcast in the member's state). */
export async function markRead(db: DbOrTx, memberId: number, id: number, personal: boolean) {
  if (personal)
    await db.execute(sql`update messages set read_at = now() where id = ${id} and read_at is null`);
  else
    await db.execute(sql`insert into message_states (message_id, member_id, read) values (${id}, ${memberId}, true)
      on conflict (message_id, member_id) do update set read = true, updated_at = now()`);
}

export async function markDeleted(db: DbOrTx, memberId: number, id: number, personal: boolean) {
  if (personal) await db.execute(sql`update messages set deleted_at = now() where id = ${id}`);
  else
    await db.execute(sql`insert into message_states (message_id, member_id, read, deleted) values (${id}, ${memberId}, true, true)
      on conflict (message_id, member_id) do update set deleted = true, updated_at = now()`);
}

/** Marks every message of the member's inbox read. */
export async function markAllRead(db: DbOrTx, brandId: number, memberId: number) {
  await db.execute(sql`update messages set read_at = now()
    where brand_id = ${brandId} and member_id = ${memberId} and read_at is null and deleted_at is null`);
  await db.execute(sql`insert into message_states (message_id, member_id, read)
    select m.id, ${memberId}, true from messages m where m.brand_id = ${brandId} and m.member_id is null
    on conflict (message_id, member_id) do update set read = true, updated_at = now()`);
}

export type TNewMessage = {
  brandId: number;
  memberId: number | null;
  kind: string;
  title?: string;
  body?: string;
  params?: Record<string, string | number>;
  sourceKey: string;
  sentBy?: number | null;
};

/** Writes messages once per (brand, source key); answers the rows written now (none on a replay). */
export async function insertMessages(db: DbOrTx, list: TNewMessage[]) {
  if (list.length === 0) return [];
  const values = sql.join(
    list.map(
      (m) =>
        sql`(${m.brandId}, ${m.memberId}, ${m.kind}, ${m.title ?? ''}, ${m.body ?? ''}, ${JSON.stringify(m.params ?? {})}::jsonb, ${m.sourceKey}, ${m.sentBy ?? null})`,
    ),
    sql`, `,
  );
  return rowsOf<{ id: number; brandId: number; memberId: number | null }>(
    db,
    sql`insert into messages (brand_id, member_id, kind, title, body, params, source_key, sent_by)
        values ${values} on conflict (brand_id, source_key) do nothing
        returning id::int, brand_id as "brandId", member_id as "memberId"`,
  );
}

/** A brand's messages sent by operators (broadcasts and replies), newest first, for the back office. */
export async function findSent(db: DbOrTx, brandId: number, limit: number, offset: number) {
  return rowsOf<{
    id: number;
    kind: string;
    title: string;
    body: string;
    memberId: number | null;
    account: string | null;
    createdAt: string;
  }>(
    db,
    sql`select m.id::int, m.kind, m.title, m.body, m.member_id as "memberId", mb.account, m.created_at as "createdAt"
        from messages m left join members mb on mb.id = m.member_id
        where m.brand_id = ${brandId} and m.kind in ('BROADCAST', 'FEEDBACK_REPLY')
        order by m.id desc limit ${limit} offset ${offset}`,
  );
}
