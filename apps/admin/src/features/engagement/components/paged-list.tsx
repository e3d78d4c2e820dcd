import { SegmentedControl } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';

type TPage = { page: number; pageSize: number; total: number };

/**
 * A server-paged list: the load's error (with a retry) while nothing is shown yet, else the
 * content and, once a page has come, the paging under it.
 */
export const PagedList = ({
  query,
  list,
  children,
}: {
  query: { data: TPage | undefined; error: unknown; refetch: () => unknown };
  list: { setPage: (p: number) => void; setPageSize: (n: number) => void };
  children: ReactNode;
}) => {
  const { data, error, refetch } = query;
  if (error && !data) return <QueryError error={error} onRetry={() => void refetch()} />;
  return (
    <>
      {children}
      {data && (
        <ListPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </>
  );
};

/** The states a list is filtered by, as segments; ALL (every state) is named as such. */
export const StateSegments = ({
  states,
  value,
  onChange,
  ariaLabel,
  testId,
}: {
  states: readonly string[];
  value: string;
  onChange: (v: string) => void;
  ariaLabel: string;
  testId: string;
}) => {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      mb="md"
      w="fit-content"
      value={value}
      onChange={onChange}
      data={states.map((s) => ({
        value: s,
        label: s === 'ALL' ? t('engagement.all') : t(`engagement.states.${s}`),
      }))}
      aria-label={ariaLabel}
      data-testid={testId}
    />
  );
};
