import { Button, Group, Table } from '@mantine/core';

/** One of a row's actions: its word, and a name for assistive technology that says the row. */
export type TRowButton = { word: string; name: string; onClick: () => void; testId: string };

/** A row's actions cell: small buttons side by side; an action given as false is left out. */
export const RowButtons = ({ actions }: { actions: readonly (TRowButton | false | null | undefined)[] }) => {
  const shown = actions.filter((a): a is TRowButton => !!a);
  return (
    <Table.Td>
      {shown.length > 0 && (
        <Group gap={6} wrap="nowrap">
          {shown.map((a) => (
            <Button
              key={a.testId}
              size="xs"
              variant="light"
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
