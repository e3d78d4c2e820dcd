import { AGENT_TYPES } from '@openlobby/contracts';
import type { Db } from '../db/client.ts';
import { members } from '../modules/identity/identity.schema.ts';
import { hashPassword } from '../lib/password.ts';

/** Demo logins of every brand, printed at start. newbie1 has the default password: a forced change. */
export const DEMO_LOGINS = [
  { account: 'player1', password: 'Player123', type: 0, what: 'member' },
  { account: 'agent1', password: 'Agent123', type: AGENT_TYPES[0]!, what: 'agent' },
  { account: 'newbie1', password: 'Aa123456', type: 0, what: 'member with the default password' },
] as const;

/** Seeds the demo accounts of one brand; `index` keeps their phone numbers apart across brands. */
export async function seedDemoMembers(db: Db, brand: { id: number; code: string }, index: number) {
  const rows = await Promise.all(
    DEMO_LOGINS.map(async (l, i) => ({
      brandId: brand.id,
      account: l.account,
      nickname: l.account === 'agent1' ? 'Agent One' : l.account === 'player1' ? 'Player One' : 'Newbie',
      type: l.type,
      passwordHash: await hashPassword(l.password),
      mobile: `+6680000${index}${String(i + 1).padStart(3, '0')}`,
      email: `${l.account}@${brand.code}.openlobby.example`,
      payeeName: l.account === 'player1' ? 'Player One' : null,
      affiliateCode: l.account === 'agent1' ? `${brand.code.toUpperCase()}1` : null,
      registerMethod: 'SEED',
    })),
  );
  await db.insert(members).values(rows).onConflictDoNothing();
}
