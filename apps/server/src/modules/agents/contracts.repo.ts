import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { termsFromJson, termsToJson, type TStoredTerms } from './contract-terms.ts';

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as TRows<T>).rows;

export type TContractRow = {
  id: number;
  brandId: number;
  agentId: number;
  agentAccount: string;
  uplineId: number | null;
  uplineAccount: string | null;
  kind: TStoredTerms['kind'];
  category: string;
  status: 'P' | 'E' | 'V' | 'R' | 'C';
  terms: TStoredTerms;
  offeredAt: Date;
  signedAt: Date | null;
  endedAt: Date | null;
  settledFrom: Date | null;
};

const SELECT = sql`
  select c.id, c.brand_id as "brandId", c.agent_id as "agentId", a.account as "agentAccount",
    c.upline_id as "uplineId", u.account as "uplineAccount", c.kind, c.category, c.status, c.terms,
    c.offered_at as "offeredAt", c.signed_at as "signedAt", c.ended_at as "endedAt", c.settled_from as "settledFrom"
  from agent_contracts c join members a on a.id = c.agent_id left join members u on u.id = c.upline_id`;

const toRow = (r: Omit<TContractRow, 'terms'> & { terms: unknown }): TContractRow => ({
  ...r,
  terms: termsFromJson(r.terms),
  offeredAt: new Date(r.offeredAt),
  signedAt: r.signedAt && new Date(r.signedAt),
  endedAt: r.endedAt && new Date(r.endedAt),
  settledFrom: r.settledFrom && new Date(r.settledFrom),
});

/**
 * Contracts matching `where` (a condition on `c`), oldest first; `lock` takes their row locks;
 * `newest` lists at most that many, newest first (the back office's lists).
 */
export async function findContracts(
  db: DbOrTx,
  where: ReturnType<typeof sql>,
  lock = false,
  newest?: number,
) {
  const order = newest === undefined ? sql`order by c.id` : sql`order by c.id desc limit ${newest}`;
  const rows = await rowsOf<Omit<TContractRow, 'terms'> & { terms: unknown }>(
    db.execute(sql`${SELECT} where ${where} ${order} ${lock ? sql`for update of c` : sql``}`),
  );
  return rows.map(toRow);
}

export async function insertContract(
  tx: Tx,
  c: {
    brandId: number;
    agentId: number;
    uplineId: number | null;
    kind: string;
    category: string;
    status: 'P' | 'E';
    terms: TStoredTerms;
    offeredBy: string;
    at: Date;
  },
) {
  const [row] = await rowsOf<{ id: number }>(
    tx.execute(sql`insert into agent_contracts (brand_id, agent_id, upline_id, kind, category, status, terms,
      offered_by, offered_at)
      values (${c.brandId}, ${c.agentId}, ${c.uplineId}, ${c.kind}, ${c.category}, ${c.status},
        ${JSON.stringify(termsToJson(c.terms))}::jsonb, ${c.offeredBy}, ${c.at.toISOString()}::timestamptz)
      returning id`),
  );
  return row!.id;
}

/** Moves a contract to `to`, writing the event; `signed` also starts its settlements then. */
export async function moveContract(
  tx: Tx,
  m: {
    id: number;
    from: string;
    to: 'V' | 'R' | 'C';
    action: string;
    actor: string;
    at: Date;
    reason?: string;
  },
) {
  const at = m.at.toISOString();
  await tx.execute(sql`update agent_contracts set status = ${m.to},
      signed_at = case when ${m.to} = 'V' then ${at}::timestamptz else signed_at end,
      settled_from = case when ${m.to} = 'V' then ${at}::timestamptz else settled_from end,
      ended_at = case when ${m.to} in ('R', 'C') then ${at}::timestamptz else ended_at end,
      ended_reason = case when ${m.to} in ('R', 'C') then ${m.reason ?? m.action} else ended_reason end
    where id = ${m.id}`);
  await tx.execute(sql`insert into agent_contract_events (contract_id, action, actor, from_status, to_status, at)
    values (${m.id}, ${m.action}, ${m.actor}, ${m.from}, ${m.to}, ${at}::timestamptz)`);
}

export async function recordOffer(tx: Tx, id: number, actor: string, status: string, at: Date) {
  await tx.execute(sql`insert into agent_contract_events (contract_id, action, actor, from_status, to_status, at)
    values (${id}, 'OFFER', ${actor}, null, ${status}, ${at.toISOString()}::timestamptz)`);
}

/** A member of the brand with its type and upline, locked when asked (an agent acting on its contracts). */
export async function findMember(db: DbOrTx, brandId: number, id: number, lock = false) {
  const [m] = await rowsOf<{ id: number; account: string; type: number; uplineId: number | null }>(
    db.execute(sql`select id, account, type, upline_id as "uplineId" from members
      where id = ${id} and brand_id = ${brandId} ${lock ? sql`for update` : sql``}`),
  );
  return m;
}
