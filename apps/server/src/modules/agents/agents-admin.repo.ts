import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { findSettlementPage } from './settlement.repo.ts';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as TRows<T>).rows;

/** A level of a brand's tree: its top accounts (no upline) or `parentId`'s direct downlines. */
export async function findTreeLevel(
  db: DbOrTx,
  q: { brandId: number; parentId?: number; page: number; pageSize: number },
) {
  const where =
    q.parentId === undefined
      ? sql`m.brand_id = ${q.brandId} and m.upline_id is null and m.type in (1, 2, 41, 42)`
      : sql`m.brand_id = ${q.brandId} and m.upline_id = ${q.parentId}`;
  const items = await rowsOf<{
    id: number;
    account: string;
    type: number;
    status: string;
    teamSize: number;
    directMembers: number;
    contracts: number;
    frozen: boolean;
    registeredAt: Date | string;
  }>(
    db.execute(sql`
      select m.id, m.account, m.type, m.status, m.created_at as "registeredAt",
        (select count(*) from agent_tree t where t.ancestor_id = m.id and t.depth > 0)::int as "teamSize",
        (select count(*) from members c where c.upline_id = m.id)::int as "directMembers",
        (select count(*) from agent_contracts k where k.agent_id = m.id and k.status = 'V')::int as contracts,
        exists (select 1 from agent_freezes f where f.member_id = m.id and f.active) as frozen
      from members m where ${where} order by m.id
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`),
  );
  const [total] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from members m where ${where}`),
  );
  return { items, total: total!.n };
}

/** The upline chain of a member, top first, ending with the member. */
export function findChain(db: DbOrTx, q: { brandId: number; memberId: number }) {
  // Scoped by the member's brand: another brand's id answers nothing, never that brand's accounts.
  return rowsOf<{ id: number; account: string }>(
    db.execute(sql`select m.id, m.account from agent_tree t
      join members d on d.id = t.descendant_id and d.brand_id = ${q.brandId}
      join members m on m.id = t.ancestor_id
      where t.descendant_id = ${q.memberId} order by t.depth desc`),
  );
}

/** A brand's settlements in [from, to) with the totals of all that match, newest first. */
export async function findBrandSettlements(
  db: DbOrTx,
  q: {
    brandId: number;
    from: Date;
    to: Date;
    status?: string;
    kind?: string;
    page: number;
    pageSize: number;
  },
) {
  const where = sql`s.brand_id = ${q.brandId}
    and s.settled_at >= ${q.from.toISOString()}::timestamptz and s.settled_at < ${q.to.toISOString()}::timestamptz
    ${q.status ? sql`and s.status = ${q.status}` : sql``} ${q.kind ? sql`and s.kind = ${q.kind}` : sql``}`;
  const page = await findSettlementPage(db, where, q.page, q.pageSize);
  const [totals] = await rowsOf<{ amount: string; paid: string; debt: string }>(
    db.execute(sql`select coalesce(sum(amount_minor), 0)::text as amount,
      coalesce(sum(paid_minor), 0)::text as paid, coalesce(sum(debt_minor), 0)::text as debt
      from agent_settlements s where ${where}`),
  );
  return { ...page, totals: totals! };
}

type TFreezeRow = {
  id: number;
  memberId: number;
  account: string;
  reason: string;
  debt: string;
  active: boolean;
  createdAt: Date | string;
  liftedAt: Date | string | null;
  liftedBy: string | null;
};

const FREEZES = sql`select f.id, f.member_id as "memberId", m.account, f.reason, s.debt_minor::text as debt, f.active,
  f.created_at as "createdAt", f.lifted_at as "liftedAt", f.lifted_by as "liftedBy"
  from agent_freezes f join members m on m.id = f.member_id join agent_settlements s on s.id = f.settlement_id`;

export function findFreezes(db: DbOrTx, brandId: number, active: boolean) {
  return rowsOf<TFreezeRow>(
    db.execute(
      sql`${FREEZES} where f.brand_id = ${brandId} and f.active = ${active} order by f.id desc limit 500`,
    ),
  );
}

/** Lifts an active freeze (locked); null when there is none such. */
export async function liftFreeze(tx: Tx, id: number, operator: string, at: Date) {
  const [before] = await rowsOf<TFreezeRow>(tx.execute(sql`${FREEZES} where f.id = ${id} for update of f`));
  if (!before || !before.active) return null;
  await tx.execute(sql`update agent_freezes set active = false, lifted_at = ${at.toISOString()}::timestamptz,
    lifted_by = ${operator} where id = ${id}`);
  const [after] = await rowsOf<TFreezeRow>(tx.execute(sql`${FREEZES} where f.id = ${id}`));
  return { before, after: after! };
}
