import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements, customerServiceEntries, feedback, helpTopics } from './content.schema.ts';

/** Enabled announcements of the given types whose display window contains `at`. */
export async function findLiveAnnouncements(
  db: DbOrTx,
  q: { brandId: number; types: string[]; execution: string; platform: string; at: Date },
) {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.brandId, q.brandId),
        inArray(announcements.type, q.types),
        eq(announcements.execution, q.execution),
        eq(announcements.platform, q.platform),
        eq(announcements.enabled, true),
        lte(announcements.startsAt, q.at),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, q.at)),
      ),
    )
    .orderBy(asc(announcements.sort), desc(announcements.startsAt), desc(announcements.id));
}

export async function findHelpTopics(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(helpTopics)
    .where(eq(helpTopics.brandId, brandId))
    .orderBy(asc(helpTopics.sort), asc(helpTopics.id));
}

export async function findCustomerService(db: DbOrTx, brandId: number) {
  return db
    .select()
    .from(customerServiceEntries)
    .where(and(eq(customerServiceEntries.brandId, brandId), eq(customerServiceEntries.enabled, true)))
    .orderBy(asc(customerServiceEntries.csPosition), asc(customerServiceEntries.id));
}

export async function findCustomerServiceEntry(db: DbOrTx, brandId: number, id: number) {
  const [row] = await db
    .select()
    .from(customerServiceEntries)
    .where(
      and(
        eq(customerServiceEntries.brandId, brandId),
        eq(customerServiceEntries.id, id),
        eq(customerServiceEntries.enabled, true),
      ),
    )
    .limit(1);
  return row;
}

export async function insertFeedback(db: DbOrTx, row: typeof feedback.$inferInsert) {
  const [created] = await db
    .insert(feedback)
    .values(row)
    .returning({ id: feedback.id, createdAt: feedback.createdAt });
  return created!;
}
