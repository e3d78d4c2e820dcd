import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The compact "nothing here" row of a member 360 tab's table. */
export const NoRowsRow = ({ colSpan }: { colSpan: number }) => {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>
        <Text size="sm" c="dimmed" ta="center">
          {t('common.empty')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
};
