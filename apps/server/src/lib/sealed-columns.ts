import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { upgradeStoredSecrets, type SecretBox, type TStoredSecret } from './secret-box.ts';

/**
 * Where a sealed secret is stored: a text column, or a value inside a JSON column (the brand's SMS
 * gateway token), given as the expression that reads it and the assignment that writes it.
 */
export type TSecretColumn = AnyPgColumn | { read: SQL; write: (sealed: string) => SQL };

/**
 * A table that keeps sealed secrets: `kind` is the first part of their additional data
 * (`<kind>:<id>:<column>`), `columns` names each secret as its additional data does.
 */
export type TSealedTable = {
  kind: string;
  table: PgTable;
  id: AnyPgColumn;
  columns: Record<string, TSecretColumn>;
};

/** The additional data of a sealed secret: its kind, row and column, so it opens nowhere else. */
export const sealedAad = (kind: string, id: number, column: string) => `${kind}:${id}:${column}`;

/** Seals and opens one table's secrets; a stored plain value does not open (start-up sealed them). */
export function createSealedColumns<TColumn extends string>(box: SecretBox, kind: string) {
  return {
    seal: (id: number, column: TColumn, plain: string) => box.seal(plain, sealedAad(kind, id, column)),
    open: (id: number, column: TColumn, stored: string) => box.open(stored, sealedAad(kind, id, column)),
    /** Opens a nullable value (a key not set yet, a rotation not going on). */
    openNullable: (id: number, column: TColumn, stored: string | null) =>
      stored === null ? null : box.open(stored, sealedAad(kind, id, column)),
  };
}

const readOf = (c: TSecretColumn): SQL => ('read' in c ? c.read : sql`${c}`);
const writeOf = (c: TSecretColumn, name: string, sealed: string): SQL =>
  'read' in c ? c.write(sealed) : sql`${sql.identifier(name)} = ${sealed}`;

/** A stored value not sealed under the current key (plain, or under an old one). */
const notCurrent = (value: SQL, box: SecretBox) =>
  sql`(${value} is not null and left(${value}, ${box.currentPrefix.length}) <> ${box.currentPrefix})`;

/**
 * The id a row will get, taken from its serial before the insert: a secret sealed for a new row is
 * bound to that id, so the row is written once, sealed, and never holds its secret in plain.
 */
export async function reserveId(db: DbOrTx, table: string): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: unknown }[];
  return Number(rows[0]!.id);
}

/**
 * The start-up step for one table: seals every plain secret (rows written before they were
 * sealed, by a migration, or by hand) and re-seals those under an old data key. Idempotent; answers
 * how many values it wrote. Each write replaces only the value it read, so two processes starting
 * together agree; a value no configured key opens stops the start, naming it.
 */
export async function sealStoredColumns(db: DbOrTx, box: SecretBox, t: TSealedTable): Promise<number> {
  const names = Object.keys(t.columns);
  const fields: Record<string, SQL> = {};
  for (const [i, name] of names.entries()) fields[`c${i}`] = readOf(t.columns[name]!);
  const rows = (await db
    .select({ id: t.id, ...fields })
    .from(t.table)
    .where(or(...names.map((n) => notCurrent(readOf(t.columns[n]!), box))))) as Record<string, unknown>[];
  const stored: TStoredSecret[] = rows.flatMap((r) =>
    names.flatMap((column, i) => {
      const value = r[`c${i}`];
      return typeof value === 'string' ? [{ id: r.id as number, column, value }] : [];
    }),
  );
  return upgradeStoredSecrets(
    box,
    t.kind,
    stored,
    (s) => sealedAad(t.kind, s.id, s.column),
    async (s, sealed) => {
      const column = t.columns[s.column]!;
      await db.execute(
        sql`update ${t.table} set ${writeOf(column, s.column, sealed)} where ${and(eq(t.id, s.id), sql`${readOf(column)} = ${s.value}`)}`,
      );
    },
  );
}
