import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PROOF_LIMITS,
  WITHDRAW_API,
  ZDateRangeQuery,
  ZPayoutAccount,
  ZPayoutAccountRequest,
  ZWithdrawal,
  ZWithdrawalConfirm,
  ZWithdrawalRequest,
  ZWithdrawInfo,
} from '@openlobby/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember } from '../../plugins/session.ts';
import { imageTypeOf, type TProofFile } from './withdrawal-requests.ts';
import type { WithdrawalService } from './withdrawals.service.ts';

const tags = ['payments'];
const ZIdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const ZProofParams = ZIdParam.extend({ proofId: z.coerce.number().int().positive().max(2_147_483_647) });

/** Proof images read from a confirmation's multipart form, until its handler takes them. */
const proofsOf = new WeakMap<FastifyRequest, TProofFile[]>();

/**
 * A multipart confirmation (fields and proof images) becomes the request body before validation,
 * so the route's body schema checks form and JSON alike; the images wait in `proofsOf`. Only a
 * logged-in real member's upload is read. Images are checked by their bytes, not their declared type.
 */
async function readConfirmationForm(req: FastifyRequest) {
  requireRealMember(req);
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  const proofs: TProofFile[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > PROOF_LIMITS.maxBytes)
        throw new AppError('PAYLOAD_TOO_LARGE', 'Each image must be under 5 MB.');
      const type = imageTypeOf(bytes);
      if (!type)
        throw new AppError('VALIDATION_FAILED', 'Proofs must be PNG or JPEG images.', [
          { field: 'proofs', message: 'type' },
        ]);
      proofs.push({ contentType: type, bytes });
      if (proofs.length > PROOF_LIMITS.maxFiles)
        throw new AppError('VALIDATION_FAILED', 'At most 3 images.', [
          { field: 'proofs', message: 'tooMany' },
        ]);
    }
  } catch (error) {
    // A body cut short or malformed is the client's: busboy throws a plain Error for it.
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof AppError || status < 500) throw error;
    throw new AppError('VALIDATION_FAILED', 'The form is not valid multipart data.', [
      { field: 'body', message: 'multipart' },
    ]);
  }
  req.body = fields;
  proofsOf.set(req, proofs);
}

/** The member's withdrawal calls: info, payout accounts, requests and confirmations. */
export const withdrawalsRoutes: FastifyPluginAsyncZod<{ withdrawals: WithdrawalService }> = async (
  app,
  o,
) => {
  await app.register(multipart, {
    limits: {
      files: PROOF_LIMITS.maxFiles + 1,
      fileSize: PROOF_LIMITS.maxBytes + 1,
      fields: 5,
      fieldSize: 1024,
    },
  });

  app.get(WITHDRAW_API.info, {
    schema: { operationId: 'getWithdrawInfo', tags, response: { 200: envelopeOf(ZWithdrawInfo) } },
    handler: async (req) => ok(await o.withdrawals.getInfo(req.brand, requireRealMember(req))),
  });

  app.post(WITHDRAW_API.payoutAccounts, {
    config: { rateLimit: { max: 10, windowSeconds: 60 } },
    schema: {
      operationId: 'addPayoutAccount',
      tags,
      body: ZPayoutAccountRequest,
      response: { 200: envelopeOf(ZPayoutAccount) },
    },
    handler: async (req) => ok(await o.withdrawals.addPayoutAccount(requireRealMember(req), req.body)),
  });

  app.post(WITHDRAW_API.withdrawals, {
    schema: {
      operationId: 'requestWithdrawal',
      tags,
      body: ZWithdrawalRequest,
      response: { 200: envelopeOf(ZWithdrawal) },
    },
    handler: async (req) => ok(await o.withdrawals.request(req.brand, requireRealMember(req), req.body)),
  });

  app.get(WITHDRAW_API.withdrawals, {
    schema: {
      operationId: 'findWithdrawals',
      tags,
      querystring: ZDateRangeQuery,
      response: {
        200: envelopeOf(
          z.object({
            items: z.array(ZWithdrawal),
            page: z.number(),
            pageSize: z.number(),
            total: z.number(),
          }),
        ),
      },
    },
    handler: async (req) =>
      ok(await o.withdrawals.findMemberWithdrawals(req.brand, requireRealMember(req).id, req.query)),
  });

  app.post(WITHDRAW_API.confirm, {
    // The body is JSON, or a multipart form with the proof images (its fields are validated the same).
    preValidation: readConfirmationForm,
    schema: {
      operationId: 'confirmWithdrawal',
      tags,
      description: 'JSON, or multipart/form-data with the same fields and up to 3 PNG/JPEG `proofs`.',
      params: ZIdParam,
      body: ZWithdrawalConfirm,
      response: { 200: envelopeOf(ZWithdrawal) },
    },
    handler: async (req) =>
      ok(
        await o.withdrawals.confirm(
          req.brand,
          requireRealMember(req),
          req.params.id,
          req.body,
          proofsOf.get(req) ?? [],
        ),
      ),
  });

  app.get(WITHDRAW_API.proof, {
    schema: { operationId: 'getWithdrawalProof', tags, params: ZProofParams },
    handler: async (req, reply) => {
      const proof = await o.withdrawals.getProof(
        req.params.id,
        req.params.proofId,
        requireRealMember(req).id,
      );
      return reply.type(proof.contentType).header('cache-control', 'private, max-age=300').send(proof.bytes);
    },
  });
};
