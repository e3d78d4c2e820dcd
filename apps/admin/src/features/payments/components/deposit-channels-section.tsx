import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Paper,
  PasswordInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify.ts';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { SaveResetButtons } from '../../../components/ui/save-reset-buttons.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDepositChannels, useSaveDepositChannels } from '../api/deposits.ts';
import { useChannelsDraft } from '../hooks/use-channels-draft.ts';
import {
  CHANNEL_GATEWAYS,
  CHANNEL_KINDS,
  isHosted,
  isManual,
  MAX_CHANNELS,
  moveRow,
  newChannelRow,
  usesAddress,
  withoutNewRow,
  withRow,
  type TAdminDepositChannel,
  type TChannelGateway,
  type TChannelKind,
  type TChannelRow,
} from '../lib/channels.ts';
import { GatewayBadge } from './deposit-badges.tsx';
import { PaymentTestMode } from './payment-test-mode.tsx';

const Svg = ({ d }: { d: string }) => (
  <svg width={16} height={16} viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d={d} />
  </svg>
);
const ICON_UP = 'm12 7 6 6-1.4 1.4-4.6-4.6-4.6 4.6L6 13l6-6Z';
const ICON_DOWN = 'm12 17-6-6 1.4-1.4 4.6 4.6 4.6-4.6L18 11l-6 6Z';
const ICON_TRASH =
  'M9 3h6l1 1h4v2H4V4h4l1-1Zm-3 5h12l-1 12a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2L6 8Zm4 2v9h1.5v-9H10Zm3.5 0v9H15v-9h-1.5Z';
const ICON_PLUS = 'M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6V5Z';

type TDraft = ReturnType<typeof useChannelsDraft>;

/**
 * One channel: kind, name, gateway, limits, on/off, and where members pay a manual channel or the
 * hosted gateway's settings (its signing secret write-only: a stored one is never shown).
 */
const ChannelRow = ({
  row,
  index,
  count,
  draft,
  readOnly,
}: {
  row: TChannelRow;
  index: number;
  count: number;
  draft: TDraft;
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const set = (change: Partial<TChannelRow>) => draft.setRows((rows) => withRow(rows, index, change));
  const issue = (field: string, value?: unknown) => {
    const code = draft.issue(`${index}.${field}`, value);
    return code && t(`payments.channels.errors.${code}`, { defaultValue: code });
  };
  const isNew = row.id === undefined;
  const receivingField = (field: 'bankName' | 'accountName' | 'accountNumber' | 'address', max: number) => (
    <TextInput
      size="xs"
      label={t(`payments.channels.${field}`)}
      maxLength={max}
      value={row[field]}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      error={issue(`receiving.${field}`, row[field])}
      data-testid={`deposit-channel-${field}-${index}`}
    />
  );
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      data-testid={`deposit-channel-row-${index}`}
      data-channel-id={row.id ?? 'new'}
      data-enabled={row.enabled}
      style={row.enabled ? undefined : { opacity: 0.7 }}
    >
      <Stack gap="xs">
        {/* Wraps at phone width: squeezed, the badges would lose their labels. */}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="gray" radius="sm">
              {index + 1}
            </Badge>
            {!readOnly && (
              <>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === 0}
                  onClick={() => draft.setRows((rows) => moveRow(rows, index, -1))}
                  aria-label={t('payments.channels.moveUp')}
                  data-testid={`deposit-channel-up-${index}`}
                >
                  <Svg d={ICON_UP} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  disabled={index === count - 1}
                  onClick={() => draft.setRows((rows) => moveRow(rows, index, 1))}
                  aria-label={t('payments.channels.moveDown')}
                  data-testid={`deposit-channel-down-${index}`}
                >
                  <Svg d={ICON_DOWN} />
                </ActionIcon>
              </>
            )}
            <GatewayBadge gateway={row.gateway} />
            {isNew && (
              <Badge variant="light" color="blue" radius="sm" tt="none">
                {t('payments.channels.new')}
              </Badge>
            )}
            {!row.enabled && (
              <Badge
                variant="light"
                color="gray"
                radius="sm"
                tt="none"
                data-testid={`deposit-channel-off-${index}`}
              >
                {t('payments.channels.disabled')}
              </Badge>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Switch
              size="sm"
              label={t('payments.channels.enabled')}
              checked={row.enabled}
              onChange={(e) => set({ enabled: e.currentTarget.checked })}
              data-testid={`deposit-channel-enabled-${index}`}
            />
            {!readOnly && isNew && (
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => draft.setRows((rows) => withoutNewRow(rows, index))}
                aria-label={t('payments.channels.remove')}
                data-testid={`deposit-channel-remove-${index}`}
              >
                <Svg d={ICON_TRASH} />
              </ActionIcon>
            )}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" verticalSpacing="xs">
          <Select
            size="xs"
            label={t('payments.channels.kind')}
            data={CHANNEL_KINDS.map((k) => ({ value: k, label: t(`payments.channels.kinds.${k}`) }))}
            value={row.kind}
            allowDeselect={false}
            onChange={(v) => v && set({ kind: v as TChannelKind })}
            data-testid={`deposit-channel-kind-${index}`}
          />
          <TextInput
            size="xs"
            label={t('payments.channels.name')}
            placeholder={t('payments.channels.namePlaceholder')}
            maxLength={64}
            required
            value={row.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
            error={issue('name', row.name)}
            data-testid={`deposit-channel-name-${index}`}
          />
          <Select
            size="xs"
            label={t('payments.channels.gateway')}
            data={CHANNEL_GATEWAYS.map((g) => ({ value: g, label: t(`payments.gateways.${g}`) }))}
            value={row.gateway}
            allowDeselect={false}
            onChange={(v) => v && set({ gateway: v as TChannelGateway })}
            data-testid={`deposit-channel-gateway-${index}`}
          />
          <NumberInput
            size="xs"
            label={t('payments.channels.min')}
            required
            min={0}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            value={row.min}
            onChange={(v) => set({ min: v })}
            error={issue('min', row.min)}
            data-testid={`deposit-channel-min-${index}`}
          />
          <NumberInput
            size="xs"
            label={t('payments.channels.max')}
            required
            min={0}
            allowNegative={false}
            thousandSeparator=","
            hideControls
            value={row.max}
            onChange={(v) => set({ max: v })}
            error={issue('max', row.max)}
            data-testid={`deposit-channel-max-${index}`}
          />
        </SimpleGrid>
        {isManual(row) ? (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {t('payments.channels.receiving')}
            </Text>
            {usesAddress(row) ? (
              receivingField('address', 128)
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
                {receivingField('bankName', 64)}
                {receivingField('accountName', 64)}
                {receivingField('accountNumber', 64)}
              </SimpleGrid>
            )}
          </Stack>
        ) : isHosted(row) ? (
          <Stack gap={4}>
            <Text size="xs" fw={600} c="dimmed">
              {t('payments.channels.hosted')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
              <TextInput
                size="xs"
                label={t('payments.channels.merchantId')}
                maxLength={64}
                required
                value={row.merchantId}
                onChange={(e) => set({ merchantId: e.currentTarget.value })}
                error={issue('hosted.merchantId', row.merchantId)}
                data-testid={`deposit-channel-merchantId-${index}`}
              />
              <TextInput
                size="xs"
                label={t('payments.channels.apiBaseUrl')}
                placeholder="https://api.gateway.example/v1"
                maxLength={2048}
                required
                value={row.apiBaseUrl}
                onChange={(e) => set({ apiBaseUrl: e.currentTarget.value })}
                error={issue('hosted.apiBaseUrl', row.apiBaseUrl)}
                data-testid={`deposit-channel-apiBaseUrl-${index}`}
              />
              <PasswordInput
                size="xs"
                label={t('payments.channels.secret')}
                placeholder={t(
                  row.secretSet ? 'payments.channels.secretKeep' : 'payments.channels.secretNew',
                )}
                maxLength={512}
                required={!row.secretSet}
                autoComplete="new-password"
                value={row.secret}
                onChange={(e) => set({ secret: e.currentTarget.value })}
                error={issue('hosted.secret', row.secret)}
                data-testid={`deposit-channel-secret-${index}`}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              {t('payments.channels.hostedHint')}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('payments.channels.gatewayHint')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
};

/** The card's title and description; `children` sit at the right (count, unsaved / saved). */
const SectionHeading = ({ children }: { children?: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" mb="md" wrap="nowrap">
      <Stack gap={2}>
        <Title order={2} size="h5">
          {t('payments.channels.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('payments.channels.description')}
        </Text>
      </Stack>
      {/* The badges keep their width; at phone width the description wraps instead. */}
      {children && (
        <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
          {children}
        </Group>
      )}
    </Group>
  );
};

/** The editor once the stored channels are known. */
const ChannelsEditor = ({
  code,
  stored,
  readOnly,
}: {
  code: string;
  stored: readonly TAdminDepositChannel[];
  readOnly: boolean;
}) => {
  const { t } = useTranslation();
  const save = useSaveDepositChannels(code);
  const draft = useChannelsDraft({
    stored,
    save: (body) => save.mutateAsync(body),
    onSaved: () => notifySuccess(t('payments.channels.savedBody'), t('payments.channels.savedTitle')),
  });
  const { rows } = draft;
  const listIssues = Object.values(draft.listIssues).map((code) =>
    t(`payments.channels.errors.${code}`, { defaultValue: code }),
  );
  return (
    <>
      <SectionHeading>
        <Badge variant="light" color="gray" radius="sm">
          {rows.length}
        </Badge>
        {draft.dirty ? (
          <Badge variant="light" color="orange" data-testid="deposit-channels-dirty">
            {t('payments.channels.unsaved')}
          </Badge>
        ) : draft.saved ? (
          <Badge variant="light" color="green" data-testid="deposit-channels-saved">
            {t('payments.channels.saved')}
          </Badge>
        ) : null}
      </SectionHeading>
      <PaymentTestMode code={code} readOnly={readOnly} />
      <fieldset disabled={readOnly || draft.saving} className="ol-fieldset">
        <Stack gap="sm">
          {rows.map((row, i) => (
            <ChannelRow
              key={row.key}
              row={row}
              index={i}
              count={rows.length}
              draft={draft}
              readOnly={readOnly}
            />
          ))}
          {rows.length === 0 && (
            <Text size="sm" c="dimmed" ta="center" py="lg" data-testid="deposit-channels-empty">
              {t('payments.channels.empty')}
            </Text>
          )}
        </Stack>
      </fieldset>
      <Text size="xs" c="dimmed" mt="sm">
        {t('payments.channels.neverDeleted')}
      </Text>
      {listIssues.length > 0 && (
        <Alert color="red" variant="light" mt="sm" p="xs" data-testid="deposit-channels-issues">
          {listIssues.map((m) => (
            <Text key={m} size="sm">
              {m}
            </Text>
          ))}
        </Alert>
      )}
      {(draft.failure !== null || draft.invalid) && (
        <Alert color="red" variant="light" mt="sm" p="xs" data-testid="deposit-channels-error">
          {draft.failure !== null ? errorMessage(t, draft.failure) : t('payments.channels.invalid')}
        </Alert>
      )}
      {!readOnly && (
        <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
          <Button
            variant="light"
            size="xs"
            leftSection={<Svg d={ICON_PLUS} />}
            disabled={rows.length >= MAX_CHANNELS || draft.saving}
            onClick={() => draft.setRows((r) => [...r, newChannelRow()])}
            data-testid="deposit-channels-add"
          >
            {t('payments.channels.add')}
          </Button>
          <SaveResetButtons
            testId="deposit-channels"
            dirty={draft.dirty}
            saving={draft.saving}
            onReset={draft.reset}
            onSave={() => void draft.save()}
          />
        </Group>
      )}
    </>
  );
};

/**
 * A brand's deposit channels as a card of the brand page (shown with payments.read, editable with
 * payments.configure). The list is saved whole; a saved channel is switched off, never deleted.
 */
export const DepositChannelsSection = ({ code, readOnly }: { code: string; readOnly: boolean }) => {
  const { data, error, refetch } = useDepositChannels(code);
  return (
    <Card mt="md" data-testid="deposit-channels" data-readonly={readOnly || undefined}>
      {data ? (
        <ChannelsEditor key={code} code={code} stored={data} readOnly={readOnly} />
      ) : (
        <>
          <SectionHeading />
          {error ? (
            <QueryError error={error} onRetry={() => void refetch()} />
          ) : (
            <Stack gap="sm">
              <Skeleton h={90} />
              <Skeleton h={90} />
            </Stack>
          )}
        </>
      )}
    </Card>
  );
};
