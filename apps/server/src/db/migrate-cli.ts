import { loadEnv } from '../config/env.ts';
import { secretBoxOf } from '../lib/secret-box.ts';
import { openDatabase } from './client.ts';
import { sealStoredSecrets } from './seal-stored-secrets.ts';

/**
 * `npm run db:migrate`: applies pending migrations to the configured database, seals stored
 * secrets still plain (or under an old data key), and exits.
 */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  const sealed = await sealStoredSecrets(database.db, secretBoxOf(env));
  process.stdout.write(
    `migrations applied (${database.kind}); stored secrets sealed now: ${Object.entries(sealed)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(', ')}\n`,
  );
} finally {
  await database.close();
}
