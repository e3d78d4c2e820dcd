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
  '/assets/points/',
];
const HOUSE_PREFIX = '/house/';
const ADMIN_PREFIX = '/admin/';

/** Vite's assetsDir in every site: each file in it has a content hash in its name. */
const HASHED_DIR = 'static';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that keep their name across builds (a favicon): fresh within the hour. */
const SHORT = 'public, max-age=3600';
const COMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/**
 * The Cache-Control of a built file (or its .br/.gz variant) under `root`: a page is checked every
 * time (it names the hashed files of the latest build), a hashed file never changes so it is kept
 * for a year without asking again, anything else briefly.
 */
export function cacheControlOf(root: string, file: string): string {
  const logical = file.replace(COMPRESSED_SUFFIX, '');
  if (path.basename(logical) === 'index.html') return 'no-cache';
  const [first, ...rest] = path.relative(root, logical).split(path.sep);
  return first === HASHED_DIR && rest.length > 0 ? IMMUTABLE : SHORT;
}

/**
 * Whether a route path is one of the built sites' files (each site's hashed folder, a file at a
 * site's top such as /index.html or /favicon.ico, the house pages): they go out as built, with
 * the build's .br/.gz, and are never compressed per request. API paths are never built files.
 */
export function isBuiltFilePath(url: string): boolean {
  if (url.startsWith('/house/api/')) return false;
  if (url.startsWith(HOUSE_PREFIX)) return true;
  const inSite = url.startsWith(ADMIN_PREFIX) ? url.slice(ADMIN_PREFIX.length - 1) : url;
  return inSite.startsWith(`/${HASHED_DIR}/`) || /^\/[^/:*]+\.[a-z0-9]+$/i.test(inSite);
}

/**
 * @fastify/static options shared by the three sites: the build's .br/.gz siblings are sent by
 * Accept-Encoding (with Vary), and Cache-Control comes from cacheControlOf, never from send.
 */
function builtSite(root: string) {
  return {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, file: string) =>
      reply.header('cache-control', cacheControlOf(root, file)),
    // The variants are sent for their file's address only, never as files of their own.
    globIgnore: ['**/*.br', '**/*.gz'],
  };
}

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
  if (hasWeb) await app.register(fastifyStatic, { ...builtSite(web), wildcard: false, index: false });
  else app.log.warn({ root: web }, 'player site not built; serving the API only');
  if (hasAdmin) {
    await app.register(fastifyStatic, {
      ...builtSite(admin),
      prefix: ADMIN_PREFIX,
      wildcard: false,
      index: false,
      // reply.sendFile (for pages) comes from the first site registered.
      decorateReply: !hasWeb,
    });
  }
  // The house vendor's game pages (/house/slot/, /house/verify/): each folder's index.html.
  const house = path.resolve(dist.house);
  if (existsSync(house)) {
    await app.register(fastifyStatic, {
      ...builtSite(house),
      prefix: HOUSE_PREFIX,
      index: ['index.html'],
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
