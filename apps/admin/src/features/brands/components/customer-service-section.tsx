import {
  Badge,
  Button,
  Group,
  NumberInput,
  Popover,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { LANGUAGE_NAMES, ZCsType, type TBrandSetup, type TLanguage } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { useUpdateCustomerService } from '../api/brand-setup.ts';
import { useSetupDraft } from '../hooks/use-setup-draft.ts';
import { intOr } from '../lib/number-field.ts';
import {
  checkCs,
  csBodyOf,
  csRowsOf,
  nextCsPosition,
  repeatedPositions,
  rowKey,
  titleLanguages,
  VIP_POSITION,
  withoutRow,
  withRow,
  type TCsRow,
} from '../lib/setup-drafts.ts';
import { AddRowButton, RemoveRowButton } from './row-buttons.tsx';
import { SetupSection } from './setup-section.tsx';

const CS_TYPES = ZCsType.options;

const languageName = (code: string) => LANGUAGE_NAMES[code as TLanguage] ?? code;

/** A row's titles beyond English, edited in a popover so the table stays one line per entry. */
const TitleTranslations = ({
  row,
  index,
  languages,
  readOnly,
  onChange,
}: {
  row: TCsRow;
  index: number;
  languages: string[];
  readOnly: boolean;
  onChange: (title: Record<string, string>) => void;
}) => {
  const { t } = useTranslation();
  const others = languages.filter((code) => code !== 'EN');
  if (others.length === 0) return null;
  const filled = others.filter((code) => (row.title[code] ?? '').trim() !== '').length;
  return (
    <Popover width={320} position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-xs"
          color={filled === others.length ? 'green' : 'gray'}
          data-testid={`cs-translations-${index}`}
        >
          {t('brandSetup.customerService.translations', { filled, total: others.length })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('brandSetup.customerService.translationsHint')}
          </Text>
          {others.map((code) => (
            <TextInput
              key={code}
              size="xs"
              label={`${code} · ${languageName(code)}`}
              value={row.title[code] ?? ''}
              disabled={readOnly}
              maxLength={200}
              onChange={(e) => onChange({ ...row.title, [code]: e.currentTarget.value })}
              data-testid={`cs-title-${index}-${code}`}
            />
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
};

/**
 * The customer-service entries: position −1 is the VIP entry in the site's header, 1, 2, 3… the
 * side menu's order. Titles per language (English required), a messenger or live-chat link.
 */
export const CustomerServiceSection = ({
  code,
  stored,
  languages,
  readOnly,
}: {
  code: string;
  stored: TBrandSetup['customerService'];
  languages: readonly string[];
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const update = useUpdateCustomerService(code);
  const state = useSetupDraft({
    stored,
    draftOf: csRowsOf,
    bodyOf: csBodyOf,
    check: checkCs,
    save: (body) => update.mutateAsync(body),
    label: t('brandSetup.customerService.title'),
  });
  const rows = state.draft;
  const set = (i: number, change: Partial<TCsRow>) => state.setDraft((d) => withRow(d, i, change));
  const repeats = repeatedPositions(rows);

  return (
    <SetupSection
      testId="setup-cs"
      title={t('brandSetup.customerService.title')}
      description={t('brandSetup.customerService.description')}
      count={rows.length}
      readOnly={readOnly}
      state={state}
      actions={
        <AddRowButton
          label={t('brandSetup.customerService.add')}
          onClick={() =>
            state.setDraft((d) => [
              ...d,
              {
                key: rowKey(),
                csPosition: nextCsPosition(d),
                csType: 'TELEGRAM',
                title: { EN: '' },
                url: '',
                enabled: true,
              },
            ])
          }
          testId="setup-cs-add"
        />
      }
    >
      <Table.ScrollContainer minWidth={900}>
        <Table className="ol-table" data-testid="cs-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('brandSetup.customerService.position')}</Table.Th>
              <Table.Th w={140}>{t('brandSetup.customerService.type')}</Table.Th>
              <Table.Th>{t('brandSetup.customerService.titleEn')}</Table.Th>
              <Table.Th>{t('brandSetup.customerService.url')}</Table.Th>
              <Table.Th w={80}>{t('brandSetup.customerService.enabled')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.key} data-testid={`cs-row-${i}`}>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <NumberInput
                    size="xs"
                    min={-1}
                    max={99}
                    allowDecimal={false}
                    value={r.csPosition}
                    aria-label={t('brandSetup.customerService.position')}
                    onChange={(v) => set(i, { csPosition: intOr(v, r.csPosition) })}
                    error={state.issue(`${i}.csPosition`)}
                    data-testid={`cs-position-${i}`}
                  />
                  {r.csPosition === VIP_POSITION && (
                    <Badge size="xs" color="yellow" variant="light" mt={4}>
                      {t('brandSetup.customerService.vip')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Select
                    size="xs"
                    data={CS_TYPES.map((type) => ({
                      value: type,
                      label: t(`brandSetup.customerService.types.${type}`),
                    }))}
                    value={r.csType}
                    allowDeselect={false}
                    aria-label={t('brandSetup.customerService.type')}
                    onChange={(v) => v && set(i, { csType: v as TCsRow['csType'] })}
                    data-testid={`cs-type-${i}`}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Stack gap={2} align="flex-start">
                    <TextInput
                      size="xs"
                      w="100%"
                      value={r.title.EN ?? ''}
                      maxLength={200}
                      placeholder={t('brandSetup.customerService.titlePlaceholder')}
                      aria-label={t('brandSetup.customerService.titleEn')}
                      onChange={(e) => set(i, { title: { ...r.title, EN: e.currentTarget.value } })}
                      error={
                        state.issue(`${i}.title`, r.title.EN) ?? state.issue(`${i}.title.EN`, r.title.EN)
                      }
                      data-testid={`cs-title-${i}`}
                    />
                    <TitleTranslations
                      row={r}
                      index={i}
                      languages={titleLanguages(languages, r.title)}
                      readOnly={readOnly}
                      onChange={(title) => set(i, { title })}
                    />
                  </Stack>
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <TextInput
                    size="xs"
                    value={r.url}
                    placeholder="https://t.me/…"
                    aria-label={t('brandSetup.customerService.url')}
                    onChange={(e) => set(i, { url: e.currentTarget.value })}
                    error={state.issue(`${i}.url`, r.url)}
                    data-testid={`cs-url-${i}`}
                  />
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>
                  <Switch
                    mt={6}
                    checked={r.enabled}
                    aria-label={t('brandSetup.customerService.enabled')}
                    onChange={(e) => set(i, { enabled: e.currentTarget.checked })}
                    data-testid={`cs-enabled-${i}`}
                  />
                </Table.Td>
                {!readOnly && (
                  <Table.Td style={{ verticalAlign: 'top' }}>
                    <RemoveRowButton
                      onClick={() => state.setDraft((d) => withoutRow(d, i))}
                      testId={`cs-remove-${i}`}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <EmptyRow colSpan={readOnly ? 5 : 6} label={t('brandSetup.customerService.empty')} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group gap="xs" mt="xs">
        <Text size="xs" c="dimmed">
          {t('brandSetup.customerService.hint')}
        </Text>
        {repeats.length > 0 && (
          <Text size="xs" c="orange" data-testid="cs-repeated-positions">
            {t('brandSetup.customerService.repeated', { positions: repeats.join(', ') })}
          </Text>
        )}
      </Group>
    </SetupSection>
  );
};
