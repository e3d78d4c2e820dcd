import {
  SEAMLESS_VENDOR_ADMIN_API,
  ZRotatedSeamlessKey,
  ZSeamlessVendorSettings,
  type TSeamlessVendorRules,
  type TSeamlessVendorSettings,
} from '@openlobby/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export const seamlessVendorKeys = {
  all: ['seamless-vendors'] as const,
};

/**
 * External seamless vendors with their key fingerprints, rotation state and win bound
 * (brands.read). A key itself is never read back: only a rotation answers it, once.
 */
export const getSeamlessVendors = (signal?: AbortSignal) =>
  apiRequest(SEAMLESS_VENDOR_ADMIN_API.list, { schema: z.array(ZSeamlessVendorSettings), signal });

export const useSeamlessVendors = () =>
  useQuery({ queryKey: seamlessVendorKeys.all, queryFn: ({ signal }) => getSeamlessVendors(signal) });

/** Puts one vendor's answered settings into the cached list. */
const storeVendor = (qc: QueryClient, settings: TSeamlessVendorSettings) =>
  qc.setQueryData<TSeamlessVendorSettings[]>(seamlessVendorKeys.all, (list) =>
    list?.map((v) => (v.code === settings.code ? settings : v)),
  );

export const rotateVendorKey = (code: string) =>
  apiRequest(fillPath(SEAMLESS_VENDOR_ADMIN_API.rotateKey, { code }), {
    method: 'POST',
    schema: ZRotatedSeamlessKey,
  });

/** A new key (brands.write); the answer carries it in full this once, for the operator to pass on. */
export const useRotateVendorKey = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: rotateVendorKey,
    onSuccess: (rotated) => storeVendor(qc, rotated.settings),
  });
};

export const endVendorKeyRotation = (code: string) =>
  apiRequest(fillPath(SEAMLESS_VENDOR_ADMIN_API.endRotation, { code }), {
    method: 'POST',
    schema: ZSeamlessVendorSettings,
  });

/** Drops the previous key at once (brands.write). */
export const useEndVendorKeyRotation = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: endVendorKeyRotation,
    onSuccess: (settings) => storeVendor(qc, settings),
  });
};

export const updateVendorRules = (code: string, rules: TSeamlessVendorRules) =>
  apiRequest(fillPath(SEAMLESS_VENDOR_ADMIN_API.vendor, { code }), {
    method: 'PATCH',
    body: rules,
    schema: ZSeamlessVendorSettings,
  });

/** The vendor's win bound (brands.write); the answer is what the server stored. */
export const useUpdateVendorRules = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rules: TSeamlessVendorRules) => updateVendorRules(code, rules),
    onSuccess: (settings) => storeVendor(qc, settings),
  });
};
