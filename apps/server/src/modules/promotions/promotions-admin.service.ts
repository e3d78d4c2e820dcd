import { randomBytes } from 'node:crypto';
import {
  fromMinor,
  toMinor,
  ZPromotionRule,
  type TAdminBonus,
  type TAdminPromoApplication,
  type TAdminPromotion,
  type TAdminPromotionInput,
} from '@openlobby/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { manualBonus, sha256Hex } from './promotion-rules.ts';
import * as admin from './promotions-admin.repo.ts';
import * as repo from './promotions.repo.ts';
import type { PromotionsService } from './promotions.service.ts';

type TPage = { page: number; pageSize: number };
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const notFound = (what: string) => new AppError('NOT_FOUND', `No such ${what}.`);

/**
 * The back office's promotions (issue 17): rules of every kind (validated by ZPromotionRule on
 * every write), their open/close lifecycle, the applications queue, and bonuses issued by hand or
 * cancelled through the promotions service (which pays and takes back through the ledger). Every
 * read and write is scoped to the brand: another brand's id is NOT_FOUND.
 */
export function createPromotionsAdmin(d: {
  db: Db;
  promotions: PromotionsService;
  findMemberIdByAccount: (brandId: number, account: string) => Promise<number | undefined>;
  now: () => Date;
}) {
  const view = (p: repo.TPromotionRow, counts = { participants: 0, bonuses: 0 }): TAdminPromotion => ({
    id: p.id,
    category: p.category as TAdminPromotion['category'],
    kind: p.kind as TAdminPromotion['kind'],
    title: p.title as Record<string, string>,
    rule: ZPromotionRule.parse(p.rule),
    startsAt: p.startsAt.toISOString(),
    endsAt: iso(p.endsAt),
    state: p.state as TAdminPromotion['state'],
    serverSeedHash: p.serverSeedHash,
    ...counts,
    createdAt: p.createdAt.toISOString(),
  });

  const fieldsOf = (input: TAdminPromotionInput) => ({
    category: input.category,
    title: input.title,
    rule: input.rule,
    startsAt: new Date(input.startsAt),
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
  });

  const bonusOf = (
    brand: TBrand,
    b: repo.TBonusRow,
    p: { account: string; title: unknown; kind: string },
  ): TAdminBonus => {
    const dp = brand.currencyDecimals;
    return {
      id: b.id,
      memberId: b.memberId,
      account: p.account,
      promotionId: b.promotionId,
      promotion: p.title as Record<string, string>,
      kind: p.kind as TAdminBonus['kind'],
      amount: fromMinor(b.amountMinor, dp),
      turnoverMultiplier: b.turnoverMultiplier,
      turnoverRequired: fromMinor(b.turnoverRequiredMinor, dp),
      status: b.status as TAdminBonus['status'],
      cancelled: b.cancelledMinor === null ? null : fromMinor(b.cancelledMinor, dp),
      issuedBy: b.issuedBy,
      issuedAt: b.createdAt.toISOString(),
    };
  };

  async function memberOf(brand: TBrand, account: string) {
    const id = await d.findMemberIdByAccount(brand.id, account);
    if (id === undefined) throw notFound('member');
    return id;
  }

  return {
    view,

    async findPromotions(brand: TBrand, q: TPage & { state?: string }) {
      const found = await admin.findPromotionPage(d.db, brand.id, q);
      return {
        currency: brand.currencyCode,
        items: found.items.map((r) => view(r.row, { participants: r.participants, bonuses: r.bonuses })),
        ...q,
        total: found.total,
      };
    },

    /** A new promotion, a DRAFT until opened; a raffle gets its server seed, whose hash is published. */
    async createPromotion(tx: DbOrTx, brand: TBrand, input: TAdminPromotionInput) {
      const seed = input.rule.kind === 'RAFFLE' ? randomBytes(32).toString('hex') : null;
      const row = await repo.insertPromotion(tx, {
        brandId: brand.id,
        kind: input.rule.kind,
        ...fieldsOf(input),
        state: 'DRAFT',
        serverSeed: seed,
        serverSeedHash: seed ? sha256Hex(seed) : null,
        createdAt: d.now(),
      });
      return { before: null, after: view(row) };
    },

    /**
     * Edits a promotion that is not closed. Its kind stays (the rule's kind must be the same), and an
     * open raffle's prizes stay: members drew against the published seed and those prizes.
     */
    async updatePromotion(tx: DbOrTx, brand: TBrand, id: number, input: TAdminPromotionInput) {
      const before = await repo.findPromotion(tx, brand.id, id);
      if (!before) throw notFound('promotion');
      if (before.state === 'CLOSED')
        throw new AppError('OPERATION_NOT_ALLOWED', 'A closed promotion stays as it was.');
      if (input.rule.kind !== before.kind)
        throw new AppError('VALIDATION_FAILED', 'A promotion keeps its kind.', [
          { field: 'rule.kind', message: 'KIND_FIXED' },
        ]);
      if (
        before.kind === 'RAFFLE' &&
        before.state === 'ACTIVE' &&
        JSON.stringify(before.rule) !== JSON.stringify(input.rule)
      )
        throw new AppError('OPERATION_NOT_ALLOWED', 'An open raffle keeps its prizes.');
      const after = await admin.updatePromotion(tx, brand.id, id, fieldsOf(input));
      if (!after) throw new AppError('OPERATION_NOT_ALLOWED', 'The promotion was closed meanwhile.');
      return { before: view(before), after: view(after) };
    },

    /** Opens a draft (ACTIVE) or closes a promotion (CLOSED, for good). */
    async setPromotionState(tx: DbOrTx, brand: TBrand, id: number, state: 'ACTIVE' | 'CLOSED') {
      const before = await repo.findPromotion(tx, brand.id, id);
      if (!before) throw notFound('promotion');
      const from = state === 'ACTIVE' ? ['DRAFT'] : ['DRAFT', 'ACTIVE'];
      const after = await admin.setPromotionState(tx, brand.id, id, state, from);
      if (!after)
        throw new AppError(
          'OPERATION_NOT_ALLOWED',
          state === 'ACTIVE' ? 'Only a draft is opened.' : 'This promotion is closed already.',
        );
      return { before: { state: before.state }, after: { state: after.state } };
    },

    async findApplications(brand: TBrand, q: TPage & { status: string }) {
      const found = await admin.findApplicationPage(d.db, brand.id, q);
      const items: TAdminPromoApplication[] = found.items.map(({ app, account, title, images }) => ({
        id: app.id,
        promotionId: app.promotionId,
        promotion: title as Record<string, string>,
        memberId: app.memberId,
        account,
        remark: app.remark,
        images: images.map((i) => ({ position: i.position, contentType: i.contentType })),
        status: app.status as TAdminPromoApplication['status'],
        reason: app.reason,
        decidedBy: app.decidedBy,
        decidedAt: iso(app.decidedAt),
        createdAt: app.createdAt.toISOString(),
      }));
      return { currency: brand.currencyCode, items, ...q, total: found.total };
    },

    /** Passes or rejects an application still applying, with the reason; the member's state follows. */
    async decideApplication(
      tx: DbOrTx,
      brand: TBrand,
      id: number,
      decision: { decision: 'PASS' | 'REJECT'; reason: string },
      by: string,
    ) {
      const before = await repo.findApplication(tx, brand.id, id);
      if (!before) throw notFound('application');
      const status = decision.decision === 'PASS' ? 'PASSED' : 'REJECTED';
      const after = await admin.decideApplication(tx, brand.id, id, {
        status,
        reason: decision.reason,
        decidedBy: by,
        decidedAt: d.now(),
      });
      if (!after) throw new AppError('OPERATION_NOT_ALLOWED', 'This application was decided already.');
      // §4: a passed application signs the member up (the bonus is issued by hand); a rejected one shows rejected
      await admin.setParticipation(
        tx,
        after.promotionId,
        after.memberId,
        status === 'PASSED' ? 'SIGNED' : 'REJECTED',
        d.now(),
      );
      return { before: { status: before.status }, after: { status, memberId: after.memberId } };
    },

    applicationImage: (brand: TBrand, id: number, position: number) =>
      d.promotions.getApplicationImage(brand, null, id, position),

    async findBonuses(brand: TBrand, q: TPage & { status?: string; account?: string }) {
      const memberId = q.account ? await d.findMemberIdByAccount(brand.id, q.account) : undefined;
      const empty = { currency: brand.currencyCode, items: [], page: q.page, pageSize: q.pageSize, total: 0 };
      if (q.account && memberId === undefined) return empty;
      const found = await admin.findBonusPage(d.db, brand.id, { ...q, memberId });
      const items = found.items.map((r) => bonusOf(brand, r.bonus, r));
      return { ...empty, items, total: found.total };
    },

    /**
     * A MANUAL promotion's bonus paid by hand: a BONUS entry with the rule's wagering requirement,
     * keyed by (promotion, member, request id), so a double click or a retry pays once. The same
     * request id for another amount is refused. Only an open MANUAL promotion of the brand pays.
     */
    async issueManual(
      brand: TBrand,
      input: { promotionId: number; account: string; amount: number; requestId: string },
      by: string,
    ) {
      const p = await repo.findPromotion(d.db, brand.id, input.promotionId);
      if (!p) throw notFound('promotion');
      const rule = ZPromotionRule.parse(p.rule);
      if (rule.kind !== 'MANUAL')
        throw new AppError('OPERATION_NOT_ALLOWED', 'Only a MANUAL promotion pays by hand.');
      if (p.state !== 'ACTIVE') throw new AppError('OPERATION_NOT_ALLOWED', 'This promotion is not open.');
      const amountMinor = toMinor(input.amount, brand.currencyDecimals);
      if (amountMinor === null)
        throw new AppError('VALIDATION_FAILED', 'The amount has too many decimals.', [
          { field: 'amount', message: 'DECIMALS' },
        ]);
      const memberId = await memberOf(brand, input.account);
      const grant = manualBonus(rule, amountMinor)!;
      const b = await d.promotions.issue(brand, p, memberId, grant, {
        periodKey: `manual:${input.requestId}`,
        multiplier: rule.turnoverMultiplier,
        by,
      });
      if (b.amountMinor !== amountMinor)
        throw new AppError('DUPLICATE_TRANSACTION', 'This request id paid another amount.');
      return bonusOf(brand, b, { account: input.account, title: p.title, kind: p.kind });
    },

    /** Cancels an open bonus of the brand (BONUS_CANCEL of what the wallet still holds), in figures. */
    async cancelBonus(brand: TBrand, id: number, by: string) {
      const r = await d.promotions.cancel(brand, id, by);
      const dp = brand.currencyDecimals;
      return {
        cancelled: fromMinor(r.cancelledMinor, dp),
        removedTurnover: fromMinor(r.removedTurnoverMinor, dp),
      };
    },
  };
}
export type PromotionsAdmin = ReturnType<typeof createPromotionsAdmin>;
