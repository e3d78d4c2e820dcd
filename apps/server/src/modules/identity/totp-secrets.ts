import { and, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { upgradeStoredSecrets, type SecretBox, type TStoredSecret } from '../../lib/secret-box.ts';
import { members } from './identity.schema.ts';

/** The two columns that hold a member's authenticator secret, as the database names them. */
export type TMemberTotpColumn = 'totp_secret' | 'totp_pending_secret';

/** The additional data of a member's sealed secret: its row and column, so it opens nowhere else. */
export const memberTotpAad = (memberId: number, column: TMemberTotpColumn) => `member:${memberId}:${column}`;

/**
 * Members' authenticator secrets as the services use them: sealed on the way into the database,
 * opened on the way out. A stored plain secret does not open (the start-up step has sealed them).
 */
export function createMemberTotpSecrets(box: SecretBox) {
  return {
    seal: (memberId: number, column: TMemberTotpColumn, secret: string) =>
      box.seal(secret, memberTotpAad(memberId, column)),
    open: (memberId: number, column: TMemberTotpColumn, stored: string) =>
      box.open(stored, memberTotpAad(memberId, column)),
  };
}
export type MemberTotpSecrets = ReturnType<typeof createMemberTotpSecrets>;

/** A stored value not sealed under the current key (plain, or under an old one). */
const notCurrent = (column: AnyColumn, box: SecretBox) =>
  sql`(${column} is not null and left(${column}, ${box.currentPrefix.length}) <> ${box.currentPrefix})`;

const FIELD = { totp_secret: members.totpSecret, totp_pending_secret: members.totpPendingSecret } as const;

/**
 * The start-up step for members: seals every plain authenticator secret (rows written before
 * secrets were sealed) and re-seals those under an old data key. Idempotent; answers how many it
 * wrote.
 */
export async function sealStoredMemberTotpSecrets(db: DbOrTx, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: members.id, secret: members.totpSecret, pending: members.totpPendingSecret })
    .from(members)
    .where(or(notCurrent(members.totpSecret, box), notCurrent(members.totpPendingSecret, box)));
  const stored: TStoredSecret[] = rows.flatMap((r) => [
    ...(r.secret ? [{ id: r.id, column: 'totp_secret', value: r.secret }] : []),
    ...(r.pending ? [{ id: r.id, column: 'totp_pending_secret', value: r.pending }] : []),
  ]);
  return upgradeStoredSecrets(
    box,
    'member',
    stored,
    (s) => memberTotpAad(s.id, s.column as TMemberTotpColumn),
    async (s, sealed) => {
      const field = FIELD[s.column as TMemberTotpColumn];
      await db
        .update(members)
        .set({ [s.column === 'totp_secret' ? 'totpSecret' : 'totpPendingSecret']: sealed })
        .where(and(eq(members.id, s.id), eq(field, s.value)));
    },
  );
}
