import { Center, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { TBrandSetup } from '@openlobby/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useUpdateDeviceLinks } from '../api/brand-setup.ts';
import { useSetupDraft } from '../hooks/use-setup-draft.ts';
import {
  checkDeviceLinks,
  deviceLinkBodyOf,
  deviceLinkRowsOf,
  rowKey,
  unusedLinkTypes,
  withoutRow,
  withRow,
  type TDeviceLinkRow,
  type TDeviceLinkType,
} from '../lib/setup-drafts.ts';
import { AddRowButton, RemoveRowButton } from './row-buttons.tsx';
import { SetupSection } from './setup-section.tsx';

const QR_SIZE = 96;

/** The code a phone scans; a placeholder while the link is empty or not a valid link. */
const QrPreview = ({ url, valid, testId }: { url: string; valid: boolean; testId: string }) => {
  const { t } = useTranslation();
  return (
    <Paper p={6} radius="sm" bg="white" w={QR_SIZE + 14} h={QR_SIZE + 14} data-testid={testId}>
      {valid ? (
        <QRCodeSVG value={url} size={QR_SIZE} marginSize={0} level="M" title={url} />
      ) : (
        <Center h="100%">
          <Text size="xs" c="dimmed" ta="center">
            {t('brandSetup.deviceLinks.noPreview')}
          </Text>
        </Center>
      )}
    </Paper>
  );
};

/** App downloads and messenger links of the site's download page, each type at most once. */
export const DeviceLinksSection = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: TBrandSetup['deviceLinks'];
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const update = useUpdateDeviceLinks(code);
  const repeated = t('brandSetup.deviceLinks.repeated');
  const state = useSetupDraft({
    stored,
    draftOf: deviceLinkRowsOf,
    bodyOf: deviceLinkBodyOf,
    check: (rows: TDeviceLinkRow[]) => checkDeviceLinks(rows, repeated),
    save: (body) => update.mutateAsync(body),
    label: t('brandSetup.deviceLinks.title'),
  });
  const rows = state.draft;
  const unused = unusedLinkTypes(rows);
  const typeLabel = (type: TDeviceLinkType) => t(`brandSetup.deviceLinks.types.${type}`);

  return (
    <SetupSection
      testId="setup-device-links"
      title={t('brandSetup.deviceLinks.title')}
      description={t('brandSetup.deviceLinks.description')}
      count={rows.length}
      readOnly={readOnly}
      state={state}
      actions={
        <AddRowButton
          label={t('brandSetup.deviceLinks.add')}
          disabled={unused.length === 0}
          onClick={() => {
            const type = unused[0];
            if (type) state.setDraft((d) => [...d, { key: rowKey(), type, url: '' }]);
          }}
          testId="setup-device-links-add"
        />
      }
    >
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('brandSetup.deviceLinks.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((r, i) => {
            const urlIssue = state.issue(`${i}.url`, r.url);
            return (
              <Paper key={r.key} p="sm" data-testid={`device-link-${i}`} data-type={r.type}>
                <Group align="flex-start" wrap="nowrap" gap="md">
                  <QrPreview
                    url={r.url.trim()}
                    valid={r.url.trim() !== '' && !urlIssue}
                    testId={`device-link-qr-${i}`}
                  />
                  <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
                    <Group gap="xs" wrap="nowrap" align="flex-start">
                      <Select
                        size="xs"
                        style={{ flex: 1 }}
                        label={t('brandSetup.deviceLinks.type')}
                        data={[r.type, ...unused].map((type) => ({ value: type, label: typeLabel(type) }))}
                        value={r.type}
                        allowDeselect={false}
                        onChange={(v) =>
                          v && state.setDraft((d) => withRow(d, i, { type: v as TDeviceLinkType }))
                        }
                        error={state.issue(`${i}.type`)}
                        data-testid={`device-link-type-${i}`}
                      />
                      {!readOnly && (
                        <RemoveRowButton
                          mt={22}
                          onClick={() => state.setDraft((d) => withoutRow(d, i))}
                          testId={`device-link-remove-${i}`}
                        />
                      )}
                    </Group>
                    <TextInput
                      size="xs"
                      label={t('brandSetup.deviceLinks.url')}
                      placeholder="https://…"
                      value={r.url}
                      onChange={(e) => state.setDraft((d) => withRow(d, i, { url: e.currentTarget.value }))}
                      error={urlIssue}
                      data-testid={`device-link-url-${i}`}
                    />
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </SimpleGrid>
      )}
    </SetupSection>
  );
};
