import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TChatMessage } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { chatMessages, chatMutes } from './chat.schema.ts';

type TDb = Db | Tx;

const shown = {
  id: chatMessages.id,
  name: chatMessages.name,
  text: chatMessages.text,
  at: chatMessages.createdAt,
};
const toMessage = (r: { id: number; name: string; text: string; at: Date }): TChatMessage => ({
  ...r,
  at: r.at.toISOString(),
});

export async function insertMessage(
  db: TDb,
  m: { brandId: number; memberId: number; account: string; name: string; text: string },
): Promise<TChatMessage> {
  const [row] = await db.insert(chatMessages).values(m).returning(shown);
  return toMessage(row!);
}

/** The room's newest `limit` messages before `before` (or the newest of all), oldest first. */
export async function findRoomMessages(
  db: TDb,
  brandId: number,
  q: { before?: number; limit: number },
): Promise<TChatMessage[]> {
  const rows = await db
    .select(shown)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.brandId, brandId),
        isNull(chatMessages.deletedAt),
        q.before === undefined ? undefined : lt(chatMessages.id, q.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(q.limit);
  return rows.reverse().map(toMessage);
}

/** Marks a shown message deleted; false when the brand has no such message still shown. */
export async function deleteMessage(db: TDb, brandId: number, id: number, operatorId: number) {
  const rows = await db
    .update(chatMessages)
    .set({ deletedAt: sql`now()`, deletedBy: operatorId })
    .where(and(eq(chatMessages.brandId, brandId), eq(chatMessages.id, id), isNull(chatMessages.deletedAt)))
    .returning({ id: chatMessages.id, memberId: chatMessages.memberId });
  return rows[0] ?? null;
}

/** Until when the member is muted in the brand's room, or null when they may speak at `at`. */
export async function findMutedUntil(db: TDb, brandId: number, memberId: number, at: Date) {
  const [row] = await db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(and(eq(chatMutes.brandId, brandId), eq(chatMutes.memberId, memberId), gt(chatMutes.until, at)));
  return row?.until ?? null;
}

export async function upsertMute(
  db: TDb,
  m: { brandId: number; memberId: number; account: string; until: Date; reason: string; mutedBy: number },
) {
  await db
    .insert(chatMutes)
    .values(m)
    .onConflictDoUpdate({
      target: [chatMutes.brandId, chatMutes.memberId],
      set: { until: m.until, reason: m.reason, mutedBy: m.mutedBy, createdAt: sql`now()` },
    });
}

/** Lifts a mute; false when the member was not muted. */
export async function deleteMute(db: TDb, brandId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(chatMutes)
    .where(and(eq(chatMutes.brandId, brandId), eq(chatMutes.memberId, memberId)))
    .returning({ id: chatMutes.id });
  return rows.length > 0;
}
