import { isApiError } from '../../../lib/api-error.ts';

/** One refused field of a VALIDATION_FAILED answer: `value` is a list of `{ field, message }`. */
export type TFieldIssue = { field: string; message: string };

/** The refused fields a VALIDATION_FAILED error names (empty for anything else). */
export const fieldIssuesOf = (e: unknown): TFieldIssue[] => {
  if (!isApiError(e) || e.errorCode !== 'VALIDATION_FAILED' || !Array.isArray(e.value)) return [];
  return e.value.flatMap((v: unknown) => {
    if (!v || typeof v !== 'object') return [];
    const { field, message } = v as Record<string, unknown>;
    return typeof field === 'string' && typeof message === 'string' ? [{ field, message }] : [];
  });
};
