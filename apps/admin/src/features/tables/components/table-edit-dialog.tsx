import {
  Alert,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  TABLE_BETTING_SECONDS,
  TABLE_CHIPS_MAX,
  TABLE_RESULT_SECONDS,
  ZAdminTableUpdate,
} from '@openlobby/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFooter } from '../../../components/ui/dialog-footer.tsx';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { TAdminTable } from '../api/find-tables.ts';
import { useUpdateTable } from '../api/update-table.ts';
import { draftOf, inputOf, issueFields, refusedFields, type TTableDraft } from '../lib/table-form.ts';

type TProps = {
  brand: string;
  table: TAdminTable;
  /** The brand currency's decimals: stakes and chips take no finer amounts. */
  decimals: number;
  opened: boolean;
  onClose: () => void;
};

/**
 * One table's edit: its name, whether it deals new rounds, betting and result times, the least and
 * most a player may stake on each spot in a round, the chips, and the reason. Checked by the
 * contract's schema before sending; the fields the server refuses are marked too. The round in
 * play keeps its times and limits; the next one follows the edit.
 */
export const TableEditDialog = ({ brand, table, decimals, opened, onClose }: TProps) => {
  const { t } = useTranslation();
  const save = useUpdateTable(brand);
  const [draft, setDraft] = useState<TTableDraft>(() => draftOf(table));
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const set = (patch: Partial<TTableDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const setLimit = (kind: string, end: 'min' | 'max', v: number | string) =>
    setDraft((d) => ({ ...d, limits: { ...d.limits, [kind]: { ...d.limits[kind]!, [end]: v } } }));
  const checked = ZAdminTableUpdate.safeParse(inputOf(draft));
  const marked = new Set([
    ...(tried && !checked.success ? issueFields(checked.error.issues) : []),
    ...refusedFields(failure),
  ]);
  const bad = (field: string, key = field) =>
    marked.has(field) ? t(`tables.form.invalid.${key}`) : undefined;

  const submit = async () => {
    setTried(true);
    if (!checked.success) return;
    setFailure(null);
    try {
      await save.mutateAsync({ id: table.id, input: checked.data });
      notifySuccess(t('tables.saved', { name: checked.data.name }));
      onClose();
    } catch (e) {
      setFailure(e);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      size="xl"
      title={t('tables.editOf', { name: table.name })}
      data-testid="table-edit-dialog"
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
            {t('tables.form.nextRound')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('tables.form.name')}
              required
              maxLength={40}
              value={draft.name}
              onChange={(e) => set({ name: e.currentTarget.value })}
              error={bad('name')}
              data-testid="table-edit-name"
            />
            <NumberInput
              label={t('tables.form.bettingSeconds')}
              description={t('tables.form.secondsRange', TABLE_BETTING_SECONDS)}
              required
              allowDecimal={false}
              min={TABLE_BETTING_SECONDS.min}
              max={TABLE_BETTING_SECONDS.max}
              value={draft.bettingSeconds}
              onChange={(bettingSeconds) => set({ bettingSeconds })}
              error={bad('bettingSeconds')}
              data-testid="table-edit-betting"
            />
            <NumberInput
              label={t('tables.form.resultSeconds')}
              description={t('tables.form.secondsRange', TABLE_RESULT_SECONDS)}
              required
              allowDecimal={false}
              min={TABLE_RESULT_SECONDS.min}
              max={TABLE_RESULT_SECONDS.max}
              value={draft.resultSeconds}
              onChange={(resultSeconds) => set({ resultSeconds })}
              error={bad('resultSeconds')}
              data-testid="table-edit-result"
            />
          </SimpleGrid>
          <Table withTableBorder verticalSpacing={4} captionSide="top" data-testid="table-edit-limits">
            <Table.Caption>{t('tables.form.limits')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('tables.form.spot')}</Table.Th>
                <Table.Th scope="col">{t('tables.form.min')}</Table.Th>
                <Table.Th scope="col">{t('tables.form.max')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {Object.entries(draft.limits).map(([kind, l]) => {
                const spot = t(`tables.spots.${kind}`);
                const error = bad(`limits.${kind}`, 'limits');
                return (
                  <Table.Tr key={kind}>
                    <Table.Th scope="row" fw={500}>
                      {spot}
                    </Table.Th>
                    {(['min', 'max'] as const).map((end) => (
                      <Table.Td key={end}>
                        <NumberInput
                          size="xs"
                          aria-label={t(`tables.form.${end}Of`, { spot })}
                          min={0}
                          decimalScale={decimals}
                          thousandSeparator=","
                          value={l[end]}
                          onChange={(v) => setLimit(kind, end, v)}
                          error={end === 'max' ? error : error ? true : undefined}
                          data-testid={`table-limit-${kind}-${end}`}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <TextInput
            label={t('tables.form.chips')}
            description={t('tables.form.chipsHint', { n: TABLE_CHIPS_MAX })}
            required
            value={draft.chips}
            onChange={(e) => set({ chips: e.currentTarget.value })}
            error={bad('chips')}
            data-testid="table-edit-chips"
          />
          <Switch
            label={t('tables.form.active')}
            description={t('tables.form.activeHint')}
            checked={draft.active}
            onChange={(e) => set({ active: e.currentTarget.checked })}
            data-testid="table-edit-active"
          />
          <Textarea
            label={t('reason.label')}
            description={t('tables.form.reasonHint')}
            required
            maxLength={140}
            value={draft.reason}
            onChange={(e) => set({ reason: e.currentTarget.value })}
            error={bad('reason')}
            data-testid="table-edit-reason"
          />
          {failure !== null && (
            <Alert color="red" variant="light" data-testid="table-edit-failure">
              {errorMessage(t, failure)}
            </Alert>
          )}
          <DialogFooter
            busy={save.isPending}
            onCancel={onClose}
            confirmLabel={t('common.save')}
            confirmTestId="table-edit-save"
          />
        </Stack>
      </form>
    </Modal>
  );
};
