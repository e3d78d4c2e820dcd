import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_API,
  envelopeOf,
  pageOf,
  passwordRuleOf,
  ZAdminLoginRequest,
  ZAdminSession,
  ZAuditEntry,
  ZAuditQuery,
  ZAuditVerify,
  ZBrandDetail,
  ZBrandPatch,
  ZBrandSummary,
  ZBudgetTrip,
  ZBudgetTripsQuery,
  ZCodeParams,
  ZDashboard,
  ZIdParams,
  ZMember360,
  ZMemberAdjustRequest,
  ZMemberAdjustResult,
  ZBalanceAdjustment,
  ZBalanceAdjustmentQuery,
  ZBalanceAdjustmentReject,
  ZMemberLabelsRequest,
  ZMemberRow,
  ZMemberSearchQuery,
  ZMemberTypeRequest,
  ZOk,
  ZOperator,
  ZReason,
  ZSmsOutboxQuery,
  ZSmsOutboxRow,
  type TAdminPermission,
  type TBrandDetail,
  type TDashboard,
} from '@openlobby/contracts';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { MemberAdmin } from '../identity/member-admin.service.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { AdjustmentService } from '../payments/adjustments.service.ts';
import { requirePermission } from './admin-auth.ts';
import type { AuditService } from './audit.service.ts';
import { createAudited } from './audited.ts';
import { csvReply, toCsv } from './csv.ts';
import type { OperatorService } from './operator.service.ts';

const tags = ['admin'];

export type AdminRoutesOptions = {
  db: Db;
  operators: OperatorService;
  audit: AuditService;
  system: SystemService;
  members: MemberAdmin;
  verification: VerificationService;
  wallet: WalletService;
  /** Balance adjustments with maker and checker (payments). */
  adjustments: AdjustmentService;
  ledger: Ledger;
  /** The dashboard's money figures (payments module). */
  moneyFigures: () => Promise<TDashboard['money']>;
};

/** An SMS text with every run of four or more digits (a verification code) shown as ••••. */
const maskCodes = (text: string) => text.replace(/\d{4,}/g, '••••');

function brandDetail(b: TBrand, domains: string[]): TBrandDetail {
  const { defaultMethod: _unused, ...stored } = { ...b.registerRules, defaultMethod: undefined };
  // The password rule as the server enforces it, so the form starts from values it may save.
  const password = passwordRuleOf(stored);
  const registerRules = {
    ...stored,
    passwordMin: password.min,
    passwordMax: password.max,
    passwordCharset: password.charset,
  };
  return {
    code: b.code,
    name: b.name,
    domains,
    maintenance: b.maintenance,
    maintenanceMessage: b.maintenanceMessage,
    maintenanceUntil: b.maintenanceUntil?.toISOString() ?? null,
    defaultLanguage: b.defaultLanguage,
    languages: b.languages,
    restrictedCountries: b.restrictedCountries,
    flags: b.flags,
    registerRules,
    authSettings: b.authSettings,
  };
}

/** The back office's API: every call checks its permission; every change is audited in its transaction. */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, o) => {
  const audited = createAudited(o.db, o.audit);

  app.post(ADMIN_API.login, {
    config: { rateLimit: { max: 20, windowSeconds: 60 } },
    schema: {
      operationId: 'adminLogin',
      tags,
      body: ZAdminLoginRequest,
      response: { 200: envelopeOf(ZAdminSession) },
    },
    handler: async (req) => ok(await o.operators.login(req.body, req.ip)),
  });

  app.post(ADMIN_API.logout, {
    schema: { operationId: 'adminLogout', tags, response: { 200: envelopeOf(ZOk) } },
    handler: async (req) => {
      await o.operators.logout(req.operator!);
      return ok({ ok: true as const });
    },
  });

  app.get(ADMIN_API.me, {
    schema: { operationId: 'adminMe', tags, response: { 200: envelopeOf(ZOperator) } },
    handler: async (req) => ok(req.operator!.operator),
  });

  /** Today's budget trips (each brand's day) of one brand, or of all. */
  const todayTrips = async (code?: string) => {
    const brands = code
      ? [await o.system.resolveBrand({ merchant: code })]
      : (await o.system.listBrands()).map((b) => b.brand);
    return o.verification.listTodayTrips(brands);
  };

  app.get(ADMIN_API.dashboard, {
    schema: { operationId: 'adminDashboard', tags, response: { 200: envelopeOf(ZDashboard) } },
    handler: async (req) => {
      requirePermission(req, 'dashboard.read');
      const [stats, money, budgetTrips] = await Promise.all([
        o.members.stats(),
        o.moneyFigures(),
        todayTrips(),
      ]);
      return ok({ ...stats, money, budgetTrips });
    },
  });

  app.get(ADMIN_API.budgetTrips, {
    schema: {
      operationId: 'adminBudgetTrips',
      tags,
      querystring: ZBudgetTripsQuery,
      response: { 200: envelopeOf(ZBudgetTrip.array()) },
    },
    handler: async (req) => {
      requirePermission(req, 'outbox.read');
      return ok(await todayTrips(req.query.brand));
    },
  });

  app.get(ADMIN_API.brands, {
    schema: { operationId: 'adminListBrands', tags, response: { 200: envelopeOf(ZBrandSummary.array()) } },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      const list = await o.system.listBrands();
      return ok(
        list.map(({ brand: b, domains }) => ({
          code: b.code,
          name: b.name,
          domains,
          maintenance: b.maintenance,
          defaultLanguage: b.defaultLanguage,
        })),
      );
    },
  });

  app.get(ADMIN_API.brand, {
    schema: {
      operationId: 'adminGetBrand',
      tags,
      params: ZCodeParams,
      response: { 200: envelopeOf(ZBrandDetail) },
    },
    handler: async (req) => {
      requirePermission(req, 'brands.read');
      const found = (await o.system.listBrands()).find((x) => x.brand.code === req.params.code);
      if (!found) return ok(brandDetail(await o.system.resolveBrand({ merchant: req.params.code }), []));
      return ok(brandDetail(found.brand, found.domains));
    },
  });

  app.patch(ADMIN_API.brand, {
    schema: {
      operationId: 'adminUpdateBrand',
      tags,
      params: ZCodeParams,
      body: ZBrandPatch,
      response: { 200: envelopeOf(ZBrandDetail) },
    },
    handler: async (req) => {
      const { maintenanceUntil, registerRules, ...rest } = req.body;
      const domains =
        (await o.system.listBrands()).find((x) => x.brand.code === req.params.code)?.domains ?? [];
      const { after } = await audited(
        req,
        'brands.write',
        { action: 'brand.update', targetType: 'brand', targetId: req.params.code },
        async (tx) => {
          const updated = await o.system.updateBrand(tx, req.params.code, {
            ...rest,
            ...(registerRules && {
              registerRules: {
                ...registerRules,
                defaultMethod:
                  registerRules.mobileRegistration && !registerRules.usernameRegistration
                    ? 'mobile'
                    : 'username',
              },
            }),
            ...(maintenanceUntil !== undefined && {
              maintenanceUntil: maintenanceUntil ? new Date(maintenanceUntil) : null,
            }),
          });
          return { before: brandDetail(updated.before, domains), after: brandDetail(updated.after, domains) };
        },
      );
      return ok(after);
    },
  });

  app.get(ADMIN_API.members, {
    schema: {
      operationId: 'adminSearchMembers',
      tags,
      querystring: ZMemberSearchQuery,
      response: { 200: envelopeOf(pageOf(ZMemberRow)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'members.read');
      const { brand, format, ...q } = req.query;
      const brandId = brand ? (await o.system.resolveBrand({ merchant: brand })).id : undefined;
      const page = await o.members.search({ ...q, brandId, all: format === 'csv' });
      if (format === 'csv') {
        return csvReply(
          reply,
          'members',
          toCsv(page.items, [
            'id',
            'brand',
            'account',
            'nickname',
            'type',
            'status',
            'mobile',
            'vipLevel',
            'createdAt',
            'lastLoginAt',
          ]),
        );
      }
      return ok(page);
    },
  });

  app.get(ADMIN_API.member, {
    schema: {
      operationId: 'adminGetMember',
      tags,
      params: ZIdParams,
      response: { 200: envelopeOf(ZMember360) },
    },
    handler: async (req) => {
      requirePermission(req, 'members.read');
      const { brandId, ...member } = await o.members.get360(req.params.id);
      const wallet = await o.wallet.memberWallet(await o.system.brandById(brandId), member.id);
      return ok({ ...member, wallet });
    },
  });

  /** A change to one member: its permission, the audit action, a reason, and the body it takes. */
  const memberAction = <B extends typeof ZReason>(
    method: 'POST' | 'PUT',
    url: string,
    operationId: string,
    permission: TAdminPermission,
    action: string,
    bodySchema: B,
    run: (tx: DbOrTx, id: number, body: z.infer<B>) => Promise<{ before: unknown; after: unknown }>,
  ) =>
    app.route({
      method,
      url,
      schema: { operationId, tags, params: ZIdParams, body: bodySchema, response: { 200: envelopeOf(ZOk) } },
      handler: async (req) => {
        const body = req.body as z.infer<B>;
        const id = (req.params as { id: number }).id;
        const what = { action, targetType: 'member', targetId: String(id), reason: body.reason };
        await audited(req, permission, what, (tx) => run(tx, id, body));
        return ok({ ok: true as const });
      },
    });
  memberAction(
    'POST',
    ADMIN_API.memberLock,
    'adminLockMember',
    'members.lock',
    'member.lock',
    ZReason,
    (tx, id) => o.members.lock(tx, id),
  );
  memberAction(
    'POST',
    ADMIN_API.memberUnlock,
    'adminUnlockMember',
    'members.lock',
    'member.unlock',
    ZReason,
    (tx, id) => o.members.unlock(tx, id),
  );
  memberAction(
    'POST',
    ADMIN_API.memberResetPassword,
    'adminResetMemberPassword',
    'members.resetPassword',
    'member.resetPassword',
    ZReason,
    (tx, id) => o.members.requirePasswordChange(tx, id),
  );
  memberAction(
    'PUT',
    ADMIN_API.memberType,
    'adminSetMemberType',
    'members.changeType',
    'member.type',
    ZMemberTypeRequest,
    (tx, id, b) => o.members.setType(tx, id, b.type),
  );
  memberAction(
    'PUT',
    ADMIN_API.memberLabels,
    'adminSetMemberLabels',
    'members.labels',
    'member.labels',
    ZMemberLabelsRequest,
    (tx, id, b) => o.members.setVipLevel(tx, id, b.vipLevel),
  );

  app.post(ADMIN_API.memberAdjustBalance, {
    schema: {
      operationId: 'adminAdjustMemberBalance',
      tags,
      params: ZIdParams,
      body: ZMemberAdjustRequest,
      response: { 200: envelopeOf(ZMemberAdjustResult) },
    },
    handler: async (req) => {
      const { id } = req.params;
      const { operator } = requirePermission(req, 'members.adjustBalance');
      const brand = await o.system.brandById(await o.members.brandIdOf(id));
      const what = {
        action: 'member.adjustBalance',
        targetType: 'member',
        targetId: String(id),
        reason: req.body.reason,
      };
      // Above the brand's threshold it waits (PENDING) for a second operator, nothing moved yet.
      const { adjustmentId, status, entryId, replayed, balance } = await o.ledger.retrying(() =>
        audited(req, 'members.adjustBalance', what, (tx) =>
          o.adjustments.request(tx, {
            brand,
            memberId: id,
            direction: req.body.direction,
            amount: req.body.amount,
            reason: req.body.reason,
            operator: operator.username,
            key: req.body.idempotencyKey,
          }),
        ),
      );
      return ok({ adjustmentId, status, entryId, replayed, balance });
    },
  });

  app.get(ADMIN_API.balanceAdjustments, {
    schema: {
      operationId: 'adminListBalanceAdjustments',
      tags,
      querystring: ZBalanceAdjustmentQuery,
      response: { 200: envelopeOf(pageOf(ZBalanceAdjustment)) },
    },
    handler: async (req) => {
      requirePermission(req, 'members.adjustBalance');
      return ok(await o.adjustments.list(req.query, await o.system.brandCodes()));
    },
  });

  // The checker: another operator with the permission posts the pending adjustment, once.
  app.post(ADMIN_API.balanceAdjustmentApprove, {
    schema: {
      operationId: 'adminApproveBalanceAdjustment',
      tags,
      params: ZIdParams,
      response: { 200: envelopeOf(ZBalanceAdjustment) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'members.adjustBalance');
      const what = {
        action: 'member.adjustBalance.approve',
        targetType: 'adjustment',
        targetId: String(req.params.id),
      };
      await o.ledger.retrying(() =>
        audited(req, 'members.adjustBalance', what, (tx) =>
          o.adjustments.approve(tx, req.params.id, operator.username),
        ),
      );
      return ok(await o.adjustments.one(req.params.id, await o.system.brandCodes()));
    },
  });

  app.post(ADMIN_API.balanceAdjustmentReject, {
    schema: {
      operationId: 'adminRejectBalanceAdjustment',
      tags,
      params: ZIdParams,
      body: ZBalanceAdjustmentReject,
      response: { 200: envelopeOf(ZBalanceAdjustment) },
    },
    handler: async (req) => {
      const { operator } = requirePermission(req, 'members.adjustBalance');
      const what = {
        action: 'member.adjustBalance.reject',
        targetType: 'adjustment',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      await audited(req, 'members.adjustBalance', what, (tx) =>
        o.adjustments.reject(tx, req.params.id, operator.username, req.body.reason),
      );
      return ok(await o.adjustments.one(req.params.id, await o.system.brandCodes()));
    },
  });

  app.get(ADMIN_API.audit, {
    schema: {
      operationId: 'adminListAudit',
      tags,
      querystring: ZAuditQuery,
      response: { 200: envelopeOf(pageOf(ZAuditEntry)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'audit.read');
      const { format, ...q } = req.query;
      if (format === 'csv') {
        const all = await o.audit.list({ ...q, page: 1, pageSize: 1_000_000 });
        return csvReply(
          reply,
          'audit',
          toCsv(all.items, [
            'id',
            'at',
            'operator',
            'role',
            'action',
            'targetType',
            'targetId',
            'before',
            'after',
            'ip',
            'hash',
          ]),
        );
      }
      return ok(await o.audit.list(q));
    },
  });

  app.get(ADMIN_API.auditVerify, {
    schema: { operationId: 'adminVerifyAudit', tags, response: { 200: envelopeOf(ZAuditVerify) } },
    handler: async (req) => {
      requirePermission(req, 'audit.read');
      return ok(await o.audit.verify());
    },
  });

  app.get(ADMIN_API.smsOutbox, {
    schema: {
      operationId: 'adminSmsOutbox',
      tags,
      querystring: ZSmsOutboxQuery,
      response: { 200: envelopeOf(pageOf(ZSmsOutboxRow)) },
    },
    handler: async (req, reply) => {
      requirePermission(req, 'outbox.read');
      const { brand, format, ...q } = req.query;
      const brandId = brand ? (await o.system.resolveBrand({ merchant: brand })).id : undefined;
      const codes = await o.system.brandCodes();
      const page = await o.verification.listOutbox({
        ...q,
        brandId,
        ...(format === 'csv' && { page: 1, pageSize: 1_000_000 }),
      });
      // Operators see that a code was sent, never the code: a support login must not become a way in.
      const items = page.items.map(({ brandId: id, ...r }) => ({
        ...r,
        body: maskCodes(r.body),
        brand: codes.get(id) ?? '',
      }));
      if (format === 'csv')
        return csvReply(
          reply,
          'sms-outbox',
          toCsv(items, ['id', 'brand', 'mobile', 'body', 'provider', 'status', 'createdAt']),
        );
      return ok({ ...page, items });
    },
  });
};
