import { BRAND_KEY_ADMIN_API, ZBrandEncryptionKeys } from '@openlobby/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, fillPath } from '../../../lib/api-client.ts';
import { brandKeys } from './brands.ts';

const encryptionKeysKey = (code: string) => [...brandKeys.detail(code), 'encryption-keys'] as const;

/** The brand's usable keys for encrypted calls (brands.read): the active one and any in their grace. */
export const getEncryptionKeys = (code: string, signal?: AbortSignal) =>
  apiRequest(fillPath(BRAND_KEY_ADMIN_API.list, { code }), { schema: ZBrandEncryptionKeys, signal });

export const useEncryptionKeys = (code: string) =>
  useQuery({ queryKey: encryptionKeysKey(code), queryFn: ({ signal }) => getEncryptionKeys(code, signal) });

export const rotateEncryptionKey = (code: string) =>
  apiRequest(fillPath(BRAND_KEY_ADMIN_API.rotate, { code }), {
    method: 'POST',
    schema: ZBrandEncryptionKeys,
  });

/** A new active key for the brand (brands.write, audited); the answer is the brand's keys after it. */
export const useRotateEncryptionKey = (code: string) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => rotateEncryptionKey(code),
    onSuccess: (keys) => qc.setQueryData(encryptionKeysKey(code), keys),
  });
};
