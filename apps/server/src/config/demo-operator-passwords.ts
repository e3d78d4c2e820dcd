import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { verifyPassword } from '../lib/password.ts';
import { operators } from '../modules/admin/admin.schema.ts';
import { DEMO_OPERATORS } from '../seed/demo-operators.ts';

/**
 * The operators (any status: a disabled one can be enabled again) whose password is still one of
 * the demo operators' published passwords, by username. Each hash is verified against each demo
 * password (argon2id, about 30 ms each), so it is meant for start-up, not for requests.
 */
export async function findOperatorsWithDemoPasswords(db: DbOrTx): Promise<string[]> {
  const demoPasswords = [...new Set(DEMO_OPERATORS.map((o) => o.password))];
  const rows = await db
    .select({ username: operators.username, passwordHash: operators.passwordHash })
    .from(operators)
    .orderBy(asc(operators.id));
  const found: string[] = [];
  for (const row of rows) {
    for (const password of demoPasswords) {
      if (await verifyPassword(password, row.passwordHash)) {
        found.push(row.username);
        break;
      }
    }
  }
  return found;
}
