import { loadEnv } from '../config/env.ts';
import { openDatabase } from './client.ts';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
process.stdout.write(`migrations applied (${database.kind})\n`);
