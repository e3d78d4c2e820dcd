import { and, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { upgradeStoredSecrets, type SecretBox, type TStoredSecret } from '../../lib/secret-box.ts';
import { operators } from './admin.schema.ts';

/** The two columns that hold an operator's authenticator secret, as the database names them. */
export type TOperatorTotpColumn = 'totp_secret' | 'totp_pending_secret';

/** The additional data of an operator's sealed secret: its row and column, so it opens nowhere else. */
export const operatorTotpAad = (operatorId: number, column: TOperatorTotpColumn) =>
  `operator:${operatorId}:${column}`;

/**
 * Operators' authenticator secrets as the services use them: sealed on the way into the database,
 * opened on the way out. A stored plain secret does not open (the start-up step has sealed them).
 */
export function createOperatorTotpSecrets(box: SecretBox) {
  return {
    seal: (operatorId: number, column: TOperatorTotpColumn, secret: string) =>
      box.seal(secret, operatorTotpAad(operatorId, column)),
    open: (operatorId: number, column: TOperatorTotpColumn, stored: string) =>
      box.open(stored, operatorTotpAad(operatorId, column)),
  };
}
export type OperatorTotpSecrets = ReturnType<typeof createOperatorTotpSecrets>;

/** A stored value not sealed under the current key (plain, or under an old one). */
const notCurrent = (column: AnyColumn, box: SecretBox) =>
  sql`(${column} is not null and left(${column}, ${box.currentPrefix.length}) <> ${box.currentPrefix})`;

const FIELD = {
  totp_secret: operators.totpSecret,
  totp_pending_secret: operators.totpPendingSecret,
} as const;

/**
 * The start-up step for operators: seals every plain authenticator secret (rows written before
 * secrets were sealed) and re-seals those under an old data key. Idempotent; answers how many it
 * wrote.
 */
export async function sealStoredOperatorTotpSecrets(db: DbOrTx, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: operators.id, secret: operators.totpSecret, pending: operators.totpPendingSecret })
    .from(operators)
    .where(or(notCurrent(operators.totpSecret, box), notCurrent(operators.totpPendingSecret, box)));
  const stored: TStoredSecret[] = rows.flatMap((r) => [
    ...(r.secret ? [{ id: r.id, column: 'totp_secret', value: r.secret }] : []),
    ...(r.pending ? [{ id: r.id, column: 'totp_pending_secret', value: r.pending }] : []),
  ]);
  return upgradeStoredSecrets(
    box,
    'operator',
    stored,
    (s) => operatorTotpAad(s.id, s.column as TOperatorTotpColumn),
    async (s, sealed) => {
      const field = FIELD[s.column as TOperatorTotpColumn];
      await db
        .update(operators)
        .set({ [s.column === 'totp_secret' ? 'totpSecret' : 'totpPendingSecret']: sealed })
        .where(and(eq(operators.id, s.id), eq(field, s.value)));
    },
  );
}
