import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_TABLES_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminTable,
  ZAdminTableList,
  ZAdminTablePlacements,
  ZAdminTableRoundPage,
  ZAdminTableRoundParams,
  ZAdminTableRoundsQuery,
  ZAdminTableUpdate,
  ZIdParams,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import type { TablesAdmin } from './tables-admin.service.ts';

const tags = ['admin'];
type TBrandReq<Q extends { brand: string } = { brand: string }> = FastifyRequest & { query: Q };

/**
 * The live tables' back office (issue 19). Reads need tables.read; a table's edit tables.write,
 * audited as `tables.table.update` with the operator's reason in the change's transaction. Every
 * call names its brand (another brand's table or round is NOT_FOUND).
 */
export const adminTablesRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  tablesAdmin: TablesAdmin;
}> = async (app, o) => {
  const { brandOf, change } = engagementSteps(o);
  const admin = o.tablesAdmin;

  /** A brand's read behind tables.read: the rest of the query (paging, filters) passed on. */
  const read = async <Q extends { brand: string }, T>(
    req: TBrandReq<Q>,
    find: (brand: TBrand, q: Omit<Q, 'brand'>) => Promise<T>,
  ) => {
    requirePermission(req, 'tables.read');
    const { brand, ...q } = req.query;
    return ok(await find(await brandOf(brand), q));
  };

  app.get(API.tables, {
    schema: {
      operationId: 'adminFindTables',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminTableList) },
    },
    handler: (req) => read(req, (brand) => admin.findTables(brand)),
  });

  app.put(API.table, {
    schema: {
      operationId: 'adminUpdateTable',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminTableUpdate,
      response: { 200: envelopeOf(ZAdminTable) },
    },
    handler: async (req) => {
      const what = {
        action: 'tables.table.update',
        targetType: 'houseTable',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { table } = await change(
        req,
        'tables.write',
        () => what,
        (tx, brand) => admin.updateTable(tx, brand, req.params.id, req.body),
      );
      return ok(await admin.viewTable(await brandOf(req.query.brand), table));
    },
  });

  app.get(API.rounds, {
    schema: {
      operationId: 'adminFindTableRounds',
      tags,
      params: ZIdParams,
      querystring: ZAdminTableRoundsQuery,
      response: { 200: envelopeOf(ZAdminTableRoundPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findRounds(brand, req.params.id, q)),
  });

  app.get(API.round, {
    schema: {
      operationId: 'adminFindTableRoundPlacements',
      tags,
      params: ZAdminTableRoundParams,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminTablePlacements) },
    },
    handler: (req) => read(req, (brand) => admin.findPlacements(brand, req.params.roundId)),
  });
};
