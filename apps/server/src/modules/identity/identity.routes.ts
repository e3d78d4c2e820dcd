import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_API,
  envelopeOf,
  ZAffiliate,
  ZAffiliateQuery,
  ZCaptcha,
  ZChangePasswordRequest,
  ZLoginInfo,
  ZLoginRequest,
  ZLoginVerifyRequest,
  ZMemberIcon,
  ZMemberInfo,
  ZOk,
  ZPasswordByPhoneRequest,
  ZPasswordEmailRequest,
  ZPasswordEmailSent,
  ZPasswordResetRequest,
  ZRegisterMobileRequest,
  ZRegisterRequest,
  ZSmsSent,
  ZTotpEnableRequest,
  ZTotpSetup,
  ZTotpSetupRequest,
} from '@openlobby/contracts';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireSession } from '../../plugins/session.ts';
import { clientOf } from './identity.context.ts';
import type { IdentityService } from './identity.service.ts';
import { requireRealAccount } from './session.service.ts';

const tags = ['identity'];

/** Sessions, registration, passwords and member info (spec §7, auth and member). */
export const identityRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  authRatePerMinute: number;
}> = async (app, { identity, authRatePerMinute }) => {
  const { sessions, login, registration, passwords, captcha } = identity;
  /** Login and registration are the calls brute force aims at: tighter than the global limit. */
  const AUTH_RATE = { rateLimit: { max: authRatePerMinute, windowSeconds: 60 } };

  app.post(AUTH_API.login, {
    config: AUTH_RATE,
    schema: { operationId: 'login', tags, body: ZLoginRequest, response: { 200: envelopeOf(ZLoginInfo) } },
    handler: async (req) => ok(await login.login(req.brand, req.body, clientOf(req), req.language)),
  });

  app.post(AUTH_API.loginVerify, {
    config: AUTH_RATE,
    schema: {
      operationId: 'loginVerify',
      tags,
      body: ZLoginVerifyRequest,
      response: { 200: envelopeOf(ZLoginInfo) },
    },
    handler: async (req) =>
      ok(await login.verify(req.brand, req.body.challengeId, req.body.code, clientOf(req))),
  });

  app.post(`${AUTH_API.loginVerify}/sms`, {
    config: { rateLimit: { max: 5, windowSeconds: 600 } },
    schema: {
      operationId: 'loginVerifySendSms',
      tags,
      body: z.object({ challengeId: z.string().min(1).max(64) }),
      response: { 200: envelopeOf(ZSmsSent) },
    },
    handler: async (req) =>
      ok(await login.sendChallengeSms(req.brand, req.body.challengeId, clientOf(req), req.language)),
  });

  app.post(AUTH_API.logout, {
    schema: { operationId: 'logout', tags, response: { 200: envelopeOf(ZOk) } },
    handler: async (req) => {
      await sessions.logout(requireSession(req));
      return ok({ ok: true as const });
    },
  });

  app.post(AUTH_API.freePlay, {
    config: { rateLimit: { max: 10, windowSeconds: 600 } },
    schema: { operationId: 'freePlayLogin', tags, response: { 200: envelopeOf(ZLoginInfo) } },
    handler: async (req) => ok(await registration.freePlay(req.brand, clientOf(req))),
  });

  app.get(AUTH_API.captcha, {
    config: { rateLimit: { max: 60, windowSeconds: 60 } },
    schema: { operationId: 'getCaptcha', tags, response: { 200: envelopeOf(ZCaptcha) } },
    handler: async () => ok(await captcha.issue()),
  });

  app.put(AUTH_API.register, {
    config: AUTH_RATE,
    schema: {
      operationId: 'register',
      tags,
      body: ZRegisterRequest,
      response: { 200: envelopeOf(ZLoginInfo.nullable()) },
    },
    handler: async (req) => ok(await registration.registerByUsername(req.brand, req.body, clientOf(req))),
  });

  app.put(AUTH_API.registerMobile, {
    config: AUTH_RATE,
    schema: {
      operationId: 'registerByMobile',
      tags,
      body: ZRegisterMobileRequest,
      response: { 200: envelopeOf(ZLoginInfo.nullable()) },
    },
    handler: async (req) => ok(await registration.registerByMobile(req.brand, req.body, clientOf(req))),
  });

  app.post(AUTH_API.changePassword, {
    config: AUTH_RATE,
    schema: {
      operationId: 'changePassword',
      tags,
      body: ZChangePasswordRequest,
      response: { 200: envelopeOf(ZLoginInfo) },
    },
    handler: async (req) =>
      ok(await passwords.change(req.brand, requireSession(req), req.body, clientOf(req))),
  });

  app.post(AUTH_API.passwordEmail, {
    config: { rateLimit: { max: 5, windowSeconds: 600 } },
    schema: {
      operationId: 'sendPasswordResetEmail',
      tags,
      body: ZPasswordEmailRequest,
      response: { 200: envelopeOf(ZPasswordEmailSent) },
    },
    handler: async (req) => ok(await passwords.sendResetEmail(req.brand, req.body.username, req.language)),
  });

  app.post(AUTH_API.passwordReset, {
    config: AUTH_RATE,
    schema: {
      operationId: 'resetPassword',
      tags,
      body: ZPasswordResetRequest,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => ok(await passwords.resetWithLink(req.brand, req.body)),
  });

  app.post(AUTH_API.passwordByPhone, {
    config: AUTH_RATE,
    schema: {
      operationId: 'resetPasswordByPhone',
      tags,
      body: ZPasswordByPhoneRequest,
      response: { 200: envelopeOf(ZLoginInfo) },
    },
    handler: async (req) => ok(await passwords.resetByPhone(req.brand, req.body, clientOf(req))),
  });

  app.get(AUTH_API.memberInfo, {
    schema: { operationId: 'getMemberInfo', tags, response: { 200: envelopeOf(ZMemberInfo) } },
    handler: async (req) => ok(sessions.getInfo(req.brand, requireSession(req).member)),
  });

  app.get(AUTH_API.memberIcon, {
    schema: { operationId: 'getMemberIcon', tags, response: { 200: envelopeOf(ZMemberIcon) } },
    handler: async (req) => ok(sessions.getIcon(requireSession(req).member)),
  });

  app.post(AUTH_API.totpSetup, {
    config: AUTH_RATE,
    schema: {
      operationId: 'setupTotp',
      tags,
      body: ZTotpSetupRequest,
      response: { 200: envelopeOf(ZTotpSetup) },
    },
    handler: async (req) => {
      const session = requireSession(req);
      requireRealAccount(session);
      return ok(await passwords.setupTotp(req.brand, session, req.body));
    },
  });

  app.post(AUTH_API.totpEnable, {
    config: AUTH_RATE,
    schema: { operationId: 'enableTotp', tags, body: ZTotpEnableRequest, response: { 200: envelopeOf(ZOk) } },
    handler: async (req) => ok(await passwords.enableTotp(requireSession(req), req.body.code)),
  });

  app.get(AUTH_API.affiliate, {
    schema: {
      operationId: 'getAffiliate',
      tags,
      querystring: ZAffiliateQuery,
      response: { 200: envelopeOf(ZAffiliate) },
    },
    handler: async (req) =>
      ok(await identity.getAffiliate(req.brand, req.query.affiliateCode, req.session?.member)),
  });
};
