import { Alert, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryError } from '../../../components/ui/query-error.tsx';
import { errorCodeOf } from '../../../lib/error-message.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useDialogTarget } from '../../../lib/use-dialog-target.ts';
import { useMemberVip, type TAdminMemberVip, type TVipLevel } from '../api/vip.ts';
import { VipMemberDialog } from './vip-member-dialog.tsx';

/**
 * One member's VIP standing, looked up by account: the level (with its name), total deposits and
 * valid turnover; an operator who may write sets the level by hand.
 */
export const MemberVipPanel = ({
  brand,
  account,
  levels,
  canWrite,
}: {
  brand: string;
  account: string;
  levels: readonly TVipLevel[];
  canWrite: boolean;
}) => {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data, error, refetch } = useMemberVip(brand, account);
  const setting = useDialogTarget<TAdminMemberVip>();

  if (!account)
    return (
      <Alert color="blue" variant="light">
        {t('engagement.vip.member.ask')}
      </Alert>
    );
  if (error && errorCodeOf(error) === 'NOT_FOUND')
    return (
      <Alert color="yellow" variant="light" data-testid="vip-member-unknown">
        {t('engagement.vip.member.unknown', { account })}
      </Alert>
    );
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  // the previous account's answer is kept while the next loads: show only this account's
  if (!data || data.account !== account) return null;

  const name = levels.find((l) => l.level === data.level)?.name;
  const figures = [
    {
      key: 'level',
      label: t('engagement.vip.columns.level'),
      value: name ? `${data.level} · ${name}` : String(data.level),
    },
    {
      key: 'deposits',
      label: t('engagement.vip.member.deposits'),
      value: formatNumber(data.deposits, locale),
    },
    {
      key: 'turnover',
      label: t('engagement.vip.member.turnover'),
      value: formatNumber(data.turnover, locale),
    },
  ];
  return (
    <Card withBorder padding="md" maw={640} data-testid="vip-member">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>{data.account}</Text>
          {canWrite && (
            <Button size="xs" variant="light" onClick={() => setting.open(data)} data-testid="vip-member-set">
              {t('engagement.vip.member.set')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {figures.map((f) => (
            <div key={f.key}>
              <Text size="xs" c="dimmed">
                {f.label}
              </Text>
              <Text fw={700} data-testid={`vip-member-${f.key}`}>
                {f.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
      {canWrite && setting.target && (
        <VipMemberDialog
          key={`set-${setting.target.seq}`}
          brand={brand}
          member={setting.target.value}
          levels={levels}
          opened={setting.opened}
          onClose={setting.close}
        />
      )}
    </Card>
  );
};
