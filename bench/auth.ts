// Logins per second and latency at 8 concurrent clients, with the production argon2id parameters
// (OWASP minimum: 19 MiB, 2 passes, 1 lane), through real HTTP on loopback: each request carries
// an encrypted body, is decrypted, verified with argon2 and issues a session.
//   npm run bench:auth          (BENCH_SECONDS to change the duration)
import autocannon from 'autocannon';
import { encryptBody, encryptedCallOf } from '@openlobby/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { ZEnv } from '../apps/server/src/config/env.ts';
import { ARGON2_PARAMS } from '../apps/server/src/lib/password.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { setAuthSettings } from '../apps/server/test/test-app.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';
import { encryptionKeyOf } from './support/http.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 8;

process.env.TEST_DB = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const database = await createTestDatabase();
await seedDemo(database.db);
// Measure the login itself: no second step from the benchmark's address.
await setAuthSettings(database.db, 'lobby', { secondStep: 'NONE' });
const env = ZEnv.parse({
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
});
const app = await buildApp({ env, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
// Every login carries its own nonce (a body is accepted once), so the bodies are sealed ahead, more
// than the run can send, and handed out one per request.
const key = await encryptionKeyOf(address);
const bodies = await Promise.all(
  Array.from({ length: seconds * 400 }, async () =>
    JSON.stringify(
      await encryptBody(key, encryptedCallOf('POST', '/wps/session/login'), {
        username: 'player1',
        password: 'Player123',
      }),
    ),
  ),
);
let next = 0;

const result = await autocannon({
  url: `${address}/wps/session/login`,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/json' },
  requests: [{ setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }) }],
});
const errors = result.errors + result.non2xx;
process.stdout.write(
  `database ${database.kind}; argon2id m=${ARGON2_PARAMS.memory} KiB t=${ARGON2_PARAMS.passes} p=${ARGON2_PARAMS.parallelism}; ${connections} concurrent clients, ${seconds}s\n` +
    `logins/s ${result.requests.average.toFixed(1)}   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${errors}\n`,
);
await app.close();
await database.close();
