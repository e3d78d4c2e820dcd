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
    const at = canonicalPath(request.url);
    const isApi = isBrandScoped(at) || API_PREFIXES.some((p) => at.startsWith(p));
    // A missing built file is a 404, never a page: a stale tab must not run index.html as script.
    const isAsset =
      at.startsWith('/static/') || at.startsWith(`${ADMIN_PREFIX}static/`) || at.startsWith(HOUSE_PREFIX);
    const isPage = !isApi && !isAsset && (request.method === 'GET' || request.method === 'HEAD');
    if (isPage && at.startsWith(ADMIN_PREFIX) && hasAdmin) return page(reply, admin);
    if (isPage && !at.startsWith(ADMIN_PREFIX) && hasWeb) return page(reply, web);
    const allowed = METHODS.filter((method) => app.findRoute({ method, url: pathOf(request.url) }));
    const body = (errorCode: string, message: string) =>
      JSON.stringify({ success: false, errorCode, message, requestId: request.id });
    reply.type('application/json');
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(body('METHOD_NOT_ALLOWED', 'This method is not allowed here.'));
    }
    return reply.status(404).send(body('NOT_FOUND', 'Not found.'));
  });
}

/** The methods a path may be declared with, for a 405's Allow header. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** The path of a request target: origin-form as is, absolute-form (`http://host/path`) without its origin. */
function pathOf(url: string): string {
  if (url.startsWith('/')) return url;
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  return origin ? url.slice(origin[0].length) || '/' : url;
}

/**
 * A request path as a proxy would compare it, to choose between an API's 404 and a page:
 * without origin, query or fragment, percent-decoded, duplicate slashes and dot segments
 * resolved, lower case. Only unmatched requests come here; routes are matched by the router.
 */
export function canonicalPath(url: string): string {
  const raw = pathOf(url).split(/[?#]/, 1)[0]!;
  const out: string[] = [];
  for (const segment of raw.split('/')) {
    let s = segment;
    try {
      s = decodeURIComponent(segment);
    } catch {
      // kept as sent
    }
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop();
    else out.push(s.toLowerCase());
  }
  return `/${out.join('/')}${raw.endsWith('/') && out.length > 0 ? '/' : ''}`;
}
