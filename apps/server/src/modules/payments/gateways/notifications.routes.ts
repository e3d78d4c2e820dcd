import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  HOSTED_CALLBACK_PATH,
  SANDBOX_CALLBACK_PATH,
  ZHostedNotification,
  ZOk,
  ZSandboxNotification,
} from '@openlobby/contracts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { DepositService } from '../deposits.service.ts';
import { SIGNATURE_HEADER } from '../sandbox-gateway.ts';
import { HOSTED_SIGNATURE_HEADER } from './hosted-page.ts';

const tags = ['payments'];
type TRaw = { rawBody: string };

/**
 * Gateways' notifications. Outside /wps, so maintenance and region gates never drop a payment; the
 * brand comes from the order. Each signature is checked over the exact bytes the gateway sent.
 */
export const gatewayNotificationRoutes: FastifyPluginAsyncZod<{ deposits: DepositService }> = async (
  app,
  o,
) => {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, text, done) => {
    (req as unknown as TRaw).rawBody = text as string;
    try {
      done(null, JSON.parse(text as string));
    } catch {
      done(new AppError('VALIDATION_FAILED', 'The body is not JSON.'), undefined);
    }
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

  routes.post(SANDBOX_CALLBACK_PATH, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'sandboxNotification',
      tags,
      body: ZSandboxNotification,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const raw = (req as unknown as TRaw).rawBody;
      await o.deposits.confirmSandbox(raw, header(req.headers[SIGNATURE_HEADER]), req.body);
      return ok({ ok: true as const });
    },
  });

  routes.post(HOSTED_CALLBACK_PATH, {
    config: { rateLimit: { max: 600, windowSeconds: 60 } },
    schema: {
      operationId: 'hostedGatewayNotification',
      tags,
      body: ZHostedNotification,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const raw = (req as unknown as TRaw).rawBody;
      await o.deposits.confirmHosted(raw, header(req.headers[HOSTED_SIGNATURE_HEADER]), req.body);
      return ok({ ok: true as const });
    },
  });
};
