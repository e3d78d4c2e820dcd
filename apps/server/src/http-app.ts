import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import type { TEnv } from './config/env.ts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { createRedisLimiter } from './lib/limiter.ts';
import { memoryRequestCounter, rateLimitPlugin, sharedRequestCounter } from './plugins/rate-limit.ts';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { boundaryValidatorCompiler, inputBoundaryPlugin } from './plugins/input-boundary.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { lazyRequestLogger, serializeError, serializeRequest } from './lib/request-logger.ts';

/**
 * Request ids: this process's random prefix and a counter. Unique across processes and restarts
 * like a UUID per request, at a fraction of its cost on the hottest path.
 */
function requestIds(): () => string {
  const prefix = crypto.randomUUID().slice(0, 13);
  let next = 0;
  return () => `${prefix}-${(next++).toString(36)}`;
}

/** Log fields that must never reach a log line. */
const REDACT = ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.captcha'];

/**
 * The HTTP application before any domain module: the Fastify instance with its logging, proxy and
 * request-id settings, and the cross-cutting plugins every route passes (errors, input boundary,
 * security headers, rate limits, OpenAPI). Answers the shared Redis connection when one is set.
 */
export async function createHttpApp(env: TEnv, logStream?: DestinationStream) {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL,
      redact: REDACT,
      // Addresses without secret parameters; failed queries without their values.
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream && { stream: logStream }),
    },
    // Requests Node's parser or the router refuses (address or headers too large, bad escapes)
    // still get the envelope.
    clientErrorHandler,
    frameworkErrors,
    // X-Forwarded-For is believed only for the configured number of proxy hops.
    // With none, no forwarding header is read at all and request.ip is the socket's address.
    trustProxy:
      env.TRUST_PROXY_HOPS > 0 ? (_address: string, hop: number) => hop < env.TRUST_PROXY_HOPS : false,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: requestIds(),
    childLoggerFactory: lazyRequestLogger,
  });
  app.setValidatorCompiler(boundaryValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  let draining = false;
  app.addHook('onClose', async () => {
    draining = true;
  });

  await app.register(errorsPlugin);
  await app.register(inputBoundaryPlugin);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Games from external vendors run in the /game frame.
        frameSrc: [
          "'self'",
          'https:',
          ...[env.VENDOR_SIM_PUBLIC_URL ?? env.VENDOR_SIM_URL].filter(Boolean).map((u) => new URL(u!).origin),
        ],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimitPlugin, {
    max: env.RATE_LIMIT_PER_MINUTE,
    windowSeconds: 60,
    counter: redis
      ? sharedRequestCounter(createRedisLimiter(redis, 'openlobby-rl:'))
      : memoryRequestCounter(),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'OpenLobby API', version: '0.1.0', description: 'Player, agent and system calls.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  return { app, redis, isDraining: () => draining };
}
