import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useLotteryTickets } from '../../features/lottery/api/find-lottery-tickets.ts';
import { TicketsTable } from '../../features/lottery/components/tickets-table.tsx';
import { errorCodeOf } from '../../lib/error-message.ts';
import { useListParams } from '../../lib/use-list-params.ts';

/** A member's lottery tickets (issue 18), looked up by account: newest first, with what each paid. */
export const LotteryTicketsPage = () => {
  const { t } = useTranslation();
  const list = useListParams(['brand', 'account'] as const);
  const { brand, account } = list.filters;
  const [typed, setTyped] = useState(account);
  const tickets = useLotteryTickets({ brand, account, page: list.page, pageSize: list.pageSize });
  return (
    <Stack gap="sm" data-testid="lottery-tickets-page">
      <PageHeader order={2} title={t('lottery.tickets.title')} subtitle={t('lottery.tickets.subtitle')} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilters({ account: typed.trim() });
        }}
      >
        <Group gap="sm" align="flex-end">
          <TextInput
            w={{ base: '100%', xs: 260 }}
            label={t('lottery.tickets.account')}
            maxLength={32}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            data-testid="lottery-tickets-account"
          />
          <Button type="submit" data-testid="lottery-tickets-search">
            {t('lottery.tickets.search')}
          </Button>
        </Group>
      </form>
      {!account ? null : tickets.error && errorCodeOf(tickets.error) === 'NOT_FOUND' ? (
        <Alert color="yellow" variant="light" data-testid="lottery-tickets-no-member">
          {t('lottery.tickets.noMember', { account })}
        </Alert>
      ) : tickets.error && !tickets.data ? (
        <QueryError error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : (
        <>
          <TicketsTable
            items={tickets.data?.items}
            currency={tickets.data?.currency ?? ''}
            stale={tickets.isPlaceholderData}
          />
          <PageFooter data={tickets.data} list={list} />
        </>
      )}
    </Stack>
  );
};
