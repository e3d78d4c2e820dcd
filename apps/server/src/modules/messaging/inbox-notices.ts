import { fromMinor, type TMessageKind } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { createCommitOrderConsumer } from '../../lib/commit-order.ts';
import type { MessagingService } from './messaging.service.ts';
import * as repo from './messaging.repo.ts';

const BATCH = 500;

const KIND_OF: Record<repo.TMoneyNoticeRow['kind'], TMessageKind> = {
  DEPOSIT: 'DEPOSIT_CREDITED',
  WITHDRAWAL_PAYOUT: 'WITHDRAWAL_PAID',
  BONUS: 'BONUS_ISSUED',
};

/** A money entry's message: the kind is the template key, the figures its parameters (major units). */
export function moneyNotice(r: repo.TMoneyNoticeRow): repo.TNewMessage {
  const params: Record<string, string | number> = {
    amount: fromMinor(BigInt(r.amountMinor), r.decimals),
    currency: r.currency,
  };
  if (r.kind === 'BONUS' && r.promotionId !== null) params.promotionId = r.promotionId;
  return {
    brandId: r.brandId,
    memberId: r.memberId,
    kind: KIND_OF[r.kind],
    params,
    sourceKey: `entry:${r.rowId}`,
  };
}

/**
 * The platform's personal messages (issue 17) as commit-order consumers: a deposit credited, a
 * withdrawal paid, a bonus issued (their journal entries) and a contract offered (the agents' OFFER
 * event). Each message is keyed by its source row (`entry:<id>`, `contract-offer:<event>`), so a
 * replay writes nothing; the members' sockets hear of it once the batch has committed.
 */
export function createInboxNotices(d: { db: Db; messaging: MessagingService }) {
  let written: { brandId: number; memberId: number | null }[] = [];
  const money = createCommitOrderConsumer({
    db: d.db,
    name: 'inbox-notices-money',
    batchSize: BATCH,
    read: repo.readMoneyNotices,
    apply: async (tx, rows) => void written.push(...(await d.messaging.write(tx, rows.map(moneyNotice)))),
  });
  const offers = createCommitOrderConsumer({
    db: d.db,
    name: 'inbox-notices-offers',
    batchSize: BATCH,
    read: repo.readOfferNotices,
    apply: async (tx, rows) =>
      void written.push(
        ...(await d.messaging.write(
          tx,
          rows.map((r) => ({
            brandId: r.brandId,
            memberId: r.agentId,
            kind: 'CONTRACT_OFFERED',
            params: { contractId: r.contractId, contractKind: r.contractKind, category: r.category },
            sourceKey: `contract-offer:${r.rowId}`,
          })),
        )),
      ),
  });
  return {
    /** Writes the messages of everything committed before the call, then tells the members' sockets. */
    async catchUp() {
      try {
        return (await money.catchUp()) + (await offers.catchUp());
      } finally {
        // Announced after the batches committed (a batch that rolled back only costs a recount).
        const done = written;
        written = [];
        d.messaging.announce(done);
      }
    },
  };
}
export type InboxNotices = ReturnType<typeof createInboxNotices>;
