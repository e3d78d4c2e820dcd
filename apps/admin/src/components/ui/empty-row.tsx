import { Table, Text } from '@mantine/core';

/**
 * The one row a table shows when the server's page came back empty. On a phone the table scrolls
 * sideways; the message stays within the visible width (sticky) rather than centred off-screen.
 */
export const EmptyRow = ({ colSpan, label, testId }: { colSpan: number; label: string; testId?: string }) => (
  <Table.Tr>
    <Table.Td colSpan={colSpan}>
      <Text c="dimmed" ta="center" py="lg" className="ol-empty-text" data-testid={testId}>
        {label}
      </Text>
    </Table.Td>
  </Table.Tr>
);
