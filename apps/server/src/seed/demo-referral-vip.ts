import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { referralSettings } from '../modules/referral/referral.schema.ts';
import { brands } from '../modules/system/system.schema.ts';
import { vipLevels } from '../modules/vip/vip.schema.ts';

/**
 * The demo VIP ladder (major units); the first level is reached by a small deposit and a few spins.
 * Daily counts above the brands' 5 and no amount limit of their own, so a level never tightens them.
 */
const DEMO_LEVELS = [
  { level: 1, name: 'Silver', deposit: 100, turnover: 200, rebateBps: 30, count: 10, amount: null },
  { level: 2, name: 'Gold', deposit: 5_000, turnover: 20_000, rebateBps: 50, count: 15, amount: null },
  { level: 3, name: 'Platinum', deposit: 50_000, turnover: 200_000, rebateBps: 80, count: 20, amount: null },
];

/** A brand's demo referral rewards (10.00 on a friend's first deposit, 0.5% of their turnover) and VIP levels. */
export async function seedDemoReferralVip(db: Db, brandId: number) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  const unit = 10n ** BigInt(brand!.currencyDecimals);
  await db
    .insert(referralSettings)
    .values({
      brandId,
      enabled: true,
      firstDepositMinor: 10n * unit,
      turnoverShareBps: 50,
      turnoverMultiplier: 1,
    })
    .onConflictDoNothing();
  await db
    .insert(vipLevels)
    .values(
      DEMO_LEVELS.map((l) => ({
        brandId,
        level: l.level,
        name: l.name,
        depositThresholdMinor: BigInt(l.deposit) * unit,
        turnoverThresholdMinor: BigInt(l.turnover) * unit,
        rebateBps: l.rebateBps,
        withdrawalDailyCount: l.count,
        withdrawalDailyAmountMinor: l.amount === null ? null : BigInt(l.amount) * unit,
      })),
    )
    .onConflictDoNothing();
}
