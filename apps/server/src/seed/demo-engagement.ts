import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { POINTS_API, type TPromotionRule } from '@openlobby/contracts';
import type { Db } from '../db/client.ts';
import { announcements, type TLocalized } from '../modules/content/content.schema.ts';
import { members } from '../modules/identity/identity.schema.ts';
import { messages } from '../modules/messaging/messaging.schema.ts';
import { pointConfigs, pointRewards } from '../modules/points/points.schema.ts';
import { sha256Hex } from '../modules/promotions/promotion-rules.ts';
import { promotions } from '../modules/promotions/promotions.schema.ts';

const DAY_MS = 86_400_000;
const t = (EN: string, CN: string, TH: string): TLocalized => ({ EN, CN, TH });

/**
 * The demo brand's points rules: per 1.00 of valid bets 2 points on live tables, 1 on the rest
 * (lottery, card games, slots, fishing, sports), 1 per 1.00 deposited; 100 points convert to 1.00,
 * at least 500 at a time.
 */
const DEMO_POINT_RULES = {
  betRates: { LIVE: 2, LOTT: 1, ELOTT: 1, PVP: 1, RNG: 1, FISH: 1, SPORTS: 1 },
  depositRate: 1,
  perMinor: 100n,
  pointUnit: 100n,
  cashMinorPerPointUnit: 100n,
  minConvertPoints: 500n,
};

/** The points mall's six rewards, cheapest first; each shows the server's generated picture. */
const named = (EN: string, CN: string, TH: string): Record<string, string> => ({ EN, CN, TH });
export const DEMO_REWARDS: [Record<string, string>, number, number][] = [
  [named('Lucky keychain', '幸运钥匙扣', 'พวงกุญแจนำโชค'), 500, 200],
  [named('Lobby coffee mug', '大厅马克杯', 'แก้วกาแฟล็อบบี้'), 1_200, 120],
  [named('Phone top-up 50', '话费充值50', 'เติมเงินมือถือ 50'), 2_500, 80],
  [named('Wireless earbuds', '无线耳机', 'หูฟังไร้สาย'), 12_000, 25],
  [named('Smart watch', '智能手表', 'สมาร์ทวอทช์'), 38_000, 10],
  [named('Weekend resort trip', '周末度假之旅', 'ทริปรีสอร์ทสุดสัปดาห์'), 150_000, 2],
];

type TDemoPromotion = {
  category: string;
  title: TLocalized;
  rule: TPromotionRule;
  /** Days from now it starts (negative: already running); a future start shows COMING_SOON. */
  startsInDays: number;
  /** The PR announcement (by category) that tells it. */
  announcement?: string;
};

/** One promotion of every kind; amounts in the brand's minor units (both demo currencies have 2 decimals). */
export const DEMO_ENGAGEMENT_PROMOTIONS: TDemoPromotion[] = [
  {
    // join, deposit, claim: the journey's deposit-match bonus (1× wagering, so slot spins meet it)
    category: 'NEWBIE',
    title: t('Welcome bonus 100%', '首存100%奖金', 'โบนัสต้อนรับ 100%'),
    rule: {
      kind: 'DEPOSIT_MATCH',
      percentBps: 10_000,
      capMinor: 100_000,
      minDepositMinor: 1_000,
      turnoverMultiplier: 1,
    },
    startsInDays: -30,
    announcement: 'NEWBIE',
  },
  {
    category: 'NEWBIE',
    title: t('First deposit 50%', '首充50%', 'ฝากแรก 50%'),
    rule: {
      kind: 'FIRST_DEPOSIT',
      percentBps: 5_000,
      capMinor: 50_000,
      minDepositMinor: 5_000,
      turnoverMultiplier: 3,
    },
    startsInDays: -30,
  },
  {
    category: 'DAILY',
    title: t('Weekend reload 20%', '周末充值加送20%', 'ฝากสุดสัปดาห์รับเพิ่ม 20%'),
    rule: {
      kind: 'RELOAD',
      percentBps: 2_000,
      capMinor: 88_800,
      minDepositMinor: 10_000,
      turnoverMultiplier: 3,
    },
    startsInDays: 3,
  },
  {
    category: 'RNG',
    title: t('Slots cashback 1%', '老虎机返水1%', 'คืนยอดเสียสล็อต 1%'),
    rule: {
      kind: 'CASHBACK',
      basis: 'VOLUME',
      period: 'DAILY',
      percentBps: 100,
      capMinor: 1_000_000,
      minBasisMinor: 10_000,
      categories: ['RNG', 'FISH'],
      turnoverMultiplier: 1,
    },
    startsInDays: -30,
    announcement: 'RNG',
  },
  {
    category: 'VIP',
    title: t('Birthday gift', '生日礼金', 'ของขวัญวันเกิด'),
    rule: { kind: 'BIRTHDAY', amountMinor: 8_800, turnoverMultiplier: 1 },
    startsInDays: -30,
  },
  {
    category: 'LIVE',
    title: t('Live casino streak', '真人连胜奖', 'รางวัลชนะติดต่อกันคาสิโนสด'),
    rule: { kind: 'MANUAL', needsApplication: true, turnoverMultiplier: 1 },
    startsInDays: -30,
    announcement: 'LIVE',
  },
  {
    category: 'DAILY',
    title: t('Lucky red envelope', '幸运红包', 'อั่งเปาโชคดี'),
    rule: {
      kind: 'RAFFLE',
      prizes: [
        { amountMinor: 188, weight: 50 },
        { amountMinor: 888, weight: 30 },
        { amountMinor: 1_888, weight: 15 },
        { amountMinor: 8_888, weight: 5 },
      ],
      turnoverMultiplier: 1,
    },
    startsInDays: -30,
  },
];

/** Two broadcasts per brand, in its default language (an operator's plain text). */
const DEMO_BROADCASTS: Record<string, [string, string][]> = {
  lobby: [
    ['系统维护通知', '每周二 04:00–05:00 进行例行维护，期间部分游戏暂停服务。'],
    ['新游戏上线', '全新老虎机已上线，本周游戏积分双倍！'],
  ],
  siam: [
    ['แจ้งปิดปรับปรุงระบบ', 'ทุกวันอังคาร 04:00–05:00 ระบบจะปิดปรับปรุง บางเกมจะหยุดให้บริการชั่วคราว'],
    ['เกมใหม่มาแล้ว', 'สล็อตใหม่พร้อมให้เล่นแล้ว สัปดาห์นี้รับคะแนนสะสมสองเท่า!'],
  ],
};

/**
 * The demo brand's engagement (issue 17): points rules and six rewards, a promotion of every kind
 * (a deposit match open to every demo member, a raffle, one coming soon, one by application), two
 * broadcasts and a welcome message to each member seeded so far. A brand that has its points rules
 * already is left alone, so running it twice writes nothing.
 */
export async function seedDemoEngagement(db: Db, brand: { id: number; code: string }, now = new Date()) {
  const [done] = await db.select().from(pointConfigs).where(eq(pointConfigs.brandId, brand.id));
  if (done) return;
  await db.insert(pointConfigs).values({ brandId: brand.id, ...DEMO_POINT_RULES });
  for (const [name, costPoints, stock] of DEMO_REWARDS) {
    const [reward] = await db
      .insert(pointRewards)
      .values({ brandId: brand.id, name, costPoints: BigInt(costPoints), stock })
      .returning({ id: pointRewards.id });
    await db
      .update(pointRewards)
      .set({ imageUrl: POINTS_API.rewardImage.replace(':id', String(reward!.id)) })
      .where(eq(pointRewards.id, reward!.id));
  }
  for (const p of DEMO_ENGAGEMENT_PROMOTIONS) {
    const [told] = p.announcement
      ? await db
          .select({ id: announcements.id })
          .from(announcements)
          .where(
            and(
              eq(announcements.brandId, brand.id),
              eq(announcements.type, 'PR'),
              eq(announcements.category, p.announcement),
            ),
          )
      : [];
    const seed = p.rule.kind === 'RAFFLE' ? randomBytes(32).toString('hex') : null;
    await db.insert(promotions).values({
      brandId: brand.id,
      announcementId: told?.id ?? null,
      category: p.category,
      kind: p.rule.kind,
      title: p.title,
      rule: p.rule,
      startsAt: new Date(now.getTime() + p.startsInDays * DAY_MS),
      state: 'ACTIVE',
      serverSeed: seed,
      serverSeedHash: seed ? sha256Hex(seed) : null,
    });
  }
  await db.insert(messages).values(
    (DEMO_BROADCASTS[brand.code] ?? DEMO_BROADCASTS.lobby!).map(([title, body], i) => ({
      brandId: brand.id,
      memberId: null,
      kind: 'BROADCAST',
      title,
      body,
      sourceKey: `demo-broadcast:${i}`,
    })),
  );
  const seeded = await db
    .select({ id: members.id, nickname: members.nickname })
    .from(members)
    .where(eq(members.brandId, brand.id));
  if (seeded.length)
    await db.insert(messages).values(
      seeded.map((m) => ({
        brandId: brand.id,
        memberId: m.id,
        kind: 'WELCOME',
        params: { nickname: m.nickname },
        sourceKey: `welcome:${m.id}`,
      })),
    );
}
