import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';

/**
 * Who took a decision on a row (an application decided, a freeze lifted) and when; a dash until
 * someone has. `children` adds a line below (the decision's note).
 */
export const DoneBy = ({
  by,
  at,
  children,
}: {
  by: string | null;
  at: string | null;
  children?: ReactNode;
}) => {
  const locale = useLocale();
  if (!at) return '—';
  return (
    <Stack gap={0}>
      <Text size="sm">{by ?? '—'}</Text>
      <Text size="xs" c="dimmed" className="ol-nowrap">
        {formatDateTime(at, locale)}
      </Text>
      {children}
    </Stack>
  );
};
