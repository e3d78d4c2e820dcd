import { Card, Table } from '@mantine/core';
import type { ReactNode } from 'react';

type TProps = {
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  /** Dims the rows while a newer page loads. */
  loading?: boolean;
  testId?: string;
  /** The header cells. */
  head: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** A list as the console shows it: a table in a card, its header row, then the rows. */
export const ListTable = ({ minWidth, loading, testId, head, children }: TProps) => (
  <Card p={0}>
    {/* Focusable, so a keyboard can scroll a table wider than the screen (WCAG 2.1.1). */}
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table className="ol-table" data-loading={loading || undefined} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  </Card>
);
