// Throughput of the public calls every page load makes, through real HTTP on loopback against a
// server on the embedded database (or DATABASE_URL). Prints requests/s and latency percentiles.
//   npm run bench:public-calls        (BENCH_SECONDS, BENCH_CONNECTIONS to change the load)
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { ZEnv } from '../apps/server/src/config/env.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { createTestDatabase } from '../apps/server/test/test-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const CALLS = [
  '/wps/system/permission?url=localhost',
  '/wps/system/whitelabel',
  '/wps/relay/GCSGAME_newGameVendor',
  '/wps/relay/MCSFE_getListAnnouncements?types=PU,PL&platform=W&execution=B',
  '/wps/system/helpCenter',
];

// A throwaway database: in-memory PGlite, or a fresh PostgreSQL database dropped at the end.
process.env.TEST_DB = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const database = await createTestDatabase();
await seedDemo(database.db);
const env = ZEnv.parse({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', RATE_LIMIT_PER_MINUTE: '100000000' });
const app = await buildApp({ env, database });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

process.stdout.write(`database ${database.kind}, ${connections} connections, ${seconds}s per call\n`);
process.stdout.write(
  `${'call'.padEnd(72)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} errors\n`,
);
for (const path of CALLS) {
  const result = await autocannon({
    url: `${address}${path}`,
    connections,
    duration: seconds,
    headers: { language: 'EN' },
  });
  const errors = result.errors + result.non2xx;
  process.stdout.write(
    `${path.padEnd(72)} ${Math.round(result.requests.average).toString().padStart(8)} ${String(result.latency.p50).padStart(7)} ${String(result.latency.p99).padStart(7)} ${errors}\n`,
  );
}
await app.close();
await database.close();
