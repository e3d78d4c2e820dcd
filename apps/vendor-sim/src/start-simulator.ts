import { randomInt as cryptoRandomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildSimulatorApp } from './app.ts';
import { openWalletStore } from './wallet-store.ts';

export type TSimulatorOptions = {
  /** Where the journal lives; replayed on start. */
  dataDir: string;
  /** The HMAC secret shared with the platform. */
  secret: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** The base of game URLs the browser opens; defaults to the listening URL. */
  publicUrl?: string;
  /** fastify's logger; off unless asked for. */
  logger?: boolean;
  now?: () => Date;
  /** An integer in [0, max) for the game pages' draws; crypto.randomInt unless a test fixes them. */
  randomInt?: (max: number) => number;
};

export type TRunningSimulator = {
  /** Where the simulator listens, e.g. http://127.0.0.1:3900. */
  url: string;
  /** The base of the game URLs it hands out. */
  publicUrl: string;
  /** The journal file, for tests and operators who want to read it. */
  journalPath: string;
  close(): Promise<void>;
};

const urlHost = (host: string) => {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
};

/**
 * Replays the journal, then listens. Used by main.ts and, in-process, by the simulator's and the
 * platform's tests.
 */
export async function startSimulator(opts: TSimulatorOptions): Promise<TRunningSimulator> {
  const now = opts.now ?? (() => new Date());
  const host = opts.host ?? '127.0.0.1';
  const store = await openWalletStore({ dataDir: opts.dataDir, now });
  let publicUrl = '';
  const app = buildSimulatorApp({
    store,
    secret: opts.secret,
    now,
    randomInt: opts.randomInt ?? ((max) => cryptoRandomInt(max)),
    publicUrl: () => publicUrl,
    logger: opts.logger ?? false,
  });
  try {
    await app.listen({ port: opts.port ?? 0, host });
  } catch (err) {
    await store.close();
    throw err;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${port}`;
  publicUrl = (opts.publicUrl ?? url).replace(/\/+$/, '');
  return {
    url,
    publicUrl,
    journalPath: store.journalPath,
    close: async () => {
      await app.close();
      await store.close();
    },
  };
}
