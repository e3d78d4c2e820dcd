import { Group, Table, Text } from '@mantine/core';
import type { TDrawResult } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';

/** A whole result: the Vietnam sheet prize by prize, or the e-lottery's balls. */
export const ResultSheetView = ({ result, testId }: { result: TDrawResult; testId?: string }) => {
  const { t } = useTranslation();
  if (result.kind === 'ELOTT')
    return (
      <Group gap={6} data-testid={testId}>
        {result.balls.map((b, i) => (
          <Text key={i} className="ol-amount" fw={700} size="lg">
            {b}
          </Text>
        ))}
      </Group>
    );
  return (
    <Table withRowBorders={false} verticalSpacing={2} data-testid={testId}>
      <Table.Tbody>
        {result.prizes.map((p) => (
          <Table.Tr key={p.code}>
            <Table.Td className="ol-nowrap" w={140}>
              {t(`lottery.prizes.${p.code}`, { defaultValue: p.code })}
            </Table.Td>
            <Table.Td className="ol-amount" fw={p.code === 'DB' ? 700 : undefined}>
              {p.numbers.join('  ')}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
