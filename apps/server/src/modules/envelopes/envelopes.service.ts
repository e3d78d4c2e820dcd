import { randomBytes } from 'node:crypto';
import type { TAdminEnvelopeRain, TEnvelopeOpened, TEnvelopeRain } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import { sha256Hex } from '../promotions/promotion-rules.ts';
import type { TBrand } from '../system/system.service.ts';
import { drawEnvelope } from './envelope-draw.ts';
import * as repo from './envelopes.repo.ts';

export type TRainInput = {
  startsAt: string;
  endsAt: string;
  poolMinor: number;
  count: number;
  minMinor: number;
  maxMinor: number;
};

/**
 * Red-envelope rains (issue 17): scheduled by an operator, opened once per real member while on.
 * An open locks the rain, draws from what is left (HMAC of the rain's seed) and pays a BONUS entry
 * from the brand's bonus account keyed `envelope:<rain>:<member>`, all in one transaction: parallel
 * opens of one member pay once, and the pool shared by all members is spent exactly once.
 */
export function createEnvelopesService(d: { db: Db; ledger: Ledger; now: () => Date }) {
  async function current(brand: TBrand, memberId: number | null): Promise<TEnvelopeRain | null> {
    const live = await repo.findLiveRains(d.db, brand.id, d.now());
    if (live.length === 0) return null;
    // When rains overlap, the member is shown one still to open; else the first, opened or empty.
    const opens = await Promise.all(
      live.map((r) => (memberId === null ? undefined : repo.findOpen(d.db, r.id, memberId))),
    );
    let at = opens.findIndex((o, i) => !o && live[i]!.remainingCount > 0);
    if (at < 0) at = 0;
    const rain = live[at]!;
    const mine = opens[at];
    return {
      id: rain.id,
      startsAt: rain.startsAt.toISOString(),
      endsAt: rain.endsAt.toISOString(),
      remainingCount: rain.remainingCount,
      serverSeedHash: rain.serverSeedHash,
      currency: brand.currencyCode,
      opened: mine ? { amountMinor: mine.amountMinor.toString() } : null,
    };
  }

  async function open(brand: TBrand, memberId: number, rainId: number): Promise<TEnvelopeOpened> {
    return d.ledger.inTransaction(async (tx: Tx) => {
      const rain = await repo.lockRain(tx, brand.id, rainId);
      if (!rain) throw new AppError('NOT_FOUND', 'No such red-envelope rain.');
      const answer = (amountMinor: bigint, nonce: number): TEnvelopeOpened => ({
        rainId,
        amountMinor: amountMinor.toString(),
        currency: brand.currencyCode,
        nonce,
        serverSeedHash: rain.serverSeedHash,
      });
      // A repeat (a retry, a second tab) answers the envelope already opened, even after the end.
      const already = await repo.findOpen(tx, rainId, memberId);
      if (already) return answer(already.amountMinor, already.nonce);
      const at = d.now();
      if (at < rain.startsAt || at >= rain.endsAt)
        throw new AppError('OPERATION_NOT_ALLOWED', 'This red-envelope rain is not on.');
      if (rain.remainingCount === 0)
        throw new AppError('OPERATION_NOT_ALLOWED', 'Every red envelope of this rain is taken.');
      const nonce = rain.count - rain.remainingCount;
      const amountMinor = drawEnvelope(rain.serverSeed, { rainId, memberId, nonce }, rain);
      await repo.spend(tx, rainId, {
        remainingMinor: rain.remainingMinor - amountMinor,
        remainingCount: rain.remainingCount - 1,
      });
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
      // bare: the rain's lock and the open looked up under it rule out a replay of this key
      const posted = await d.ledger.post(
        {
          brandId: brand.id,
          kind: 'BONUS',
          idempotencyKey: `envelope:${rainId}:${memberId}`,
          payload: { rainId, memberId, nonce, amountMinor: amountMinor.toString() },
          memberId,
          reference: `envelope:${rainId}`,
          memo: { rainId, nonce },
          postings: [
            { accountId: pool, amountMinor: -amountMinor },
            { accountId: main, amountMinor },
          ],
        },
        tx,
        { bare: true },
      );
      await repo.insertOpen(tx, {
        rainId,
        memberId,
        nonce,
        amountMinor,
        entryId: posted.entryId,
        createdAt: at,
      });
      return answer(amountMinor, nonce);
    });
  }

  const toAdmin = (r: repo.TRainRow): TAdminEnvelopeRain => ({
    id: r.id,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    poolMinor: r.poolMinor.toString(),
    count: r.count,
    minMinor: r.minMinor.toString(),
    maxMinor: r.maxMinor.toString(),
    remainingMinor: r.remainingMinor.toString(),
    remainingCount: r.remainingCount,
    serverSeedHash: r.serverSeedHash,
    // the seed is revealed only once nobody can open any more
    serverSeed: r.endsAt <= d.now() ? r.serverSeed : null,
    createdBy: r.createdBy,
  });

  return {
    current,
    open,

    async findRains(brand: TBrand) {
      return { currency: brand.currencyCode, items: (await repo.findRains(d.db, brand.id)).map(toAdmin) };
    },

    /**
     * A new rain with a fresh server seed whose hash is published with it; a retry with the same
     * request id answers the rain it made (and is not audited again).
     */
    async schedule(tx: Tx, brand: TBrand, input: TRainInput & { requestId: string }, by: string) {
      const seed = randomBytes(32).toString('hex');
      const row = await repo.insertRain(tx, {
        requestId: input.requestId,
        brandId: brand.id,
        startsAt: new Date(input.startsAt),
        endsAt: new Date(input.endsAt),
        poolMinor: BigInt(input.poolMinor),
        count: input.count,
        minMinor: BigInt(input.minMinor),
        maxMinor: BigInt(input.maxMinor),
        remainingMinor: BigInt(input.poolMinor),
        remainingCount: input.count,
        serverSeed: seed,
        serverSeedHash: sha256Hex(seed),
        createdBy: by,
        createdAt: d.now(),
      });
      if (!row) {
        const made = await repo.findRainByRequest(tx, brand.id, input.requestId);
        return { before: null, after: toAdmin(made!), replayed: true };
      }
      return { before: null, after: toAdmin(row), replayed: false };
    },
  };
}
export type EnvelopesService = ReturnType<typeof createEnvelopesService>;
