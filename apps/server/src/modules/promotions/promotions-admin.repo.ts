import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bonuses,
  promotionApplicationImages,
  promotionApplications,
  promotionParticipations,
  promotions,
} from './promotions.schema.ts';

type TPage = { page: number; pageSize: number };
/** A member's account by raw SQL: identity's tables are not this module's to import. */
const accountOf = (memberId: SQL | typeof bonuses.memberId | typeof promotionApplications.memberId) =>
  sql<string>`(select m.account from members m where m.id = ${memberId})`;

const countOf = async (
  db: DbOrTx,
  table: typeof promotions | typeof promotionApplications | typeof bonuses,
  where: SQL | undefined,
) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where)
  )[0]?.n ?? 0;

/** A brand's promotions, newest first, with how many members take part and how many bonuses were paid. */
export async function findPromotionPage(db: DbOrTx, brandId: number, q: TPage & { state?: string }) {
  const where = and(eq(promotions.brandId, brandId), q.state ? eq(promotions.state, q.state) : undefined);
  const items = await db
    .select({
      row: promotions,
      // qualified by hand: a one-table select names its columns bare, which the subquery would read as its own
      participants: sql<number>`(select count(*)::int from promotion_participations pp where pp.promotion_id = "promotions"."id")`,
      bonuses: sql<number>`(select count(*)::int from bonuses b where b.promotion_id = "promotions"."id")`,
    })
    .from(promotions)
    .where(where)
    .orderBy(desc(promotions.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items, total: await countOf(db, promotions, where) };
}

/** Writes an operator's edit of a promotion still open to edits (not CLOSED); undefined when none was. */
export async function updatePromotion(
  db: DbOrTx,
  brandId: number,
  id: number,
  set: Pick<typeof promotions.$inferInsert, 'category' | 'title' | 'rule' | 'startsAt' | 'endsAt'>,
) {
  const [row] = await db
    .update(promotions)
    .set(set)
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id), sql`${promotions.state} <> 'CLOSED'`))
    .returning();
  return row;
}

/** Moves a promotion to `state` from one of `from` (a race or a repeat changes nothing). */
export async function setPromotionState(
  db: DbOrTx,
  brandId: number,
  id: number,
  state: string,
  from: readonly string[],
) {
  const [row] = await db
    .update(promotions)
    .set({ state })
    .where(and(eq(promotions.brandId, brandId), eq(promotions.id, id), inArray(promotions.state, [...from])))
    .returning();
  return row;
}

/** The applications queue of a brand in one status, oldest first (the queue's order), with their images' types. */
export async function findApplicationPage(db: DbOrTx, brandId: number, q: TPage & { status: string }) {
  const where = and(eq(promotionApplications.brandId, brandId), eq(promotionApplications.status, q.status));
  const rows = await db
    .select({
      app: promotionApplications,
      account: accountOf(promotionApplications.memberId),
      title: promotions.title,
    })
    .from(promotionApplications)
    .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
    .where(where)
    .orderBy(q.status === 'APPLYING' ? promotionApplications.id : desc(promotionApplications.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const ids = rows.map((r) => r.app.id);
  const images = ids.length
    ? await db
        .select({
          applicationId: promotionApplicationImages.applicationId,
          position: promotionApplicationImages.position,
          contentType: promotionApplicationImages.contentType,
        })
        .from(promotionApplicationImages)
        .where(inArray(promotionApplicationImages.applicationId, ids))
        .orderBy(promotionApplicationImages.position)
    : [];
  return {
    items: rows.map((r) => ({ ...r, images: images.filter((i) => i.applicationId === r.app.id) })),
    total: await countOf(db, promotionApplications, where),
  };
}

/** Decides an application still APPLYING; undefined when it was not (decided meanwhile, or none). */
export async function decideApplication(
  db: DbOrTx,
  brandId: number,
  id: number,
  d: { status: 'PASSED' | 'REJECTED'; reason: string; decidedBy: string; decidedAt: Date },
) {
  const [row] = await db
    .update(promotionApplications)
    .set(d)
    .where(
      and(
        eq(promotionApplications.brandId, brandId),
        eq(promotionApplications.id, id),
        eq(promotionApplications.status, 'APPLYING'),
      ),
    )
    .returning();
  return row;
}

/** Sets the member's part in a promotion (the application's outcome). */
export const setParticipation = (
  db: DbOrTx,
  promotionId: number,
  memberId: number,
  state: string,
  at: Date,
) =>
  db
    .update(promotionParticipations)
    .set({ state, updatedAt: at })
    .where(
      and(
        eq(promotionParticipations.promotionId, promotionId),
        eq(promotionParticipations.memberId, memberId),
      ),
    );

/** A brand's bonuses, newest first, with the member's account and the promotion's title and kind. */
export async function findBonusPage(
  db: DbOrTx,
  brandId: number,
  q: TPage & { status?: string; memberId?: number },
) {
  const where = and(
    eq(bonuses.brandId, brandId),
    q.status ? eq(bonuses.status, q.status) : undefined,
    q.memberId !== undefined ? eq(bonuses.memberId, q.memberId) : undefined,
  );
  const items = await db
    .select({
      bonus: bonuses,
      account: accountOf(bonuses.memberId),
      title: promotions.title,
      kind: promotions.kind,
    })
    .from(bonuses)
    .innerJoin(promotions, eq(promotions.id, bonuses.promotionId))
    .where(where)
    .orderBy(desc(bonuses.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { items, total: await countOf(db, bonuses, where) };
}
