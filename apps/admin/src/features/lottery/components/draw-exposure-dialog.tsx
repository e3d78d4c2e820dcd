import { Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/ui/list-pagination.tsx';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { RowsTable } from '../../../components/ui/rows-table.tsx';
import { formatCurrency } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useDrawExposure } from '../api/find-draw-exposure.ts';

const PAGE_SIZE = 50;

type TProps = { brand: string; drawId: number; title: string; opened: boolean; onClose: () => void };

/**
 * A draw's liability per number: what the brand could lose on each key, largest first, and how
 * much of the game's cap it takes (a bet that would pass the cap is refused).
 */
export const DrawExposureDialog = ({ brand, drawId, title, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const exposure = useDrawExposure({ brand, drawId, page, pageSize: PAGE_SIZE });
  const data = exposure.data;
  const money = (v: number) => formatCurrency(v, data?.currency ?? '', locale);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="lg"
      title={title}
      data-testid="lottery-exposure-dialog"
    >
      <Stack gap="sm">
        {data && (
          <Text size="sm" data-testid="lottery-exposure-cap">
            {t('lottery.exposure.cap', { cap: money(data.cap) })}
          </Text>
        )}
        {exposure.error && !data ? (
          <QueryError error={exposure.error} onRetry={() => void exposure.refetch()} />
        ) : (
          <RowsTable
            columns={[
              { key: 'key', label: t('lottery.exposure.key') },
              { key: 'liability', label: t('lottery.exposure.liability'), align: 'right' },
              { key: 'share', label: t('lottery.exposure.share') },
            ]}
            items={data?.items}
            loading={exposure.isPlaceholderData}
            empty={t('lottery.exposure.empty')}
            emptyTestId="lottery-exposure-empty"
            minWidth={420}
            testId="lottery-exposure-table"
            row={(e) => {
              const share = data && data.cap > 0 ? Math.min(100, (e.liability / data.cap) * 100) : 0;
              return (
                <Table.Tr key={e.key} data-testid={`lottery-exposure-${e.key}`}>
                  <Table.Td ff="monospace">{e.key}</Table.Td>
                  <Table.Td ta="right" className="ol-amount">
                    {money(e.liability)}
                  </Table.Td>
                  <Table.Td w={160}>
                    <Progress
                      value={share}
                      color={share >= 90 ? 'red' : share >= 60 ? 'yellow' : 'blue'}
                      aria-label={t('lottery.exposure.shareOf', { key: e.key, percent: share.toFixed(1) })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            }}
          />
        )}
        {data && data.total > data.pageSize && (
          <ListPagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={setPage}
          />
        )}
      </Stack>
    </Modal>
  );
};
