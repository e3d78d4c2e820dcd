import {
  fromMinor,
  type TPaymentSettings,
  type TVipInfo,
  type TVipLevel,
  type TVipLevelInput,
} from '@openlobby/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { payProgrammeBonus } from '../payments/programme-bonus.ts';
import type { TBetRow, TDepositRow } from '../referral/bets-deposits-consumer.ts';
import type { TBrand } from '../system/system.service.ts';
import { amountInMinor } from '../wallet/wallet.service.ts';
import * as repo from './vip.repo.ts';

type TMoneyBrand = Pick<TBrand, 'id' | 'currencyCode' | 'currencyDecimals' | 'timeZone'>;

/** How many ended days the rebate job looks back over, so a day missed while down is still paid. */
const REBATE_LOOKBACK_DAYS = 3;
/** The rebate's wagering requirement: once its amount. */
const REBATE_MULTIPLIER = 1;

/** The highest level whose deposit and turnover thresholds both are met (0: none). */
export function levelFor(levels: repo.TVipLevelRow[], depositMinor: bigint, turnoverMinor: bigint): number {
  let reached = 0;
  for (const l of levels)
    if (depositMinor >= l.depositThresholdMinor && turnoverMinor >= l.turnoverThresholdMinor)
      reached = Math.max(reached, l.level);
  return reached;
}

/**
 * VIP (issue 17). Totals come from a commit-order consumer over credited deposits and settled
 * bets (bets-deposits-consumer.ts); a member's level rises when their totals reach a higher level than they
 * had reached before and never falls by itself — only an operator lowers it, and the lowered
 * level holds until the totals reach a level above the last one reached.
 */
export function createVipService(d: { db: Db; ledger: Ledger; now: () => Date }) {
  const view = (l: repo.TVipLevelRow, dec: number): TVipLevel => ({
    id: l.id,
    level: l.level,
    name: l.name,
    depositThreshold: fromMinor(l.depositThresholdMinor, dec),
    turnoverThreshold: fromMinor(l.turnoverThresholdMinor, dec),
    rebateBps: l.rebateBps,
    withdrawalDailyCount: l.withdrawalDailyCount,
    withdrawalDailyAmount:
      l.withdrawalDailyAmountMinor === null ? null : fromMinor(l.withdrawalDailyAmountMinor, dec),
  });

  const minorOf = (brand: TBrand, amount: number, field: string) =>
    amount === 0 ? 0n : amountInMinor(brand, amount, field);

  const rowOf = (brand: TBrand, l: TVipLevelInput) => ({
    level: l.level,
    name: l.name,
    depositThresholdMinor: minorOf(brand, l.depositThreshold, 'depositThreshold'),
    turnoverThresholdMinor: minorOf(brand, l.turnoverThreshold, 'turnoverThreshold'),
    rebateBps: l.rebateBps,
    withdrawalDailyCount: l.withdrawalDailyCount,
    withdrawalDailyAmountMinor:
      l.withdrawalDailyAmount === null
        ? null
        : amountInMinor(brand, l.withdrawalDailyAmount, 'withdrawalDailyAmount'),
  });

  const levelTaken = () =>
    new AppError('VALIDATION_FAILED', 'The brand has this level already.', [
      { field: 'level', message: 'taken' },
    ]);

  async function levels(brand: TBrand, db: DbOrTx = d.db) {
    return (await repo.findLevels(db, brand.id)).map((l) => view(l, brand.currencyDecimals));
  }

  async function createLevel(tx: Tx, brand: TBrand, l: TVipLevelInput) {
    const created = await repo.insertLevel(tx, { brandId: brand.id, ...rowOf(brand, l) });
    if (!created) throw levelTaken();
    return view(created, brand.currencyDecimals);
  }

  async function updateLevel(tx: Tx, brand: TBrand, id: number, l: TVipLevelInput) {
    if (!(await repo.findLevelById(tx, brand.id, id))) throw new AppError('NOT_FOUND', 'No such VIP level.');
    const other = (await repo.findLevels(tx, brand.id)).find((x) => x.level === l.level && x.id !== id);
    if (other) throw levelTaken();
    return view((await repo.updateLevel(tx, brand.id, id, rowOf(brand, l)))!, brand.currencyDecimals);
  }

  /**
   * Adds each row's amount to its member's totals and raises levels newly reached. A member's rows
   * of the batch are added in one statement; the level is checked at every step of them in order,
   * as one statement a row would have (a level reached and then lost to a void is still reached:
   * levels only rise).
   */
  async function addTotals(
    tx: Tx,
    changes: { brandId: number; memberId: number; depositMinor: bigint; turnoverMinor: bigint }[],
  ) {
    const levelsOf = new Map<number, repo.TVipLevelRow[]>();
    const byMember = new Map<number, typeof changes>();
    for (const c of changes) {
      if (c.depositMinor === 0n && c.turnoverMinor === 0n) continue;
      const own = byMember.get(c.memberId);
      if (own) own.push(c);
      else byMember.set(c.memberId, [c]);
    }
    for (const [memberId, own] of [...byMember].sort(([a], [b]) => a - b)) {
      const brandId = own[0]!.brandId;
      const sum = (pick: (c: (typeof own)[number]) => bigint) => own.reduce((t, c) => t + pick(c), 0n);
      const p = await repo.addProgress(tx, {
        brandId,
        memberId,
        depositMinor: sum((c) => c.depositMinor),
        turnoverMinor: sum((c) => c.turnoverMinor),
      });
      let ls = levelsOf.get(brandId);
      if (!ls) levelsOf.set(brandId, (ls = await repo.findLevels(tx, brandId)));
      let deposit = p.depositMinor - sum((c) => c.depositMinor);
      let turnover = p.turnoverMinor - sum((c) => c.turnoverMinor);
      let reached = 0;
      for (const c of own) {
        deposit += c.depositMinor;
        turnover += c.turnoverMinor;
        reached = Math.max(reached, levelFor(ls, deposit, turnover));
      }
      if (reached > p.reachedLevel) {
        await repo.setReachedLevel(tx, memberId, reached);
        await repo.raiseMemberLevel(tx, memberId, reached);
      }
    }
  }

  async function applyDeposits(tx: Tx, rows: TDepositRow[]) {
    await addTotals(
      tx,
      rows.map((r) => ({
        brandId: r.brandId,
        memberId: r.memberId,
        depositMinor: r.amountMinor,
        turnoverMinor: 0n,
      })),
    );
  }

  /**
   * A bet counts its settled valid turnover; a re-settled or voided bet counts the difference. The
   * batch's earlier counts are read in one query and its new ones written in one.
   */
  async function applyBets(tx: Tx, rows: TBetRow[]) {
    const before = await repo.findBetTurnovers(
      tx,
      rows.map((b) => b.id),
    );
    const changes = [];
    const saved = new Map<
      number,
      { betId: number; brandId: number; resultVersion: number; turnoverMinor: bigint }
    >();
    for (const b of rows) {
      const counted = saved.get(b.id) ?? before.get(b.id);
      if (counted && counted.resultVersion >= b.resultVersion) continue;
      const target = b.status === 'SETTLED' ? b.validTurnoverMinor : 0n;
      const delta = target - (counted?.turnoverMinor ?? 0n);
      saved.set(b.id, {
        betId: b.id,
        brandId: b.brandId,
        resultVersion: b.resultVersion,
        turnoverMinor: target,
      });
      changes.push({ brandId: b.brandId, memberId: b.memberId, depositMinor: 0n, turnoverMinor: delta });
    }
    await repo.saveBetTurnovers(tx, [...saved.values()]);
    await addTotals(tx, changes);
  }

  /** The level's row that applies to a member: theirs, or the highest configured below it. */
  async function levelRowOf(db: DbOrTx, brandId: number, memberId: number) {
    const level = await repo.findMemberLevel(db, memberId);
    if (level === 0) return { level, row: undefined };
    const rows = (await repo.findLevels(db, brandId)).filter((l) => l.level <= level);
    return { level, row: rows[rows.length - 1] };
  }

  /** The brand's withdrawal rules with the member's level's daily limits in place of the brand's. */
  async function withdrawalSettings(
    brand: TBrand,
    memberId: number,
    s: TPaymentSettings,
  ): Promise<TPaymentSettings> {
    const { row } = await levelRowOf(d.db, brand.id, memberId);
    if (!row) return s;
    return {
      ...s,
      withdrawalDailyCount: row.withdrawalDailyCount,
      withdrawalDailyAmount:
        row.withdrawalDailyAmountMinor === null
          ? s.withdrawalDailyAmount
          : fromMinor(row.withdrawalDailyAmountMinor, brand.currencyDecimals),
    };
  }

  async function info(brand: TBrand, memberId: number): Promise<TVipInfo> {
    const [all, p, { level, row }] = await Promise.all([
      repo.findLevels(d.db, brand.id),
      repo.findProgress(d.db, memberId),
      levelRowOf(d.db, brand.id, memberId),
    ]);
    const dec = brand.currencyDecimals;
    const deposit = p?.depositMinor ?? 0n;
    const turnover = p?.turnoverMinor ?? 0n;
    const up = all.find((l) => l.level > level);
    const part = (have: bigint, need: bigint) =>
      need <= 0n ? 100 : Number(((have > need ? need : have) * 100n) / need);
    return {
      vip: level > 0,
      level,
      levelName: row?.name ?? null,
      deposits: fromMinor(deposit, dec),
      turnover: fromMinor(turnover, dec),
      next: up
        ? {
            level: up.level,
            name: up.name,
            depositThreshold: fromMinor(up.depositThresholdMinor, dec),
            turnoverThreshold: fromMinor(up.turnoverThresholdMinor, dec),
            percent: Math.min(
              part(deposit, up.depositThresholdMinor),
              part(turnover, up.turnoverThresholdMinor),
            ),
          }
        : null,
      levels: all.map((l) => view(l, dec)),
    };
  }

  /**
   * Pays each ended brand day's rebate (the day's settled valid turnover × the member's level's
   * rate) as a BONUS keyed per member-day: a rerun, a second process or a late run pays once.
   * Answers how many rebates it paid.
   */
  async function payRebates(brands: TMoneyBrand[]) {
    let paid = 0;
    for (const brand of brands) {
      const today = dayIn(brand.timeZone, d.now());
      let day = today;
      const days: string[] = [];
      for (let i = 0; i < REBATE_LOOKBACK_DAYS; i++) {
        day = previousDay(day);
        days.unshift(day);
      }
      for (const dd of days) {
        for (const due of await repo.findRebatesDue(d.db, brand.id, dd)) {
          const amountMinor = (due.turnoverMinor * BigInt(due.rebateBps)) / 10_000n;
          if (amountMinor <= 0n) continue;
          const done = await d.ledger.inTransaction(async (tx) => {
            const posted = await payProgrammeBonus(tx, d.ledger, {
              brand,
              memberId: due.memberId,
              key: `vip-rebate:${due.memberId}:${dd}`,
              amountMinor,
              reference: `vip-rebate:${dd}`,
              memo: { programme: 'VIP_REBATE', day: dd, level: due.level, rebateBps: due.rebateBps },
              multiplier: REBATE_MULTIPLIER,
            });
            const row = await repo.insertRebate(tx, {
              brandId: brand.id,
              memberId: due.memberId,
              day: dd,
              level: due.level,
              turnoverMinor: due.turnoverMinor,
              amountMinor,
              turnoverRequiredMinor: amountMinor * BigInt(REBATE_MULTIPLIER),
              entryId: posted.entryId,
            });
            return Boolean(row) && !posted.replayed;
          });
          if (done) paid++;
        }
      }
    }
    return paid;
  }

  /** An operator sets a member's level, up or down; the totals' reached level stays as it was. */
  async function setMemberLevel(tx: Tx, brand: TBrand, memberId: number, level: number) {
    await repo.setMemberLevel(tx, memberId, level);
    return memberView(tx, brand, memberId);
  }

  async function memberView(db: DbOrTx, brand: TBrand, memberId: number) {
    const [level, p] = await Promise.all([
      repo.findMemberLevel(db, memberId),
      repo.findProgress(db, memberId),
    ]);
    return {
      level,
      deposits: fromMinor(p?.depositMinor ?? 0n, brand.currencyDecimals),
      turnover: fromMinor(p?.turnoverMinor ?? 0n, brand.currencyDecimals),
    };
  }

  return {
    levels,
    createLevel,
    updateLevel,
    applyDeposits,
    applyBets,
    withdrawalSettings,
    info,
    payRebates,
    setMemberLevel,
    memberView: (brand: TBrand, memberId: number, db: DbOrTx = d.db) => memberView(db, brand, memberId),
  };
}
export type VipService = ReturnType<typeof createVipService>;

/** The day before `day` (YYYY-MM-DD). */
function previousDay(day: string): string {
  const [y, m, dd] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, dd - 1)).toISOString().slice(0, 10);
}
