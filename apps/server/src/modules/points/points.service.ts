import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isTrial, type TSession } from '../identity/session.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { betPoints, checkConversion, pointsFor, sourceOfCategory, type TPointRules } from './points-rules.ts';
import * as repo from './points.repo.ts';
import { renderRewardImage } from './reward-image.ts';

type TMemberRow = TSession['member'];

/** A settled (or voided) bet as the points consumer reads it from the bets table. */
export type TBetForPoints = {
  id: number;
  brandId: number;
  memberId: number;
  category: string;
  status: string;
  resultVersion: number;
  validTurnoverMinor: bigint;
};

/** A credited deposit as the points consumer reads it (its DEPOSIT journal entry). */
export type TDepositForPoints = { entryId: number; brandId: number; memberId: number; amountMinor: bigint };

const realMember = (member: TMemberRow) => {
  if (isTrial(member)) throw new AppError('REAL_ACCOUNT_REQUIRED', 'Register or log in to a real account.');
};

/**
 * Points (spec §7, §9): a per-member ledger of integer points, append-only entries keyed by their
 * source, a balance row locked FOR UPDATE and kept ≥ 0 by a CHECK. Points never expire. Earned from
 * settled bets (valid turnover by category) and deposits at the brand's rates; spent on rewards
 * (returned on rejection) and converted to cash from the brand's BONUS account.
 */
export function createPointsService(d: {
  db: Db;
  ledger: Ledger;
  checkPaymentPassword: (member: TMemberRow, given: string) => Promise<void>;
  now: () => Date;
}) {
  const rulesOf = (brandId: number) => repo.findRules(d.db, brandId);

  /**
   * Applies bets in the points ledger: each bet earns the points of its latest valid turnover,
   * less what earlier result versions earned (a correction earns or takes back the difference,
   * taking back no more than the balance holds). Keyed by (bet, version): running twice changes nothing.
   */
  async function applyBets(tx: Parameters<Parameters<Db['transaction']>[0]>[0], bets: TBetForPoints[]) {
    // The batch in a few statements, not a few per bet: the awards read and locked at once, the
    // members' balances locked at once (ascending), the entries inserted and the balances and
    // awards written at once; the arithmetic runs over them in the bets' order, as one by one.
    const rules = new Map<number, TPointRules>();
    const awards = await repo.findBetAwards(
      tx,
      bets.map((b) => b.id),
    );
    const due = bets.filter((b) => {
      const award = awards.get(b.id);
      return sourceOfCategory(b.category) && !(award && award.resultVersion >= b.resultVersion);
    });
    if (due.length === 0) return;
    const balances = await repo.lockBalances(
      tx,
      due.map((b) => ({ brandId: b.brandId, memberId: b.memberId })),
    );
    const entries: repo.TPointEntryRow[] = [];
    const changed = new Set<number>();
    for (const bet of due) {
      let r = rules.get(bet.brandId);
      if (!r) rules.set(bet.brandId, (r = await repo.findRules(tx, bet.brandId)));
      const award = awards.get(bet.id);
      // (a bet twice in one batch: its second row sees the first's award)
      if (award && award.resultVersion >= bet.resultVersion) continue;
      const target = bet.status === 'SETTLED' ? betPoints(r, bet.category, bet.validTurnoverMinor) : 0n;
      const balance = balances.get(bet.memberId)!;
      let change = target - (award?.points ?? 0n);
      // a correction takes back no more than the balance holds
      if (change < 0n && -change > balance) change = -balance;
      if (change !== 0n) {
        balances.set(bet.memberId, balance + change);
        changed.add(bet.memberId);
        entries.push({
          brandId: bet.brandId,
          memberId: bet.memberId,
          source: sourceOfCategory(bet.category)!,
          sourceKey: `bet:${bet.id}:${bet.resultVersion}`,
          points: change,
          balanceAfter: balance + change,
        });
      }
      awards.set(bet.id, {
        betId: bet.id,
        brandId: bet.brandId,
        resultVersion: bet.resultVersion,
        points: (award?.points ?? 0n) + change,
      });
    }
    await repo.insertEntries(tx, entries);
    await repo.setBalances(
      tx,
      [...changed].map((memberId) => ({ memberId, points: balances.get(memberId)! })),
    );
    await repo.saveBetAwards(
      tx,
      [...new Set(due.map((b) => b.id))].map((id) => awards.get(id)!),
    );
  }

  /** Applies credited deposits: floor(amount × rate / perMinor) points each, keyed by the journal entry. */
  async function applyDeposits(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    deposits: TDepositForPoints[],
  ) {
    for (const dep of deposits) {
      const r = await repo.findRules(tx, dep.brandId);
      await repo.applyChange(tx, {
        brandId: dep.brandId,
        memberId: dep.memberId,
        source: 'DEPOSIT',
        sourceKey: `deposit:${dep.entryId}`,
        points: pointsFor(dep.amountMinor, r.depositRate, r.perMinor),
      });
    }
  }

  async function balance(member: TMemberRow) {
    realMember(member);
    return repo.findBalance(d.db, member.id);
  }

  /**
   * Converts points to cash: checks the payment password, then under the balance lock takes the
   * points and posts POINTS_CONVERT (brand BONUS → member MAIN) keyed by the request id, in one
   * transaction. A retried request id answers the first conversion and moves nothing.
   */
  async function convert(
    brand: TBrand,
    member: TMemberRow,
    input: { points: number; paymentPassword: string; requestId: string },
  ) {
    realMember(member);
    const points = BigInt(input.points);
    const sourceKey = `convert:${member.id}:${input.requestId}`;
    const rules = await rulesOf(brand.id);
    const early = checkConversion(rules, points, points);
    if (!early.ok) throw refusal(early.code);
    await d.checkPaymentPassword(member, input.paymentPassword);
    const [main, bonus] = [
      await d.ledger.memberAccount(d.db, {
        brandId: brand.id,
        memberId: member.id,
        kind: 'MAIN',
        currency: brand.currencyCode,
      }),
      await d.ledger.brandAccount(d.db, { brandId: brand.id, kind: 'BONUS', currency: brand.currencyCode }),
    ];
    return d.db.transaction(async (tx) => {
      const held = await repo.lockBalance(tx, brand.id, member.id);
      const previous = await repo.findEntryByKey(tx, brand.id, sourceKey);
      if (previous) {
        if (-previous.points !== points)
          throw new AppError('DUPLICATE_TRANSACTION', 'This request id was used for another conversion.');
        return {
          points,
          cashMinor: (points / rules.pointUnit) * rules.cashMinorPerPointUnit,
          balance: held,
          replayed: true,
        };
      }
      const ok = checkConversion(rules, points, held);
      if (!ok.ok) throw refusal(ok.code);
      await repo.applyChange(tx, {
        brandId: brand.id,
        memberId: member.id,
        source: 'CONVERT',
        sourceKey,
        points: -points,
      });
      if (ok.cashMinor > 0n)
        await d.ledger.post(
          {
            brandId: brand.id,
            kind: 'POINTS_CONVERT',
            idempotencyKey: `points:${member.id}:${input.requestId}`,
            payload: { points: points.toString(), cashMinor: ok.cashMinor.toString() },
            memberId: member.id,
            reference: sourceKey,
            memo: { points: points.toString() },
            postings: [
              { accountId: bonus, amountMinor: -ok.cashMinor },
              { accountId: main, amountMinor: ok.cashMinor },
            ],
          },
          tx,
        );
      return { points, cashMinor: ok.cashMinor, balance: held - points, replayed: false };
    });
  }

  /** Redeems a reward: password, then under the reward's and balance's locks takes stock and points. */
  async function redeem(
    brand: TBrand,
    member: TMemberRow,
    input: { rewardId: number; paymentPassword: string; requestId: string },
  ) {
    realMember(member);
    const first = await repo.findRedemptionByRequest(d.db, member.id, input.requestId);
    if (first) {
      if (first.rewardId !== input.rewardId)
        throw new AppError('DUPLICATE_TRANSACTION', 'This request id was used for another reward.');
      return first;
    }
    await d.checkPaymentPassword(member, input.paymentPassword);
    return d.db.transaction(async (tx) => {
      const reward = await repo.lockReward(tx, brand.id, input.rewardId);
      if (!reward || !reward.active) throw new AppError('NOT_FOUND', 'No such reward.');
      if (reward.stock <= 0) throw new AppError('INSUFFICIENT_BALANCE', 'This reward is out of stock.');
      const held = await repo.lockBalance(tx, brand.id, member.id);
      if (held < reward.costPoints)
        throw new AppError('INSUFFICIENT_BALANCE', 'Not enough points for this reward.');
      const again = await repo.findRedemptionByRequest(tx, member.id, input.requestId);
      if (again) return again;
      const row = await repo.insertRedemption(tx, {
        brandId: brand.id,
        memberId: member.id,
        rewardId: reward.id,
        requestId: input.requestId,
        points: reward.costPoints,
      });
      await repo.changeStock(tx, reward.id, -1);
      await repo.applyChange(tx, {
        brandId: brand.id,
        memberId: member.id,
        source: 'REDEEM',
        sourceKey: `redeem:${row.id}`,
        points: -reward.costPoints,
      });
      return row;
    });
  }

  /** An operator's decision on a redemption still in process; rejection returns the points and the stock. */
  async function decide(
    brandId: number,
    id: number,
    operatorId: number,
    decision: { approve: boolean; reason: string | null },
  ) {
    return d.db.transaction(async (tx) => {
      const row = await repo.lockRedemption(tx, brandId, id);
      if (!row) throw new AppError('NOT_FOUND', 'No such redemption.');
      if (row.state !== 'IN_PROCESS')
        throw new AppError('OPERATION_NOT_ALLOWED', 'This redemption was decided already.');
      const state = decision.approve ? 'APPROVED' : 'REJECTED';
      await repo.decideRedemption(tx, id, {
        state,
        reason: decision.reason,
        decidedBy: operatorId,
        decidedAt: d.now(),
      });
      if (!decision.approve) {
        await repo.changeStock(tx, row.rewardId, 1);
        await repo.applyChange(tx, {
          brandId,
          memberId: row.memberId,
          source: 'REDEEM_RETURN',
          sourceKey: `redeem-return:${row.id}`,
          points: row.points,
        });
      }
      return { ...row, state };
    });
  }

  return {
    rules: rulesOf,
    saveRules: (brandId: number, rules: TPointRules) => repo.saveRules(d.db, brandId, rules),
    applyBets,
    applyDeposits,
    balance,
    history: (member: TMemberRow, page: number, pageSize: number) => {
      realMember(member);
      return repo.findEntryPage(d.db, member.id, page, pageSize);
    },
    rewards: (brandId: number) => repo.findRewards(d.db, brandId, true),
    allRewards: (brandId: number) => repo.findRewards(d.db, brandId, false),
    createReward: (r: Parameters<typeof repo.createReward>[1]) => repo.createReward(d.db, r),
    /** A reward's generated picture (a gift with its cost), labelled with its name. */
    async rewardImage(id: number) {
      const reward = await repo.findRewardById(d.db, id);
      if (!reward) throw new AppError('NOT_FOUND', 'No such reward.');
      const name = reward.name.EN ?? Object.values(reward.name)[0] ?? '';
      return renderRewardImage(reward.id, name, reward.costPoints);
    },
    redemptions: (member: TMemberRow) => {
      realMember(member);
      return repo.findRedemptions(d.db, { brandId: member.brandId, memberId: member.id });
    },
    queue: (brandId: number, state?: string) => repo.findRedemptions(d.db, { brandId, state }),
    convert,
    redeem,
    decide,
  };
}
export type PointsService = ReturnType<typeof createPointsService>;

function refusal(code: 'POINTS_BELOW_MINIMUM' | 'POINTS_NOT_WHOLE_UNIT' | 'POINTS_INSUFFICIENT') {
  if (code === 'POINTS_INSUFFICIENT') return new AppError('INSUFFICIENT_BALANCE', 'Not enough points.');
  return new AppError(
    'VALIDATION_FAILED',
    code === 'POINTS_BELOW_MINIMUM'
      ? 'Below the minimum conversion.'
      : 'Not a whole multiple of the conversion unit.',
    [{ field: 'points', message: code }],
  );
}
