import {
  APPLICATION_IMAGE_MAX_BYTES,
  APPLICATION_IMAGES_MAX,
  APPLICATION_REMARK_MAX,
  ZPromotionRule,
  type TActivityState,
  type TApplyRequest,
  type TPromotionRule,
} from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { addBonusTurnover, reduceBonusTurnover } from '../payments/turnover.ts';
import type { TBrand } from '../system/system.service.ts';
import {
  bonusProgress,
  drawRaffle,
  matchBonus,
  sniffImage,
  qualifyingDeposit,
  type TGrant,
} from './promotion-rules.ts';
import { findBonusDetails } from './bonus-details.ts';
import * as repo from './promotions.repo.ts';

const MATCH_KINDS = ['DEPOSIT_MATCH', 'FIRST_DEPOSIT', 'RELOAD'] as const;
type TMatchRule = Extract<TPromotionRule, { kind: (typeof MATCH_KINDS)[number] }>;
const isMatch = (r: TPromotionRule): r is TMatchRule => (MATCH_KINDS as readonly string[]).includes(r.kind);

export type PromotionsDeps = {
  db: Db;
  ledger: Ledger;
  now?: () => Date;
  /** The brand's turnover percent of deposits (payments' settings), for the bonus's requirement row. */
  turnoverPercent: (brand: TBrand) => Promise<number>;
};

/** Promotions and bonuses (issue 17): members join and claim, bonuses are paid with their wagering requirement. */
export function createPromotionsService(deps: PromotionsDeps) {
  const d = { ...deps, now: deps.now ?? (() => new Date()) };
  const ruleOf = (p: repo.TPromotionRow) => ZPromotionRule.parse(p.rule);

  /** Whether the promotion is open now: ACTIVE and inside its window. */
  function openness(p: repo.TPromotionRow, at: Date): 'OPEN' | 'COMING_SOON' | 'CLOSED' {
    if (p.state === 'CLOSED' || (p.endsAt && p.endsAt <= at)) return 'CLOSED';
    if (p.state === 'DRAFT') return 'CLOSED';
    return p.startsAt > at ? 'COMING_SOON' : 'OPEN';
  }

  async function getOpen(brand: TBrand, promotionId: number) {
    const p = await repo.findPromotion(d.db, brand.id, promotionId);
    if (!p || p.state === 'DRAFT') throw new AppError('NOT_FOUND', 'No such promotion.');
    const o = openness(p, d.now());
    if (o !== 'OPEN')
      throw new AppError(
        'OPERATION_NOT_ALLOWED',
        o === 'CLOSED' ? 'This promotion is closed.' : 'This promotion has not started.',
      );
    return p;
  }

  /** What a match rule would pay this member now (null: nothing qualifies yet). */
  async function matchGrant(
    brand: TBrand,
    p: repo.TPromotionRow,
    rule: TMatchRule,
    memberId: number,
    joinedAt: Date,
  ) {
    const deposits = await repo.findMemberDeposits(d.db, brand.id, memberId);
    const q = qualifyingDeposit(rule.kind, joinedAt, deposits);
    return q ? matchBonus(rule, q.amountMinor) : null;
  }

  /** The member's §4 activity state of one promotion. */
  async function stateOf(brand: TBrand, p: repo.TPromotionRow, memberId: number): Promise<TActivityState> {
    const o = openness(p, d.now());
    const part = await repo.findParticipation(d.db, p.id, memberId);
    if (part && ['CLAIMED', 'ISSUED', 'APPLYING', 'REJECTED'].includes(part.state))
      return part.state as TActivityState;
    if (o === 'COMING_SOON') return 'COMING_SOON';
    if (o === 'CLOSED') return 'CLOSED';
    const rule = ruleOf(p);
    if (!part) return 'JOIN';
    if (isMatch(rule))
      return (await matchGrant(brand, p, rule, memberId, part.joinedAt)) ? 'CLAIM' : 'IN_PROGRESS';
    // Cashback and birthday bonuses are paid by the server once joined: nothing is left to press.
    if (part.state === 'JOIN' && (rule.kind === 'CASHBACK' || rule.kind === 'BIRTHDAY')) return 'IN_PROGRESS';
    return part.state as TActivityState;
  }

  /**
   * Pays a bonus once per (promotion, member, period): a BONUS entry from the brand's BONUS account
   * to the member's main wallet, its row, and its wagering requirement, in one transaction. A
   * repeat (or a race) answers the bonus already paid.
   */
  async function issue(
    brand: TBrand,
    p: repo.TPromotionRow,
    memberId: number,
    g: TGrant,
    o: { periodKey?: string; multiplier: number; by?: string | null },
  ) {
    const periodKey = o.periodKey ?? '';
    const percent = await d.turnoverPercent(brand);
    return d.ledger.inTransaction(async (tx: Tx) => {
      const main = await d.ledger.memberAccount(tx, {
        brandId: brand.id,
        memberId,
        kind: 'MAIN',
        currency: brand.currencyCode,
      });
      const pool = await d.ledger.brandAccount(tx, {
        brandId: brand.id,
        kind: 'BONUS',
        currency: brand.currencyCode,
      });
      await d.ledger.lockMemberAccounts(tx, [main]);
      const already = await repo.findBonus(tx, p.id, memberId, periodKey);
      if (already) return already;
      const sums = await d.ledger.sumMainByKind(brand.id, memberId, tx);
      const betted = -((sums.get('BET') ?? 0n) + (sums.get('ROLLBACK') ?? 0n));
      const posted = await d.ledger.post(
        {
          brandId: brand.id,
          kind: 'BONUS',
          idempotencyKey: `bonus:${p.id}:${memberId}:${periodKey}`,
          payload: { promotionId: p.id, memberId, periodKey, amountMinor: g.amountMinor.toString() },
          memberId,
          reference: `promotion:${p.id}`,
          memo: { promotionId: p.id, kind: p.kind, periodKey },
          postings: [
            { accountId: pool, amountMinor: -g.amountMinor },
            { accountId: main, amountMinor: g.amountMinor },
          ],
        },
        tx,
      );
      const [row] = await repo.insertBonus(tx, {
        brandId: brand.id,
        memberId,
        promotionId: p.id,
        periodKey,
        amountMinor: g.amountMinor,
        currency: brand.currencyCode,
        turnoverMultiplier: o.multiplier,
        turnoverRequiredMinor: g.amountMinor * BigInt(o.multiplier),
        betsAtIssueMinor: betted,
        entryId: posted.entryId,
        issuedBy: o.by ?? null,
      });
      if (!row) throw new AppError('DUPLICATE_TRANSACTION', 'This bonus was paid meanwhile.');
      await addBonusTurnover(tx, d.ledger, {
        brandId: brand.id,
        memberId,
        entryId: posted.entryId,
        requirementMinor: row.turnoverRequiredMinor,
        percent,
      });
      await repo.setParticipationState(tx, p.id, memberId, 'CLAIMED', d.now());
      return row;
    });
  }

  return {
    /** The brand's promotions that members see, each with the member's activity state. */
    async findPromotions(brand: TBrand, memberId: number) {
      const rows = (await repo.findPromotions(d.db, brand.id)).filter((p) => p.state !== 'DRAFT');
      return Promise.all(
        rows.map(async (p) => ({
          id: p.id,
          category: p.category,
          kind: p.kind,
          title: p.title,
          announcementId: p.announcementId,
          startsAt: p.startsAt.toISOString(),
          endsAt: p.endsAt?.toISOString() ?? null,
          serverSeedHash: p.serverSeedHash,
          state: await stateOf(brand, p, memberId),
        })),
      );
    },

    /** Joins an open promotion; joining again changes nothing. */
    async join(brand: TBrand, memberId: number, promotionId: number) {
      const p = await getOpen(brand, promotionId);
      await repo.insertParticipation(d.db, {
        brandId: brand.id,
        promotionId: p.id,
        memberId,
        state: 'JOIN',
        joinedAt: d.now(),
      });
      return { state: await stateOf(brand, p, memberId) };
    },

    /** Claims a match bonus the member's qualifying deposit earned; paid once however often it is asked. */
    async claim(brand: TBrand, memberId: number, promotionId: number) {
      const p = await getOpen(brand, promotionId);
      const rule = ruleOf(p);
      const part = await repo.findParticipation(d.db, p.id, memberId);
      if (!part) throw new AppError('OPERATION_NOT_ALLOWED', 'Join the promotion first.');
      if (!isMatch(rule))
        throw new AppError('OPERATION_NOT_ALLOWED', 'This promotion is not claimed this way.');
      const g = await matchGrant(brand, p, rule, memberId, part.joinedAt);
      if (!g) throw new AppError('OPERATION_NOT_ALLOWED', 'No qualifying deposit yet.');
      const bonus = await issue(brand, p, memberId, g, { multiplier: rule.turnoverMultiplier });
      return { ...bonus, title: p.title };
    },

    issue,

    /**
     * A raffle's one draw per member: HMAC-SHA256(server seed, `member:0`) over the prizes' weights,
     * the seed's hash published with the promotion before any draw; the prize is paid as a bonus
     * keyed by (promotion, member), so a repeat answers the same prize. A zero prize pays nothing.
     */
    async claimRaffle(brand: TBrand, memberId: number, promotionId: number) {
      const p = await getOpen(brand, promotionId);
      const rule = ruleOf(p);
      if (rule.kind !== 'RAFFLE' || !p.serverSeed)
        throw new AppError('OPERATION_NOT_ALLOWED', 'This is not a raffle.');
      const draw = drawRaffle(rule, p.serverSeed, memberId, 0);
      const proof = { serverSeedHash: p.serverSeedHash, memberId, nonce: 0, prizeIndex: draw.index };
      if (draw.amountMinor === 0n) {
        await repo.setParticipationState(d.db, p.id, memberId, 'CLAIMED', d.now());
        return { ...proof, amountMinor: 0n, bonusId: null };
      }
      const b = await issue(
        brand,
        p,
        memberId,
        { amountMinor: draw.amountMinor, turnoverMinor: 0n },
        {
          multiplier: rule.turnoverMultiplier,
        },
      );
      return { ...proof, amountMinor: b.amountMinor, bonusId: b.id };
    },

    /**
     * An application for a promotion that needs one: remark ≤ 140 characters, ≤ 3 images of ≤ 5 MB
     * each that are png or jpeg by their bytes (a renamed file is refused). Everything is checked
     * before anything is written; one open application per member and promotion.
     */
    async apply(brand: TBrand, memberId: number, req: TApplyRequest) {
      if ([...req.remark].length > APPLICATION_REMARK_MAX)
        throw new AppError('VALIDATION_FAILED', `The remark is over ${APPLICATION_REMARK_MAX} characters.`);
      if (req.images.length > APPLICATION_IMAGES_MAX)
        throw new AppError('VALIDATION_FAILED', `At most ${APPLICATION_IMAGES_MAX} images.`);
      const images = req.images.map((b64, i) => {
        const bytes = Buffer.from(b64, 'base64');
        if (bytes.length === 0 || bytes.length > APPLICATION_IMAGE_MAX_BYTES)
          throw new AppError('VALIDATION_FAILED', `Image ${i + 1} is empty or over 5 MB.`);
        const contentType = sniffImage(bytes);
        if (!contentType) throw new AppError('VALIDATION_FAILED', `Image ${i + 1} is not a png or jpg.`);
        return { contentType, bytes };
      });
      const p = await getOpen(brand, req.promotionId);
      const rule = ruleOf(p);
      if (rule.kind !== 'MANUAL' || !rule.needsApplication)
        throw new AppError('OPERATION_NOT_ALLOWED', 'This promotion takes no applications.');
      return d.db.transaction(async (tx) => {
        const app = await repo.insertApplication(
          tx,
          { brandId: brand.id, promotionId: p.id, memberId, remark: req.remark, createdAt: d.now() },
          images,
        );
        if (!app) throw new AppError('OPERATION_NOT_ALLOWED', 'An application is already waiting.');
        await repo.setParticipationState(tx, p.id, memberId, 'APPLYING', d.now());
        return { id: app.id, status: app.status as 'APPLYING' };
      });
    },

    /** One image of the member's own application (another member's answers NOT_FOUND). */
    async getApplicationImage(
      brand: TBrand,
      memberId: number | null,
      applicationId: number,
      position: number,
    ) {
      const app = await repo.findApplication(d.db, brand.id, applicationId);
      if (!app || (memberId !== null && app.memberId !== memberId))
        throw new AppError('NOT_FOUND', 'No such application.');
      const img = await repo.findApplicationImage(d.db, app.id, position);
      if (!img) throw new AppError('NOT_FOUND', 'No such image.');
      return img;
    },

    /**
     * Takes a bonus back: BONUS_CANCEL of as much as the main wallet holds, up to the bonus (a
     * wallet may never go below zero, and what was already played away is not clawed back), and
     * the requirement's remaining part comes off the withdrawal check.
     */
    async cancel(brand: TBrand, bonusId: number, by: string) {
      return d.ledger.inTransaction(async (tx: Tx) => {
        // locked: parallel cancels wait here and then see it CANCELLED (the ledger key alone
        // would answer each of them the first cancel's entry)
        const b = await repo.lockBonus(tx, brand.id, bonusId);
        if (!b) throw new AppError('NOT_FOUND', 'No such bonus.');
        if (b.status !== 'ISSUED') throw new AppError('OPERATION_NOT_ALLOWED', 'This bonus is not open.');
        const main = await d.ledger.memberAccount(tx, {
          brandId: brand.id,
          memberId: b.memberId,
          kind: 'MAIN',
          currency: b.currency,
        });
        const pool = await d.ledger.brandAccount(tx, {
          brandId: brand.id,
          kind: 'BONUS',
          currency: b.currency,
        });
        const [held] = [...(await d.ledger.lockMemberAccounts(tx, [main])).values()];
        const take = (held ?? 0n) < b.amountMinor ? (held ?? 0n) : b.amountMinor;
        let cancelEntryId: number | null = null;
        if (take > 0n) {
          const posted = await d.ledger.post(
            {
              brandId: brand.id,
              kind: 'BONUS_CANCEL',
              idempotencyKey: `bonus-cancel:${b.id}`,
              payload: { bonusId: b.id, amountMinor: take.toString() },
              memberId: b.memberId,
              reference: `promotion:${b.promotionId}`,
              memo: { bonusId: b.id, by },
              postings: [
                { accountId: main, amountMinor: -take },
                { accountId: pool, amountMinor: take },
              ],
            },
            tx,
          );
          cancelEntryId = posted.entryId;
        }
        const sums = await d.ledger.sumMainByKind(brand.id, b.memberId, tx);
        const betted = -((sums.get('BET') ?? 0n) + (sums.get('ROLLBACK') ?? 0n));
        const remaining =
          b.turnoverRequiredMinor - bonusProgress(b.turnoverRequiredMinor, b.betsAtIssueMinor, betted);
        await reduceBonusTurnover(tx, { memberId: b.memberId, entryId: b.entryId, byMinor: remaining });
        await repo.cancelBonus(tx, b.id, { cancelledMinor: take, cancelEntryId });
        return { cancelledMinor: take, removedTurnoverMinor: remaining };
      });
    },

    /** Every bonus the member received with its source, requirement and progress (bonus-details.ts). */
    findMyBonuses: (brand: TBrand, memberId: number) => findBonusDetails(d, brand, memberId),
  };
}
export type PromotionsService = ReturnType<typeof createPromotionsService>;
