import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  envelopeOf,
  pageOf,
  ZIdParams,
  ZOk,
  ZOperatorCreate,
  ZOperatorPasswordChange,
  ZOperatorRow,
  ZOperatorUpdate,
  ZPageQuery,
  ZTotpCode,
  ZTotpEnrolment,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from './admin-auth.ts';
import type { Audited } from './audited.ts';
import { csvReply, toCsv } from './csv.ts';
import type { OperatorAdmin } from './operator-admin.service.ts';

const tags = ['admin'];

/** The owner's operator management, and every operator's own password and authenticator. */
export const operatorsRoutes: FastifyPluginAsyncZod<{ audited: Audited; operators: OperatorAdmin }> = async (
  app,
  o,
) => {
  app.get(ADMIN_API.operators, {
    schema: {
      operationId: 'adminListOperators',
      tags,
      querystring: ZPageQuery,
      response: { 200: envelopeOf(pageOf(ZOperatorRow)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'operators.manage');
      const { format, ...q } = req.query;
      if (format !== 'csv') return ok(await o.operators.findOperators(q));
      const all = await o.operators.findOperators({ page: 1, pageSize: 1_000_000 });
      return csvReply(
        reply,
        'operators',
        toCsv(all.items, ['id', 'username', 'role', 'status', 'hasTotp', 'lastLoginAt', 'createdAt']),
      );
    },
  });

  app.post(ADMIN_API.operators, {
    schema: {
      operationId: 'adminCreateOperator',
      tags,
      body: ZOperatorCreate,
      response: { 200: envelopeOf(ZOperatorRow) },
    },
    handler: async (req) => {
      const what = { action: 'operator.create', targetType: 'operator', targetId: req.body.username };
      const { after } = await o.audited(req, 'operators.manage', what, (tx) =>
        o.operators.createOperator(tx, req.body),
      );
      return ok(after);
    },
  });

  app.put(ADMIN_API.operator, {
    schema: {
      operationId: 'adminUpdateOperator',
      tags,
      params: ZIdParams,
      body: ZOperatorUpdate,
      response: { 200: envelopeOf(ZOperatorRow) },
    },
    handler: async (req) => {
      const what = { action: 'operator.update', targetType: 'operator', targetId: String(req.params.id) };
      const { after } = await o.audited(req, 'operators.manage', what, (tx) =>
        o.operators.updateOperator(tx, req.operator!.operator.id, req.params.id, req.body),
      );
      return ok(after);
    },
  });

  app.post(ADMIN_API.myPassword, {
    config: { rateLimit: { max: 10, windowSeconds: 60 } },
    schema: {
      operationId: 'adminChangeOwnPassword',
      tags,
      body: ZOperatorPasswordChange,
      response: { 200: envelopeOf(ZOk) },
    },
    handler: async (req) => {
      const s = req.operator!;
      const what = { action: 'operator.password', targetType: 'operator', targetId: String(s.operator.id) };
      await o.audited(req, null, what, (tx) =>
        o.operators.changeOwnPassword(tx, { operatorId: s.operator.id, sessionId: s.sessionId }, req.body),
      );
      return ok({ ok: true as const });
    },
  });

  app.post(ADMIN_API.myTotpSetup, {
    schema: { operationId: 'adminTotpSetup', tags, response: { 200: envelopeOf(ZTotpEnrolment) } },
    handler: async (req) => ok(await o.operators.setupTotp(req.operator!.operator.id)),
  });

  app.post(ADMIN_API.myTotpEnable, {
    config: { rateLimit: { max: 10, windowSeconds: 60 } },
    schema: { operationId: 'adminTotpEnable', tags, body: ZTotpCode, response: { 200: envelopeOf(ZOk) } },
    handler: async (req) => {
      const id = req.operator!.operator.id;
      const what = { action: 'operator.totp', targetType: 'operator', targetId: String(id) };
      await o.audited(req, null, what, (tx) => o.operators.enableTotp(tx, id, req.body.code));
      return ok({ ok: true as const });
    },
  });
};
