import { z } from 'zod';
import type { TSimulatorOptions } from './start-simulator.ts';

const ZEnv = z.object({
  SIM_PORT: z.coerce.number().int().min(0).max(65535).default(3900),
  SIM_HOST: z.string().min(1).default('127.0.0.1'),
  SIM_DATA_DIR: z.string().min(1).default('./data/vendor-sim'),
  SIM_SECRET: z.string().min(1).default('dev-vendor-secret'),
  SIM_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SIM_LOG: z.enum(['0', '1']).default('0'),
});

/** The simulator's environment, validated once; the problems are listed when it does not parse. */
export function parseSimConfig(
  env: NodeJS.ProcessEnv,
): { ok: true; options: TSimulatorOptions } | { ok: false; problems: string[] } {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
  }
  const e = parsed.data;
  return {
    ok: true,
    options: {
      port: e.SIM_PORT,
      host: e.SIM_HOST,
      dataDir: e.SIM_DATA_DIR,
      secret: e.SIM_SECRET,
      publicUrl: e.SIM_PUBLIC_URL,
      logger: e.SIM_LOG === '1',
    },
  };
}
