import {
  fromMinor,
  isAmountGoal,
  MISSION_LEADERBOARD_SIZE,
  toMinor,
  type TAdminMissionInput,
  type TMemberMission,
  type TMissionGoal,
  type TMissionPeriod,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createCommitOrderConsumer } from '../../lib/commit-order.ts';
import { maskAccount } from '../games/rank-list.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { payProgrammeBonus } from '../payments/programme-bonus.ts';
import type { TBrand } from '../system/system.service.ts';
import { missionPeriodAt } from './mission-periods.ts';
import * as repo from './missions.repo.ts';

export type MissionsDeps = {
  db: Db;
  ledger: Ledger;
  now?: () => Date;
  /** The bets consumer: seamless rounds committed a moment ago become bets (and their rollup) first. */
  catchUpBets?: () => Promise<unknown>;
};

/**
 * Missions (issue 17): progress read from the bets' daily rollup, the missions' own rollup of
 * credited deposits (a commit-order consumer of DEPOSIT entries, DESIGN.md "Events, not calls")
 * and the sessions members opened; a met mission's reward is a programme bonus (payProgrammeBonus:
 * a BONUS entry from the brand's BONUS account with its wagering requirement) keyed
 * `mission:<mission>:<member>:<period>`, paid once.
 */
export function createMissionsService(deps: MissionsDeps) {
  const d = { ...deps, now: deps.now ?? (() => new Date()) };
  const deposits = createCommitOrderConsumer({
    db: d.db,
    name: 'missions-deposits',
    batchSize: 500,
    read: repo.readDeposits,
    apply: repo.addDepositDays,
  });

  /** Everything committed before the call counts: bets into their rollup, deposits into ours. */
  async function catchUp() {
    await d.catchUpBets?.();
    return deposits.catchUp();
  }

  const spanOf = (brand: TBrand, m: repo.TMissionRow) =>
    missionPeriodAt(m.period as TMissionPeriod, brand.timeZone, d.now());
  /** A goal's figure in what members read: the currency's units for money, else the count. */
  const shown = (brand: TBrand, goal: string, v: bigint) =>
    isAmountGoal(goal as TMissionGoal) ? fromMinor(v, brand.currencyDecimals) : Number(v);

  const progressOf = (db: DbOrTx, brand: TBrand, m: repo.TMissionRow, memberId: number) =>
    repo.measureMember(db, {
      brandId: brand.id,
      memberId,
      goal: m.goal as TMissionGoal,
      span: spanOf(brand, m),
      timeZone: brand.timeZone,
    });

  async function memberMission(
    brand: TBrand,
    m: repo.TMissionRow,
    memberId: number,
  ): Promise<TMemberMission> {
    const span = spanOf(brand, m);
    const [progress, claim] = await Promise.all([
      progressOf(d.db, brand, m, memberId),
      repo.findClaim(d.db, m.id, memberId, span.key),
    ]);
    const capped = progress > m.target ? m.target : progress;
    return {
      id: m.id,
      title: m.title,
      period: m.period as TMissionPeriod,
      goal: m.goal as TMissionGoal,
      target: shown(brand, m.goal, m.target),
      progress: shown(brand, m.goal, progress),
      percent: Number((capped * 100n) / m.target),
      rewardAmount: fromMinor(m.rewardMinor, brand.currencyDecimals),
      turnoverMultiplier: m.turnoverMultiplier,
      periodKey: span.key,
      periodEndsAt: span.endsAt.toISOString(),
      state: claim ? 'CLAIMED' : progress >= m.target ? 'CLAIMABLE' : 'IN_PROGRESS',
    };
  }

  /** An open mission of the brand, or NOT_FOUND (another brand's id, or none) / closed. */
  async function getOpen(db: DbOrTx, brand: TBrand, missionId: number) {
    const m = await repo.findMission(db, brand.id, missionId);
    if (!m) throw new AppError('NOT_FOUND', 'No such mission.');
    if (m.state !== 'ACTIVE') throw new AppError('OPERATION_NOT_ALLOWED', 'This mission is closed.');
    return m;
  }

  async function list(brand: TBrand, memberId: number) {
    await catchUp();
    const rows = await repo.findMissions(d.db, brand.id, true);
    const missions = await Promise.all(rows.map((m) => memberMission(brand, m, memberId)));
    return {
      currency: brand.currencyCode,
      claimable: missions.filter((m) => m.state === 'CLAIMABLE').length,
      missions,
    };
  }

  /**
   * Pays a met mission's reward for this period, once: under the mission's share lock (a close
   * waits for it) and the member's main-wallet lock, a second claim (or a racing twin) answers the
   * claim already paid. Progress is measured inside the transaction; unmet writes nothing.
   */
  async function claim(brand: TBrand, memberId: number, missionId: number) {
    await catchUp();
    return d.ledger.inTransaction(async (tx: Tx) => {
      const locked = await repo.lockMission(tx, brand.id, missionId);
      if (!locked) throw new AppError('NOT_FOUND', 'No such mission.');
      const m = await getOpen(tx, brand, missionId);
      const span = spanOf(brand, m);
      const main = await d.ledger.memberAccount(tx, {
        brandId: brand.id,
        memberId,
        kind: 'MAIN',
        currency: brand.currencyCode,
      });
      await d.ledger.lockMemberAccounts(tx, [main]);
      const already = await repo.findClaim(tx, m.id, memberId, span.key);
      if (already) return already;
      const progress = await progressOf(tx, brand, m, memberId);
      if (progress < m.target) throw new AppError('OPERATION_NOT_ALLOWED', 'This mission is not met yet.');
      const posted = await payProgrammeBonus(tx, d.ledger, {
        brand,
        memberId,
        key: `mission:${m.id}:${memberId}:${span.key}`,
        amountMinor: m.rewardMinor,
        reference: `mission:${m.id}`,
        memo: { missionId: m.id, periodKey: span.key },
        multiplier: m.turnoverMultiplier,
      });
      // In the entry's transaction: a claim the unique period key refuses undoes the entry and its
      // wagering row with it.
      const row = await repo.insertClaim(tx, {
        brandId: brand.id,
        missionId: m.id,
        memberId,
        periodKey: span.key,
        progress,
        amountMinor: m.rewardMinor,
        turnoverRequiredMinor: m.rewardMinor * BigInt(m.turnoverMultiplier),
        entryId: posted.entryId,
      });
      if (!row) throw new AppError('DUPLICATE_TRANSACTION', 'This reward was paid meanwhile.');
      return row;
    });
  }

  async function leaderboard(brand: TBrand, missionId: number) {
    await catchUp();
    const m = await repo.findMission(d.db, brand.id, missionId);
    if (!m) throw new AppError('NOT_FOUND', 'No such mission.');
    const span = spanOf(brand, m);
    const leaders = await repo.findLeaders(d.db, {
      brandId: brand.id,
      goal: m.goal as TMissionGoal,
      span,
      timeZone: brand.timeZone,
      limit: MISSION_LEADERBOARD_SIZE,
    });
    return {
      missionId: m.id,
      goal: m.goal as TMissionGoal,
      periodKey: span.key,
      rows: leaders.map((l, i) => ({
        rank: i + 1,
        account: maskAccount(l.account),
        progress: shown(brand, m.goal, l.value),
      })),
    };
  }

  /** An operator's input as the row stores it; amounts must fit the currency's decimals. */
  function rowOf(brand: TBrand, input: TAdminMissionInput) {
    const minor = (v: number) => {
      const m = toMinor(v, brand.currencyDecimals);
      if (m === null || m <= 0n)
        throw new AppError('VALIDATION_FAILED', 'Too many decimals for the currency.');
      return m;
    };
    if (!isAmountGoal(input.goal) && !Number.isInteger(input.target))
      throw new AppError('VALIDATION_FAILED', 'A count target is a whole number.');
    return {
      title: input.title,
      period: input.period,
      goal: input.goal,
      target: isAmountGoal(input.goal) ? minor(input.target) : BigInt(input.target),
      rewardMinor: minor(input.rewardAmount),
      turnoverMultiplier: input.turnoverMultiplier,
    };
  }

  return { catchUp, list, claim, leaderboard, getOpen, rowOf, shown };
}
export type MissionsService = ReturnType<typeof createMissionsService>;
