import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  SEAMLESS_API,
  SEAMLESS_SIGNATURE_HEADER,
  ZSeamlessCredit,
  ZSeamlessDebit,
  ZSeamlessPlayer,
  ZSeamlessResult,
  ZSeamlessRollback,
  ZVendorCode,
} from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { verifyRequestSignature } from '../../lib/signature.ts';
import { validKeys, type TSeamlessCaller } from '../games/seamless-vendors.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { SeamlessWallet, TSeamlessResult } from './seamless.service.ts';

const tags = ['seamless wallet'];

export type SeamlessRoutesOptions = {
  seamless: SeamlessWallet;
  /** A brand's external seamless vendor of a code with the brand's keys and rules; null: it cannot call. */
  findCaller: (brandId: number, vendorCode: string) => Promise<TSeamlessCaller | null>;
  brandByCode: (code: string) => Promise<TBrand | undefined>;
  findMemberId: (brandId: number, account: string) => Promise<number | undefined>;
  /** The catalogue node of a vendor's game code. */
  nodeOf: (brand: TBrand, vendorCode: string, gameCode: string) => Promise<number | undefined>;
  now: () => Date;
};

/**
 * The seamless wallet's HTTP face for external vendors (the house vendor calls it in-process and
 * has no key, so it cannot call here): signed over the method, the request path and the exact body
 * bytes with the key of the brand the body names (keys are per brand and vendor: one brand's key
 * never signs for another brand's players), its current key or, during a rotation, its previous
 * one (a bad or stale signature, an unknown vendor or brand, is INVALID_SIGNATURE and nothing is
 * read further); the player named by brand and account, the currency checked against the brand's. A debit needs a live game session launched for this
 * vendor's game and this player; credits and rollbacks are bounded by the vendor's max win rule.
 */
export const seamlessRoutes: FastifyPluginAsyncZod<SeamlessRoutesOptions> = async (app, o) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    (req as unknown as { rawBody: string }).rawBody = text as string;
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'The body is not JSON.'), undefined);
    }
  });
  /** The vendor whose signature each call carries, once checked. */
  const callers = new WeakMap<FastifyRequest, TSeamlessCaller>();
  const callerOf = (req: FastifyRequest) => callers.get(req)!;

  /** The brand whose key must sign the call: the one the (signed) body names, if it exists. */
  async function brandOfCall(req: FastifyRequest) {
    const named = (req.body as { brand?: unknown } | null | undefined)?.brand;
    return typeof named === 'string' && named.length > 0 && named.length <= 32
      ? o.brandByCode(named)
      : undefined;
  }

  // The signature is checked before the body's schema: an unsigned caller learns nothing.
  app.addHook('preValidation', async (req) => {
    const vendor = (req.params as { vendor?: string }).vendor ?? '';
    const brand = ZVendorCode.safeParse(vendor).success ? await brandOfCall(req) : undefined;
    const caller = brand ? await o.findCaller(brand.id, vendor) : null;
    const raw = (req as unknown as { rawBody?: string }).rawBody ?? '';
    const header = req.headers[SEAMLESS_SIGNATURE_HEADER];
    const signature = typeof header === 'string' ? header : undefined;
    const at = o.now();
    // Method and path are signed too: a debit's signature is no credit's.
    const signed = { method: req.method, path: req.url, body: raw };
    if (!caller || !validKeys(caller, at).some((key) => verifyRequestSignature(key, signed, signature, at)))
      throw new AppError('INVALID_SIGNATURE', 'The request signature is not valid.');
    callers.set(req, caller);
  });

  const params = z.object({ vendor: ZVendorCode });

  async function playerOf(req: FastifyRequest, vendor: string, body: z.infer<typeof ZSeamlessPlayer>) {
    const brand = await o.brandByCode(body.brand);
    // The key that signed the call is this brand's (the same body named it), never another's.
    if (!brand || brand.id !== callerOf(req).brandId)
      throw new AppError('INVALID_SIGNATURE', 'The request signature is not valid.');
    const memberId = await o.findMemberId(brand.id, body.player);
    if (!memberId) throw new AppError('USER_NOT_FOUND', 'No such player.');
    if (body.currency !== brand.currencyCode)
      throw new AppError('VALIDATION_FAILED', 'The currency is not the player’s.', [
        { field: 'currency', message: 'mismatch' },
      ]);
    return { brand, memberId, vendorCode: vendor };
  }

  async function roundOf(
    req: FastifyRequest,
    vendor: string,
    body: z.infer<typeof ZSeamlessCredit> | z.infer<typeof ZSeamlessRollback>,
  ) {
    const p = await playerOf(req, vendor, body);
    const nodeId = await o.nodeOf(p.brand, vendor, body.gameCode);
    if (nodeId === undefined) throw new AppError('NOT_FOUND', 'No such game.');
    return { ...p, roundId: body.roundId, gameCode: body.gameCode, nodeId, txId: body.txId };
  }

  const answer = (brand: TBrand, r: TSeamlessResult) =>
    ok({ balance: r.balanceMinor.toString(), currency: brand.currencyCode, replayed: r.replayed });

  const schema = (operationId: string, body: z.ZodType) => ({
    operationId,
    tags,
    params,
    body,
    response: { 200: envelopeOf(ZSeamlessResult) },
  });

  app.post(SEAMLESS_API.balance, {
    schema: schema('seamlessBalance', ZSeamlessPlayer),
    handler: async (req) => {
      const body = req.body as z.infer<typeof ZSeamlessPlayer>;
      const p = await playerOf(req, req.params.vendor, body);
      const balance = await o.seamless.balance({ ...p, roundId: '', gameCode: '', nodeId: 0 });
      return answer(p.brand, { balanceMinor: balance, replayed: false, entryId: null });
    },
  });

  app.post(SEAMLESS_API.debit, {
    schema: schema('seamlessDebit', ZSeamlessDebit),
    handler: async (req) => {
      const body = req.body as z.infer<typeof ZSeamlessDebit>;
      const round = await roundOf(req, req.params.vendor, body);
      // The session must be this player's live launch of this very game of this vendor in this
      // brand: checked in the debit's own statement (seamless_apply), no round trip of its own.
      return answer(
        round.brand,
        await o.seamless.debit({
          ...round,
          amountMinor: BigInt(body.amount),
          sessionToken: body.sessionToken,
        }),
      );
    },
  });

  app.post(SEAMLESS_API.credit, {
    schema: schema('seamlessCredit', ZSeamlessCredit),
    handler: async (req) => {
      const body = req.body as z.infer<typeof ZSeamlessCredit>;
      const round = await roundOf(req, req.params.vendor, body);
      return answer(
        round.brand,
        await o.seamless.credit({
          ...round,
          amountMinor: BigInt(body.amount),
          maxWinMultiple: callerOf(req).maxWinMultiple,
        }),
      );
    },
  });

  app.post(SEAMLESS_API.rollback, {
    schema: schema('seamlessRollback', ZSeamlessRollback),
    handler: async (req) => {
      const body = req.body as z.infer<typeof ZSeamlessRollback>;
      const round = await roundOf(req, req.params.vendor, body);
      return answer(
        round.brand,
        await o.seamless.rollback({
          ...round,
          amountMinor: 0n,
          refTxId: body.refTxId,
          maxWinMultiple: callerOf(req).maxWinMultiple,
        }),
      );
    },
  });
};
