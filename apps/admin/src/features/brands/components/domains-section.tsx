import { Badge, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import type { TBrandSetup } from '@openlobby/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { errorCodeOf } from '../../../lib/error-message.ts';
import { useUpdateDomains } from '../api/brand-setup.ts';
import { useSetupDraft } from '../hooks/use-setup-draft.ts';
import {
  checkDomains,
  domainBodyOf,
  domainRowsOf,
  normaliseHost,
  rowKey,
  speedOf,
  takenDomainOf,
  withoutDomain,
  withPrimary,
  withRow,
  type TDomainRow,
} from '../lib/setup-drafts.ts';
import { AddRowButton, RemoveRowButton } from './row-buttons.tsx';
import { SetupSection } from './setup-section.tsx';

const speedColor = (ms: number) => (ms <= 300 ? 'green' : ms <= 1000 ? 'yellow' : 'red');

/** The brand's host names: one primary (the site's canonical address), the others alternatives. */
export const DomainsSection = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: TBrandSetup['domains'];
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const update = useUpdateDomains(code);
  const repeated = t('brandSetup.domains.repeated');
  const state = useSetupDraft({
    stored,
    draftOf: domainRowsOf,
    bodyOf: domainBodyOf,
    check: (rows: TDomainRow[]) => checkDomains(rows, repeated),
    save: (body) => update.mutateAsync(body),
    label: t('brandSetup.domains.title'),
  });
  const rows = state.draft;
  const set = (i: number, change: Partial<TDomainRow>) => state.setDraft((d) => withRow(d, i, change));
  const taken = takenDomainOf(state.failure);

  return (
    <SetupSection
      testId="setup-domains"
      title={t('brandSetup.domains.title')}
      description={t('brandSetup.domains.description')}
      count={rows.length}
      readOnly={readOnly}
      state={state}
      listIssues={state.issues[''] ? [state.issues['']] : []}
      describeFailure={(e) =>
        errorCodeOf(e) === 'DOMAIN_TAKEN' ? (
          <Stack gap={2} data-testid="setup-domains-taken">
            <Text size="sm" fw={600}>
              {t('brandSetup.domains.takenTitle')}
            </Text>
            <Text size="sm">
              {taken ? t('brandSetup.domains.taken', { domain: taken }) : t('brandSetup.domains.takenAny')}
            </Text>
          </Stack>
        ) : null
      }
      actions={
        <AddRowButton
          label={t('brandSetup.domains.add')}
          disabled={rows.length >= 50}
          onClick={() =>
            state.setDraft((d) => [...d, { key: rowKey(), domain: '', isPrimary: d.length === 0 }])
          }
          testId="setup-domains-add"
        />
      }
    >
      <Table.ScrollContainer minWidth={520}>
        <Table className="ol-table" data-testid="domains-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('brandSetup.domains.primary')}</Table.Th>
              <Table.Th>{t('brandSetup.domains.domain')}</Table.Th>
              <Table.Th w={120}>{t('brandSetup.domains.speed')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => {
              const speed = speedOf(stored, r.domain);
              const isTaken = taken !== null && normaliseHost(r.domain) === normaliseHost(taken);
              return (
                <Table.Tr key={r.key} data-testid={`domain-row-${i}`}>
                  <Table.Td>
                    <Radio
                      name={`primary-domain-${code}`}
                      checked={r.isPrimary}
                      onChange={() => state.setDraft((d) => withPrimary(d, i))}
                      aria-label={t('brandSetup.domains.makePrimary', { domain: r.domain })}
                      data-testid={`domain-primary-${i}`}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      size="xs"
                      value={r.domain}
                      placeholder="www.example.com"
                      aria-label={t('brandSetup.domains.domain')}
                      onChange={(e) => set(i, { domain: e.currentTarget.value })}
                      error={
                        state.issue(`${i}.domain`, r.domain) ??
                        (isTaken ? t('brandSetup.domains.takenShort') : undefined)
                      }
                      data-testid={`domain-input-${i}`}
                    />
                  </Table.Td>
                  <Table.Td data-testid={`domain-speed-${i}`}>
                    {speed === null ? (
                      <Text size="xs" c="dimmed">
                        {t('brandSetup.domains.notMeasured')}
                      </Text>
                    ) : (
                      <Badge variant="light" color={speedColor(speed)} radius="sm" tt="none">
                        {t('brandSetup.domains.ms', { ms: speed })}
                      </Badge>
                    )}
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <RemoveRowButton
                        disabled={rows.length <= 1}
                        onClick={() => state.setDraft((d) => withoutDomain(d, i))}
                        testId={`domain-remove-${i}`}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
            {rows.length === 0 && (
              <EmptyRow colSpan={readOnly ? 3 : 4} label={t('brandSetup.domains.empty')} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="xs">
        {t('brandSetup.domains.hint')}
      </Text>
    </SetupSection>
  );
};
