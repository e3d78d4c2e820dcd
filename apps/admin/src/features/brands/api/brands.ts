import {
  ADMIN_API,
  ZBrandDetail,
  ZBrandSummary,
  type TBrandDetail,
  type TBrandPatch,
} from '@openlobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export const brandKeys = {
  all: ['brands'] as const,
  list: () => [...brandKeys.all, 'list'] as const,
  detail: (code: string) => [...brandKeys.all, 'detail', code] as const,
  setup: (code: string) => [...brandKeys.all, 'setup', code] as const,
};

export const findBrands = (signal?: AbortSignal) =>
  apiRequest(ADMIN_API.brands, { schema: z.array(ZBrandSummary), signal });
export const brandsQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.list(), queryFn: ({ signal }) => findBrands(signal) });
export const useBrands = (enabled = true) => useQuery({ ...brandsQueryOptions(), enabled });

export const getBrand = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.brand, { code }), { schema: ZBrandDetail, signal });
export const brandQueryOptions = (code: string) =>
  queryOptions({ queryKey: brandKeys.detail(code), queryFn: ({ signal }) => getBrand(code, signal) });
export const useBrand = (code: string) => useQuery(brandQueryOptions(code));

/** PATCH only the fields that changed; the answer is the brand as now stored. */
export const updateBrand = (code: string, patch: TBrandPatch) =>
  apiRequest(fillPath(ADMIN_API.brand, { code }), { method: 'PATCH', body: patch, schema: ZBrandDetail });

export const useUpdateBrand = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: TBrandPatch) => updateBrand(code, patch),
    onSuccess: (brand: TBrandDetail) => {
      qc.setQueryData(brandKeys.detail(code), brand);
      void qc.invalidateQueries({ queryKey: brandKeys.list() });
    },
  });
};
