import type { TMessage, TMessageKind, TMessagePage } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TInboxEvent } from '../../lib/money-events.ts';
import * as repo from './messaging.repo.ts';

const toMessage = (r: repo.TMessageRow): TMessage => ({
  id: Number(r.id),
  kind: r.kind as TMessageKind,
  title: r.title,
  body: r.body,
  params: r.params ?? {},
  read: Boolean(r.read),
  createdAt: new Date(r.createdAt).toISOString(),
});

const notFound = () => new AppError('NOT_FOUND', 'No such message.');

/**
 * The inbox (issue 17): personal messages written by the platform's consumers and by operators'
 * feedback replies, and the brand's broadcasts with per-member read and deleted marks. Every write
 * is keyed by its source, so a consumer that runs twice or an operator's retry writes once. A
 * message of another member (or brand) is NOT_FOUND and nothing is written.
 */
export function createMessagingService(d: { db: Db; onChange?: (e: TInboxEvent) => void }) {
  const changed = (e: TInboxEvent) => d.onChange?.(e);

  async function findMessages(
    brandId: number,
    memberId: number,
    q: { page: number; pageSize: number },
  ): Promise<TMessagePage> {
    const [rows, counts] = await Promise.all([
      repo.findInbox(d.db, brandId, memberId, q.pageSize, (q.page - 1) * q.pageSize),
      repo.countInbox(d.db, brandId, memberId),
    ]);
    return { items: rows.map(toMessage), page: q.page, pageSize: q.pageSize, ...counts };
  }

  async function unreadCount(brandId: number, memberId: number) {
    return (await repo.countInbox(d.db, brandId, memberId)).unread;
  }

  /** Opens one message and marks it read. */
  async function readMessage(brandId: number, memberId: number, id: number): Promise<TMessage> {
    const found = await repo.findOne(d.db, brandId, memberId, id);
    if (!found) throw notFound();
    if (!found.read) {
      await repo.markRead(d.db, memberId, id, found.memberId !== null);
      changed({ brandId, memberId });
    }
    return { ...toMessage(found), read: true };
  }

  async function deleteMessage(brandId: number, memberId: number, id: number) {
    const found = await repo.findOne(d.db, brandId, memberId, id);
    if (!found) throw notFound();
    await repo.markDeleted(d.db, memberId, id, found.memberId !== null);
    changed({ brandId, memberId });
    return { id };
  }

  async function readAll(brandId: number, memberId: number) {
    await d.db.transaction((tx) => repo.markAllRead(tx, brandId, memberId));
    changed({ brandId, memberId });
    return { count: 0 };
  }

  /**
   * Writes messages inside the caller's transaction (a consumer's batch, an operator's audited
   * change), once per source key; answers what was written now. The caller tells the members after
   * its commit with `announce`.
   */
  async function write(tx: Tx | Db, list: repo.TNewMessage[]) {
    return repo.insertMessages(tx, list);
  }

  /** Tells the members' sockets that their inbox changed (after the writing transaction committed). */
  function announce(written: { brandId: number; memberId: number | null }[]) {
    const seen = new Set<string>();
    for (const w of written) {
      const k = `${w.brandId}:${w.memberId}`;
      if (seen.has(k)) continue;
      seen.add(k);
      changed({ brandId: w.brandId, memberId: w.memberId });
    }
  }

  async function findSent(brandId: number, q: { page: number; pageSize: number }) {
    const rows = await repo.findSent(d.db, brandId, q.pageSize, (q.page - 1) * q.pageSize);
    return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: new Date(r.createdAt).toISOString() }));
  }

  return { findMessages, unreadCount, readMessage, deleteMessage, readAll, write, announce, findSent };
}
export type MessagingService = ReturnType<typeof createMessagingService>;
