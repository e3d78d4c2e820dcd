import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createAuditService } from '../modules/admin/audit.service.ts';

/** `npm run audit:verify`: walks the audit chain of the configured database; exits 1 when broken. */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const result = await createAuditService({ db: database.db }).verify();
await database.close();
process.stdout.write(
  result.intact
    ? `audit chain intact: ${result.checked} entries\n`
    : `audit chain BROKEN at entry ${result.brokenAt} (${result.checked} entries before it hold)\n`,
);
process.exit(result.intact ? 0 : 1);
