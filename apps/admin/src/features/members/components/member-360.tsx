import {
  Badge,
  Button,
  Card,
  Code,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TMember360 } from '@openlobby/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useMember, useMemberAction, type TMemberAction } from '../api/members.ts';
import { MemberDevices } from './member-devices.tsx';
import { NoRowsRow } from './no-rows-row.tsx';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { MemberWallet } from './member-wallet.tsx';

export const MEMBER_TYPES = [0, 1, 2, 41, 42] as const;
type TMemberType = (typeof MEMBER_TYPES)[number];
const VIP_LEVELS = [0, 1, 2, 3, 4] as const;

type TDialog = 'lock' | 'unlock' | 'resetPassword' | 'type' | 'labels' | null;

const Field = ({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) => (
  <Stack gap={2}>
    <Text size="xs" c="dimmed" fw={500}>
      {label}
    </Text>
    <Text size="sm" component="div" data-testid={testId} className="ol-field-value">
      {children ?? '—'}
    </Text>
  </Stack>
);

const MemberActions = ({ member }: { member: TMember360 }) => {
  const { t } = useTranslation();
  const canLock = useCan('members.lock');
  const canReset = useCan('members.resetPassword');
  const canType = useCan('members.changeType');
  const canLabels = useCan('members.labels');
  const action = useMemberAction(member.id);
  const [dialog, setDialog] = useState<TDialog>(null);
  const [type, setType] = useState<TMemberType>(
    (MEMBER_TYPES as readonly number[]).includes(member.type) ? (member.type as TMemberType) : 0,
  );
  const [vip, setVip] = useState(member.vipLevel);
  const close = () => setDialog(null);
  const run = async (a: TMemberAction, done: string) => {
    await action.mutateAsync(a);
    notifications.show({ color: 'green', message: t(done, { account: member.account }) });
  };
  if (!canLock && !canReset && !canType && !canLabels) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap">
        {canLock && (
          <>
            <Button
              color="red"
              variant="light"
              size="xs"
              disabled={member.status === 'F'}
              onClick={() => setDialog('lock')}
              data-testid="member-lock"
            >
              {t('members.actions.lock')}
            </Button>
            <Button
              color="green"
              variant="light"
              size="xs"
              disabled={member.status === 'A'}
              onClick={() => setDialog('unlock')}
              data-testid="member-unlock"
            >
              {t('members.actions.unlock')}
            </Button>
          </>
        )}
        {canReset && (
          <Button
            variant="default"
            size="xs"
            onClick={() => setDialog('resetPassword')}
            data-testid="member-reset-password"
          >
            {t('members.actions.resetPassword')}
          </Button>
        )}
        {canType && (
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setType(
                (MEMBER_TYPES as readonly number[]).includes(member.type) ? (member.type as TMemberType) : 0,
              );
              setDialog('type');
            }}
            data-testid="member-change-type"
          >
            {t('members.actions.changeType')}
          </Button>
        )}
        {canLabels && (
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setVip(member.vipLevel);
              setDialog('labels');
            }}
            data-testid="member-set-vip"
          >
            {t('members.actions.setVip')}
          </Button>
        )}
      </Group>
      <ReasonDialog
        opened={dialog === 'lock'}
        title={t('members.actions.lock')}
        description={t('members.actions.lockConfirm', { account: member.account })}
        danger
        onClose={close}
        onConfirm={(reason) => run({ kind: 'lock', reason }, 'members.actions.locked')}
      />
      <ReasonDialog
        opened={dialog === 'unlock'}
        title={t('members.actions.unlock')}
        description={t('members.actions.unlockConfirm', { account: member.account })}
        onClose={close}
        onConfirm={(reason) => run({ kind: 'unlock', reason }, 'members.actions.unlocked')}
      />
      <ReasonDialog
        opened={dialog === 'resetPassword'}
        title={t('members.actions.resetPassword')}
        description={t('members.actions.resetConfirm', { account: member.account })}
        danger
        onClose={close}
        onConfirm={(reason) => run({ kind: 'resetPassword', reason }, 'members.actions.reset')}
      />
      <ReasonDialog
        opened={dialog === 'type'}
        title={t('members.actions.changeType')}
        onClose={close}
        onConfirm={(reason) => run({ kind: 'type', type, reason }, 'members.actions.typeChanged')}
      >
        <Select
          label={t('members.type')}
          data={MEMBER_TYPES.map((v) => ({ value: String(v), label: t(`members.types.${v}`) }))}
          value={String(type)}
          allowDeselect={false}
          onChange={(v) => v !== null && setType(Number(v) as TMemberType)}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          data-testid="member-type-select"
        />
      </ReasonDialog>
      <ReasonDialog
        opened={dialog === 'labels'}
        title={t('members.actions.setVip')}
        onClose={close}
        onConfirm={(reason) => run({ kind: 'labels', vipLevel: vip, reason }, 'members.actions.vipChanged')}
      >
        <Select
          label={t('members.vipLevel')}
          data={VIP_LEVELS.map((v) => ({ value: String(v), label: t('members.vip', { level: v }) }))}
          value={String(vip)}
          allowDeselect={false}
          onChange={(v) => v !== null && setVip(Number(v))}
          comboboxProps={{ withinPortal: true, zIndex: 1000 }}
          data-testid="member-vip-select"
        />
      </ReasonDialog>
    </>
  );
};

/**
 * The member's 360° view: profile, status, type and VIP, the wallet (with Adjust balance), sessions,
 * devices and addresses, and the actions.
 */
export const Member360 = ({ id }: { id: number }) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: m, error, refetch } = useMember(id);
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  if (!m)
    return (
      <Stack>
        <Skeleton h={60} />
        <Skeleton h={160} />
        <Skeleton h={120} />
      </Stack>
    );
  return (
    <Stack gap="md" data-testid="member-360" data-member-id={m.id}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={3} size="h4" data-testid="member-account">
              {m.account}
            </Title>
            <MemberStatusBadge status={m.status} testId="member-status" />
          </Group>
          <Text size="sm" c="dimmed">
            {m.nickname || '—'} · {m.brand} · #{m.id}
          </Text>
        </Stack>
        <Group gap={6}>
          <Badge variant="light" color="ops">
            {t(`members.types.${m.type}`, { defaultValue: String(m.type) })}
          </Badge>
          <Badge variant="light" color="yellow" data-testid="member-vip">
            {t('members.vip', { level: m.vipLevel })}
            {m.labelName ? ` · ${m.labelName}` : ''}
          </Badge>
        </Group>
      </Group>

      <MemberActions member={m} />

      <Card p="md">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Field label={t('members.mobile')}>{m.mobile}</Field>
          <Field label={t('members.email')}>{m.email}</Field>
          <Field label={t('members.payeeName')}>{m.payeeName}</Field>
          <Field label={t('members.createdAt')}>{formatDateTime(m.createdAt, locale)}</Field>
          <Field label={t('members.lastLoginAt')}>{formatDateTime(m.lastLoginAt, locale)}</Field>
          <Field label={t('members.totp')}>{m.hasTotp ? t('common.yes') : t('common.no')}</Field>
          <Field label={t('members.registerIp')}>{m.registerIp && <Code>{m.registerIp}</Code>}</Field>
          <Field label={t('members.registerDomain')}>{m.registerDomain}</Field>
          <Field label={t('members.labelName')}>{m.labelName}</Field>
        </SimpleGrid>
      </Card>

      <Tabs defaultValue="wallet" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="wallet" data-testid="member-wallet-tab">
            {t('memberWallet.title')}
          </Tabs.Tab>
          <Tabs.Tab value="sessions">
            {t('members.sessions')} ({m.sessions.length})
          </Tabs.Tab>
          <Tabs.Tab value="devices" data-testid="member-devices-tab">
            {t('memberDevices.title')} ({m.devices.length})
          </Tabs.Tab>
          <Tabs.Tab value="ips">
            {t('members.ips')} ({m.ips.length})
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="wallet" pt="sm">
          <MemberWallet member={m} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="sm">
          <Table.ScrollContainer minWidth={560}>
            <Table className="ol-table" data-testid="member-sessions">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('members.session.createdAt')}</Table.Th>
                  <Table.Th>{t('members.session.method')}</Table.Th>
                  <Table.Th>{t('members.session.ip')}</Table.Th>
                  <Table.Th>{t('members.session.userAgent')}</Table.Th>
                  <Table.Th>{t('members.session.active')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {m.sessions.map((s, i) => (
                  <Table.Tr key={`${s.createdAt}-${i}`}>
                    <Table.Td className="ol-nowrap">{formatDateTime(s.createdAt, locale)}</Table.Td>
                    <Table.Td>{s.method}</Table.Td>
                    <Table.Td>{s.ip ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed" lineClamp={1} title={s.userAgent ?? undefined}>
                        {s.userAgent ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {s.active ? (
                        <Badge size="sm" color="green" variant="dot">
                          {t('members.session.live')}
                        </Badge>
                      ) : (
                        <Text size="xs" c="dimmed">
                          {t('members.session.ended')}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {m.sessions.length === 0 && <NoRowsRow colSpan={5} />}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Tabs.Panel>
        <Tabs.Panel value="devices" pt="sm">
          <MemberDevices devices={m.devices} />
        </Tabs.Panel>
        <Tabs.Panel value="ips" pt="sm">
          <Table className="ol-table" data-testid="member-ips">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('members.ip.ip')}</Table.Th>
                <Table.Th>{t('members.ip.firstSeen')}</Table.Th>
                <Table.Th>{t('members.ip.lastSeen')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {m.ips.map((ip) => (
                <Table.Tr key={ip.ip}>
                  <Table.Td>
                    <Code>{ip.ip}</Code>
                  </Table.Td>
                  <Table.Td className="ol-nowrap">{formatDateTime(ip.firstSeenAt, locale)}</Table.Td>
                  <Table.Td className="ol-nowrap">{formatDateTime(ip.lastSeenAt, locale)}</Table.Td>
                </Table.Tr>
              ))}
              {m.ips.length === 0 && <NoRowsRow colSpan={3} />}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
