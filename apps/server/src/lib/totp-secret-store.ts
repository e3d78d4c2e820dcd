import { and, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { upgradeStoredSecrets, type SecretBox, type TStoredSecret } from './secret-box.ts';

/** The two columns that hold an authenticator secret, as the database names them. */
export type TTotpColumn = 'totp_secret' | 'totp_pending_secret';

/** A table of accounts with authenticator secrets (members, operators) and what its rows are called. */
export type TTotpAccounts = {
  /** The first part of a sealed secret's additional data: `member`, `operator`. */
  kind: string;
  table: PgTable;
  id: AnyPgColumn;
  secret: AnyPgColumn;
  pending: AnyPgColumn;
};

/** The additional data of a sealed secret: its account kind, row and column, so it opens nowhere else. */
export const totpAad = (kind: string, id: number, column: TTotpColumn) => `${kind}:${id}:${column}`;

/**
 * Authenticator secrets as the services use them: sealed on the way into the database, opened on
 * the way out. A stored plain secret does not open (the start-up step has sealed them).
 */
export function createTotpSecrets(box: SecretBox, kind: string) {
  return {
    seal: (id: number, column: TTotpColumn, secret: string) => box.seal(secret, totpAad(kind, id, column)),
    open: (id: number, column: TTotpColumn, stored: string) => box.open(stored, totpAad(kind, id, column)),
  };
}
export type TotpSecrets = ReturnType<typeof createTotpSecrets>;

/** A stored value not sealed under the current key (plain, or under an old one). */
const notCurrent = (column: AnyColumn, box: SecretBox) =>
  sql`(${column} is not null and left(${column}, ${box.currentPrefix.length}) <> ${box.currentPrefix})`;

/**
 * The start-up step for one table: seals every plain authenticator secret (rows written before
 * secrets were sealed) and re-seals those under an old data key. Idempotent; answers how many it
 * wrote. Each write replaces only the value it read, so two processes starting together agree.
 */
export async function sealStoredTotpSecrets(
  db: DbOrTx,
  box: SecretBox,
  accounts: TTotpAccounts,
): Promise<number> {
  const rows = (await db
    .select({ id: accounts.id, secret: accounts.secret, pending: accounts.pending })
    .from(accounts.table)
    .where(or(notCurrent(accounts.secret, box), notCurrent(accounts.pending, box)))) as {
    id: number;
    secret: string | null;
    pending: string | null;
  }[];
  const stored: TStoredSecret[] = rows.flatMap((r) => [
    ...(r.secret ? [{ id: r.id, column: 'totp_secret', value: r.secret }] : []),
    ...(r.pending ? [{ id: r.id, column: 'totp_pending_secret', value: r.pending }] : []),
  ]);
  return upgradeStoredSecrets(
    box,
    accounts.kind,
    stored,
    (s) => totpAad(accounts.kind, s.id, s.column as TTotpColumn),
    async (s, sealed) => {
      const column = s.column === 'totp_secret' ? accounts.secret : accounts.pending;
      await db.execute(
        sql`update ${accounts.table} set ${sql.identifier(s.column)} = ${sealed} where ${and(eq(accounts.id, s.id), eq(column, s.value))}`,
      );
    },
  );
}
