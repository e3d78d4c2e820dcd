import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { useLotteryGames, type TAdminLotteryGame } from '../../features/lottery/api/find-lottery-games.ts';
import { GameEditDialog } from '../../features/lottery/components/game-edit-dialog.tsx';
import { GamesTable } from '../../features/lottery/components/games-table.tsx';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';

/**
 * A brand's lottery games (issue 18): schedules, odds and limits, edited by operators who may
 * write (each change with a reason, audited); draws already open keep their times and odds.
 */
export const LotteryGamesPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const canWrite = useCan('lottery.write');
  const games = useLotteryGames(brand);
  const editing = useDialogTarget<TAdminLotteryGame>();
  return (
    <Stack gap="sm" data-testid="lottery-games-page">
      <PageHeader order={2} title={t('lottery.games.title')} subtitle={t('lottery.games.subtitle')} />
      {games.error ? (
        <QueryError error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <GamesTable
          items={games.data?.items}
          currency={games.data?.currency ?? ''}
          onEdit={canWrite ? editing.open : undefined}
        />
      )}
      {canWrite && editing.target && games.data && (
        <GameEditDialog
          key={editing.target.seq}
          brand={brand}
          game={editing.target.value}
          decimals={games.data.decimals}
          opened={editing.opened}
          onClose={editing.close}
        />
      )}
    </Stack>
  );
};
