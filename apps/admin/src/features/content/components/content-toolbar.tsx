import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';

type TProps = {
  /** What sits on the left: a filter or a count. */
  children: ReactNode;
  canWrite: boolean;
  newLabel: string;
  newTestId: string;
  onNew: () => void;
};

/** The row above a content list: a filter or count, and "New" for those who may write. */
export const ContentToolbar = ({ children, canWrite, newLabel, newTestId, onNew }: TProps) => (
  <Group justify="space-between" gap="sm" wrap="wrap">
    {children}
    {canWrite && (
      <Button onClick={onNew} data-testid={newTestId}>
        {newLabel}
      </Button>
    )}
  </Group>
);
