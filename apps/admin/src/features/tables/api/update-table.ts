import { ADMIN_TABLES_API, ZAdminTable, type TAdminTableUpdate } from '@openlobby/contracts';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { tablesKeys, useTablesChange } from './tables-keys.ts';

export type { TAdminTableUpdate };

/** Saves a table's edit with the reason the audit keeps. */
export const updateTable = (brand: string, id: number, input: TAdminTableUpdate) =>
  apiRequest(fillPath(ADMIN_TABLES_API.table, { id }), {
    method: 'PUT',
    query: { brand },
    body: input,
    schema: ZAdminTable,
  });

/** The edit, then the tables read again (and the rounds, whose table name the page shows). */
export const useUpdateTable = (brand: string) =>
  useTablesChange(
    ({ id, input }: { id: number; input: TAdminTableUpdate }) => updateTable(brand, id, input),
    [tablesKeys.list(brand), tablesKeys.roundsAll()],
  );
