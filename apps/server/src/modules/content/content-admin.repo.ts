import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, customerServiceEntries, helpTopics } from './content.schema.ts';

export type TAnnouncementRow = typeof announcements.$inferSelect;
export type THelpTopicRow = typeof helpTopics.$inferSelect;
export type TCsEntryRow = typeof customerServiceEntries.$inferSelect;

export async function findAnnouncementsPage(
  db: DbOrTx,
  q: { brandId: number; type?: string; page: number; pageSize: number },
) {
  const where: SQL[] = [eq(announcements.brandId, q.brandId)];
  if (q.type) where.push(eq(announcements.type, q.type));
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(and(...where))
      .orderBy(asc(announcements.type), asc(announcements.sort), desc(announcements.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(announcements)
      .where(and(...where)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findAnnouncement(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)))
    .limit(1);
  return row;
}

export async function insertAnnouncement(db: DbOrTx, row: typeof announcements.$inferInsert) {
  const [created] = await db.insert(announcements).values(row).returning();
  return created!;
}

export async function updateAnnouncement(
  db: DbOrTx,
  brandId: number,
  id: number,
  patch: Partial<typeof announcements.$inferInsert>,
) {
  const [row] = await db
    .update(announcements)
    .set(patch)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)))
    .returning();
  return row;
}

export async function deleteAnnouncement(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .delete(announcements)
    .where(and(eq(announcements.brandId, brandId), eq(announcements.id, id)))
    .returning();
  return row;
}

export async function findAllHelpTopics(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(helpTopics)
    .where(eq(helpTopics.brandId, brandId))
    .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
}

export async function findHelpTopic(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.brandId, brandId), eq(helpTopics.id, id)))
    .limit(1);
  return row;
}

export async function findHelpTopicByTag(db: DbOrTx, brandId: number, tag: string) {
  const [row] = await db
    .select()
    .from(helpTopics)
    .where(and(eq(helpTopics.brandId, brandId), eq(helpTopics.tag, tag)))
    .limit(1);
  return row;
}

export async function insertHelpTopic(db: DbOrTx, row: typeof helpTopics.$inferInsert) {
  const [created] = await db.insert(helpTopics).values(row).returning();
  return created!;
}

export async function updateHelpTopic(
  db: DbOrTx,
  brandId: number,
  id: number,
  patch: Partial<typeof helpTopics.$inferInsert>,
) {
  const [row] = await db
    .update(helpTopics)
    .set(patch)
    .where(and(eq(helpTopics.brandId, brandId), eq(helpTopics.id, id)))
    .returning();
  return row;
}

export async function deleteHelpTopic(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .delete(helpTopics)
    .where(and(eq(helpTopics.brandId, brandId), eq(helpTopics.id, id)))
    .returning();
  return row;
}

/** Every customer-service entry of a brand, enabled or not, in display order. */
export async function findAllCustomerService(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(customerServiceEntries)
    .where(eq(customerServiceEntries.brandId, brandId))
    .orderBy(asc(customerServiceEntries.csPosition), asc(customerServiceEntries.id));
}

export async function replaceCustomerService(
  db: DbOrTx,
  brandId: number,
  rows: Omit<typeof customerServiceEntries.$inferInsert, 'brandId'>[],
) {
  await db.delete(customerServiceEntries).where(eq(customerServiceEntries.brandId, brandId));
  if (rows.length === 0) return [];
  return db
    .insert(customerServiceEntries)
    .values(rows.map((r) => ({ ...r, brandId })))
    .returning();
}
