import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_API, envelopeOf, ZSmsRequest, ZSmsSent } from '@openlobby/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { isLoopback } from '../../lib/loopback.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from './verification.service.ts';

const tags = ['verification'];

/** Development outbox: what the outbox provider and the mailer kept, for the site's e2e journeys. */
export const DEV_OUTBOX_MAIL = '/dev/outbox/mail';
const ZOutboxLimit = z.coerce.number().int().min(1).max(50).default(10);
const ZDevSmsQuery = z.object({ mobileNum: z.string().trim().min(1).max(20), limit: ZOutboxLimit });
const ZDevSms = z.array(
  z.object({
    mobile: z.string(),
    body: z.string(),
    provider: z.string(),
    status: z.string(),
    createdAt: z.string(),
  }),
);
const ZDevMailQuery = z.object({ to: z.string().trim().min(3).max(254), limit: ZOutboxLimit });
const ZDevMail = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    createdAt: z.string(),
  }),
);

export type VerificationRoutesOptions = {
  verification: VerificationService;
  /** Resolves the brand of the (brand-free) /dev/outbox/sms call from its Merchant header or host. */
  system: Pick<SystemService, 'resolveBrand'>;
  /** Registers the /dev/outbox calls; never in production, where they would hand out codes. */
  exposeOutbox: boolean;
  /** Whether an Authorization value is a signed-in operator's: they may read the outbox remotely. */
  isOperator: (authorization: string | undefined) => Promise<boolean>;
};

/** SMS codes without login and for registration (spec §7 auth), and the development outbox. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { verification, system, exposeOutbox, isOperator },
) => {
  // The service limits per number, per IP and per brand; this bounds probing of which numbers
  // are registered before any of that is consulted.
  const rateLimit = { max: 20, windowSeconds: 600 };

  app.post(AUTH_API.smsNoLogin, {
    config: { rateLimit },
    bodyLimit: 4096,
    schema: {
      operationId: 'sendSmsCodeNoLogin',
      tags,
      body: ZSmsRequest,
      response: { 200: envelopeOf(ZSmsSent) },
    },
    handler: async (req) => {
      const { purpose, mobileNum } = req.body;
      // Registration has its own call; a second-step code goes only to the member's own number.
      if (purpose !== 'login' && purpose !== 'resetPassword')
        throw new AppError('OPERATION_NOT_ALLOWED', 'This code cannot be requested here.');
      return ok(
        await verification.sendCode({
          brand: req.brand,
          mobile: mobileNum,
          purpose,
          ip: req.ip,
          language: req.language,
        }),
      );
    },
  });

  app.post(AUTH_API.smsRegister, {
    config: { rateLimit },
    bodyLimit: 4096,
    schema: {
      operationId: 'sendSmsCodeRegister',
      tags,
      body: ZSmsRequest,
      response: { 200: envelopeOf(ZSmsSent) },
    },
    handler: async (req) =>
      ok(
        await verification.sendCode({
          brand: req.brand,
          mobile: req.body.mobileNum,
          purpose: 'register',
          ip: req.ip,
          language: req.language,
        }),
      ),
  });

  if (!exposeOutbox) return;

  // The outbox hands out login and reset codes: only to this machine (the developer's browser, the
  // e2e journeys) or to a signed-in operator, never to anyone who reaches a public interface.
  const outboxAccess = async (req: FastifyRequest) => {
    if (isLoopback(req.ip) || (await isOperator(req.headers.authorization))) return;
    throw new AppError('FORBIDDEN', 'The development outbox is open only on this machine.');
  };

  app.get(AUTH_API.devOutbox, {
    preHandler: outboxAccess,
    schema: {
      operationId: 'getDevSmsOutbox',
      tags: ['development'],
      querystring: ZDevSmsQuery,
      response: { 200: envelopeOf(ZDevSms) },
    },
    handler: async (req) => {
      const merchant = req.headers.merchant;
      const brand = await system.resolveBrand({
        merchant: Array.isArray(merchant) ? merchant[0] : merchant,
        host: req.hostname,
      });
      return ok(
        await verification.findOutboxSms({
          brandId: brand.id,
          mobile: req.query.mobileNum,
          limit: req.query.limit,
        }),
      );
    },
  });

  app.get(DEV_OUTBOX_MAIL, {
    preHandler: outboxAccess,
    schema: {
      operationId: 'getDevMailOutbox',
      tags: ['development'],
      querystring: ZDevMailQuery,
      response: { 200: envelopeOf(ZDevMail) },
    },
    handler: async (req) =>
      ok(await verification.findOutboxMail({ to: req.query.to, limit: req.query.limit })),
  });
};
