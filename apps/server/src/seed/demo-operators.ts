import type { TOperatorRole } from '@openlobby/contracts';
import type { Db } from '../db/client.ts';
import { hashPassword } from '../lib/password.ts';
import { operators } from '../modules/admin/admin.schema.ts';

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

/** Seeds the demo operators (never in production); ones already there are left alone. */
export async function seedDemoOperators(db: Db, environment: NodeJS.ProcessEnv = process.env) {
  refuseDemoInProduction(environment);
  const rows = await Promise.all(
    DEMO_OPERATORS.map(async (o) => ({
      username: o.username,
      role: o.role,
      passwordHash: await hashPassword(o.password),
      totpSecret: o.role === 'owner' || o.role === 'finance' ? DEMO_OPERATOR_TOTP_SECRET : null,
    })),
  );
  await db.insert(operators).values(rows).onConflictDoNothing();
}
