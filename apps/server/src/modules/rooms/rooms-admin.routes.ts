import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ROOMS_API as API,
  envelopeOf,
  ZAdminBrandQuery,
  ZAdminRoom,
  ZAdminRoomHandPage,
  ZAdminRoomHandsQuery,
  ZAdminRoomList,
  ZAdminRoomSeats,
  ZAdminRoomUpdate,
  ZIdParams,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import { requirePermission } from '../admin/admin-auth.ts';
import { engagementSteps } from '../admin/admin-engagement-route.ts';
import type { Audited } from '../admin/audited.ts';
import type { SystemService, TBrand } from '../system/system.service.ts';
import type { RoomsAdmin } from './rooms-admin.service.ts';

const tags = ['admin'];
type TBrandReq<Q extends { brand: string } = { brand: string }> = FastifyRequest & { query: Q };

/**
 * The card rooms' back office (issue 19). Reads need rooms.read; a room's edit rooms.write,
 * audited as `rooms.room.update` with the operator's reason in the change's transaction. Every call
 * names its brand (another brand's room is NOT_FOUND).
 */
export const adminRoomsRoutes: FastifyPluginAsyncZod<{
  audited: Audited;
  system: SystemService;
  roomsAdmin: RoomsAdmin;
}> = async (app, o) => {
  const { brandOf, change } = engagementSteps(o);
  const admin = o.roomsAdmin;

  /** A brand's read behind rooms.read: the rest of the query (paging) passed on. */
  const read = async <Q extends { brand: string }, T>(
    req: TBrandReq<Q>,
    find: (brand: TBrand, q: Omit<Q, 'brand'>) => Promise<T>,
  ) => {
    requirePermission(req, 'rooms.read');
    const { brand, ...q } = req.query;
    return ok(await find(await brandOf(brand), q));
  };

  app.get(API.rooms, {
    schema: {
      operationId: 'adminFindRooms',
      tags,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminRoomList) },
    },
    handler: (req) => read(req, (brand) => admin.findRooms(brand)),
  });

  app.put(API.room, {
    schema: {
      operationId: 'adminUpdateRoom',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      body: ZAdminRoomUpdate,
      response: { 200: envelopeOf(ZAdminRoom) },
    },
    handler: async (req) => {
      const what = {
        action: 'rooms.room.update',
        targetType: 'pokerRoom',
        targetId: String(req.params.id),
        reason: req.body.reason,
      };
      const { room } = await change(
        req,
        'rooms.write',
        () => what,
        (tx, brand) => admin.updateRoom(tx, brand, req.params.id, req.body),
      );
      return ok(await admin.viewRoom(await brandOf(req.query.brand), room));
    },
  });

  app.get(API.seats, {
    schema: {
      operationId: 'adminFindRoomSeats',
      tags,
      params: ZIdParams,
      querystring: ZAdminBrandQuery,
      response: { 200: envelopeOf(ZAdminRoomSeats) },
    },
    handler: (req) => read(req, (brand) => admin.findSeats(brand, req.params.id)),
  });

  app.get(API.hands, {
    schema: {
      operationId: 'adminFindRoomHands',
      tags,
      params: ZIdParams,
      querystring: ZAdminRoomHandsQuery,
      response: { 200: envelopeOf(ZAdminRoomHandPage) },
    },
    handler: (req) => read(req, (brand, q) => admin.findHands(brand, req.params.id, q)),
  });
};
