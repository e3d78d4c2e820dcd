import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import type { SecretBox } from './secret-box.ts';
import { sealStoredColumns, sealedAad } from './sealed-columns.ts';

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
export const totpAad = (kind: string, id: number, column: TTotpColumn) => sealedAad(kind, id, column);

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

/**
 * The start-up step for one table: seals every plain authenticator secret (rows written before
 * secrets were sealed) and re-seals those under an old data key (lib/sealed-columns.ts).
 */
export const sealStoredTotpSecrets = (db: DbOrTx, box: SecretBox, accounts: TTotpAccounts) =>
  sealStoredColumns(db, box, {
    kind: accounts.kind,
    table: accounts.table,
    id: accounts.id,
    columns: { totp_secret: accounts.secret, totp_pending_secret: accounts.pending },
  });
