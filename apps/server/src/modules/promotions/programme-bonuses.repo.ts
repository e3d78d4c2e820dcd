import { sql } from 'drizzle-orm';
import type { TBonusSource } from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';

/** The programme bonuses bonus details lists at most (referral rewards come one per bet). */
export const PROGRAMME_BONUS_LIMIT = 100;

/** The programmes' BONUS entries by their reference's prefix (payProgrammeBonus, envelopes). */
const SOURCE_OF_PREFIX: Record<string, Exclude<TBonusSource, 'PROMOTION'>> = {
  mission: 'MISSION',
  referral: 'REFERRAL',
  'vip-rebate': 'VIP_REBATE',
  envelope: 'ENVELOPE',
};

export type TProgrammeBonusRow = {
  entryId: number;
  source: Exclude<TBonusSource, 'PROMOTION'>;
  amountMinor: bigint;
  turnoverRequiredMinor: bigint;
  /** The member's bets (less rollbacks) before the bonus: only later bets count toward it. */
  betsAtIssueMinor: bigint;
  missionTitle: Partial<Record<string, string>> | null;
  createdAt: Date;
};

type TRaw = {
  entry_id: string | number;
  reference: string;
  created_at: string | Date;
  amount: string;
  bets_before: string;
  required: string | null;
  mission_title: Partial<Record<string, string>> | string | null;
};

/**
 * The bonuses a member received from the programmes rather than a promotion — mission rewards,
 * referral rewards, VIP rebates (payProgrammeBonus) and red envelopes — newest first: each BONUS
 * entry on the member's main wallet with the requirement its programme recorded beside it (mission
 * claims, referral rewards and VIP rebates keep it; a red envelope asks none) and the bets made
 * before it, summed in one pass over the wallet's postings in their order. Read by table name, as
 * the ledger's tables are read here for deposits: one query rather than a call per programme.
 */
export async function findProgrammeBonuses(
  db: DbOrTx,
  brandId: number,
  memberId: number,
): Promise<TProgrammeBonusRow[]> {
  const r = (await db.execute(sql`
    with wallet as (
      select p.id, e.id as entry_id, e.kind, e.reference, e.created_at, p.amount_minor,
             sum(case when e.kind in ('BET', 'ROLLBACK') then -p.amount_minor else 0 end)
               over (order by p.id) as bets_through
        from postings p
        join ledger_accounts a on a.id = p.account_id
        join journal_entries e on e.id = p.entry_id
       where a.brand_id = ${brandId} and a.member_id = ${memberId} and a.kind = 'MAIN'
         and e.kind in ('BET', 'ROLLBACK', 'BONUS')
    ), paid as (
      select * from wallet
       where kind = 'BONUS' and split_part(reference, ':', 1) in ('mission', 'referral', 'vip-rebate', 'envelope')
       order by id desc
       limit ${PROGRAMME_BONUS_LIMIT}
    )
    select paid.entry_id, paid.reference, paid.created_at, paid.amount_minor::text as amount,
           paid.bets_through::text as bets_before,
           coalesce(mc.turnover_required_minor, rr.turnover_required_minor, vr.turnover_required_minor)::text
             as required,
           m.title as mission_title
      from paid
      left join mission_claims mc on mc.entry_id = paid.entry_id
      left join missions m on m.id = mc.mission_id
      left join referral_rewards rr on rr.referrer_id = ${memberId} and rr.entry_id = paid.entry_id
      left join vip_rebates vr on vr.member_id = ${memberId} and vr.entry_id = paid.entry_id
     order by paid.id desc`)) as unknown as { rows: TRaw[] };
  return r.rows.map((row) => ({
    entryId: Number(row.entry_id),
    source: SOURCE_OF_PREFIX[row.reference.split(':')[0]!]!,
    amountMinor: BigInt(row.amount),
    // None recorded: a red envelope (no wagering asked).
    turnoverRequiredMinor: BigInt(row.required ?? '0'),
    betsAtIssueMinor: BigInt(row.bets_before),
    missionTitle:
      typeof row.mission_title === 'string'
        ? (JSON.parse(row.mission_title) as Partial<Record<string, string>>)
        : row.mission_title,
    createdAt: new Date(row.created_at),
  }));
}
