import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pointRedemptions, pointRewards } from './points.schema.ts';

/** One reward of the brand (retired ones too). */
export async function findReward(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(pointRewards)
    .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.id, id)));
  return row;
}

/** An operator's edit of a reward: name, picture, price, stock, and whether members may redeem it. */
export async function updateReward(
  db: DbOrTx,
  brandId: number,
  id: number,
  set: Pick<typeof pointRewards.$inferInsert, 'name' | 'imageUrl' | 'costPoints' | 'stock' | 'active'>,
) {
  const [row] = await db
    .update(pointRewards)
    .set(set)
    .where(and(eq(pointRewards.brandId, brandId), eq(pointRewards.id, id)))
    .returning();
  return row;
}

/** A brand's redemptions in one state with the member's account and the reward's name; the queue oldest first. */
export async function findRedemptionPage(
  db: DbOrTx,
  brandId: number,
  q: { state: string; page: number; pageSize: number },
) {
  const where = and(eq(pointRedemptions.brandId, brandId), eq(pointRedemptions.state, q.state));
  const items = await db
    .select({
      row: pointRedemptions,
      // the member's account by raw SQL: identity's tables are not this module's to import
      account: sql<string>`(select m.account from members m where m.id = ${pointRedemptions.memberId})`,
      reward: pointRewards.name,
      decidedBy: sql<
        string | null
      >`(select o.username from operators o where o.id = ${pointRedemptions.decidedBy})`,
    })
    .from(pointRedemptions)
    .innerJoin(pointRewards, eq(pointRewards.id, pointRedemptions.rewardId))
    .where(where)
    .orderBy(q.state === 'IN_PROCESS' ? asc(pointRedemptions.id) : desc(pointRedemptions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pointRedemptions)
    .where(where);
  return { items, total: count?.n ?? 0 };
}
