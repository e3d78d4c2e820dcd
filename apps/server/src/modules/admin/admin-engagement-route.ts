import type { FastifyRequest } from 'fastify';
import type { TAdminPermission } from '@openlobby/contracts';
import type { Tx } from '../../db/client.ts';
import { ok } from '../../lib/envelope.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import { requirePermission } from './admin-auth.ts';
import { auditedAlready } from './audit-once.ts';
import type { Audited, TAuditTarget } from './audited.ts';

type TBrandReq<Q extends { brand: string } = { brand: string }> = FastifyRequest & { query: Q };

/**
 * The steps every engagement route takes in the same order: the brand named in the query, the
 * permission, the change and its audit. The routes keep their own schema, permission and audit
 * target; only these shared steps live here.
 */
export const engagementSteps = (o: { system: SystemService; audited: Audited }) => {
  const brandOf = (code: string) => o.system.resolveBrand({ merchant: code });

  /** A brand's read behind engagement.read: the rest of the query (paging, filters) passed on. */
  const read = async <Q extends { brand: string }, T>(
    req: TBrandReq<Q>,
    find: (brand: TBrand, q: Omit<Q, 'brand'>) => Promise<T>,
  ) => {
    requirePermission(req, 'engagement.read');
    const { brand, ...q } = req.query;
    return ok(await find(await brandOf(brand), q));
  };

  /**
   * A change in the brand and its audit row in one transaction (the permission is checked by
   * `audited`, after the brand is resolved, as it always was).
   */
  const change = async <T extends { before: unknown; after: unknown }>(
    req: TBrandReq,
    permission: TAdminPermission,
    what: (brand: TBrand) => TAuditTarget,
    run: (tx: Tx, brand: TBrand) => Promise<T>,
  ): Promise<T> => {
    const brand = await brandOf(req.query.brand);
    return o.audited(req, permission, what(brand), (tx) => run(tx, brand));
  };

  /**
   * Audits a money action that ran in its own keyed transaction, once: a replay or a racing twin
   * of the request finds the row already there and adds none.
   */
  const auditPaidOnce = (req: FastifyRequest, what: TAuditTarget, before: unknown, after: unknown) =>
    o.audited(req, 'engagement.pay', what, async (tx) => ({
      before,
      after,
      replayed: await auditedAlready(tx, what.action, what.targetId),
    }));

  return { brandOf, read, change, auditPaidOnce };
};
