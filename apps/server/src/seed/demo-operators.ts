import type { TOperatorRole } from '@openlobby/contracts';
import { eq } from 'drizzle-orm';
import { ZEnv } from '../config/env.ts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { secretBoxOf } from '../lib/secret-box.ts';
import { operators } from '../modules/admin/admin.schema.ts';
import { operatorTotpAad } from '../modules/admin/operator-totp.ts';

/**
 * The demo's authenticator secret for the owner and finance operators, printed at start so a
 * newcomer can add it to an authenticator app. A real deployment enrols its own.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'M6OIM3H7VKK5TGVQUH3CWVC7BAI7H5IK';

export const DEMO_OPERATORS: { username: string; password: string; role: TOperatorRole }[] = [
  { username: 'owner', password: 'Owner12345', role: 'owner' },
  { username: 'finance1', password: 'Operator123', role: 'finance' },
  { username: 'risk1', password: 'Operator123', role: 'risk' },
  { username: 'support1', password: 'Operator123', role: 'support' },
  { username: 'content1', password: 'Operator123', role: 'content' },
];

/**
 * Throws under NODE_ENV=production: demo data comes with published credentials (these operators,
 * the demo members), so no path may write it into a production database.
 */
export function refuseDemoInProduction(environment: NodeJS.ProcessEnv = process.env): void {
  if (environment.NODE_ENV === 'production')
    throw new Error(
      'Refusing to seed demo data under NODE_ENV=production: its logins are published. Create the first owner with `npm run operator:bootstrap`.',
    );
}

/** The box seeds seal secrets with: the data key of `environment`, the one the server reads. */
export const seedSecretBox = (environment: NodeJS.ProcessEnv) =>
  secretBoxOf(ZEnv.pick({ DATA_ENCRYPTION_KEY: true, DATA_ENCRYPTION_KEYS_OLD: true }).parse(environment));

/**
 * Seeds the demo operators (never in production); ones already there are left alone. The owner's
 * and finance's secret is sealed under the data key of `environment`, the one the server reads.
 */
export async function seedDemoOperators(db: Db, environment: NodeJS.ProcessEnv = process.env) {
  refuseDemoInProduction(environment);
  const box = seedSecretBox(environment);
  const rows = await Promise.all(
    DEMO_OPERATORS.map(async (o) => ({
      username: o.username,
      role: o.role,
      passwordHash: await hashPassword(o.password),
    })),
  );
  // The sealed secret is bound to the row's id, known only once the row is written.
  const created = await db
    .insert(operators)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: operators.id, role: operators.role });
  for (const o of created.filter((r) => r.role === 'owner' || r.role === 'finance'))
    await db
      .update(operators)
      .set({ totpSecret: box.seal(DEMO_OPERATOR_TOTP_SECRET, operatorTotpAad(o.id, 'totp_secret')) })
      .where(eq(operators.id, o.id));
}
