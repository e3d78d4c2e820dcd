import { sql } from 'drizzle-orm';
import { isAgentType, type TAgentApplication } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';

type TRows<T> = { rows: T[] };
type TApplicationRow = {
  id: number;
  memberId: number;
  account: string;
  contact: string;
  message: string;
  status: TAgentApplication['status'];
  submittedAt: Date | string;
  decidedAt: Date | string | null;
  decidedBy: string | null;
  note: string | null;
};

const SELECT = sql`select a.id, a.member_id as "memberId", m.account, a.contact, a.message, a.status,
  a.submitted_at as "submittedAt", a.decided_at as "decidedAt", a.decided_by as "decidedBy", a.note
  from agent_applications a join members m on m.id = a.member_id`;

const toApi = (r: TApplicationRow): TAgentApplication => ({
  id: r.id,
  status: r.status,
  contact: r.contact,
  message: r.message,
  submittedAt: new Date(r.submittedAt).toISOString(),
  decidedAt: r.decidedAt === null ? null : new Date(r.decidedAt).toISOString(),
  note: r.note,
});

/**
 * /join (issue 16): a member applies to become an agent; an operator approves (the member becomes
 * an agent, type 1, with a register-link code) or rejects with a note. One waiting application
 * per member (a unique index); an agent has nothing to apply for.
 */
export function createApplicationsService(d: { db: Db; now: () => Date; newAffiliateCode: () => string }) {
  const find = async (db: Db | Tx, where: ReturnType<typeof sql>, lock = false) =>
    (
      (await db.execute(
        sql`${SELECT} where ${where} order by a.id desc ${lock ? sql`for update of a` : sql``}`,
      )) as unknown as TRows<TApplicationRow>
    ).rows;

  async function apply(
    brand: TBrand,
    member: { id: number; type: number },
    input: { contact: string; message: string },
  ) {
    if (isAgentType(member.type)) throw new AppError('OPERATION_NOT_ALLOWED', 'You are an agent already.');
    const inserted = (await d.db
      .execute(sql`insert into agent_applications (brand_id, member_id, contact, message, submitted_at)
      values (${brand.id}, ${member.id}, ${input.contact}, ${input.message}, ${d.now().toISOString()}::timestamptz)
      on conflict do nothing returning id`)) as unknown as TRows<{ id: number }>;
    if (inserted.rows.length === 0)
      throw new AppError('OPERATION_NOT_ALLOWED', 'Your application is waiting for a decision.');
    return toApi((await find(d.db, sql`a.id = ${inserted.rows[0]!.id}`))[0]!);
  }

  /** The member's latest application, if any. */
  async function getMine(brand: TBrand, member: { id: number }) {
    const [latest] = await find(d.db, sql`a.member_id = ${member.id} and a.brand_id = ${brand.id}`);
    return { application: latest ? toApi(latest) : null };
  }

  /** The back office's queue: a brand's applications in a status, oldest waiting first. */
  async function list(brandId: number, status: TAgentApplication['status']) {
    const rows = await find(d.db, sql`a.brand_id = ${brandId} and a.status = ${status}`);
    return rows
      .reverse()
      .map((r) => ({ ...toApi(r), memberId: r.memberId, account: r.account, decidedBy: r.decidedBy }));
  }

  /** An operator's decision, in the caller's (audited) transaction; only a waiting one is decided. */
  async function decide(
    tx: Tx,
    id: number,
    decision: 'APPROVE' | 'REJECT',
    operator: string,
    note: string | null,
  ) {
    const [row] = await find(tx, sql`a.id = ${id}`, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such application.');
    if (row.status !== 'PENDING')
      throw new AppError('OPERATION_NOT_ALLOWED', 'This application was decided already.');
    const status = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    await tx.execute(sql`update agent_applications set status = ${status}, decided_at = ${d.now().toISOString()}::timestamptz,
      decided_by = ${operator}, note = ${note} where id = ${id}`);
    if (status === 'APPROVED')
      await tx.execute(sql`update members set type = 1, affiliate_code = coalesce(affiliate_code, ${d.newAffiliateCode()})
        where id = ${row.memberId} and type = 0`);
    const [after] = await find(tx, sql`a.id = ${id}`);
    return { before: toApi(row), after: toApi(after!) };
  }

  return { apply, getMine, list, decide };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
