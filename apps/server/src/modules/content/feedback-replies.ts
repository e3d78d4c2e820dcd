import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TAdminFeedback, TAdminFeedbackPage } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { feedback } from './content.schema.ts';

type TFilter = { questionType?: string; replied?: 'yes' | 'no'; account?: string };

/**
 * Feedback and its reply (issue 17): the back office lists a brand's feedback with filters and
 * answers one once, in plain text; the reply is kept on the feedback and reaches the member's inbox
 * as a FEEDBACK_REPLY message keyed `feedback-reply:<id>` in the same audited transaction. A
 * visitor's feedback (no member) takes no reply: there is no inbox to put it in.
 */
export function createFeedbackReplies(d: { db: Db; messaging: MessagingService; now: () => Date }) {
  const iso = (v: Date | null) => (v ? v.toISOString() : null);

  async function find(
    brand: TBrand,
    q: TFilter & { page: number; pageSize: number },
  ): Promise<TAdminFeedbackPage> {
    const where: SQL[] = [eq(feedback.brandId, brand.id)];
    if (q.questionType) where.push(eq(feedback.questionType, q.questionType));
    if (q.replied === 'yes') where.push(isNotNull(feedback.repliedAt));
    if (q.replied === 'no') where.push(isNull(feedback.repliedAt));
    // The members table by name, as the messaging back office reads it: no import of identity's schema.
    if (q.account)
      where.push(
        sql`${feedback.memberId} in (select id from members where brand_id = ${brand.id} and lower(account) = lower(${q.account}))`,
      );
    const cond = and(...where);
    const [rows, [total]] = await Promise.all([
      d.db
        .select({
          f: feedback,
          account: sql<string | null>`(select account from members where id = ${feedback.memberId})`,
        })
        .from(feedback)
        .where(cond)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      d.db.select({ n: count() }).from(feedback).where(cond),
    ]);
    const items: TAdminFeedback[] = rows.map(({ f, account }) => ({
      id: f.id,
      account,
      questionType: f.questionType as TAdminFeedback['questionType'],
      content: f.content,
      language: f.language,
      createdAt: f.createdAt.toISOString(),
      reply: f.reply,
      repliedAt: iso(f.repliedAt),
    }));
    return { items, page: q.page, pageSize: q.pageSize, total: total!.n };
  }

  /** The operator's one reply, written with its inbox message in the caller's audited transaction. */
  async function reply(tx: DbOrTx, brand: TBrand, id: number, body: string, operatorId: number) {
    const [f] = await tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.brandId, brand.id), eq(feedback.id, id)))
      .for('update');
    if (!f) throw new AppError('NOT_FOUND', 'No such feedback.');
    if (f.memberId === null)
      throw new AppError(
        'OPERATION_NOT_ALLOWED',
        'This feedback came from a visitor: there is no inbox to reply to.',
      );
    if (f.repliedAt) throw new AppError('OPERATION_NOT_ALLOWED', 'This feedback was answered already.');
    const at = d.now();
    await tx
      .update(feedback)
      .set({ reply: body, repliedAt: at, repliedBy: operatorId })
      .where(eq(feedback.id, f.id));
    const written = await d.messaging.write(tx, [
      {
        brandId: brand.id,
        memberId: f.memberId,
        kind: 'FEEDBACK_REPLY',
        // The member's own words as the title, so the reply reads under the feedback it answers.
        title: f.content.slice(0, 80),
        body,
        sourceKey: `feedback-reply:${f.id}`,
        sentBy: operatorId,
      },
    ]);
    return { before: { reply: null }, after: { id: f.id, reply: body }, written };
  }

  /** The member's own feedback, newest first, with the replies. */
  async function mine(brand: TBrand, memberId: number) {
    const rows = await d.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.brandId, brand.id), eq(feedback.memberId, memberId)))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(50);
    return {
      items: rows.map((f) => ({
        id: f.id,
        questionType: f.questionType as TAdminFeedback['questionType'],
        content: f.content,
        createdAt: f.createdAt.toISOString(),
        reply: f.reply,
        repliedAt: iso(f.repliedAt),
      })),
    };
  }

  return { find, reply, mine, announce: d.messaging.announce };
}
export type FeedbackReplies = ReturnType<typeof createFeedbackReplies>;
