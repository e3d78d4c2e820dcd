import type { TAdminSentMessage } from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import * as admin from './messaging-admin.repo.ts';
import type { MessagingService } from './messaging.service.ts';

type TText = { title: string; body: string; requestId: string };

/**
 * The back office's messages (issue 17): a personal message to one member, a broadcast to every
 * member of the brand and its withdrawal, and what operators sent. Writes happen in the caller's
 * audited transaction, keyed by the operator's request id (a retry writes one message, audited
 * once); the caller announces them to the members' sockets after the commit.
 */
export function createMessagingAdmin(d: {
  db: Db;
  messaging: MessagingService;
  findMemberIdByAccount: (brandId: number, account: string) => Promise<number | undefined>;
  now: () => Date;
}) {
  async function send(tx: DbOrTx, brand: TBrand, memberId: number | null, m: TText, operatorId: number) {
    // No operator kind of its own yet: a personal message is the operator's plain text, as a reply is.
    const kind = memberId === null ? 'BROADCAST' : 'OPERATOR';
    const sourceKey = `${memberId === null ? 'broadcast' : 'operator'}:${m.requestId}`;
    const written = await d.messaging.write(tx, [
      { brandId: brand.id, memberId, kind, title: m.title, body: m.body, sourceKey, sentBy: operatorId },
    ]);
    const id = written[0]?.id ?? (await admin.findIdBySourceKey(tx, brand.id, sourceKey))!;
    const after = { id, kind, memberId, title: m.title };
    return { before: null, after, written, replayed: written.length === 0 };
  }

  return {
    async findSent(brand: TBrand, q: { page: number; pageSize: number }) {
      const found = await admin.findSentPage(d.db, brand.id, q);
      const items: TAdminSentMessage[] = found.items.map((m) => ({
        ...m,
        kind: m.kind as TAdminSentMessage['kind'],
        createdAt: new Date(m.createdAt).toISOString(),
      }));
      return { currency: brand.currencyCode, items, ...q, total: found.total };
    },

    /** The member a personal message goes to; asked before the sending transaction opens. */
    async memberOf(brand: TBrand, account: string) {
      const memberId = await d.findMemberIdByAccount(brand.id, account);
      if (memberId === undefined) throw new AppError('NOT_FOUND', 'No such member.');
      return memberId;
    },

    sendPersonal: (tx: DbOrTx, brand: TBrand, memberId: number, m: TText, operatorId: number) =>
      send(tx, brand, memberId, m, operatorId),

    broadcast: (tx: DbOrTx, brand: TBrand, m: TText, operatorId: number) =>
      send(tx, brand, null, m, operatorId),

    /** Takes a broadcast out of every inbox; a withdrawn one stays listed for the back office. */
    async withdraw(tx: DbOrTx, brand: TBrand, id: number) {
      const found = await admin.findBroadcast(tx, brand.id, id);
      if (!found) throw new AppError('NOT_FOUND', 'No such broadcast.');
      if (!(await admin.withdrawBroadcast(tx, brand.id, id, d.now())))
        throw new AppError('OPERATION_NOT_ALLOWED', 'This broadcast was withdrawn already.');
      return {
        before: { withdrawn: false },
        after: { withdrawn: true },
        written: [{ brandId: brand.id, memberId: null }],
      };
    },

    announce: d.messaging.announce,
  };
}
export type MessagingAdmin = ReturnType<typeof createMessagingAdmin>;
