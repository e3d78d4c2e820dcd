import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { TAdminChatMessage, TAdminChatMute } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { chatMessages, chatMutes } from './chat.schema.ts';

type TDb = Db | Tx;

/** The room's messages newest first, deleted ones too. */
export async function findModerationMessages(
  db: TDb,
  brandId: number,
  q: { before?: number; limit: number },
): Promise<TAdminChatMessage[]> {
  const rows = await db
    .select({
      id: chatMessages.id,
      memberId: chatMessages.memberId,
      account: chatMessages.account,
      name: chatMessages.name,
      text: chatMessages.text,
      at: chatMessages.createdAt,
      deletedAt: chatMessages.deletedAt,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.brandId, brandId),
        q.before === undefined ? undefined : lt(chatMessages.id, q.before),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(q.limit);
  return rows.map((r) => ({ ...r, at: r.at.toISOString(), deletedAt: r.deletedAt?.toISOString() ?? null }));
}

/** The brand's mutes still in force at `at`, the latest first. */
export async function findActiveMutes(db: TDb, brandId: number, at: Date): Promise<TAdminChatMute[]> {
  const rows = await db
    .select({
      memberId: chatMutes.memberId,
      account: chatMutes.account,
      until: chatMutes.until,
      reason: chatMutes.reason,
    })
    .from(chatMutes)
    .where(and(eq(chatMutes.brandId, brandId), gt(chatMutes.until, at)))
    .orderBy(desc(chatMutes.createdAt));
  return rows.map((r) => ({ ...r, until: r.until.toISOString() }));
}

/** The member's mute in force at `at`, for the audit's before. */
export async function findMute(db: TDb, brandId: number, memberId: number, at: Date) {
  const [row] = await db
    .select({ until: chatMutes.until, reason: chatMutes.reason })
    .from(chatMutes)
    .where(and(eq(chatMutes.brandId, brandId), eq(chatMutes.memberId, memberId), gt(chatMutes.until, at)));
  return row ? { until: row.until.toISOString(), reason: row.reason } : null;
}
