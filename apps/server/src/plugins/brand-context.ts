import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { TLanguage } from '@openlobby/contracts';
import { AppError } from '../lib/app-error.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import type { SystemService, TBrand } from '../modules/system/system.service.ts';

// Fastify is extended by interface merging, which a type alias cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyRequest {
    /** The brand this request belongs to; set for every brand-scoped path. */
    brand: TBrand;
    /** The language to answer in (Language header when offered by the brand, else its default). */
    language: TLanguage;
  }
}

/** Path prefixes served per brand; everything else (health, docs, assets, site) is brand-free. */
const BRAND_SCOPED = ['/wps/', '/lgw/', '/lotto/'];
/** System calls answer even under maintenance or region restriction: the site needs them to say so. */
const ALWAYS_OPEN = '/wps/system/';

/** Whether a route's path (or a canonical request path) is served per brand. */
export const isBrandScoped = (path: string) => BRAND_SCOPED.some((p) => path.startsWith(p));

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Resolves the brand and language of each brand-scoped request, and closes everything but the
 * system calls while the brand is under maintenance or the client's region is restricted.
 *
 * Which calls are brand-scoped is decided per route, from the path it is declared with, when it is
 * declared: the request line never decides (an absolute-form `GET http://host/wps/…` or an escaped
 * `/%77ps/…` reaches the same route, and passes the same gates). Routes declared before this
 * plugin get no brand.
 */
export const brandContextPlugin = fp(async (app: FastifyInstance, opts: { system: SystemService }) => {
  app.decorateRequest('brand', null as unknown as TBrand);
  app.decorateRequest('language', 'EN');
  /** Sets the request's brand and language, and refuses it when the brand is closed to it. */
  function enter(request: FastifyRequest, brand: TBrand, alwaysOpen: boolean) {
    request.brand = brand;
    request.language = opts.system.languageFor(brand, headerOf(request, 'language'));
    if (alwaysOpen) return;
    if (opts.system.isUnderMaintenance(brand))
      throw new AppError('SYSTEM_MAINTENANCE', 'System maintenance.');
    // The country lookup costs more than the rest of the hook: only brands that restrict pay it.
    if (brand.restrictedCountries.length > 0 && opts.system.regionOf(brand, request.ip).restricted) {
      throw new AppError('REGION_RESTRICTED', 'Access restricted because of IP or region.');
    }
  }

  /** A callback hook: every lobby call passes here, and a brand resolved lately needs no promise. */
  const brandHook =
    (alwaysOpen: boolean): onRequestHookHandler =>
    (request, _reply, done) => {
      const hint = { merchant: headerOf(request, 'merchant'), host: request.hostname };
      let brand: TBrand | undefined;
      try {
        brand = opts.system.cachedBrand(hint);
        if (brand) enter(request, brand, alwaysOpen);
      } catch (error) {
        return done(error as Error);
      }
      if (brand) return done();
      opts.system
        .resolveBrand(hint)
        .then((b) => {
          enter(request, b, alwaysOpen);
          done();
        })
        .catch(done);
    };
  const gated = brandHook(false);
  const open = brandHook(true);

  app.addHook('onRoute', (route) => {
    if (isBrandScoped(route.url))
      addRouteHook(route, 'onRequest', route.url.startsWith(ALWAYS_OPEN) ? open : gated);
  });
});
