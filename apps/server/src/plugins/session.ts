import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_API } from '@openlobby/contracts';
import { AppError } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { isBrandScoped } from './brand-context.ts';
import {
  requireRealAccount,
  type SessionService,
  type TSession,
} from '../modules/identity/session.service.ts';

// Fastify is extended by interface merging, which a type alias cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's live session, when the Authorization header carries one. */
    session: TSession | null;
  }
}

/** What a session that must change its password may still do. */
const RESTRICTED_ALLOWED: readonly string[] = [AUTH_API.changePassword, AUTH_API.logout, AUTH_API.memberInfo];

/**
 * Reads `Authorization: <token>` (or `Bearer <token>`) into request.session on brand-scoped routes,
 * chosen by the path each route is declared with (never by the request line), after the brand's hook.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('session', null);
  async function resolveSession(request: FastifyRequest, header: string, route: string) {
    const token = header.replace(/^Bearer\s+/i, '').trim();
    request.session = (await opts.sessions.resolve(request.brand, token)) ?? null;
    if (request.session?.restricted && !RESTRICTED_ALLOWED.includes(route)) {
      throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Change your password first.');
    }
  }
  app.addHook('onRoute', (route) => {
    if (!isBrandScoped(route.url)) return;
    const url = route.url;
    // A callback hook: anonymous calls (most lobby reads) pass without a promise.
    addRouteHook(route, 'onRequest', (request, _reply, done) => {
      const header = request.headers.authorization;
      if (!header) return done();
      resolveSession(request, header, url).then(() => done(), done);
    });
  });
});

/** The caller's session, or NOT_LOGGED_IN. */
export function requireSession(request: FastifyRequest): TSession {
  if (!request.session) throw new AppError('NOT_LOGGED_IN', 'You are not logged in, please log in.');
  return request.session;
}

/** The caller's member, who must hold a real (not trial) account: money calls are for real accounts. */
export function requireRealMember(request: FastifyRequest): TSession['member'] {
  const session = requireSession(request);
  requireRealAccount(session);
  return session.member;
}
