import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API,
  envelopeOf,
  ZLoginInfo,
  ZOk,
  ZSocialExchangeRequest,
  ZSocialProvider,
} from '@openlobby/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { opsTokenHook } from '../system/ops.routes.ts';
import type { SystemService } from '../system/system.service.ts';
import type { SocialService } from './social.service.ts';
import { clientOf } from './identity.context.ts';

const tags = ['identity'];
const ZProviderParams = z.object({ provider: ZSocialProvider });
const codeOf = (e: unknown) => (e instanceof AppError ? e.code : 'SOCIAL_SIGN_IN_FAILED');

/** The cookie binding a sign-in round trip to the browser that started it. */
export const SOCIAL_BINDING_COOKIE = 'ol_social_binding';
/** Only the social sign-in calls see it; it lives as long as a round trip may take. */
const BINDING_COOKIE_PATH = '/wps/session/social';
const BINDING_COOKIE_SECONDS = 10 * 60;

/**
 * The binding cookie: HttpOnly (no script reads it), SameSite=Lax (it still comes back on the
 * provider's top-level redirect to the callback), Secure in production. `value` null clears it.
 */
function bindingCookie(value: string | null, secure: boolean) {
  return [
    `${SOCIAL_BINDING_COOKIE}=${value ?? ''}`,
    `Path=${BINDING_COOKIE_PATH}`,
    `Max-Age=${value ? BINDING_COOKIE_SECONDS : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The binding cookie's value from a Cookie header, if the browser sent one. */
function bindingOf(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SOCIAL_BINDING_COOKIE)
      return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * Social sign-in: start and callback are browser navigations (redirects, errors as ?socialError=),
 * the exchange of the one-time ticket is an ordinary call. The start binds the round trip to the
 * browser with a cookie; the callback completes only where it comes back.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ social: SocialService; secureCookies: boolean }> = async (
  app,
  { social, secureCookies },
) => {
  app.get(AUTH_API.socialStart, {
    config: { rateLimit: { max: 20, windowSeconds: 60 } },
    schema: { operationId: 'socialSignInStart', tags, params: ZProviderParams },
    handler: async (req, reply) => {
      try {
        const { url, binding } = await social.start(req.brand, req.params.provider);
        reply.header('set-cookie', bindingCookie(binding, secureCookies));
        return reply.redirect(url);
      } catch (e) {
        req.log.info({ code: codeOf(e) }, 'social sign-in not started');
        return reply.redirect(`/?socialError=${codeOf(e)}`);
      }
    },
  });

  app.get(AUTH_API.socialCallback, {
    schema: { operationId: 'socialSignInCallback', tags, params: ZProviderParams },
    handler: async (req, reply) => {
      try {
        // Only the query is read: the callback's own address is the redirect_uri stored at start.
        const query = new URL(req.url, 'http://callback.invalid').searchParams;
        if (query.has('error')) throw new AppError('SOCIAL_SIGN_IN_FAILED', 'Cancelled at the provider.');
        const ticket = await social.callback(
          req.brand,
          req.params.provider,
          query,
          bindingOf(req.headers.cookie),
        );
        // The round trip is over: the binding has done its work.
        reply.header('set-cookie', bindingCookie(null, secureCookies));
        return reply.redirect(`/?socialTicket=${ticket}`);
      } catch (e) {
        req.log.info({ code: codeOf(e) }, 'social sign-in failed');
        return reply.redirect(`/?socialError=${codeOf(e)}`);
      }
    },
  });

  app.post(AUTH_API.socialExchange, {
    config: { rateLimit: { max: 20, windowSeconds: 60 } },
    schema: {
      operationId: 'socialSignInExchange',
      tags,
      body: ZSocialExchangeRequest,
      response: { 200: envelopeOf(ZLoginInfo) },
    },
    handler: async (req) => ok(await social.exchange(req.brand, req.body.ticket, clientOf(req))),
  });
};

/** Operations: a brand's social provider settings (until the back office has a screen for them). */
export const socialOpsRoutes: FastifyPluginAsyncZod<{
  social: SocialService;
  system: SystemService;
  token: string;
}> = async (app, { social, system, token }) => {
  app.addHook('onRequest', opsTokenHook(token));
  app.put('/ops/brands/:code/social/:provider', {
    schema: {
      operationId: 'opsConfigureSocialProvider',
      tags: ['ops'],
      params: z.object({ code: z.string().min(1).max(32), provider: ZSocialProvider }),
      body: z.object({
        issuer: z.string().url().max(500),
        clientId: z.string().min(1).max(200),
        clientSecret: z.string().min(1).max(500),
        enabled: z.boolean().default(true),
      }),
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const brand = await system.resolveBrand({ merchant: req.params.code });
      await social.configure(brand.id, req.params.provider, req.body);
      return ok({ ok: true as const });
    },
  });
};
