import type { Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { findPaymentSettings } from './payment-settings.ts';
import { addBonusTurnover } from './turnover.ts';

/**
 * Pays a programme's bonus (a referral reward, a VIP rebate, a mission's reward) inside the
 * caller's transaction: a BONUS entry from the brand's BONUS account to the member's main wallet
 * under `key`, and its wagering requirement (`multiplier` × the amount) that the withdrawal check
 * honours. A key already applied answers its entry and writes nothing (`replayed`). Here in
 * payments, beside the turnover it adds to, because several programmes share it; the caller keeps
 * its own row of what it paid (keyed by the entry) and its own once-only guard.
 */
export async function payProgrammeBonus(
  tx: Tx,
  ledger: Ledger,
  q: {
    brand: Pick<TBrand, 'id' | 'currencyCode' | 'currencyDecimals'>;
    memberId: number;
    key: string;
    amountMinor: bigint;
    reference: string;
    memo: Record<string, unknown>;
    multiplier: number;
  },
) {
  const { brand, memberId } = q;
  const main = await ledger.memberAccount(tx, {
    brandId: brand.id,
    memberId,
    kind: 'MAIN',
    currency: brand.currencyCode,
  });
  const pool = await ledger.brandAccount(tx, {
    brandId: brand.id,
    kind: 'BONUS',
    currency: brand.currencyCode,
  });
  const posted = await ledger.post(
    {
      brandId: brand.id,
      kind: 'BONUS',
      idempotencyKey: q.key,
      payload: { memberId, amountMinor: q.amountMinor.toString(), reference: q.reference },
      memberId,
      reference: q.reference,
      memo: q.memo,
      postings: [
        { accountId: pool, amountMinor: -q.amountMinor },
        { accountId: main, amountMinor: q.amountMinor },
      ],
    },
    tx,
  );
  if (!posted.replayed && q.multiplier > 0)
    await addBonusTurnover(tx, ledger, {
      brandId: brand.id,
      memberId,
      entryId: posted.entryId,
      requirementMinor: q.amountMinor * BigInt(q.multiplier),
      percent: (await findPaymentSettings(tx, brand)).turnoverPercent,
    });
  return posted;
}
