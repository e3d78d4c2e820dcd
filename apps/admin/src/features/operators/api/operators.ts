import { ADMIN_API, pageOf, ZOperatorCreate, ZOperatorRow, ZOperatorUpdate } from '@openlobby/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export type TOperatorFilters = { page: number; pageSize: number };
export type TOperatorCreate = z.infer<typeof ZOperatorCreate>;
export type TOperatorUpdate = z.infer<typeof ZOperatorUpdate>;

export const operatorKeys = {
  all: ['operators'] as const,
  list: (f: TOperatorFilters) => [...operatorKeys.all, 'list', f] as const,
};

const ZOperatorPage = pageOf(ZOperatorRow);

/** GET one page of the back office's operators. */
export const findOperators = (f: TOperatorFilters, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.operators, { schema: ZOperatorPage, query: f, signal });
export const useOperators = (f: TOperatorFilters) =>
  useQuery({
    queryKey: operatorKeys.list(f),
    queryFn: ({ signal }) => findOperators(f, signal),
    placeholderData: keepPreviousData,
  });

/** POST a new operator; owner and finance enrol their authenticator at their first login. */
export const createOperator = (input: TOperatorCreate) =>
  apiRequest(ADMIN_API.operators, { method: 'POST', body: input, schema: ZOperatorRow });

/** PUT one change (role, status, password or an authenticator reset); the answer is the row as stored. */
export const updateOperator = (id: number, update: TOperatorUpdate) =>
  apiRequest(fillPath(ADMIN_API.operator, { id }), { method: 'PUT', body: update, schema: ZOperatorRow });

export const useCreateOperator = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOperator,
    onSuccess: () => qc.invalidateQueries({ queryKey: operatorKeys.all }),
  });
};

export const useUpdateOperator = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: number; update: TOperatorUpdate }) => updateOperator(id, update),
    onSuccess: () => qc.invalidateQueries({ queryKey: operatorKeys.all }),
  });
};
