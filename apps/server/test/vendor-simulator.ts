import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

/** The simulator's key in tests: the platform's default, so apps built with defaults can reach it. */
export const SIMULATOR_SECRET = 'dev-vendor-secret';

/**
 * The external vendor simulator (apps/vendor-sim) as a real process of its own, on a free port and a
 * temporary journal, as the platform meets it in production: over HTTP. `kill()` is SIGKILL and
 * `start()` brings it back on the same port and journal.
 */
export async function startSimulatorProcess() {
  const dataDir = await mkdtemp(join(tmpdir(), 'ol-vendor-sim-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/vendor-sim/src/main.ts'], {
      env: { ...process.env, SIM_PORT: String(port), SIM_DATA_DIR: dataDir, SIM_SECRET: SIMULATOR_SECRET },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 200; i++) {
      try {
        if ((await fetch(`${url}/healthz`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the vendor simulator did not start');
  }

  function kill() {
    child?.kill('SIGKILL');
    child = null;
  }

  await start();
  return {
    url,
    start,
    kill,
    async close() {
      kill();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
