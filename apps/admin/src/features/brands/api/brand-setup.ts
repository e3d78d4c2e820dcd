import {
  ADMIN_API,
  ZBrandSetup,
  type TBrandSetup,
  type TCsEntryInput,
  type TProviderSettingsInput,
} from '@openlobby/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import type { TDeviceLinkInput, TDomainInput, TResourceInput } from '../lib/setup-drafts.ts';
import { brandKeys } from './brands.ts';

/**
 * A brand's set-up lists (customer service, device links, domains, resources, providers): one GET
 * for all, and one PUT per list that replaces it whole and answers the list as now stored.
 */
export const getBrandSetup = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.brandSetup, { code }), { schema: ZBrandSetup, signal });
export const brandSetupQueryOptions = (code: string) =>
  queryOptions({ queryKey: brandKeys.setup(code), queryFn: ({ signal }) => getBrandSetup(code, signal) });
export const useBrandSetup = (code: string) => useQuery(brandSetupQueryOptions(code));

type TPart = keyof TBrandSetup;

/** PUT one list whole; the answer is that list as now stored, in its ZBrandSetup shape. */
const put = <T extends z.ZodType>(path: string, code: string, body: unknown, schema: T) =>
  apiRequest(fillPath(path, { code }), { method: 'PUT', body, schema });

const { shape } = ZBrandSetup;
export const updateCustomerService = (code: string, entries: TCsEntryInput[]) =>
  put(ADMIN_API.brandCustomerService, code, entries, shape.customerService);
export const updateDeviceLinks = (code: string, links: TDeviceLinkInput[]) =>
  put(ADMIN_API.brandDeviceLinks, code, links, shape.deviceLinks);
export const updateDomains = (code: string, domains: TDomainInput[]) =>
  put(ADMIN_API.brandDomains, code, domains, shape.domains);
export const updateResources = (code: string, resources: TResourceInput[]) =>
  put(ADMIN_API.brandResources, code, resources, shape.resources);
export const updateProviders = (code: string, settings: TProviderSettingsInput) =>
  put(ADMIN_API.brandProviders, code, settings, shape.providers);

/** A PUT of one list: the answer goes into the set-up cache at once, then the set-up is re-read. */
const useUpdateSetupPart = <K extends TPart, TBody>(
  code: string,
  part: K,
  update: (code: string, body: TBody) => Promise<TBrandSetup[K]>,
  alsoBrand = false,
) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBody) => update(code, body),
    onSuccess: (value) => {
      qc.setQueryData<TBrandSetup>(brandKeys.setup(code), (old) => old && { ...old, [part]: value });
      void qc.invalidateQueries({ queryKey: brandKeys.setup(code) });
      if (alsoBrand) {
        void qc.invalidateQueries({ queryKey: brandKeys.detail(code) });
        void qc.invalidateQueries({ queryKey: brandKeys.list() });
      }
    },
  });
};

export const useUpdateCustomerService = (code: string) =>
  useUpdateSetupPart(code, 'customerService', updateCustomerService);
export const useUpdateDeviceLinks = (code: string) =>
  useUpdateSetupPart(code, 'deviceLinks', updateDeviceLinks);
/** The brand's summary lists its domains too, so the brand and the brand list are re-read. */
export const useUpdateDomains = (code: string) => useUpdateSetupPart(code, 'domains', updateDomains, true);
export const useUpdateResources = (code: string) => useUpdateSetupPart(code, 'resources', updateResources);
export const useUpdateProviders = (code: string) => useUpdateSetupPart(code, 'providers', updateProviders);
