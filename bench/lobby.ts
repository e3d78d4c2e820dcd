// Requests per second and p99 of the lobby's two busiest reads, the game list (a category page:
// RNG, all games, page 1 of 24) and the vendor lanes of the header, at 64 connections against the
// real server in a child process; and in the same run, one target after another on the same
// machine, a bare Fastify app (no plugins) answering the API's envelope from one JSON route. The
// ratios say how much of Fastify's own speed the lobby keeps once brand resolution, rate limits,
// security headers, validation, the cached catalogue and response serialisation are in the way.
// Target (issue 6): ratio ≥ 0.50 for both calls, with no non-2xx answer.
// The bare app also answers each call's own exchange (same method, path and request body, the
// same JSON answer): against that the ratio leaves out what the answer's size costs the kernel
// and the load client, and is only what the platform adds. It is printed beside, not instead.
//   npx tsx bench/lobby.ts        (PostgreSQL when DATABASE_URL is set, else the embedded PGlite;
//                                  BENCH_SECONDS per target, default 10)
//   BENCH_PROFILE=1 NODE_OPTIONS='--cpu-prof --cpu-prof-dir=/tmp/lobby-prof' npx tsx bench/lobby.ts
//                                 (both servers stop with SIGTERM and write their CPU profiles)
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  API,
  GAMES_API,
  type TGameListRequest,
  type TPagedGames,
  type TVendorLanes,
} from '@openlobby/contracts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { BARE_PATH, startBareFastify } from './support/bare-fastify.ts';
import { processCpuMs } from './support/cpu.ts';
import { createScratchDatabase, startServer } from './support/server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 64;
/** Each target first runs this long unmeasured: JIT, connection set-up, the first catalogue load. */
const warmUp = Math.min(2, seconds);

// A throwaway database with the demo seeded: a scratch PostgreSQL database, or a PGlite directory.
const scratch = process.env.DATABASE_URL ? await createScratchDatabase() : undefined;
const dataDir = scratch ? '' : await mkdtemp(join(tmpdir(), 'ol-bench-lobby-'));
const seeding = await openDatabase({ url: scratch?.url, dataDir });
await seeding.migrate();
await seedDemo(seeding.db);
await seeding.close(); // PGlite allows one process in its directory: the server's from here on.

const server = await startServer(scratch?.url ?? '', undefined, {
  DATA_DIR: dataDir,
  // The simulator's vendors are listed only when its integration is on, as `npm start` runs it.
  // Neither call reaches the simulator, so an address is enough (the server tests do the same).
  VENDOR_SIM_URL: 'http://127.0.0.1:9',
});
// The demo brand "lobby", named by the Merchant header (the site relies on its Host instead; both
// are resolved once and cached, and 127.0.0.1 is one of the brand's domains anyway).
const headers = { merchant: 'lobby', language: 'EN' };
const gameListRequest: TGameListRequest = { category: 'RNG', filterType: 'ALL', pageIndex: 1, pageSize: 24 };
const gameList = {
  url: `${server.address}${GAMES_API.gameList}`,
  method: 'POST' as const,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(gameListRequest),
};
const vendorLanes = { url: `${server.address}${API.vendors}`, method: 'GET' as const, headers };

/** One answer of a target, to be sure the benchmark measures the real thing and not an error. */
async function answer<T>(target: { url: string; method: string; headers: object; body?: string }) {
  const res = await fetch(target.url, {
    method: target.method,
    headers: target.headers as Record<string, string>,
    body: target.body,
  });
  const body = (await res.json()) as { success?: boolean; value?: T };
  if (res.status !== 200 || body.success !== true) {
    throw new Error(`${target.method} ${target.url} answered ${res.status} ${JSON.stringify(body)}`);
  }
  return body.value!;
}
const page = await answer<TPagedGames>(gameList);
const lanes = (await answer<TVendorLanes>(vendorLanes)).data.lanes;
const envelope = (value: unknown) => ({ success: true, value });
if (page.content.length === 0 || lanes.length === 0) throw new Error('the demo catalogue is empty');

type TRun = { rps: number; p99: number; requests: number; non2xx: number; errors: number; cpuMs: number };

/** Warms up, then loads the target for `seconds` at 64 connections; CPU is the serving process's. */
async function load(
  target: Omit<autocannon.Options, 'connections' | 'duration'>,
  pid: number,
): Promise<TRun> {
  await autocannon({ ...target, connections, duration: warmUp });
  const cpuBefore = processCpuMs(pid);
  const r = await autocannon({ ...target, connections, duration: seconds });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    cpuMs: processCpuMs(pid) - cpuBefore,
  };
}

/** Waits until a child process has ended (a profiled one writes its profile on the way out). */
async function exited(pid: number) {
  for (let i = 0; i < 200; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

const listRun = await load(gameList, server.pid);
const lanesRun = await load(vendorLanes, server.pid);
// The answers are still right after the load (a 200 with another body would not show as non-2xx).
await answer<TPagedGames>(gameList);
server.kill();
await exited(server.pid);

const bare = await startBareFastify([
  { method: 'POST', url: GAMES_API.gameList, answer: envelope(page) },
  { method: 'GET', url: API.vendors, answer: envelope({ data: { lanes } }) },
]);
const bareRun = await load({ url: `${bare.address}${BARE_PATH}`, method: 'GET' }, bare.pid);
const onBare = (target: typeof gameList | typeof vendorLanes) => ({
  ...target,
  url: target.url.replace(server.address, bare.address),
});
const bareListRun = await load(onBare(gameList), bare.pid);
const bareLanesRun = await load(onBare(vendorLanes), bare.pid);
bare.kill();
await exited(bare.pid);

if (scratch) await scratch.drop();
else await rm(dataDir, { recursive: true, force: true });

const cpuPerRequest = (r: TRun) => (r.requests ? (r.cpuMs * 1000) / r.requests : NaN);
const cpuRatio = (r: TRun) => (cpuPerRequest(bareRun) / cpuPerRequest(r)).toFixed(2);
const line = (name: string, r: TRun) =>
  `${name}: ${r.rps.toFixed(0)} req/s   p99 ${r.p99} ms   non-2xx ${r.non2xx}   errors ${r.errors}\n` +
  `  server CPU per request ${cpuPerRequest(r).toFixed(0)} µs\n`;
const runs = [listRun, lanesRun, bareRun, bareListRun, bareLanesRun];
const failed = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
const ratio = (a: TRun, b: TRun) => (a.rps / b.rps).toFixed(2);
process.stdout.write(
  `${scratch ? 'PostgreSQL' : 'PGlite (embedded)'}, ${connections} connections, ${seconds} s per target after ${warmUp} s of warm-up, one after another\n` +
    line(
      `game list (POST ${GAMES_API.gameList}, RNG, ALL, page 1 of ${gameListRequest.pageSize}: ${page.content.length} of ${page.total} games)`,
      listRun,
    ) +
    line(`vendor lanes (GET ${API.vendors}: ${lanes.length} lanes)`, lanesRun) +
    line(`bare Fastify JSON route (GET ${BARE_PATH}, no plugins)`, bareRun) +
    line(`bare Fastify, the game list's exchange (same request body, same answer)`, bareListRun) +
    line(`bare Fastify, the vendor lanes' exchange (same answer)`, bareLanesRun) +
    `ratio game list/bare: ${ratio(listRun, bareRun)}   vendor lanes/bare: ${ratio(lanesRun, bareRun)}   (target ≥ 0.50)\n` +
    `server CPU per request, bare/call: game list ${cpuRatio(listRun)}   vendor lanes ${cpuRatio(lanesRun)}   (the load client shares the machine: CPU is the steadier measure)\n` +
    `ratio to the bare app doing the same exchange: game list ${ratio(listRun, bareListRun)}   vendor lanes ${ratio(lanesRun, bareLanesRun)}   (what the platform itself costs)\n` +
    (failed ? `NOT VALID: ${failed} non-2xx answers or errors\n` : ''),
);
