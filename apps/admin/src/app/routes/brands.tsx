import { Badge, Group, Table, Text } from '@mantine/core';
import { LANGUAGE_NAMES } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListTable } from '../../components/ui/list-table.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { SkeletonRows } from '../../components/ui/skeleton-rows.tsx';
import { paths } from '../../config/paths.ts';
import { useBrands } from '../../features/brands/api/brands.ts';

export const BrandsPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, refetch, isPending } = useBrands();
  return (
    <>
      <PageHeader title={t('brands.title')} subtitle={t('brands.subtitle')} />
      {error ? (
        <QueryError error={error} onRetry={() => void refetch()} />
      ) : (
        <ListTable
          minWidth={640}
          head={
            <>
              <Table.Th>{t('brands.code')}</Table.Th>
              <Table.Th>{t('brands.name')}</Table.Th>
              <Table.Th>{t('brands.domains')}</Table.Th>
              <Table.Th>{t('brands.defaultLanguage')}</Table.Th>
              <Table.Th>{t('brands.status')}</Table.Th>
            </>
          }
        >
          {isPending && <SkeletonRows count={3} colSpan={5} />}
          {data?.map((b) => (
            <Table.Tr
              key={b.code}
              className="ol-row-link"
              data-testid={`brand-row-${b.code}`}
              tabIndex={0}
              onClick={() => void navigate(paths.brand(b.code))}
              onKeyDown={(e) => e.key === 'Enter' && void navigate(paths.brand(b.code))}
            >
              <Table.Td>
                <Text ff="monospace" fw={600} size="sm">
                  {b.code}
                </Text>
              </Table.Td>
              <Table.Td>{b.name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {b.domains.slice(0, 3).map((d) => (
                    <Badge key={d} variant="outline" color="gray" tt="none" radius="sm">
                      {d}
                    </Badge>
                  ))}
                  {b.domains.length > 3 && (
                    <Text size="xs" c="dimmed">
                      +{b.domains.length - 3}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{LANGUAGE_NAMES[b.defaultLanguage] ?? b.defaultLanguage}</Table.Td>
              <Table.Td>
                {b.maintenance ? (
                  <Badge color="orange" variant="light">
                    {t('brands.maintenance')}
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    {t('brands.live')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
          {data?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" ta="center" py="md">
                  {t('common.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </ListTable>
      )}
    </>
  );
};
