import { Table, Text } from '@mantine/core';

/** The one row a table shows when the server's page came back empty. */
export const EmptyRow = ({ colSpan, label, testId }: { colSpan: number; label: string; testId?: string }) => (
  <Table.Tr>
    <Table.Td colSpan={colSpan}>
      <Text c="dimmed" ta="center" py="lg" data-testid={testId}>
        {label}
      </Text>
    </Table.Td>
  </Table.Tr>
);
