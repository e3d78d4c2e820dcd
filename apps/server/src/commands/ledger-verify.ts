import { loadEnv } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { createLedger } from '../modules/ledger/ledger.service.ts';

/**
 * `npm run ledger:verify`: proves the ledger of the configured database (every entry balanced,
 * every cached balance the sum of its postings, no key applied twice); exits 1 on any problem.
 */
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const result = await createLedger({ db: database.db }).verify();
await database.close();
const figures = `${result.entries} entries, ${result.postings} postings, ${result.accounts} accounts`;
process.stdout.write(
  result.ok
    ? `ledger ok: ${figures}; every entry sums to zero, every cached balance equals its postings, no key applied twice\n`
    : `ledger BROKEN (${figures}):\n${result.problems.map((p) => `  ${p}\n`).join('')}`,
);
process.exit(result.ok ? 0 : 1);
