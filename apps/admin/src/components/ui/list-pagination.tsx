import { Group, Pagination, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatNumber } from '../../lib/format.ts';

export const PAGE_SIZES = [10, 20, 50, 100] as const;

type TProps = {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
};

/** Server-side paging for every list: the range shown, the page links and the page size. */
export const ListPagination = ({ page, pageSize, total, onPageChange, onPageSizeChange }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="wrap"
      data-testid="list-pagination"
      className="ol-list-pagination"
    >
      <Text size="sm" c="dimmed">
        {t('common.range', {
          from: formatNumber(from, locale),
          to: formatNumber(to, locale),
          total: formatNumber(total, locale),
        })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {onPageSizeChange && (
          <Select
            size="xs"
            w={110}
            aria-label={t('common.pageSize')}
            data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('common.perPage', { count: n }) }))}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(v) => v && onPageSizeChange(Number(v))}
          />
        )}
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          withEdges
          getControlProps={(control) => ({
            'aria-label': t(`common.${control}`),
          })}
        />
      </Group>
    </Group>
  );
};

/** The paging under a list: nothing until the first page has arrived. */
export const PageFooter = ({
  data,
  list,
}: {
  data: { page: number; pageSize: number; total: number } | undefined;
  list: { setPage: (page: number) => void; setPageSize: (pageSize: number) => void };
}) =>
  data ? (
    <ListPagination
      page={data.page}
      pageSize={data.pageSize}
      total={data.total}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  ) : null;
