import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  envelopeOf,
  ZDeviceLinks,
  ZDomainRoute,
  ZLanguageUpdate,
  ZLanguageUpdateRequest,
  ZPermission,
  ZPermissionQuery,
  ZRegisterSettings,
  ZSystemStatus,
  ZWhitelabel,
} from '@openlobby/contracts';
import { ok } from '../../lib/envelope.ts';
import type { SystemService } from './system.service.ts';

const tags = ['system'];

/** Site configuration and the brand's open/closed state (spec §7, system calls). */
export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(API.whitelabel, {
    schema: { operationId: 'getWhitelabel', tags, response: { 200: envelopeOf(ZWhitelabel) } },
    handler: async (req) => ok(await system.getWhitelabel(req.brand)),
  });

  app.get(API.status, {
    schema: { operationId: 'getSystemStatus', tags, response: { 200: envelopeOf(ZSystemStatus) } },
    handler: async (req) => ok(system.getStatus(req.brand, req.ip)),
  });

  app.get(API.permission, {
    schema: {
      operationId: 'checkPermission',
      tags,
      querystring: ZPermissionQuery,
      response: { 200: envelopeOf(ZPermission) },
    },
    handler: async (req) => ok(await system.checkPermission(req.brand, req.query.url, req.ip)),
  });

  app.get(API.domainRoute, {
    schema: { operationId: 'getDomainRoute', tags, response: { 200: envelopeOf(ZDomainRoute) } },
    handler: async (req) => ok(await system.getDomainRoute(req.brand)),
  });

  app.get(API.registerSettings, {
    schema: { operationId: 'getRegisterSettings', tags, response: { 200: envelopeOf(ZRegisterSettings) } },
    handler: async (req) => ok(system.getRegisterSettings(req.brand)),
  });

  app.get(API.deviceLinks, {
    schema: { operationId: 'getDeviceLinks', tags, response: { 200: envelopeOf(ZDeviceLinks) } },
    handler: async (req) => ok(await system.getDeviceLinks(req.brand)),
  });

  app.put(API.language, {
    schema: {
      operationId: 'updateLanguage',
      tags,
      body: ZLanguageUpdateRequest,
      response: { 200: envelopeOf(ZLanguageUpdate) },
    },
    handler: async (req) => ok(system.setLanguage(req.brand, req.body.language)),
  });
};
