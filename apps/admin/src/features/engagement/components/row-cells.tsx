import { Button, Group, Table, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** One of a row's actions: its word, and its name for assistive technology, which says the row. */
export type TRowAction = {
  word: string;
  /** e.g. "Edit VIP 2": the same word on every row must still say which row it acts on. */
  name: string;
  onClick: () => void;
  testId: string;
  color?: string;
  variant?: 'light' | 'subtle';
};

/**
 * A row's actions cell: small buttons side by side. An action the row's state or the operator's
 * role does not allow is given as false and left out; with none, the cell stays empty.
 */
export const RowActionsCell = ({
  actions,
}: {
  actions: readonly (TRowAction | false | null | undefined)[];
}) => {
  const shown = actions.filter((a): a is TRowAction => !!a);
  return (
    <Table.Td>
      {shown.length > 0 && (
        <Group gap={6} wrap="nowrap">
          {shown.map((a) => (
            <Button
              key={a.testId}
              size="xs"
              variant={a.variant ?? 'light'}
              color={a.color}
              onClick={a.onClick}
              aria-label={a.name}
              data-testid={a.testId}
            >
              {a.word}
            </Button>
          ))}
        </Group>
      )}
    </Table.Td>
  );
};

/**
 * A person's own words (feedback, a reply, a message): plain text as React renders it, never HTML,
 * its line breaks kept and a long unbroken word wrapped instead of widening the table.
 */
export const PlainText = ({
  children,
  testId,
  ...props
}: TextProps & { children: ReactNode; testId?: string }) => (
  <Text
    size="sm"
    {...props}
    style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    data-testid={testId}
  >
    {children}
  </Text>
);
