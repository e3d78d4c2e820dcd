import { FEED_FAULT_MODES } from '@openlobby/contracts';
import { z } from 'zod';
import type { TFeedProcessOptions } from './start-feed.ts';

const rate = z.coerce.number().min(0).max(1);
const ZEnv = z.object({
  FEED_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  FEED_HOST: z.string().min(1).default('127.0.0.1'),
  FEED_KEY: z.string().min(1).default('dev-feed-key'),
  FEED_SEED: z.string().min(1).default('openlobby'),
  FEED_SPEED: z.coerce.number().positive().max(10_000).default(6),
  FEED_HORIZON_HOURS: z.coerce.number().positive().max(72).optional(),
  FEED_HEARTBEAT_MS: z.coerce.number().int().min(100).default(5000),
  FEED_JOURNAL_SIZE: z.coerce.number().int().min(100).default(50_000),
  FEED_CORRECTION_RATE: rate.default(0.03),
  FEED_CANCEL_RATE: rate.default(0.01),
  FEED_FAULT: z.enum(FEED_FAULT_MODES).default('none'),
  FEED_FAULT_COUNT: z.coerce.number().int().min(1).default(1),
  FEED_FAULT_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  FEED_LOG: z.enum(['0', '1']).default('0'),
});

/**
 * The horizon is wall time, but how many fixtures it holds grows with the speed: by default it
 * covers 144 simulated hours (24 h at the default ×6), at most 24 h.
 */
const defaultHorizonHours = (speed: number) => Math.min(24, 144 / speed);

/** The feed's environment, validated once; the problems are listed when it does not parse. */
export function parseFeedConfig(
  env: NodeJS.ProcessEnv,
): { ok: true; options: TFeedProcessOptions } | { ok: false; problems: string[] } {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  return {
    ok: true,
    options: {
      port: e.FEED_PORT,
      host: e.FEED_HOST,
      key: e.FEED_KEY,
      seed: e.FEED_SEED,
      speed: e.FEED_SPEED,
      horizonMs: (e.FEED_HORIZON_HOURS ?? defaultHorizonHours(e.FEED_SPEED)) * 60 * 60 * 1000,
      heartbeatMs: e.FEED_HEARTBEAT_MS,
      journalSize: e.FEED_JOURNAL_SIZE,
      correctionRate: e.FEED_CORRECTION_RATE,
      cancelRate: e.FEED_CANCEL_RATE,
      fault: { mode: e.FEED_FAULT, count: e.FEED_FAULT_COUNT, delayMs: e.FEED_FAULT_DELAY_MS },
      logger: e.FEED_LOG === '1',
    },
  };
}
