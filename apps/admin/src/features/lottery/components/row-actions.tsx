import { Button, Group, Table } from '@mantine/core';

/** One of a row's actions: its word, and a name for assistive technology that says the row. */
export type TRowAction = { word: string; name: string; onClick: () => void; testId: string; color?: string };

/** A row's actions cell: small buttons side by side; an action given as false is left out. */
export const RowActions = ({ actions }: { actions: readonly (TRowAction | false | null | undefined)[] }) => {
  const shown = actions.filter((a): a is TRowAction => !!a);
  return (
    <Table.Td>
      {shown.length > 0 && (
        <Group gap={6} wrap="nowrap">
          {shown.map((a) => (
            <Button
              key={a.testId}
              size="xs"
              variant="light"
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
