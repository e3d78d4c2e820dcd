import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { generate } from 'otplib';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_API, encryptBody, encryptedCallOf, ERROR_CODES, isEncryptedCall } from '@openlobby/contracts';
import { body, createTestApp } from '../test/test-app.ts';
import { startSimulatorProcess } from '../test/vendor-simulator.ts';
import {
  bodyFor,
  hostileHeaders,
  pathParamFor,
  queryFor,
  type TBody,
  type TJsonSchema,
} from '../test/fuzz/hostile.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from './seed/demo-operators.ts';
import { identityKit } from './modules/identity/identity-test-kit.ts';
import { houseKit } from './modules/house/house-test-kit.ts';

/**
 * Every route of the OpenAPI document under hostile input, generated from its schemas with a fixed
 * seed (a failure names the route and the case, and reruns the same): at least CASES requests per
 * route. None may answer 5xx, any refusal must be the envelope, and a refused call must write
 * nothing (row counts and row versions of every table, before and after).
 */
const SEED = 0x5eed_2024;
const CASES = 200;
/**
 * Requests in flight at once: in process, so only the database's own locks order them. Each batch
 * waits for its slowest request and then for the write check; at 32 the worker waits less on the
 * database than at 16 (on PostgreSQL ~49 s became ~46 s, on PGlite ~83 s ~78 s), and 64 bought
 * little more while a batch that wrote sends more of its refusals again.
 */
const PARALLEL = 32;
/** A route whose every call does real work (a trial account's password hash, say) takes seconds. */
const ROUTE_TIMEOUT_MS = 120_000;

/** Answers that are not the envelope by design; each says why. */
const NOT_ENVELOPE: Record<string, string> = {
  '/docs': 'the OpenAPI pages (HTML and the document itself)',
  '/docs/json': 'the OpenAPI document',
  '/wps/ws': 'the wallet socket: an upgrade, not a JSON call',
};
/** Successful answers in these media types are files, not JSON (logos, icons, proofs, CSV exports). */
const FILE_TYPES = /^(image\/(svg\+xml|png|jpeg)|text\/csv)/;

/**
 * Tables a refused call may write to by design. Each is a record of the refusal itself, which the
 * brute-force and abuse defences need: undoing it would undo the defence.
 */
const WRITES_ON_REFUSAL: Record<string, string> = {
  // An encrypted call's nonce is spent when the body is opened, before validation: sent again, even
  // a body the call refused is refused as a replay.
  encrypted_call_nonces: 'nonces of opened encrypted calls',
};

/** Routes that end the session they are called with: fuzzed last, so the others keep theirs. */
const SESSION_ENDING = new Set(['POST /wps/session/logout', 'POST /admin/api/session/logout']);

let clock = Date.now();
// A real vendor simulator: launches and transfers of its games reach it as in production.
const sim = await startSimulatorProcess();
/** What the server logged as failed, by request id: a 5xx's problem names its cause. */
const failures = new Map<string, string>();
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as { reqId?: string; err?: { message?: string; stack?: string } };
      if (entry.reqId)
        failures.set(entry.reqId, (entry.err?.stack ?? entry.err?.message ?? line).slice(0, 600));
    }
    done();
  },
});
const t = await createTestApp(
  {
    LOG_LEVEL: 'error',
    RATE_LIMIT_PER_MINUTE: 1_000_000,
    AUTH_RATE_LIMIT_PER_MINUTE: 1_000_000,
    VENDOR_SIM_URL: sim.url,
  },
  { now: () => new Date(clock), logStream: errorLog },
);
afterAll(async () => {
  await t.close();
  await sim.close();
});

const kit = identityKit(t);
const encryptionKey = await kit.encryptionKey();
const member = await kit.tokenOf('player1', 'Player123');
clock += 30_000;
const operator = body(
  await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: {
      username: 'owner',
      password: 'Owner12345',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: Math.floor(clock / 1000) }),
    },
  }),
).value.token as string;
/** A free-play launch of the house slot: its page's calls carry this token. */
const houseToken = await (await houseKit(t)).launch(null, 0);

type TOperation = {
  parameters?: { in: string; name: string; required?: boolean; schema?: TJsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
};
const doc = JSON.parse((await t.call({ method: 'GET', url: '/docs/json' })).body) as {
  paths: Record<string, Record<string, TOperation>>;
};
const routes = Object.entries(doc.paths)
  .flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  )
  .filter((r) => !(r.path in NOT_ENVELOPE))
  .sort((a, b) => phaseOf(a) - phaseOf(b));

/** Player calls, then house and other open calls, then the back office, then session-ending calls. */
function phaseOf(r: { method: string; path: string }): number {
  if (SESSION_ENDING.has(`${r.method} ${r.path}`)) return 3;
  if (r.path.startsWith('/admin/api/')) return 2;
  return r.path.startsWith('/wps/') ? 0 : 1;
}

/** The caller a route is fuzzed as: a member on player calls, an operator on back-office calls. */
function credentialOf(path: string): Record<string, string> {
  if (path.startsWith('/wps/') || path.startsWith('/lgw/')) return { authorization: member };
  if (path.startsWith('/admin/api/')) return { authorization: operator };
  if (path.startsWith('/house/api/')) return { authorization: houseToken };
  return {};
}

/** Every request from its own address, so per-client limits (routes' own included) never refuse. */
let addressSerial = 0;
const nextAddress = () => {
  const n = addressSerial++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Row count and newest row version of every table, in one statement: what a write would change. */
const tables = (
  (await t.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as {
    rows: { tablename: string }[];
  }
).rows.map((r) => r.tablename);
// A function takes at most 100 arguments: the tables go in objects of 40, merged.
const tableGroups = Array.from({ length: Math.ceil(tables.length / 40) }, (_, i) =>
  tables.slice(i * 40, i * 40 + 40),
);
const snapshotQuery = sql.raw(
  `select (${tableGroups
    .map(
      (group) =>
        `jsonb_build_object(${group
          .map(
            (name) =>
              `'${name}', (select count(*) || '/' || coalesce(max(xmin::text::bigint), 0) from "${name}")`,
          )
          .join(', ')})`,
    )
    .join(' || ')}) as s`,
);
async function snapshot(): Promise<Record<string, string>> {
  const { rows } = (await t.db.execute(snapshotQuery)) as unknown as {
    rows: { s: Record<string, string> | string }[];
  };
  const s = rows[0]!.s;
  return typeof s === 'string' ? (JSON.parse(s) as Record<string, string>) : s;
}
const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys(after).filter((k) => before[k] !== after[k] && !(k in WRITES_ON_REFUSAL));

/**
 * The next transaction id to be given out: a write anywhere takes one, reads do not. While it stands
 * still nothing was written, and the table scan is skipped (on PostgreSQL other databases' writes move
 * it too; then the scan decides).
 */
async function nextXid(): Promise<string> {
  const { rows } = (await t.db.execute(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`,
  )) as unknown as { rows: { x: string }[] };
  return rows[0]!.x;
}
type TMark = { xid: string; rows: Record<string, string> };
/** Where writing stands: the next transaction id, and the tables' rows when it has moved. */
let lastMark: TMark | null = null;
async function writeMark(): Promise<TMark> {
  const xid = await nextXid();
  if (lastMark?.xid !== xid) lastMark = { xid, rows: await snapshot() };
  return lastMark;
}

/** Which of these refused requests write when sent again: all at once, then halves of the guilty. */
async function refusedWrites(reqs: { req: InjectOptions; index: number }[]): Promise<string[]> {
  if (reqs.length === 0) return [];
  const before = await snapshot();
  const answers = await Promise.all(
    reqs.map((r) => t.app.inject({ ...r.req, remoteAddress: nextAddress() })),
  );
  const changed = changedTables(before, await snapshot());
  if (changed.length === 0) return [];
  if (reqs.length === 1) {
    const res = answers[0]!;
    return res.statusCode >= 400
      ? [
          `case ${reqs[0]!.index}: refused ${res.statusCode} but wrote ${changed.join(', ')}: ${describeCase(reqs[0]!.req)} → ${res.body.slice(0, 200)}`,
        ]
      : [];
  }
  const mid = reqs.length >> 1;
  return [...(await refusedWrites(reqs.slice(0, mid))), ...(await refusedWrites(reqs.slice(mid)))];
}

type TCase = {
  params: Record<string, string>;
  query: string;
  body: TBody;
  headers: Record<string, string>;
  encrypt: boolean;
};

/** The request of a case, as inject takes it. */
async function requestOf(route: (typeof routes)[number], c: TCase): Promise<InjectOptions> {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => c.params[name] ?? '1');
  const headers: Record<string, string> = { host: 'localhost', ...credentialOf(route.path), ...c.headers };
  let payload: string | undefined;
  if (c.body.kind === 'json') {
    const value = c.encrypt
      ? await encryptBody(encryptionKey, encryptedCallOf(route.method, route.path), c.body.value, {
          now: clock,
        })
      : c.body.value;
    payload = JSON.stringify(value) ?? 'null';
    headers['content-type'] = 'application/json';
  } else if (c.body.kind === 'raw') {
    payload = c.body.text;
    if (c.body.contentType) headers['content-type'] = c.body.contentType;
  } else if (c.body.contentType) headers['content-type'] = c.body.contentType;
  return {
    method: route.method as InjectOptions['method'],
    url: c.query ? `${path}?${c.query}` : path,
    headers,
    payload,
    remoteAddress: nextAddress(),
  };
}

/** What is wrong with an answer, or null: a 5xx, a refusal that is not the envelope, a non-JSON page. */
function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) {
    const id = /"requestId":"([^"]+)"/.exec(res.body)?.[1] ?? '';
    return `answered ${res.statusCode} (${failures.get(id) ?? 'nothing logged'})`;
  }
  const type = String(res.headers['content-type'] ?? '');
  if (res.statusCode >= 300 && res.statusCode < 400) return null;
  if (res.statusCode < 300 && FILE_TYPES.test(type)) return null;
  if (!type.startsWith('application/json'))
    return `answered ${res.statusCode} as ${type || 'no content type'}`;
  let parsed: { success?: unknown; errorCode?: unknown; message?: unknown };
  try {
    parsed = JSON.parse(res.body) as typeof parsed;
  } catch {
    return `answered ${res.statusCode} with a body that is not JSON`;
  }
  if (res.statusCode < 300)
    return parsed.success === true ? null : `answered ${res.statusCode} without success`;
  if (parsed.success !== false || typeof parsed.message !== 'string') return 'refused outside the envelope';
  if (!ERROR_CODES.includes(parsed.errorCode as never))
    return `refused with an unknown code ${String(parsed.errorCode)}`;
  return null;
}

const describeCase = (req: InjectOptions) =>
  JSON.stringify({
    url: String(req.url).slice(0, 300),
    headers: req.headers,
    payload: String(req.payload ?? '').slice(0, 300),
  });

/** A fixed seed per route: its cases do not change when other routes are added. */
const seedOf = (key: string) => [...key].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, SEED);

describe('every route under hostile input', () => {
  it('lists the routes of the OpenAPI document, and notices a write to any table', async () => {
    expect(routes.length).toBeGreaterThan(100);
    const before = await writeMark();
    await t.db.execute(sql`update brands set name = name where code = 'lobby'`);
    expect(changedTables(before.rows, (await writeMark()).rows)).toEqual(['brands']);
  });

  for (const route of routes) {
    const key = `${route.method} ${route.path}`;
    it(
      `${key}: ${CASES} hostile requests, no 5xx, refusals in the envelope, nothing written on a refusal`,
      async () => {
        const params = (route.op.parameters ?? []).filter((p) => p.in === 'path');
        const query = (route.op.parameters ?? []).filter((p) => p.in === 'query');
        const schema = route.op.requestBody?.content?.['application/json']?.schema;
        const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
        const caseArb: fc.Arbitrary<TCase> = fc.record({
          params: fc.record(Object.fromEntries(params.map((p) => [p.name, pathParamFor(p.schema)]))),
          query: queryFor(query),
          body: hasBody ? bodyFor(schema) : fc.constant<TBody>({ kind: 'none', contentType: null }),
          headers: hostileHeaders,
          encrypt: fc.boolean().map((b) => b && isEncryptedCall(route.method, route.path)),
        });
        const cases = fc.sample(caseArb, { seed: seedOf(key), numRuns: CASES });
        const problems: string[] = [];
        let known = await writeMark();
        for (let i = 0; i < cases.length; i += PARALLEL) {
          const batch = await Promise.all(cases.slice(i, i + PARALLEL).map((c) => requestOf(route, c)));
          const answers = await Promise.all(batch.map((req) => t.app.inject(req)));
          answers.forEach((res, j) => {
            const problem = problemOf(res);
            if (problem)
              problems.push(
                `case ${i + j}: ${problem}: ${describeCase(batch[j]!)} → ${res.body.slice(0, 300)}`,
              );
          });
          const now = await writeMark();
          if (now.xid === known.xid || changedTables(known.rows, now.rows).length === 0) {
            known = now;
            continue;
          }
          // Rows changed: the refused calls of the batch again, halved until the writers are named.
          const refused = batch.flatMap((req, j) =>
            answers[j]!.statusCode >= 400 ? [{ req, index: i + j }] : [],
          );
          problems.push(...(await refusedWrites(refused)));
          known = await writeMark();
        }
        expect(problems.slice(0, 10), `${problems.length} problems (seed ${seedOf(key)})`).toEqual([]);
      },
      ROUTE_TIMEOUT_MS,
    );
  }

  it('refuses every back-office call but login without an operator', async () => {
    for (const route of routes.filter(
      (r) => r.path.startsWith('/admin/api/') && r.path !== ADMIN_API.login,
    )) {
      const res = await t.app.inject({
        method: route.method as InjectOptions['method'],
        url: route.path.replace(/\{(\w+)\}/g, '1'),
        headers: { host: 'localhost' },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(401);
      expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
    }
  });
});
