import { ADMIN_API, ZPaymentTestMode } from '@openlobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';

export const paymentTestModeKeys = {
  one: (code: string) => ['payment-test-mode', code] as const,
};

export const getPaymentTestMode = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(ADMIN_API.paymentTestMode, { code }), { schema: ZPaymentTestMode, signal });

/** A brand's test mode: on or off, since when and by whom (payments.read). */
export const usePaymentTestMode = (code: string) =>
  useQuery({
    queryKey: paymentTestModeKeys.one(code),
    queryFn: ({ signal }) => getPaymentTestMode(code, signal),
  });

export const savePaymentTestMode = (code: string, on: boolean) =>
  apiRequest(fillPath(ADMIN_API.paymentTestMode, { code }), {
    method: 'PUT',
    body: { on },
    schema: ZPaymentTestMode,
  });

/**
 * Switches test mode (payments.configure). The channels members see change with it (the sandbox is
 * offered only in test mode in production), so the brand's channel list is read again.
 */
export const useSavePaymentTestMode = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => savePaymentTestMode(code, on),
    onSuccess: (saved) => qc.setQueryData(paymentTestModeKeys.one(code), saved),
  });
};
