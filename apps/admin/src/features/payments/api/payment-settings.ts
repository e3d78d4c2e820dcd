import { ADMIN_API, ZPaymentSettings, type TPaymentSettings } from '@openlobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export const paymentSettingsKeys = {
  one: (code: string) => ['payment-settings', code] as const,
};

export const getPaymentSettings = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.paymentSettings, { code }), { schema: ZPaymentSettings, signal });

/** A brand's withdrawal rules (payments.read). */
export const usePaymentSettings = (code: string) =>
  useQuery({
    queryKey: paymentSettingsKeys.one(code),
    queryFn: ({ signal }) => getPaymentSettings(code, signal),
  });

export const savePaymentSettings = (code: string, settings: TPaymentSettings) =>
  apiRequest(fillPath(ADMIN_API.paymentSettings, { code }), {
    method: 'PUT',
    body: settings,
    schema: ZPaymentSettings,
  });

/** PUT the five rules (payments.configure); the answer is what the server stored. */
export const useSavePaymentSettings = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: TPaymentSettings) => savePaymentSettings(code, settings),
    onSuccess: (saved) => qc.setQueryData(paymentSettingsKeys.one(code), saved),
  });
};
