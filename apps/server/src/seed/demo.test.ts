import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { POINTS_API, PROMOTION_KINDS } from '@openlobby/contracts';
import type { Database } from '../db/client.ts';
import { countOperators } from '../commands/bootstrap-owner.ts';
import { brands } from '../modules/system/system.schema.ts';
import { pointConfigs, pointRewards } from '../modules/points/points.schema.ts';
import { sha256Hex } from '../modules/promotions/promotion-rules.ts';
import { promotions } from '../modules/promotions/promotions.schema.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedDemo } from './demo.ts';
import { seedDemoEngagement } from './demo-engagement.ts';
import { seedDemoOperators } from './demo-operators.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

describe('the demo seed', () => {
  it('refuses to run under NODE_ENV=production and writes nothing', async () => {
    const production = { NODE_ENV: 'production' };
    await expect(seedDemo(database.db, production)).rejects.toThrow(/NODE_ENV=production/);
    await expect(seedDemoOperators(database.db, production)).rejects.toThrow(/operator:bootstrap/);
    expect(await countOperators(database.db)).toBe(0);
    expect(await database.db.select().from(brands)).toEqual([]);
  });

  it('seeds outside production', async () => {
    expect(await seedDemo(database.db, { NODE_ENV: 'test' })).toEqual(['lobby', 'siam']);
    expect(await countOperators(database.db)).toBe(5);
  });

  it('seeds every brand’s engagement: points rules, six rewards, a promotion of every kind, the inbox', async () => {
    const db = database.db;
    const rows = async <T>(q: ReturnType<typeof sql>) =>
      ((await db.execute(q)) as unknown as { rows: T[] }).rows;
    for (const brand of await db.select().from(brands)) {
      const [rules] = await db.select().from(pointConfigs).where(eq(pointConfigs.brandId, brand.id));
      expect(Object.keys(rules!.betRates).sort()).toEqual([
        'ELOTT',
        'FISH',
        'LIVE',
        'LOTT',
        'PVP',
        'RNG',
        'SPORTS',
      ]);
      expect(rules).toMatchObject({ depositRate: 1, pointUnit: 100n, cashMinorPerPointUnit: 100n });
      const rewards = await db.select().from(pointRewards).where(eq(pointRewards.brandId, brand.id));
      expect(rewards).toHaveLength(6);
      for (const r of rewards) expect(r.imageUrl).toBe(POINTS_API.rewardImage.replace(':id', String(r.id)));
      const promos = await db.select().from(promotions).where(eq(promotions.brandId, brand.id));
      expect(new Set(promos.map((p) => p.kind))).toEqual(new Set(PROMOTION_KINDS));
      expect(promos.every((p) => p.state === 'ACTIVE')).toBe(true);
      // one coming soon, one by application, a raffle whose published hash is its seed's
      expect(promos.filter((p) => p.startsAt > new Date())).toHaveLength(1);
      expect(promos.filter((p) => (p.rule as { needsApplication?: boolean }).needsApplication)).toHaveLength(
        1,
      );
      const raffle = promos.find((p) => p.kind === 'RAFFLE')!;
      expect(raffle.serverSeedHash).toBe(sha256Hex(raffle.serverSeed!));
      expect(promos.find((p) => p.kind === 'DEPOSIT_MATCH')!.startsAt < new Date()).toBe(true);
      const inbox = await rows<{ kind: string; n: number }>(
        sql`select kind, count(*)::int as n from messages where brand_id = ${brand.id} group by kind order by kind`,
      );
      const seeded = (
        await rows<{ n: number }>(sql`select count(*)::int as n from members where brand_id = ${brand.id}`)
      )[0]!.n;
      expect(inbox).toEqual([
        { kind: 'BROADCAST', n: 2 },
        { kind: 'WELCOME', n: seeded },
      ]);
    }
    // a second run (the brand's rules are there) writes nothing
    const [lobby] = await db.select().from(brands).where(eq(brands.code, 'lobby'));
    await seedDemoEngagement(db, { id: lobby!.id, code: 'lobby' });
    expect(await db.select().from(pointRewards).where(eq(pointRewards.brandId, lobby!.id))).toHaveLength(6);
  });
});
