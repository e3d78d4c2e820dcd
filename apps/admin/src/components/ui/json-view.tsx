import { Code, Stack, Text } from '@mantine/core';

/** Pretty JSON of an audit value; undefined and null read as an em dash. */
export const formatJson = (value: unknown): string =>
  value === undefined || value === null ? '—' : JSON.stringify(value, null, 2);

/** The top-level keys whose values differ between before and after (for highlighting a diff). */
export const changedKeys = (before: unknown, after: unknown): string[] => {
  const obj = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  const a = obj(before);
  const b = obj(after);
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]),
  );
};

export const JsonView = ({
  label,
  value,
  tone,
}: {
  label: string;
  value: unknown;
  tone?: 'before' | 'after';
}) => (
  <Stack gap={4} className="ol-json" data-tone={tone}>
    <Text size="xs" fw={600} c="dimmed" tt="uppercase">
      {label}
    </Text>
    <Code block className="ol-json-code">
      {formatJson(value)}
    </Code>
  </Stack>
);
