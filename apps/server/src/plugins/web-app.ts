import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isBrandScoped } from './brand-context.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/docs', '/assets/vendors/'];

/**
 * Serves the built player site and answers unknown paths: the site's index.html for page routes
 * (history-mode routing happens in the browser), the NOT_FOUND envelope for API paths.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const root = path.resolve(distDir);
  const hasSite = existsSync(path.join(root, 'index.html'));
  if (hasSite) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  } else {
    app.log.warn({ root }, 'player site not built; serving the API only');
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = isBrandScoped(request.url) || API_PREFIXES.some((p) => request.url.startsWith(p));
    if (hasSite && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ success: false, errorCode: 'NOT_FOUND', message: 'Not found.', requestId: request.id });
  });
}
