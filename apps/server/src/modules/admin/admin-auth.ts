import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API, type TAdminPermission } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { OperatorService, TOperatorSession } from './operator.service.ts';

// Fastify is extended by interface merging, which a type alias cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an admin call (every /admin/api call but login). */
    operator: TOperatorSession | null;
  }
}

/** Resolves the operator of every admin call; only login is open. */
export const adminAuthPlugin = fp(async (app: FastifyInstance, opts: { operators: OperatorService }) => {
  app.decorateRequest('operator', null);
  async function resolveOperator(request: FastifyRequest) {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    request.operator = token ? ((await opts.operators.resolve(token)) ?? null) : null;
    if (!request.operator) throw new AppError('NOT_LOGGED_IN', 'You are not logged in, please log in.');
  }
  // A callback hook: it runs on every request, and only admin calls need the promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/admin/api/') || request.routeOptions.url === ADMIN_API.login) return done();
    resolveOperator(request).then(() => done(), done);
  });
});

/** The operator of the call, refused with FORBIDDEN unless their role has `permission`. */
export function requirePermission(request: FastifyRequest, permission: TAdminPermission): TOperatorSession {
  const s = request.operator;
  if (!s) throw new AppError('NOT_LOGGED_IN', 'You are not logged in, please log in.');
  if (!s.operator.permissions.includes(permission))
    throw new AppError('FORBIDDEN', 'This is not allowed for your role.');
  return s;
}
