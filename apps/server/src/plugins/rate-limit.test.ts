import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { ZEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { seedDemo } from '../seed/demo.ts';
import { createTestDatabase } from '../../test/test-database.ts';

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
