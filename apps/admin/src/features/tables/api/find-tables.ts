import { ADMIN_TABLES_API, ZAdminTableList } from '@openlobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { tablesKeys } from './tables-keys.ts';

export type { TAdminTable, TAdminTableList } from '@openlobby/contracts';

/** A brand's live tables, closed ones too, with their round in play and today's play. */
export const findTables = (brand: string, signal?: AbortSignal) =>
  apiRequest(ADMIN_TABLES_API.tables, { schema: ZAdminTableList, query: { brand }, signal });

export const tablesQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: tablesKeys.list(brand),
    queryFn: ({ signal }) => findTables(brand, signal),
    enabled: !!brand,
  });

export const useTables = (brand: string) => useQuery(tablesQueryOptions(brand));
