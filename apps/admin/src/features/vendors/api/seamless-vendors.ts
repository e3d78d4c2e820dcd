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

/** Keys and rules are per brand: each brand's list is its own query. */
export const seamlessVendorKeys = {
  all: ['seamless-vendors'] as const,
  brand: (brand: string) => ['seamless-vendors', brand] as const,
};

/**
 * A brand's external seamless vendors with its key fingerprints, rotation state and win bound
 * (brands.read). A key itself is never read back: only a rotation answers it, once.
 */
export const getSeamlessVendors = (brand: string, signal?: AbortSignal) =>
  apiRequest(fillPath(SEAMLESS_VENDOR_ADMIN_API.list, { code: brand }), {
    schema: z.array(ZSeamlessVendorSettings),
    signal,
  });

export const useSeamlessVendors = (brand: string) =>
  useQuery({
    queryKey: seamlessVendorKeys.brand(brand),
    queryFn: ({ signal }) => getSeamlessVendors(brand, signal),
    enabled: brand !== '',
  });

/** Puts one vendor's answered settings into the brand's cached list. */
const storeVendor = (qc: QueryClient, brand: string, settings: TSeamlessVendorSettings) =>
  qc.setQueryData<TSeamlessVendorSettings[]>(seamlessVendorKeys.brand(brand), (list) =>
    list?.map((v) => (v.code === settings.code ? settings : v)),
  );

const vendorPath = (path: string, brand: string, vendor: string) => fillPath(path, { code: brand, vendor });

export const rotateVendorKey = (brand: string, vendor: string) =>
  apiRequest(vendorPath(SEAMLESS_VENDOR_ADMIN_API.rotateKey, brand, vendor), {
    method: 'POST',
    schema: ZRotatedSeamlessKey,
  });

/**
 * A new key of the brand (brands.write); the answer carries it in full this once, for the operator
 * to pass on. Other brands' keys of the vendor stay as they are.
 */
export const useRotateVendorKey = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vendor: string) => rotateVendorKey(brand, vendor),
    onSuccess: (rotated) => storeVendor(qc, brand, rotated.settings),
  });
};

export const endVendorKeyRotation = (brand: string, vendor: string) =>
  apiRequest(vendorPath(SEAMLESS_VENDOR_ADMIN_API.endRotation, brand, vendor), {
    method: 'POST',
    schema: ZSeamlessVendorSettings,
  });

/** Drops the brand's previous key at once (brands.write). */
export const useEndVendorKeyRotation = (brand: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (vendor: string) => endVendorKeyRotation(brand, vendor),
    onSuccess: (settings) => storeVendor(qc, brand, settings),
  });
};

export const updateVendorRules = (brand: string, vendor: string, rules: TSeamlessVendorRules) =>
  apiRequest(vendorPath(SEAMLESS_VENDOR_ADMIN_API.vendor, brand, vendor), {
    method: 'PATCH',
    body: rules,
    schema: ZSeamlessVendorSettings,
  });

/** The vendor's win bound in the brand (brands.write); the answer is what the server stored. */
export const useUpdateVendorRules = (brand: string, vendor: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (rules: TSeamlessVendorRules) => updateVendorRules(brand, vendor, rules),
    onSuccess: (settings) => storeVendor(qc, brand, settings),
  });
};
