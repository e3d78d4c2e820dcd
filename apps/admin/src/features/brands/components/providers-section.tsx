import {
  Badge,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { TProviderSettingsView } from '@openlobby/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { useUpdateProviders } from '../api/brand-setup.ts';
import { useSetupDraft } from '../hooks/use-setup-draft.ts';
import {
  checkProviders,
  oidcRowFor,
  providersBodyOf,
  providersDraftOf,
  unusedOidcProviders,
  withoutRow,
  withRow,
  type TOidcProvider,
  type TOidcRow,
  type TProvidersDraft,
} from '../lib/setup-drafts.ts';
import { RemoveRowButton } from './row-buttons.tsx';
import { SetupSection } from './setup-section.tsx';

const top = { verticalAlign: 'top' } as const;

/** "••• set": a write-only secret is stored (its value is never read back). */
const SecretSet = ({ testId }: { testId: string }) => {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="green" radius="sm" tt="none" data-testid={testId}>
      {t('brandSetup.providers.secretSet')}
    </Badge>
  );
};

const ProviderGroup = ({ title, children }: { title: string; children: ReactNode }) => (
  <Paper p="md">
    <Title order={3} size="h6" mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);

/**
 * SMS gateway, e-mail sender and OpenID Connect sign-in of the brand. Tokens and client secrets
 * are write-only: the form shows whether one is stored, and a blank field keeps it.
 */
export const ProvidersSection = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: TProviderSettingsView;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const update = useUpdateProviders(code);
  const secretRequired = t('brandSetup.providers.secretRequired');
  const state = useSetupDraft({
    stored,
    draftOf: providersDraftOf,
    bodyOf: providersBodyOf,
    check: (d: TProvidersDraft) => checkProviders(d, secretRequired),
    save: (body) => update.mutateAsync(body),
    label: t('brandSetup.providers.title'),
  });
  const d = state.draft;
  const setSms = (change: Partial<TProvidersDraft['sms']>) =>
    state.setDraft((x) => ({ ...x, sms: { ...x.sms, ...change } }));
  const setMail = (change: Partial<TProvidersDraft['mail']>) =>
    state.setDraft((x) => ({ ...x, mail: { ...x.mail, ...change } }));
  const setOidc = (i: number, change: Partial<TOidcRow>) =>
    state.setDraft((x) => ({ ...x, oidc: withRow(x.oidc, i, change) }));
  const unused = unusedOidcProviders(d.oidc);
  const providerLabel = (p: TOidcProvider) => t(`brandSetup.providers.oidcProviders.${p}`);
  const keepHint = t('brandSetup.providers.keepSecret');

  return (
    <SetupSection
      testId="setup-providers"
      title={t('brandSetup.providers.title')}
      description={t('brandSetup.providers.description')}
      readOnly={readOnly}
      state={state}
      listIssues={state.issues.oidc ? [state.issues.oidc] : []}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProviderGroup title={t('brandSetup.providers.sms')}>
          <Stack gap="sm">
            <SegmentedControl
              fullWidth
              size="xs"
              disabled={readOnly}
              data={[
                { value: 'platform', label: t('brandSetup.providers.smsPlatform') },
                { value: 'http', label: t('brandSetup.providers.smsHttp') },
              ]}
              value={d.sms.mode}
              onChange={(v) => setSms({ mode: v as TProvidersDraft['sms']['mode'] })}
              data-testid="provider-sms-mode"
            />
            <Text size="xs" c="dimmed">
              {d.sms.mode === 'platform'
                ? t('brandSetup.providers.smsPlatformHint')
                : t('brandSetup.providers.smsHttpHint')}
            </Text>
            <TextInput
              label={t('brandSetup.providers.smsUrl')}
              disabled={d.sms.mode === 'platform'}
              placeholder="https://sms.example.com/send"
              value={d.sms.url}
              onChange={(e) => setSms({ url: e.currentTarget.value })}
              error={state.issue('sms.url', d.sms.url)}
              data-testid="provider-sms-url"
            />
            <PasswordInput
              label={
                <Group gap={6} component="span">
                  {t('brandSetup.providers.smsToken')}
                  {d.sms.tokenSet && <SecretSet testId="provider-sms-token-set" />}
                </Group>
              }
              description={d.sms.tokenSet ? undefined : t('brandSetup.providers.smsTokenHint')}
              placeholder={d.sms.tokenSet ? keepHint : undefined}
              autoComplete="new-password"
              disabled={d.sms.mode === 'platform'}
              value={d.sms.token}
              onChange={(e) => setSms({ token: e.currentTarget.value })}
              error={state.issue('sms.token', d.sms.token)}
              data-testid="provider-sms-token"
            />
            <TextInput
              label={t('brandSetup.providers.smsSignature')}
              description={t('brandSetup.providers.smsSignatureHint')}
              placeholder="[OpenLobby]"
              maxLength={32}
              value={d.sms.signature}
              onChange={(e) => setSms({ signature: e.currentTarget.value })}
              error={state.issue('sms.signature', d.sms.signature)}
              data-testid="provider-sms-signature"
            />
          </Stack>
        </ProviderGroup>
        <ProviderGroup title={t('brandSetup.providers.mail')}>
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('brandSetup.providers.mailHint')}
            </Text>
            <TextInput
              label={t('brandSetup.providers.fromName')}
              maxLength={64}
              value={d.mail.fromName}
              onChange={(e) => setMail({ fromName: e.currentTarget.value })}
              error={state.issue('mail.fromName', d.mail.fromName)}
              data-testid="provider-mail-from-name"
            />
            <TextInput
              type="email"
              label={t('brandSetup.providers.fromAddress')}
              placeholder="no-reply@example.com"
              value={d.mail.fromAddress}
              onChange={(e) => setMail({ fromAddress: e.currentTarget.value })}
              error={state.issue('mail.fromAddress', d.mail.fromAddress)}
              data-testid="provider-mail-from-address"
            />
          </Stack>
        </ProviderGroup>
      </SimpleGrid>

      <Group justify="space-between" align="flex-end" mt="lg" mb="xs" gap="sm">
        <Stack gap={2}>
          <Title order={3} size="h6">
            {t('brandSetup.providers.oidc')}
          </Title>
          <Text size="xs" c="dimmed">
            {t('brandSetup.providers.oidcHint')}
          </Text>
        </Stack>
        {!readOnly && (
          <Select
            size="xs"
            w={220}
            placeholder={t('brandSetup.providers.oidcAdd')}
            data={unused.map((p) => ({ value: p, label: providerLabel(p) }))}
            value={null}
            disabled={unused.length === 0}
            onChange={(v) =>
              v &&
              state.setDraft((x) => ({ ...x, oidc: [...x.oidc, oidcRowFor(v as TOidcProvider, stored)] }))
            }
            data-testid="oidc-add"
          />
        )}
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table className="ol-table" data-testid="oidc-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>{t('brandSetup.providers.provider')}</Table.Th>
              <Table.Th>{t('brandSetup.providers.issuer')}</Table.Th>
              <Table.Th>{t('brandSetup.providers.clientId')}</Table.Th>
              <Table.Th>{t('brandSetup.providers.clientSecret')}</Table.Th>
              <Table.Th w={80}>{t('brandSetup.providers.enabled')}</Table.Th>
              {!readOnly && (
                <Table.Th w={48}>
                  <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {d.oidc.map((o, i) => (
              <Table.Tr key={o.key} data-testid={`oidc-row-${o.provider}`}>
                <Table.Td style={top}>
                  <Text size="sm" fw={600} mt={4}>
                    {providerLabel(o.provider)}
                  </Text>
                </Table.Td>
                <Table.Td style={top}>
                  <TextInput
                    size="xs"
                    value={o.issuer}
                    aria-label={t('brandSetup.providers.issuer')}
                    onChange={(e) => setOidc(i, { issuer: e.currentTarget.value })}
                    error={state.issue(`oidc.${i}.issuer`, o.issuer)}
                    data-testid={`oidc-issuer-${o.provider}`}
                  />
                </Table.Td>
                <Table.Td style={top}>
                  <TextInput
                    size="xs"
                    value={o.clientId}
                    aria-label={t('brandSetup.providers.clientId')}
                    onChange={(e) => setOidc(i, { clientId: e.currentTarget.value })}
                    error={state.issue(`oidc.${i}.clientId`, o.clientId)}
                    data-testid={`oidc-client-id-${o.provider}`}
                  />
                </Table.Td>
                <Table.Td style={top}>
                  <Stack gap={4}>
                    <PasswordInput
                      size="xs"
                      autoComplete="new-password"
                      value={o.clientSecret}
                      placeholder={o.clientSecretSet ? keepHint : undefined}
                      aria-label={t('brandSetup.providers.clientSecret')}
                      onChange={(e) => setOidc(i, { clientSecret: e.currentTarget.value })}
                      error={state.issue(`oidc.${i}.clientSecret`, o.clientSecret)}
                      data-testid={`oidc-secret-${o.provider}`}
                    />
                    {o.clientSecretSet && <SecretSet testId={`oidc-secret-set-${o.provider}`} />}
                  </Stack>
                </Table.Td>
                <Table.Td style={top}>
                  <Switch
                    mt={6}
                    checked={o.enabled}
                    aria-label={t('brandSetup.providers.enabled')}
                    onChange={(e) => setOidc(i, { enabled: e.currentTarget.checked })}
                    data-testid={`oidc-enabled-${o.provider}`}
                  />
                </Table.Td>
                {!readOnly && (
                  <Table.Td style={top}>
                    <RemoveRowButton
                      onClick={() => state.setDraft((x) => ({ ...x, oidc: withoutRow(x.oidc, i) }))}
                      testId={`oidc-remove-${o.provider}`}
                    />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
            {d.oidc.length === 0 && (
              <EmptyRow colSpan={readOnly ? 5 : 6} label={t('brandSetup.providers.oidcEmpty')} />
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SetupSection>
  );
};
