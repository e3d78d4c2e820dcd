import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const DEFAULT_PAGE_SIZE = 20;
const toInt = (v: string | null, fallback: number, max: number) => {
  const n = Number.parseInt(v ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

/**
 * A list's page, page size and filters live in the URL (shareable, survive reload). Changing a
 * filter returns to page 1.
 */
export const useListParams = <K extends string>(filterKeys: readonly K[]) => {
  const [params, setParams] = useSearchParams();
  const page = toInt(params.get('page'), 1, 100_000);
  const pageSize = toInt(params.get('pageSize'), DEFAULT_PAGE_SIZE, 200);
  const filters = Object.fromEntries(filterKeys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;

  const update = useCallback(
    (changes: Record<string, string | number | null>, resetPage: boolean) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k);
            else next.set(k, String(v));
          }
          if (resetPage) next.delete('page');
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );

  return {
    page,
    pageSize,
    filters,
    params,
    setPage: (p: number) => update({ page: p === 1 ? null : p }, false),
    setPageSize: (n: number) => update({ pageSize: n === DEFAULT_PAGE_SIZE ? null : n }, true),
    setFilters: (f: Partial<Record<K, string>>) => update(f as Record<string, string>, true),
    setParam: (key: string, value: string | number | null) => update({ [key]: value }, false),
  };
};
