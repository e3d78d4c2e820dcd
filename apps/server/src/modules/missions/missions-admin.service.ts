import { fromMinor, type TAdminMission, type TAdminMissionInput } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import type { MissionsService } from './missions.service.ts';
import * as repo from './missions.repo.ts';

/**
 * The back office's missions: create (open at once), edit while open, close for good, and the
 * claims paid. Changes run inside the caller's audited transaction and answer before and after.
 */
export function createMissionsAdmin(d: { db: Db; missions: MissionsService; now?: () => Date }) {
  const now = d.now ?? (() => new Date());
  const view = (brand: TBrand, m: repo.TMissionRow, claims = 0): TAdminMission => ({
    id: m.id,
    title: m.title,
    period: m.period as TAdminMission['period'],
    goal: m.goal as TAdminMission['goal'],
    target: d.missions.shown(brand, m.goal, m.target),
    rewardAmount: fromMinor(m.rewardMinor, brand.currencyDecimals),
    turnoverMultiplier: m.turnoverMultiplier,
    state: m.state as TAdminMission['state'],
    claims,
    createdAt: m.createdAt.toISOString(),
    closedAt: m.closedAt?.toISOString() ?? null,
  });

  async function getOwn(tx: Tx, brand: TBrand, id: number) {
    const m = await repo.findMission(tx, brand.id, id);
    if (!m) throw new AppError('NOT_FOUND', 'No such mission.');
    return m;
  }

  return {
    async findMissions(brand: TBrand) {
      const [rows, claims] = await Promise.all([
        repo.findMissions(d.db, brand.id, false),
        repo.countClaims(d.db, brand.id),
      ]);
      return { currency: brand.currencyCode, items: rows.map((m) => view(brand, m, claims.get(m.id) ?? 0)) };
    },

    async createMission(tx: Tx, brand: TBrand, input: TAdminMissionInput) {
      const row = await repo.insertMission(tx, {
        brandId: brand.id,
        currency: brand.currencyCode,
        ...d.missions.rowOf(brand, input),
      });
      return { before: null, after: view(brand, row) };
    },

    /** Edits an open mission; a closed one stays as it was claimed under. */
    async updateMission(tx: Tx, brand: TBrand, id: number, input: TAdminMissionInput) {
      const before = await getOwn(tx, brand, id);
      if (before.state !== 'ACTIVE') throw new AppError('OPERATION_NOT_ALLOWED', 'This mission is closed.');
      const after = await repo.updateMission(tx, id, d.missions.rowOf(brand, input));
      return { before: view(brand, before), after: view(brand, after) };
    },

    /** Closes a mission for good; claims in flight finish first (they hold its row). */
    async closeMission(tx: Tx, brand: TBrand, id: number) {
      const before = await getOwn(tx, brand, id);
      if (before.state !== 'ACTIVE') throw new AppError('OPERATION_NOT_ALLOWED', 'This mission is closed.');
      const after = await repo.updateMission(tx, id, { state: 'CLOSED', closedAt: now() });
      return { before: view(brand, before), after: view(brand, after) };
    },

    async findClaims(brand: TBrand, q: { missionId?: number; page: number; pageSize: number }) {
      const { items, total } = await repo.findClaimPage(d.db, { brandId: brand.id, ...q });
      return {
        currency: brand.currencyCode,
        items: items.map(({ claim: c, account, goal }) => ({
          id: c.id,
          missionId: c.missionId,
          account,
          periodKey: c.periodKey,
          amount: fromMinor(c.amountMinor, brand.currencyDecimals),
          progress: d.missions.shown(brand, goal, c.progress),
          createdAt: c.createdAt.toISOString(),
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
export type MissionsAdmin = ReturnType<typeof createMissionsAdmin>;
