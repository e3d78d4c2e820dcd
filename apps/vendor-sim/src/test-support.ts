import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SIGNATURE_HEADER, signRequest } from './signature.ts';
import { startSimulator, type TRunningSimulator, type TSimulatorOptions } from './start-simulator.ts';

export const TEST_SECRET = 'test-vendor-secret';

/** A fresh temporary directory for one simulator's journal. */
export const makeDataDir = () => mkdtemp(join(tmpdir(), 'vendor-sim-'));

/** The answer of one call: its HTTP status and parsed JSON body. */
export type TAnswer = { status: number; body: { ok: boolean; code?: string; [field: string]: unknown } };

/** POSTs `body` to a simulator's signed API, signed with `secret` at `at` (or unsigned when null). */
export async function signedPost(
  baseUrl: string,
  path: string,
  body: unknown,
  opts: { secret?: string | null; at?: Date; raw?: string; signal?: AbortSignal } = {},
): Promise<TAnswer> {
  const raw = opts.raw ?? JSON.stringify(body);
  const secret = opts.secret === undefined ? TEST_SECRET : opts.secret;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret !== null)
    headers[SIGNATURE_HEADER] = signRequest(
      secret,
      { method: 'POST', path, body: raw },
      opts.at ?? new Date(),
    );
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: raw, signal: opts.signal });
  const text = await res.text();
  return { status: res.status, body: JSON.parse(text) as TAnswer['body'] };
}

/** An in-process simulator on a free port and a temporary data dir, with a signed `post` helper. */
export async function startTestSimulator(opts: Partial<TSimulatorOptions> = {}) {
  const dataDir = opts.dataDir ?? (await makeDataDir());
  const sim: TRunningSimulator = await startSimulator({ secret: TEST_SECRET, port: 0, ...opts, dataDir });
  return {
    sim,
    dataDir,
    url: sim.url,
    post: (path: string, body: unknown, o?: Parameters<typeof signedPost>[3]) =>
      signedPost(sim.url, path, body, o),
    /** Closes the simulator and deletes its data dir unless `keepData`. */
    async stop(keepData = false) {
      await sim.close();
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestSimulator = Awaited<ReturnType<typeof startTestSimulator>>;
