import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { committedAfter, type TCommitCursor } from '../../lib/commit-order.ts';

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

/** The messages a member sees: their own undeleted ones and the brand's broadcasts they kept (not withdrawn). */
const inboxOf = (brandId: number, memberId: number) => sql`
  from messages m
  left join message_states s on s.message_id = m.id and s.member_id = ${memberId} and m.member_id is null
  where m.brand_id = ${brandId}
    and ((m.member_id = ${memberId} and m.deleted_at is null)
      or (m.member_id is null and m.deleted_at is null and coalesce(s.deleted, false) = false))`;

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
        where m.brand_id = ${brandId} and m.kind in ('BROADCAST', 'OPERATOR', 'FEEDBACK_REPLY')
        order by m.id desc limit ${limit} offset ${offset}`,
  );
}

/** A money entry the inbox tells the member about, with what moved on the member's own accounts. */
export type TMoneyNoticeRow = {
  xid: string;
  rowId: number;
  brandId: number;
  memberId: number;
  kind: 'DEPOSIT' | 'WITHDRAWAL_PAYOUT' | 'BONUS';
  amountMinor: string;
  currency: string;
  decimals: number;
  reference: string | null;
  promotionId: number | null;
};

/**
 * Deposits credited, withdrawals paid and bonuses issued, committed past the cursor, oldest commit
 * first (journal_entries_events_idx). The amount is what moved on the member's own accounts (a
 * payout leaves the held funds, so its sign is dropped).
 */
export async function readMoneyNotices(tx: Tx, cursor: TCommitCursor, limit: number) {
  const rows = await rowsOf<TMoneyNoticeRow & { rowId: string | number }>(
    tx,
    sql`select e.xid::text as xid, e.id::bigint as "rowId", e.brand_id as "brandId", e.member_id as "memberId",
          e.kind, e.reference, b.currency_decimals as decimals, (e.memo->>'promotionId')::int as "promotionId",
          m.amount::text as "amountMinor", m.currency
        from journal_entries e
        join brands b on b.id = e.brand_id
        cross join lateral (
          select abs(sum(p.amount_minor)) as amount, min(a.currency) as currency
            from postings p join ledger_accounts a on a.id = p.account_id and a.member_id = e.member_id
           where p.entry_id = e.id) m
        where e.kind in ('DEPOSIT', 'WITHDRAWAL_PAYOUT', 'BONUS') and e.member_id is not null
          and ${committedAfter(sql`e.xid`, sql`e.id`, cursor)}
        order by e.xid, e.id
        limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, rowId: Number(r.rowId) }));
}

/** A contract offered to an agent (its OFFER event), committed past the cursor, oldest commit first. */
export type TOfferNoticeRow = {
  xid: string;
  rowId: number;
  brandId: number;
  agentId: number;
  contractId: number;
  contractKind: string;
  category: string;
};

export async function readOfferNotices(tx: Tx, cursor: TCommitCursor, limit: number) {
  const rows = await rowsOf<TOfferNoticeRow & { rowId: string | number }>(
    tx,
    sql`select ev.xid::text as xid, ev.id::bigint as "rowId", c.brand_id as "brandId", c.agent_id as "agentId",
          c.id as "contractId", c.kind as "contractKind", c.category
        from agent_contract_events ev
        join agent_contracts c on c.id = ev.contract_id
        where ev.action = 'OFFER' and ${committedAfter(sql`ev.xid`, sql`ev.id`, cursor)}
        order by ev.xid, ev.id
        limit ${limit}`,
  );
  return rows.map((r) => ({ ...r, rowId: Number(r.rowId) }));
}
