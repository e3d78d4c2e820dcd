import { Group, Select, SegmentedControl, Stack } from '@mantine/core';
import { DRAW_STATUSES, type TDrawStatus } from '@openlobby/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFooter } from '../../components/ui/list-pagination.tsx';
import { notifySuccess } from '../../components/ui/notify.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryError } from '../../components/ui/query-error.tsx';
import { ReasonDialog } from '../../components/ui/reason-dialog.tsx';
import { useLotteryDraws, type TAdminLotteryDraw } from '../../features/lottery/api/find-lottery-draws.ts';
import { useLotteryGames } from '../../features/lottery/api/find-lottery-games.ts';
import { useVoidLotteryDraw } from '../../features/lottery/api/void-lottery-draw.ts';
import { DrawExposureDialog } from '../../features/lottery/components/draw-exposure-dialog.tsx';
import { DrawsTable } from '../../features/lottery/components/draws-table.tsx';
import { lotteryReasonRule } from '../../features/lottery/lib/reason.ts';
import { useCan } from '../../lib/permissions.ts';
import { useDialogTarget } from '../../lib/use-dialog-target.ts';
import { useListParams } from '../../lib/use-list-params.ts';

const isStatus = (v: string): v is TDrawStatus => (DRAW_STATUSES as readonly string[]).includes(v);

/**
 * A game's draws (issue 18), newest first: their status, seed hash, result and tickets' totals;
 * an open draw's liability per number, and the void of a draw not yet settled (with a reason;
 * the draw job refunds its tickets).
 */
export const LotteryDrawsPage = () => {
  const { t } = useTranslation();
  const canWrite = useCan('lottery.write');
  const list = useListParams(['brand', 'game', 'status'] as const);
  const { brand, game, status } = list.filters;
  const games = useLotteryGames(brand);
  const gameId = Number(game) || 0;
  const draws = useLotteryDraws({
    brand,
    gameId,
    status: isStatus(status) ? status : undefined,
    page: list.page,
    pageSize: list.pageSize,
  });
  const liability = useDialogTarget<TAdminLotteryDraw>();
  const [voiding, setVoiding] = useState<TAdminLotteryDraw | null>(null);
  const voidDraw = useVoidLotteryDraw(brand);
  const { setFilters } = list;
  const first = games.data?.items[0]?.id;
  // The first game is shown until the operator picks another.
  useEffect(() => {
    if (!gameId && first) setFilters({ game: String(first) });
  }, [gameId, first, setFilters]);

  return (
    <Stack gap="sm" data-testid="lottery-draws-page">
      <PageHeader order={2} title={t('lottery.draws.title')} subtitle={t('lottery.draws.subtitle')} />
      <Group gap="sm" wrap="wrap">
        <Select
          w={{ base: '100%', xs: 280 }}
          aria-label={t('lottery.columns.game')}
          searchable
          data={(games.data?.items ?? []).map((g) => ({
            value: String(g.id),
            label: `${g.name} (${g.code})`,
          }))}
          value={gameId ? String(gameId) : null}
          onChange={(v) => v && setFilters({ game: v })}
          allowDeselect={false}
          data-testid="lottery-draws-game"
        />
        <SegmentedControl
          value={isStatus(status) ? status : 'ALL'}
          onChange={(v) => setFilters({ status: v === 'ALL' ? '' : v })}
          data={['ALL', ...DRAW_STATUSES].map((s) => ({
            value: s,
            label: s === 'ALL' ? t('lottery.all') : t(`lottery.drawStatuses.${s}`),
          }))}
          aria-label={t('lottery.columns.status')}
          data-testid="lottery-draws-status"
        />
      </Group>
      {draws.error && !draws.data ? (
        <QueryError error={draws.error} onRetry={() => void draws.refetch()} />
      ) : (
        <>
          <DrawsTable
            items={gameId ? draws.data?.items : []}
            currency={draws.data?.currency ?? ''}
            stale={draws.isPlaceholderData}
            onLiability={liability.open}
            onVoid={canWrite ? setVoiding : undefined}
          />
          <PageFooter data={draws.data} list={list} />
        </>
      )}
      {liability.target && (
        <DrawExposureDialog
          key={liability.target.seq}
          brand={brand}
          drawId={liability.target.value.id}
          title={t('lottery.exposure.title', {
            game: draws.data?.game.name ?? '',
            draw: liability.target.value.drawKey,
          })}
          opened={liability.opened}
          onClose={liability.close}
        />
      )}
      {canWrite && voiding && (
        <ReasonDialog
          opened
          onClose={() => setVoiding(null)}
          title={t('lottery.draws.voidTitle')}
          description={t('lottery.draws.voidText', {
            game: draws.data?.game.name ?? '',
            draw: voiding.drawKey,
            tickets: voiding.tickets,
          })}
          danger
          confirmLabel={t('lottery.draws.void')}
          rule={lotteryReasonRule(t)}
          testId="lottery-void-dialog"
          onConfirm={async (reason) => {
            await voidDraw.mutateAsync({ id: voiding.id, reason });
            notifySuccess(t('lottery.draws.voided', { draw: voiding.drawKey }));
          }}
        />
      )}
    </Stack>
  );
};
