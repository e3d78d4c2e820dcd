import {
  fromMinor,
  toMinor,
  type TAdminPointsConfig,
  type TAdminRedemption,
  type TAdminReward,
  type TAdminRewardInput,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TPointRules } from './points-rules.ts';
import * as admin from './points-admin.repo.ts';
import * as repo from './points.repo.ts';
import type { PointsService } from './points.service.ts';

const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The back office's points (issue 17): the brand's rules in its currency's major unit (kept in
 * integer minor units), the rewards catalogue, the redemptions queue (decided through the points
 * service, which gives a rejected redemption's points back once) and a member's history.
 */
export function createPointsAdmin(d: {
  db: Db;
  points: PointsService;
  findMemberIdByAccount: (brandId: number, account: string) => Promise<number | undefined>;
}) {
  const configOf = (brand: TBrand, r: TPointRules): TAdminPointsConfig & { currency: string } => ({
    currency: brand.currencyCode,
    betRates: r.betRates,
    depositRate: r.depositRate,
    perAmount: fromMinor(r.perMinor, brand.currencyDecimals),
    pointUnit: Number(r.pointUnit),
    cashPerUnit: fromMinor(r.cashMinorPerPointUnit, brand.currencyDecimals),
    minConvertPoints: Number(r.minConvertPoints),
  });

  const rewardOf = (r: Awaited<ReturnType<typeof admin.findReward>> & object): TAdminReward => ({
    id: r.id,
    name: r.name,
    imageUrl: r.imageUrl,
    costPoints: Number(r.costPoints),
    stock: r.stock,
    active: r.active,
  });

  /** A major-unit figure in minor units, refused (nothing written) when it has more decimals than the currency. */
  const minorOf = (brand: TBrand, field: string, amount: number) => {
    const m = toMinor(amount, brand.currencyDecimals);
    if (m === null)
      throw new AppError('VALIDATION_FAILED', `${field} has too many decimals.`, [
        { field, message: 'DECIMALS' },
      ]);
    return m;
  };

  return {
    config: async (brand: TBrand) => configOf(brand, await d.points.rules(brand.id)),

    async saveConfig(tx: DbOrTx, brand: TBrand, c: TAdminPointsConfig) {
      const rules: TPointRules = {
        betRates: c.betRates,
        depositRate: c.depositRate,
        perMinor: minorOf(brand, 'perAmount', c.perAmount),
        pointUnit: BigInt(c.pointUnit),
        cashMinorPerPointUnit: c.cashPerUnit === 0 ? 0n : minorOf(brand, 'cashPerUnit', c.cashPerUnit),
        minConvertPoints: BigInt(c.minConvertPoints),
      };
      const before = configOf(brand, await repo.findRules(tx, brand.id));
      await repo.saveRules(tx, brand.id, rules);
      return { before, after: configOf(brand, rules) };
    },

    rewards: async (brand: TBrand) => ({ items: (await d.points.allRewards(brand.id)).map(rewardOf) }),

    async createReward(tx: DbOrTx, brand: TBrand, r: Omit<TAdminRewardInput, 'reason'>) {
      const row = await repo.createReward(tx, {
        brandId: brand.id,
        name: r.name,
        imageUrl: r.imageUrl,
        costPoints: BigInt(r.costPoints),
        stock: r.stock,
        active: r.active,
      });
      return { before: null, after: rewardOf(row) };
    },

    /** Edits a reward (retiring it with active false); redemptions already made keep their points. */
    async updateReward(tx: DbOrTx, brand: TBrand, id: number, r: Omit<TAdminRewardInput, 'reason'>) {
      const before = await admin.findReward(tx, brand.id, id);
      if (!before) throw notFound('reward');
      const after = await admin.updateReward(tx, brand.id, id, {
        name: r.name,
        imageUrl: r.imageUrl,
        costPoints: BigInt(r.costPoints),
        stock: r.stock,
        active: r.active,
      });
      return { before: rewardOf(before), after: rewardOf(after!) };
    },

    async redemptions(brand: TBrand, q: { state: string; page: number; pageSize: number }) {
      const found = await admin.findRedemptionPage(d.db, brand.id, q);
      const items: TAdminRedemption[] = found.items.map(({ row, account, reward, decidedBy }) => ({
        id: row.id,
        memberId: row.memberId,
        account,
        rewardId: row.rewardId,
        reward,
        points: Number(row.points),
        state: row.state as TAdminRedemption['state'],
        reason: row.reason,
        decidedBy,
        decidedAt: iso(row.decidedAt),
        createdAt: row.createdAt.toISOString(),
      }));
      return { currency: brand.currencyCode, items, ...q, total: found.total };
    },

    /** Approves or rejects a redemption in process; a rejection gives its points and stock back, once. */
    async decide(brand: TBrand, id: number, approve: boolean, reason: string, operatorId: number) {
      const row = await d.points.decide(brand.id, id, operatorId, { approve, reason });
      return { id: row.id, memberId: row.memberId, points: Number(row.points), state: row.state };
    },

    async memberPoints(brand: TBrand, account: string, q: { page: number; pageSize: number }) {
      const memberId = await d.findMemberIdByAccount(brand.id, account);
      if (memberId === undefined) throw notFound('member');
      const [balance, page] = await Promise.all([
        repo.findBalance(d.db, memberId),
        repo.findEntryPage(d.db, memberId, q.page, q.pageSize),
      ]);
      return {
        memberId,
        account,
        balance: Number(balance),
        items: page.items.map((e) => ({
          id: e.id,
          at: e.createdAt.toISOString(),
          source: e.source,
          points: Number(e.points),
          balanceAfter: Number(e.balanceAfter),
        })),
        ...q,
        total: page.total,
      };
    },
  };
}
export type PointsAdmin = ReturnType<typeof createPointsAdmin>;
