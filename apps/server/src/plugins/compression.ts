import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { isBuiltFilePath } from './web-app.ts';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses API answers of at least COMPRESS_THRESHOLD_BYTES (JSON, CSV, SVG: the types mime-db
 * calls compressible, never images or archives) with brotli or gzip, as the client's
 * Accept-Encoding allows. Register it before any route: @fastify/compress equips routes as they
 * are declared. Left alone: the built sites' files (sent with the build's .br/.gz by
 * @fastify/static, which @fastify/compress also leaves alone once Content-Encoding is set),
 * WebSocket routes, and request bodies (compressed bodies are not accepted: the encrypted calls and
 * the body limit read what was sent).
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // Runs before @fastify/compress's own onRoute hook, which reads the route's `compress` flag.
  app.addHook('onRoute', (route) => {
    if (route.websocket === true || isBuiltFilePath(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
    // Quality 4 (of 11): most of the saving at a small share of the CPU; answers change per call.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: 6 },
  });
});
