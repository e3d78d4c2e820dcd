import { Badge } from '@mantine/core';

/** A request's status in a queue; `data-status` carries the raw value for tests and styles. */
export const StatusBadge = ({
  status,
  color,
  label,
  testId,
}: {
  status: string;
  color: string;
  label: string;
  testId?: string;
}) => (
  <Badge color={color} variant="light" data-testid={testId} data-status={status}>
    {label}
  </Badge>
);
