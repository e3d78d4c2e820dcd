import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { TLocalized } from '../modules/content/content.schema.ts';
import { missions } from '../modules/missions/missions.schema.ts';
import { brands } from '../modules/system/system.schema.ts';

const t = (EN: string, CN: string, TH: string): TLocalized => ({ EN, CN, TH });

/**
 * The demo missions of a brand. The first is meant to be met in a minute (bet 100.00 in total
 * today: a few slot spins), which the e2e journey "a mission completed and claimed" relies on;
 * amounts are in major units, stored in the brand's minor units.
 */
const DEMO_MISSIONS = [
  {
    title: t('Bet 100 today', '今日投注满100', 'เดิมพันครบ 100 วันนี้'),
    period: 'DAILY',
    goal: 'BET_AMOUNT',
    target: 100,
    reward: 5,
    turnoverMultiplier: 1,
  },
  {
    title: t('Log in today', '今日登录', 'เข้าสู่ระบบวันนี้'),
    period: 'DAILY',
    goal: 'LOGIN_DAYS',
    target: 1,
    reward: 1,
    turnoverMultiplier: 1,
  },
  {
    title: t('Place 50 bets this week', '本周投注50次', 'เดิมพัน 50 ครั้งในสัปดาห์นี้'),
    period: 'WEEKLY',
    goal: 'BET_COUNT',
    target: 50,
    reward: 20,
    turnoverMultiplier: 3,
  },
  {
    title: t('Deposit 500 this week', '本周存款满500', 'ฝากเงินครบ 500 ในสัปดาห์นี้'),
    period: 'WEEKLY',
    goal: 'DEPOSIT_AMOUNT',
    target: 500,
    reward: 25,
    turnoverMultiplier: 5,
  },
] as const;

/** Seeds the demo missions once per brand (called with the brand's engagement demo data). */
export async function seedDemoMissions(db: Db, brandId: number) {
  const [done] = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.brandId, brandId))
    .limit(1);
  if (done) return;
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  const unit = 10n ** BigInt(brand!.currencyDecimals);
  await db.insert(missions).values(
    DEMO_MISSIONS.map((m) => ({
      brandId,
      title: m.title,
      period: m.period,
      goal: m.goal,
      target:
        m.goal === 'BET_AMOUNT' || m.goal === 'DEPOSIT_AMOUNT' ? BigInt(m.target) * unit : BigInt(m.target),
      rewardMinor: BigInt(m.reward) * unit,
      currency: brand!.currencyCode,
      turnoverMultiplier: m.turnoverMultiplier,
    })),
  );
}
