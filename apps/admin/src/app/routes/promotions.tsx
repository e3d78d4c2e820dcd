import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import {
  usePromotions,
  useSetPromotionState,
  type TAdminPromotion,
} from '../../features/engagement/api/promotions.ts';
import { PagedList, StateSegments } from '../../features/engagement/components/paged-list.tsx';
import { PromotionEditDialog } from '../../features/engagement/components/promotion-edit-dialog.tsx';
import { PromotionsTable } from '../../features/engagement/components/promotions-table.tsx';
import { engagementReasonRule, titleIn } from '../../features/engagement/lib/engagement.ts';
import { useAdminLanguage } from '../../lib/i18n.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/**
 * A brand's promotions: every kind's rule, opened and closed by operators who may write, each
 * change with a reason. A draft and an open promotion can be edited; a closed one stays as it was.
 */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const language = useAdminLanguage();
  const canWrite = useCan('engagement.write');
  const list = useListParams(['brand', 'state'] as const);
  const { brand, state } = list.filters;
  const { data, error, refetch, isPlaceholderData } = usePromotions({
    brand,
    state: state || undefined,
    page: list.page,
    pageSize: list.pageSize,
  });
  const editing = useDialogTarget<TAdminPromotion | null>();
  const changing = useDialogTarget<{ promotion: TAdminPromotion; state: 'ACTIVE' | 'CLOSED' }>();
  const setState = useSetPromotionState(brand);
  const change = changing.target?.value;

  return (
    <Stack gap={0} data-testid="promotions-page">
      <PageHeader
        order={2}
        title={t('engagement.promotions.title')}
        subtitle={t('engagement.promotions.subtitle')}
        actions={
          canWrite && (
            <Button onClick={() => editing.open(null)} data-testid="promotion-new">
              {t('engagement.promotions.new')}
            </Button>
          )
        }
      />
      <StateSegments
        states={['ALL', 'DRAFT', 'ACTIVE', 'CLOSED']}
        value={state || 'ALL'}
        onChange={(v) => list.setFilters({ state: v === 'ALL' ? '' : v })}
        ariaLabel={t('engagement.promotions.columns.state')}
        testId="promotions-state"
      />
      <PagedList query={{ data, error, refetch }} list={list}>
        <PromotionsTable
          items={data?.items}
          stale={isPlaceholderData}
          onEdit={canWrite ? editing.open : undefined}
          onState={canWrite ? (promotion, s) => changing.open({ promotion, state: s }) : undefined}
        />
      </PagedList>
      {canWrite && (
        <PromotionEditDialog
          key={`edit-${editing.target?.seq}`}
          brand={brand}
          promotion={editing.target?.value ?? null}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
      {canWrite && change && (
        <ReasonDialog
          opened={changing.opened}
          onClose={changing.close}
          title={t(
            change.state === 'ACTIVE'
              ? 'engagement.promotions.openTitle'
              : 'engagement.promotions.closeTitle',
          )}
          description={t(
            change.state === 'ACTIVE' ? 'engagement.promotions.openText' : 'engagement.promotions.closeText',
            {
              title: titleIn(change.promotion.title, language),
            },
          )}
          danger={change.state === 'CLOSED'}
          confirmLabel={t(
            change.state === 'ACTIVE' ? 'engagement.promotions.open' : 'engagement.promotions.close',
          )}
          rule={engagementReasonRule(t)}
          testId="promotion-state-dialog"
          onConfirm={async (reason) => {
            await setState.mutateAsync({ id: change.promotion.id, state: change.state, reason });
            notifySuccess(t('engagement.promotions.stateDone'));
          }}
        />
      )}
    </Stack>
  );
};
