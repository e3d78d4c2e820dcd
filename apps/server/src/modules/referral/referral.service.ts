import { fromMinor, type TReferralSettings } from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TSession } from '../identity/session.service.ts';
import { newAffiliateCode } from '../identity/registration.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { payProgrammeBonus } from '../payments/programme-bonus.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import type { TBetRow, TDepositRow } from './bets-deposits-consumer.ts';
import * as repo from './referral.repo.ts';

type TMember = TSession['member'];
type TBrandRow = Awaited<ReturnType<typeof repo.findBrand>>;
type TSettingsRow = NonNullable<Awaited<ReturnType<typeof repo.findSettings>>>;

/** An account shown to the member who referred it: its ends only (`pl****r1`). */
export const maskAccount = (a: string) =>
  a.length <= 4
    ? `${a[0] ?? ''}***`
    : `${a.slice(0, 2)}${'*'.repeat(Math.min(6, a.length - 4))}${a.slice(-2)}`;

/**
 * The referral programme (issue 17). A member's invite code is their register-link code (the
 * members' affiliate code column, given on first use): registering with it as `referralCode`
 * records them as the new member's referrer (registration.service.ts). Rewards are paid to the
 * referrer by the referral consumer (bets-deposits-consumer.ts), keyed per source, so a replay pays once.
 */
export function createReferralService(d: {
  db: Db;
  ledger: Ledger;
  publicOrigin: (brand: TBrand) => Promise<string>;
}) {
  async function settingsOf(
    db: DbOrTx,
    brand: Pick<TBrand, 'id' | 'currencyDecimals'>,
  ): Promise<TReferralSettings> {
    const row = await repo.findSettings(db, brand.id);
    return {
      enabled: row?.enabled ?? false,
      firstDepositReward: fromMinor(row?.firstDepositMinor ?? 0n, brand.currencyDecimals),
      turnoverShareBps: row?.turnoverShareBps ?? 0,
      turnoverMultiplier: row?.turnoverMultiplier ?? 0,
    };
  }

  async function saveSettings(tx: Tx, brand: TBrand, s: TReferralSettings) {
    await repo.saveSettings(tx, {
      brandId: brand.id,
      enabled: s.enabled,
      firstDepositMinor:
        s.firstDepositReward === 0 ? 0n : amountInMinor(brand, s.firstDepositReward, 'firstDepositReward'),
      turnoverShareBps: s.turnoverShareBps,
      turnoverMultiplier: s.turnoverMultiplier,
    });
    return settingsOf(tx, brand);
  }

  /** Pays one reward unless its source paid already; inside the consumer's transaction. */
  async function reward(
    tx: Tx,
    brand: TBrandRow,
    q: { referrerId: number; memberId: number; sourceKey: string; amountMinor: bigint; multiplier: number },
  ) {
    if (q.amountMinor <= 0n || (await repo.rewardExists(tx, brand.id, q.sourceKey))) return;
    const posted = await payProgrammeBonus(tx, d.ledger, {
      brand,
      memberId: q.referrerId,
      key: `referral:${q.sourceKey}`,
      amountMinor: q.amountMinor,
      reference: `referral:${q.memberId}`,
      memo: { programme: 'REFERRAL', source: q.sourceKey, referredMemberId: q.memberId },
      multiplier: q.multiplier,
    });
    await repo.insertReward(tx, {
      brandId: brand.id,
      referrerId: q.referrerId,
      memberId: q.memberId,
      sourceKey: q.sourceKey,
      amountMinor: q.amountMinor,
      turnoverRequiredMinor: q.amountMinor * BigInt(q.multiplier),
      entryId: posted.entryId,
    });
  }

  /** Each referred member's rows with their referrer and brand settings, enabled brands only. */
  async function withReferrers<R extends { brandId: number; memberId: number }>(tx: Tx, rows: R[]) {
    const referrers = await repo.findReferrers(tx, [...new Set(rows.map((r) => r.memberId))]);
    const brands = new Map<number, { brand: TBrandRow; s: TSettingsRow | undefined }>();
    const out: { row: R; referrerId: number; brand: TBrandRow; s: TSettingsRow }[] = [];
    for (const row of rows) {
      const referrerId = referrers.get(row.memberId);
      if (referrerId === undefined) continue;
      let b = brands.get(row.brandId);
      if (!b) {
        b = { brand: await repo.findBrand(tx, row.brandId), s: await repo.findSettings(tx, row.brandId) };
        brands.set(row.brandId, b);
      }
      if (b.s?.enabled) out.push({ row, referrerId, brand: b.brand, s: b.s });
    }
    return out;
  }

  /** The first credited deposit of a referred member pays the referrer the brand's fixed reward. */
  async function applyDeposits(tx: Tx, rows: TDepositRow[]) {
    for (const { row, referrerId, brand, s } of await withReferrers(tx, rows)) {
      if (row.amountMinor <= 0n || !(await repo.isFirstDeposit(tx, row.memberId, row.entryId))) continue;
      await reward(tx, brand, {
        referrerId,
        memberId: row.memberId,
        sourceKey: `deposit:${row.memberId}`,
        amountMinor: s.firstDepositMinor,
        multiplier: s.turnoverMultiplier,
      });
    }
  }

  /**
   * A referred member's settled bet pays the referrer the brand's share of its valid turnover,
   * once per bet (its first settlement; a later re-settlement pays no difference).
   */
  async function applyBets(tx: Tx, rows: TBetRow[]) {
    const settled = rows.filter((b) => b.status === 'SETTLED' && b.validTurnoverMinor > 0n);
    for (const { row, referrerId, brand, s } of await withReferrers(tx, settled)) {
      await reward(tx, brand, {
        referrerId,
        memberId: row.memberId,
        sourceKey: `bet:${row.id}`,
        amountMinor: (row.validTurnoverMinor * BigInt(s.turnoverShareBps)) / 10_000n,
        multiplier: s.turnoverMultiplier,
      });
    }
  }

  async function invite(brand: TBrand, member: TMember) {
    if (member.brandId !== brand.id) throw new AppError('NOT_FOUND');
    const code = await repo.ensureCode(d.db, member.id, newAffiliateCode());
    const [origin, total, invitees] = await Promise.all([
      d.publicOrigin(brand),
      repo.rewardsTotal(d.db, member.id),
      repo.findInvitees(d.db, member.id, 1, 1),
    ]);
    return {
      referralCode: code,
      link: `${origin}/register?referralCode=${encodeURIComponent(code)}`,
      rewardsTotal: fromMinor(total, brand.currencyDecimals),
      invitees: invitees.total,
    };
  }

  async function invitees(member: TMember, page: number, pageSize: number) {
    const r = await repo.findInvitees(d.db, member.id, page, pageSize);
    return {
      items: r.rows.map((i) => ({
        account: maskAccount(i.account),
        joinedAt: new Date(i.joinedAt).toISOString(),
        deposited: i.deposited,
      })),
      total: r.total,
      page,
      pageSize,
    };
  }

  return {
    settings: (brand: TBrand, db: DbOrTx = d.db) => settingsOf(db, brand),
    saveSettings,
    applyDeposits,
    applyBets,
    invite,
    invitees,
  };
}
export type ReferralService = ReturnType<typeof createReferralService>;
