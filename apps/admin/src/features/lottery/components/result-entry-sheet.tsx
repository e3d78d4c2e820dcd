import { Alert, Drawer, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { ReasonField } from '../../../components/ui/reason-field.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useEnterLotteryResult } from '../api/enter-lottery-result.ts';
import type { TAwaitingDraw } from '../api/find-awaiting-results.ts';
import { lotteryReasonRule } from '../lib/reason.ts';
import {
  badCells,
  blankCells,
  isSheetComplete,
  sheetOfCells,
  sheetRows,
  type TSheetCells,
} from '../lib/sheet-form.ts';

type TProps = { brand: string; draw: TAwaitingDraw; opened: boolean; onClose: () => void };

/**
 * The official results of one draw typed as the sheet prints them: each prize's numbers with their
 * digits (leading zeros kept), or the e-lottery's five balls, and the maker's reason. Nothing
 * applies until a second operator approves it; a cell of the wrong length is marked before sending.
 */
export const ResultEntrySheet = ({ brand, draw, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const enter = useEnterLotteryResult(brand);
  const rule = lotteryReasonRule(t);
  const [cells, setCells] = useState<TSheetCells>(() => blankCells(draw.sheet));
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const bad = badCells(draw.sheet, cells);
  const reasonValid = rule.schema.safeParse({ reason: reason.trim() }).success;
  const setCell = (row: number, k: number, value: string) =>
    setCells((prev) => prev.map((r, i) => (i === row ? r.map((c, j) => (j === k ? value : c)) : r)));

  const submit = async () => {
    setTried(true);
    if (!isSheetComplete(draw.sheet, cells) || !reasonValid) return;
    setFailure(null);
    try {
      await enter.mutateAsync({
        drawId: draw.drawId,
        input: { result: sheetOfCells(draw.sheet, cells), reason: reason.trim() },
      });
      notifySuccess(t('lottery.results.entered'));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('lottery.results.enterOf', { draw: `${draw.gameName} ${draw.drawKey}` })}
      data-testid="lottery-entry-sheet"
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('lottery.results.sheetHint', { at: formatDateTime(draw.drawAt, locale) })}
          </Text>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              {sheetRows(draw.sheet).map((row, i) => (
                <Table.Tr key={row.code}>
                  <Table.Td className="ol-nowrap" w={130} valign="top" pt={10}>
                    <Text size="sm" fw={500}>
                      {t(`lottery.prizes.${row.code}`, { defaultValue: row.code })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {Array.from({ length: row.count }, (_, k) => (
                        <TextInput
                          key={k}
                          w={row.digits * 14 + 28}
                          inputMode="numeric"
                          maxLength={row.digits}
                          aria-label={t('lottery.results.cell', {
                            prize: t(`lottery.prizes.${row.code}`, { defaultValue: row.code }),
                            n: k + 1,
                            digits: row.digits,
                          })}
                          value={cells[i]?.[k] ?? ''}
                          onChange={(e) => setCell(i, k, e.currentTarget.value)}
                          error={tried && bad[i]?.[k]}
                          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                          data-testid={`lottery-cell-${row.code}-${k}`}
                        />
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {tried && !isSheetComplete(draw.sheet, cells) && (
            <Text size="sm" c="red" data-testid="lottery-sheet-invalid">
              {t('lottery.results.sheetInvalid')}
            </Text>
          )}
          <ReasonField
            value={reason}
            onChange={setReason}
            onBlur={() => undefined}
            invalid={tried && !reasonValid}
            testId="lottery-entry-reason"
            rule={rule}
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="lottery-entry-failure">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={enter.isPending}
            onCancel={onClose}
            confirmLabel={t('lottery.results.submit')}
            confirmTestId="lottery-entry-submit"
          />
        </Stack>
      </form>
    </Drawer>
  );
};
