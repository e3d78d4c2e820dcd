import type { FastifyInstance, FastifyReply, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import type { Limiter } from '../lib/limiter.ts';
import { addRouteHook } from '../lib/route-hooks.ts';
import { isBrandScoped } from './brand-context.ts';

/** A route's own limit: at most `max` calls per client in a fixed window of `windowSeconds`. */
export type TRateLimit = { max: number; windowSeconds: number };

// Fastify is extended by interface merging, which a type alias cannot do.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limit instead of the global one, or false for none. */
    rateLimit?: TRateLimit | false;
  }
}

/** What a window says after one more call: how many calls it has seen and when it ends. */
type TCount = { count: number; resetInSeconds: number };

/**
 * Counts calls per key in fixed windows. In memory the count is answered at once (no promise on
 * the hot path); through Redis (shared by every server process) it is a promise.
 */
export type RequestCounter = (key: string, windowSeconds: number) => TCount | Promise<TCount>;

/** This process's counter; expired windows are swept when many keys have gathered. */
export function memoryRequestCounter(now: () => number = Date.now): RequestCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key, windowSeconds) => {
    const t = now();
    let w = windows.get(key);
    if (!w || w.endsAt <= t) {
      if (windows.size >= 100_000) for (const [k, v] of windows) if (v.endsAt <= t) windows.delete(k);
      windows.set(key, (w = { count: 0, endsAt: t + windowSeconds * 1000 }));
    }
    w.count += 1;
    return { count: w.count, resetInSeconds: Math.ceil((w.endsAt - t) / 1000) };
  };
}

/** A counter shared through Redis by every server process (the limiter's fixed windows). */
export const sharedRequestCounter =
  (limiter: Limiter): RequestCounter =>
  (key, windowSeconds) =>
    limiter.hit(`rl:${key}`, windowSeconds);

/**
 * The part of a client address a limit counts: an IPv4 address whole (also when IPv4-mapped), an
 * IPv6 one by its /56 prefix, the smallest block one subscriber usually gets, so that walking
 * through one's own addresses does not reset the count.
 */
export function clientKeyOf(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.split('%', 1)[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const hex = (g: string | undefined) => (parseInt(g ?? '0', 16) || 0).toString(16);
  const fourth = (parseInt(groups[3] ?? '0', 16) || 0) & 0xff00;
  return `${groups.slice(0, 3).map(hex).join(':')}:${fourth.toString(16)}::/56`;
}

/** Back-office calls: only their own limits apply (the operator's login and password). */
const ADMIN_API_PREFIX = '/admin/api/';

const tooMany = () => new AppError('TOO_MANY_REQUESTS', 'Too many requests, retry later.');

/**
 * Per-client request limits: `max` per `windowSeconds` over all brand-scoped calls together, and a
 * route's own limit (logins, codes, password changes…) counted for that route alone, on player and
 * back-office calls. Site files, health probes, ops, game pages and payment or vendor callbacks
 * have none here (cheap and bursty, or signed). Over a limit the call is refused with
 * TOO_MANY_REQUESTS and Retry-After.
 *
 * The hook is attached to each limited route when it is declared, and is a callback hook that
 * answers at once from the in-memory counter: it runs on every call of the lobby.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { max: number; windowSeconds: number; counter: RequestCounter }) => {
    function limitHook(scope: string, limit: TRateLimit): onRequestHookHandler {
      const judge = (reply: FastifyReply, c: TCount) => {
        if (c.count <= limit.max) return undefined;
        reply.headers({
          'retry-after': String(c.resetInSeconds),
          'x-ratelimit-limit': String(limit.max),
          'x-ratelimit-remaining': '0',
          'x-ratelimit-reset': String(c.resetInSeconds),
        });
        return tooMany();
      };
      return (request, reply, done) => {
        const counted = opts.counter(`${scope}|${clientKeyOf(request.ip)}`, limit.windowSeconds);
        if (!(counted instanceof Promise)) return done(judge(reply, counted));
        counted.then((c) => done(judge(reply, c)), done);
      };
    }
    const global = limitHook('all', { max: opts.max, windowSeconds: opts.windowSeconds });

    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      if (own === false || !(isBrandScoped(route.url) || route.url.startsWith(ADMIN_API_PREFIX))) return;
      if (own) addRouteHook(route, 'onRequest', limitHook(`${method} ${route.url}`, own));
      else if (isBrandScoped(route.url)) addRouteHook(route, 'onRequest', global);
    });
  },
);
