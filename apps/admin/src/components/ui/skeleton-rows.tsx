import { Skeleton, Table } from '@mantine/core';

/** Placeholder rows a table shows while its first page loads. */
export const SkeletonRows = ({ count, colSpan }: { count: number; colSpan: number }) =>
  Array.from({ length: count }, (_, i) => (
    <Table.Tr key={i}>
      <Table.Td colSpan={colSpan}>
        <Skeleton h={18} />
      </Table.Td>
    </Table.Tr>
  ));
