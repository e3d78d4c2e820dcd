import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ZEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { seedDemo } from '../seed/demo.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { ADMIN_API, API, GAMES_API } from '@openlobby/contracts';

/** One process, counting in memory: a small global limit and the routes' own. */
describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: 3 });
  });
  afterAll(async () => t.close());
  const from = (remoteAddress: string, url: string = API.vendors) =>
    t.call({ method: 'GET', url, remoteAddress });

  it('refuses a client’s calls past the minute’s limit with TOO_MANY_REQUESTS and Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await from('10.1.0.1')).statusCode);
    // The limit is over all of the brand's calls together, not per call.
    const over = await from('10.1.0.1', GAMES_API.gameMenus);
    expect([...codes, over.statusCode]).toEqual([200, 200, 200, 429]);
    expect(body(over)).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS' });
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-ratelimit-limit']).toBe('3');
    // Answers under the limit do not carry the counters.
    expect((await from('10.1.0.2')).headers['x-ratelimit-remaining']).toBeUndefined();
  });

  it('counts other clients apart and never limits health probes', async () => {
    for (let i = 0; i < 4; i++) await from('10.1.0.3');
    expect((await from('10.1.0.4')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await from('10.1.0.3', '/readyz')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /56 block', async () => {
    for (let i = 0; i < 3; i++) expect((await from(`2001:db8:aa:bb0${i}::${i + 1}`)).statusCode).toBe(200);
    expect((await from('2001:db8:aa:bbff::9')).statusCode).toBe(429);
    expect((await from('2001:db8:aa:1cc::1')).statusCode).toBe(200);
  });

  it('applies a back-office route’s own limit', async () => {
    // A different name each time: the per-name lockout of failed logins stays out of the way.
    const login = (i: number) =>
      t.call({
        method: 'POST',
        url: ADMIN_API.login,
        remoteAddress: '10.1.0.5',
        payload: { username: `nobody${i}`, password: 'Wrong12345' },
      });
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await login(i)).statusCode);
    expect(codes.slice(0, 20).every((c) => c !== 429)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

const redisUrl = process.env.REDIS_URL;

/** Two server processes behind one load balancer share their rate limits through Redis. */
describe.runIf(redisUrl)('rate limits with REDIS_URL', () => {
  let database: Database;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    const env = ZEnv.parse({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', REDIS_URL: redisUrl });
    apps = await Promise.all([buildApp({ env, database }), buildApp({ env, database })]);
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await database.close();
  });

  it('counts one client’s feedback across both processes', async () => {
    // A fresh address each run: Redis keeps the window's counters between runs.
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { host: 'localhost' },
        remoteAddress: ip,
        payload: { questionType: 'OTHER', content: 'hello' },
      });
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await send(apps[i % 2]!)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
