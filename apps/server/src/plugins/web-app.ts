import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isBrandScoped } from './brand-context.ts';

const API_PREFIXES = [
  '/wps/',
  '/lgw/',
  '/lotto/',
  '/ops/',
  '/docs',
  '/assets/vendors/',
  '/admin/api/',
  '/dev/',
  '/gw/',
  '/house/api/',
  '/assets/games/',
];
const HOUSE_PREFIX = '/house/';
const ADMIN_PREFIX = '/admin/';

/**
 * Serves the built player site at /, the back office at /admin/ and the house game pages at /house/ (separate bundles: players never
 * download the console), and answers unknown paths: the matching app's index.html for page routes
 * (history-mode routing happens in the browser), the NOT_FOUND envelope for API paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  dist: { web: string; admin: string; house: string },
) {
  const web = path.resolve(dist.web);
  const admin = path.resolve(dist.admin);
  const hasWeb = existsSync(path.join(web, 'index.html'));
  const hasAdmin = existsSync(path.join(admin, 'index.html'));
  if (hasWeb) await app.register(fastifyStatic, { root: web, wildcard: false, index: false, maxAge: '1h' });
  else app.log.warn({ root: web }, 'player site not built; serving the API only');
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      root: admin,
      prefix: ADMIN_PREFIX,
      wildcard: false,
      index: false,
      maxAge: '1h',
      decorateReply: false,
    });
  }
  // The house vendor's game pages (/house/slot/, /house/verify/): each folder's index.html.
  const house = path.resolve(dist.house);
  if (existsSync(house)) {
    await app.register(fastifyStatic, {
      root: house,
      prefix: HOUSE_PREFIX,
      index: ['index.html'],
      maxAge: '1h',
      decorateReply: false,
    });
  } else app.log.warn({ root: house }, 'house game pages not built');
  const page = (reply: FastifyReply, root: string) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  app.get('/admin', { schema: { hide: true } }, (_req, reply) => reply.redirect(ADMIN_PREFIX));
  app.setNotFoundHandler((request, reply) => {
    const isApi = isBrandScoped(request.url) || API_PREFIXES.some((p) => request.url.startsWith(p));
    // A missing built file is a 404, never a page: a stale tab must not run index.html as script.
    const isAsset =
      request.url.startsWith('/static/') ||
      request.url.startsWith(`${ADMIN_PREFIX}static/`) ||
      request.url.startsWith(HOUSE_PREFIX);
    const isPage = !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD');
    if (isPage && request.url.startsWith(ADMIN_PREFIX) && hasAdmin) return page(reply, admin);
    if (isPage && !request.url.startsWith(ADMIN_PREFIX) && hasWeb) return page(reply, web);
    return reply
      .status(404)
      .send({ success: false, errorCode: 'NOT_FOUND', message: 'Not found.', requestId: request.id });
  });
}
