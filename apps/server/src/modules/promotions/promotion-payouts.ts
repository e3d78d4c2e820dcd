import { ZPromotionRule, type TPromotionRule } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import { birthdayBonus, cashbackBonus, cashbackPeriods, type TGrant } from './promotion-rules.ts';
import type { PromotionsService } from './promotions.service.ts';
import * as repo from './promotions.repo.ts';

/** How many closed periods back a run still pays (a job that was down catches up this far). */
const LOOKBACK = { DAILY: 7, WEEKLY: 4 } as const;

type TPaidByServer = Extract<TPromotionRule, { kind: 'CASHBACK' | 'BIRTHDAY' }>;
type TDue = { periodKey: string; grant: TGrant };

/**
 * The bonuses the server pays without a claim (issue 17): cashback / rebate on a closed period's
 * net loss or valid turnover (the bets' daily rollups, in the brand's days), and the birthday
 * bonus on the member's birthday in the brand's time zone, once a year. Every member who joined an
 * open promotion is paid; each bonus is keyed by (promotion, member, period), so runs that overlap
 * or repeat pay once.
 */
export function createPromotionPayouts(d: {
  db: Db;
  promotions: PromotionsService;
  listBrands: () => Promise<TBrand[]>;
  now: () => Date;
}) {
  async function dueOf(
    brand: TBrand,
    p: repo.TPromotionRow,
    rule: TPaidByServer,
    m: { memberId: number; joinedAt: Date; birthday: string | null },
    today: string,
  ): Promise<TDue[]> {
    if (rule.kind === 'BIRTHDAY') {
      const grant = birthdayBonus(rule, m.birthday, today);
      return grant ? [{ periodKey: `Y${today.slice(0, 4)}`, grant }] : [];
    }
    const joined = dayIn(brand.timeZone, m.joinedAt);
    const started = dayIn(brand.timeZone, p.startsAt);
    const due: TDue[] = [];
    for (const period of cashbackPeriods(
      rule.period,
      today,
      joined > started ? joined : started,
      LOOKBACK[rule.period],
    )) {
      if (await repo.findBonus(d.db, p.id, m.memberId, period.key)) continue;
      const figures = await repo.sumMemberRollups(d.db, {
        brandId: brand.id,
        memberId: m.memberId,
        from: period.from,
        to: period.to,
        categories: rule.categories,
      });
      const grant = cashbackBonus(rule, figures);
      if (grant) due.push({ periodKey: period.key, grant });
    }
    return due;
  }

  /** Pays one brand's due cashback and birthday bonuses; answers how many it paid now. */
  async function payBrand(brand: TBrand): Promise<number> {
    const at = d.now();
    const today = dayIn(brand.timeZone, at);
    let paid = 0;
    for (const p of await repo.findPromotions(d.db, brand.id)) {
      if (p.state !== 'ACTIVE' || p.startsAt > at || (p.endsAt && p.endsAt <= at)) continue;
      const rule = ZPromotionRule.parse(p.rule);
      if (rule.kind !== 'CASHBACK' && rule.kind !== 'BIRTHDAY') continue;
      for (const m of await repo.findParticipants(d.db, p.id)) {
        for (const due of await dueOf(brand, p, rule, m, today)) {
          if (await repo.findBonus(d.db, p.id, m.memberId, due.periodKey)) continue;
          await d.promotions.issue(brand, p, m.memberId, due.grant, {
            periodKey: due.periodKey,
            multiplier: rule.turnoverMultiplier,
            by: 'system',
          });
          paid++;
        }
      }
    }
    return paid;
  }

  return {
    payBrand,
    /** Pays every brand's due bonuses (the scheduler's job). */
    async payDue() {
      let paid = 0;
      for (const brand of await d.listBrands()) paid += await payBrand(brand);
      return paid;
    },
  };
}
export type PromotionPayouts = ReturnType<typeof createPromotionPayouts>;
