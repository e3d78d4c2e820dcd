import { ADMIN_API, pageOf, ZAuditEntry, ZAuditVerify } from '@openlobby/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type TAuditFilters = { action?: string; page: number; pageSize: number };

export const auditKeys = {
  all: ['audit'] as const,
  list: (f: TAuditFilters) => [...auditKeys.all, 'list', f] as const,
  verify: () => [...auditKeys.all, 'verify'] as const,
};

const ZAuditPage = pageOf(ZAuditEntry);

export const findAudit = (f: TAuditFilters, signal?: AbortSignal) =>
  apiRequest(ADMIN_API.audit, { schema: ZAuditPage, query: f, signal });
export const useAudit = (f: TAuditFilters) =>
  useQuery({
    queryKey: auditKeys.list(f),
    queryFn: ({ signal }) => findAudit(f, signal),
    placeholderData: keepPreviousData,
  });

/** Re-walks the hash chain on the server: intact, or the first entry whose hash does not match. */
export const verifyAudit = (signal?: AbortSignal) =>
  apiRequest(ADMIN_API.auditVerify, { schema: ZAuditVerify, signal });
export const useAuditVerify = () =>
  useQuery({ queryKey: auditKeys.verify(), queryFn: ({ signal }) => verifyAudit(signal) });
