import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { useBonuses, useCancelBonus, type TAdminBonus } from '../../features/engagement/api/bonuses.ts';
import { usePromotions } from '../../features/engagement/api/promotions.ts';
import { BonusIssueDialog } from '../../features/engagement/components/bonus-issue-dialog.tsx';
import { BonusesTable } from '../../features/engagement/components/bonuses-table.tsx';
import { PagedList } from '../../features/engagement/components/paged-list.tsx';
import { engagementReasonRule } from '../../features/engagement/lib/engagement.ts';
import { formatCurrency } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * Bonuses paid in the brand, by state and member; operators who may pay issue a MANUAL
 * promotion's bonus by hand and cancel an open one (what the wallet still holds goes back).
 */
export const PromotionBonusesPage = () => {
  const { t } = useTranslation();
  const locale = useLocale();
  const canPay = useCan('engagement.pay');
  const list = useListParams(['brand', 'status', 'account'] as const);
  const { brand, status, account } = list.filters;
  const { data, error, refetch, isPlaceholderData } = useBonuses({
    brand,
    status: status || undefined,
    account: account || undefined,
    page: list.page,
    pageSize: list.pageSize,
  });
  const open = usePromotions({ brand, state: 'ACTIVE', page: 1, pageSize: 100 });
  const manual = (open.data?.items ?? []).filter((p) => p.kind === 'MANUAL');
  const issuing = useDialogTarget<null>();
  const cancelling = useDialogTarget<TAdminBonus>();
  const cancel = useCancelBonus(brand);
  const target = cancelling.target?.value;
  const currency = data?.currency ?? '';

  return (
    <Stack gap={0} data-testid="bonuses-page">
      <PageHeader
        order={2}
        title={t('engagement.bonuses.title')}
        subtitle={t('engagement.bonuses.subtitle')}
        actions={
          canPay && (
            <Button onClick={() => issuing.open(null)} data-testid="bonus-issue">
              {t('engagement.bonuses.issue.action')}
            </Button>
          )
        }
      />
      <Group mb="md" gap="sm" wrap="wrap">
        <Select
          w={{ base: '100%', xs: 200 }}
          aria-label={t('engagement.columns.state')}
          data={[
            { value: 'ALL', label: t('engagement.all') },
            ...['ISSUED', 'CANCELLED'].map((s) => ({ value: s, label: t(`engagement.states.${s}`) })),
          ]}
          value={status || 'ALL'}
          onChange={(v) => list.setFilters({ status: !v || v === 'ALL' ? '' : v })}
          allowDeselect={false}
          data-testid="bonuses-status"
        />
        <TextInput
          w={{ base: '100%', xs: 200 }}
          aria-label={t('engagement.columns.account')}
          placeholder={t('engagement.columns.account')}
          defaultValue={account}
          onBlur={(e) => list.setFilters({ account: e.currentTarget.value.trim() })}
          onKeyDown={(e) => e.key === 'Enter' && list.setFilters({ account: e.currentTarget.value.trim() })}
          data-testid="bonuses-account"
        />
      </Group>
      <PagedList query={{ data, error, refetch }} list={list}>
        <BonusesTable
          items={data?.items}
          currency={data?.currency}
          stale={isPlaceholderData}
          onCancel={canPay ? cancelling.open : undefined}
        />
      </PagedList>
      {canPay && (
        <BonusIssueDialog
          key={`issue-${issuing.target?.seq}`}
          brand={brand}
          currency={data?.currency}
          promotions={manual}
          opened={issuing.opened}
          onClose={issuing.close}
        />
      )}
      {canPay && target && (
        <ReasonDialog
          opened={cancelling.opened}
          onClose={cancelling.close}
          title={t('engagement.bonuses.cancelTitle')}
          description={t('engagement.bonuses.cancelText', {
            account: target.account,
            amount: formatCurrency(target.amount, currency, locale),
          })}
          danger
          confirmLabel={t('engagement.bonuses.cancel')}
          rule={engagementReasonRule(t)}
          testId="bonus-cancel-dialog"
          onConfirm={async (reason) => {
            const r = await cancel.mutateAsync({ id: target.id, reason });
            notifySuccess(
              t('engagement.bonuses.cancelled', { amount: formatCurrency(r.cancelled, currency, locale) }),
            );
          }}
        />
      )}
    </Stack>
  );
};
