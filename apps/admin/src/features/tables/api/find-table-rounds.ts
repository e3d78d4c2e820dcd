import { ADMIN_TABLES_API, ZAdminTableRoundPage } from '@openlobby/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { tablesKeys } from './tables-keys.ts';

export type { TAdminTableRound, TAdminTableRoundPage } from '@openlobby/contracts';
export type TTableRoundsQuery = {
  brand: string;
  tableId: number;
  /** Days (YYYY-MM-DD) in the brand's time zone, inclusive. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
};

/** A table's rounds, newest first, with what members staked and got back. */
export const findTableRounds = ({ tableId, ...query }: TTableRoundsQuery, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_TABLES_API.rounds, { id: tableId }), {
    schema: ZAdminTableRoundPage,
    query,
    signal,
  });

export const tableRoundsQueryOptions = (q: TTableRoundsQuery) =>
  queryOptions({
    queryKey: tablesKeys.rounds(q),
    queryFn: ({ signal }) => findTableRounds(q, signal),
    placeholderData: keepPreviousData,
    enabled: !!q.brand && q.tableId > 0,
  });

export const useTableRounds = (q: TTableRoundsQuery) => useQuery(tableRoundsQueryOptions(q));
