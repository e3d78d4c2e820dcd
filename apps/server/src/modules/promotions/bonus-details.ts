import type { TBonusSource, TBonusState } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { findProgrammeBonuses } from './programme-bonuses.repo.ts';
import { bonusProgress } from './promotion-rules.ts';
import * as repo from './promotions.repo.ts';

/** A bonus in bonus details, in minor units: a promotion's bonus or a programme's. */
export type TMyBonus = {
  /** The promotion bonus's id, or the programme bonus's ledger entry: unique with `source`. */
  id: number;
  source: TBonusSource;
  promotionId: number | null;
  /** The promotion's or the mission's title; null for the other programmes. */
  title: Partial<Record<string, string>> | null;
  amountMinor: bigint;
  turnoverMultiplier: number;
  turnoverRequiredMinor: bigint;
  progressMinor: bigint;
  status: TBonusState;
  createdAt: Date;
};

/**
 * Every bonus the member received, newest first, each with where it came from, its requirement and
 * the progress toward it (bets since it was paid, as the withdrawal check counts them): the
 * promotions' bonuses and the programmes' (missions, referral, VIP rebates, red envelopes), which
 * are never cancelled. A bonus whose bets reach its requirement reads COMPLETED.
 */
export async function findBonusDetails(
  d: { db: Db; ledger: Ledger },
  brand: TBrand,
  memberId: number,
): Promise<TMyBonus[]> {
  const [rows, programmes, promotions, sums] = await Promise.all([
    repo.findMemberBonuses(d.db, brand.id, memberId),
    findProgrammeBonuses(d.db, brand.id, memberId),
    repo.findPromotions(d.db, brand.id),
    d.ledger.sumMainByKind(brand.id, memberId),
  ]);
  const betted = -((sums.get('BET') ?? 0n) + (sums.get('ROLLBACK') ?? 0n));
  const titles = new Map(promotions.map((p) => [p.id, p.title]));
  const progressOf = (required: bigint, atIssue: bigint, status: TBonusState) => {
    const progressMinor = bonusProgress(required, atIssue, betted);
    return {
      progressMinor,
      status: status === 'ISSUED' && progressMinor >= required ? ('COMPLETED' as const) : status,
    };
  };
  const own = rows.map((b): TMyBonus => ({
    id: b.id,
    source: 'PROMOTION',
    promotionId: b.promotionId,
    title: titles.get(b.promotionId) ?? null,
    amountMinor: b.amountMinor,
    turnoverMultiplier: b.turnoverMultiplier,
    turnoverRequiredMinor: b.turnoverRequiredMinor,
    createdAt: b.createdAt,
    ...progressOf(b.turnoverRequiredMinor, b.betsAtIssueMinor, b.status as TBonusState),
  }));
  const paid = programmes.map((b): TMyBonus => ({
    id: b.entryId,
    source: b.source,
    promotionId: null,
    title: b.missionTitle,
    amountMinor: b.amountMinor,
    // A programme's requirement is its amount times a whole multiplier.
    turnoverMultiplier: Number(b.turnoverRequiredMinor / b.amountMinor),
    turnoverRequiredMinor: b.turnoverRequiredMinor,
    createdAt: b.createdAt,
    ...progressOf(b.turnoverRequiredMinor, b.betsAtIssueMinor, 'ISSUED'),
  }));
  return [...own, ...paid].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
