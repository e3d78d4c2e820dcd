import { Badge } from '@mantine/core';
import type { TReferralInvitee } from '@openlobby/contracts';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { INVITEES_PAGE_SIZE, useReferralInvitees } from '../api/find-referral-invitees.ts';

/**
 * Who joined through the link, newest first: the account as the server masks it, the day they
 * joined (the brand's time zone), and whether they have deposited; paged.
 */
export const InviteeList = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const list = useReferralInvitees(page);
  const columns: TColumn<TReferralInvitee>[] = [
    { key: 'account', label: t('referral.invitees.account'), render: (i) => i.account },
    { key: 'joinedAt', label: t('referral.invitees.joined'), render: (i) => format.date(i.joinedAt) },
    {
      key: 'deposited',
      label: t('referral.invitees.deposited'),
      align: 'end',
      render: (i) => (
        <Badge variant="light" color={i.deposited ? 'green' : 'gray'} data-deposited={i.deposited}>
          {t(i.deposited ? 'referral.invitees.yes' : 'referral.invitees.no')}
        </Badge>
      ),
    },
  ];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / INVITEES_PAGE_SIZE));
  return (
    <section className="ol-referral-invitees" aria-labelledby="referral-invitees-title">
      <h3 id="referral-invitees-title" className="ol-section-title">
        {t('referral.invitees.title')}
      </h3>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={list.data?.items ?? []}
            // The server masks accounts, so two invitees may read alike: the row's place keys it.
            rowKey={(i) => `${i.account}-${i.joinedAt}`}
            rowTestId={() => 'referral-invitee'}
            loading={list.isPending}
            fetching={list.isPlaceholderData}
            empty={
              <EmptyState
                title={t('referral.invitees.empty')}
                description={t('referral.invitees.emptyHint')}
                testId="referral-invitees-empty"
              />
            }
            testId="referral-invitees"
            caption={t('referral.invitees.title')}
          />
          {pages > 1 && (
            <Pagination total={pages} value={page} onChange={setPage} data-testid="referral-pages" />
          )}
        </>
      )}
    </section>
  );
};
