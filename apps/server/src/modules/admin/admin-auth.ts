import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_API, type TAdminPermission } from '@openlobby/contracts';
import { AppError } from '../../lib/app-error.ts';
import { addRouteHook } from '../../lib/route-hooks.ts';
import type { OperatorService, TOperatorSession } from './operator.service.ts';

// Fastify is extended by interface merging, which a type alias cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** The operator behind an admin call (every /admin/api call but login). */
    operator: TOperatorSession | null;
  }
}

/** Back-office calls: every route declared under this path needs an operator, but login. */
const ADMIN_API_PREFIX = '/admin/api/';

/**
 * Resolves the operator of every admin call; only login is open. The hook is attached to each
 * route declared under /admin/api/ as it is declared, so the route decides, never the request
 * line: `GET http://host/admin/api/…` or `/%61dmin/api/…` reach the route and its hook alike.
 * Every admin route must be registered after this plugin (app.ts); the API tests call each one
 * without a token and expect NOT_LOGGED_IN.
 */
export const adminAuthPlugin = fp(async (app: FastifyInstance, opts: { operators: OperatorService }) => {
  app.decorateRequest('operator', null);
  async function resolveOperator(request: FastifyRequest) {
    const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    request.operator = token ? ((await opts.operators.resolve(token)) ?? null) : null;
    if (!request.operator) throw new AppError('NOT_LOGGED_IN', 'You are not logged in, please log in.');
  }
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(ADMIN_API_PREFIX) || route.url === ADMIN_API.login) return;
    addRouteHook(route, 'onRequest', (request, _reply, done) => {
      resolveOperator(request).then(() => done(), done);
    });
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
