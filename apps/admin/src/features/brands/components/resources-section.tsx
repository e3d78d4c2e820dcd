import { Autocomplete, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { TBrandSetup } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { useUpdateResources } from '../api/brand-setup.ts';
import { useSetupDraft } from '../hooks/use-setup-draft.ts';
import {
  checkResources,
  KNOWN_RESOURCE_TYPES,
  resourceBodyOf,
  resourceRowsOf,
  rowKey,
  withoutRow,
  withRow,
  type TResourceRow,
} from '../lib/setup-drafts.ts';
import { AddRowButton, RemoveRowButton } from './row-buttons.tsx';
import { SetupSection } from './setup-section.tsx';

const top = { verticalAlign: 'top' } as const;

/** The "routes" the site's domain-route call serves: app downloads, the movie site and the like. */
export const ResourcesSection = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: TBrandSetup['resources'];
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const update = useUpdateResources(code);
  const state = useSetupDraft({
    stored,
    draftOf: resourceRowsOf,
    bodyOf: resourceBodyOf,
    check: checkResources,
    save: (body) => update.mutateAsync(body),
    label: t('brandSetup.resources.title'),
  });
  const rows = state.draft;
  const set = (i: number, change: Partial<TResourceRow>) => state.setDraft((d) => withRow(d, i, change));

  return (
    <SetupSection
      testId="setup-resources"
      title={t('brandSetup.resources.title')}
      description={t('brandSetup.resources.description')}
      count={rows.length}
      readOnly={readOnly}
      state={state}
      actions={
        <AddRowButton
          label={t('brandSetup.resources.add')}
          onClick={() =>
            state.setDraft((d) => [
              ...d,
              { key: rowKey(), resourceType: '', url: '', qrCodeUrl: '', labelNameEn: '' },
            ])
          }
          testId="setup-resources-add"
        />
      }
    >
      <Table.ScrollContainer minWidth={880}>
        <Table className="ol-table" data-testid="resources-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>{t('brandSetup.resources.type')}</Table.Th>
              <Table.Th w={200}>{t('brandSetup.resources.label')}</Table.Th>
              <Table.Th>{t('brandSetup.resources.url')}</Table.Th>
              <Table.Th>{t('brandSetup.resources.qrCodeUrl')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={r.key} data-testid={`resource-row-${i}`}>
                <Table.Td style={top}>
                  <Autocomplete
                    size="xs"
                    data={[...KNOWN_RESOURCE_TYPES]}
                    value={r.resourceType}
                    maxLength={32}
                    placeholder="IOS"
                    aria-label={t('brandSetup.resources.type')}
                    onChange={(v) => set(i, { resourceType: v })}
                    error={state.issue(`${i}.resourceType`, r.resourceType)}
                    data-testid={`resource-type-${i}`}
                  />
                </Table.Td>
                <Table.Td style={top}>
                  <TextInput
                    size="xs"
                    value={r.labelNameEn}
                    maxLength={64}
                    placeholder={t('brandSetup.resources.labelPlaceholder')}
                    aria-label={t('brandSetup.resources.label')}
                    onChange={(e) => set(i, { labelNameEn: e.currentTarget.value })}
                    error={state.issue(`${i}.labelNameEn`, r.labelNameEn)}
                    data-testid={`resource-label-${i}`}
                  />
                </Table.Td>
                <Table.Td style={top}>
                  <TextInput
                    size="xs"
                    value={r.url}
                    placeholder="https://…"
                    aria-label={t('brandSetup.resources.url')}
                    onChange={(e) => set(i, { url: e.currentTarget.value })}
                    error={state.issue(`${i}.url`, r.url)}
                    data-testid={`resource-url-${i}`}
                  />
                </Table.Td>
                <Table.Td style={top}>
                  <TextInput
                    size="xs"
                    value={r.qrCodeUrl}
                    placeholder={t('brandSetup.resources.qrCodePlaceholder')}
                    aria-label={t('brandSetup.resources.qrCodeUrl')}
                    onChange={(e) => set(i, { qrCodeUrl: e.currentTarget.value })}
                    error={state.issue(`${i}.qrCodeUrl`, r.qrCodeUrl)}
                    data-testid={`resource-qr-${i}`}
                  />
                </Table.Td>
                {!readOnly && (
                  <Table.Td style={top}>
                    <RemoveRowButton
                      onClick={() => state.setDraft((d) => withoutRow(d, i))}
                      testId={`resource-remove-${i}`}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {rows.length === 0 && (
              <EmptyRow colSpan={readOnly ? 4 : 5} label={t('brandSetup.resources.empty')} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('brandSetup.resources.hint')}
      </Text>
    </SetupSection>
  );
};
