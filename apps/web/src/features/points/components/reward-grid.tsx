import { Badge, Button, Skeleton, Text } from '@mantine/core';
import type { TPointReward } from '@openlobby/contracts';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePointRewards } from '../api/find-point-rewards.ts';
import { IconGift } from '../../../components/ui/icons.tsx';
import { useLatch } from '../../../lib/use-latch.ts';

// The redeem form (the PIN field) comes with the first redemption.
const RewardRedeemDialog = lazy(() =>
  import('./reward-redeem-dialog.tsx').then((m) => ({ default: m.RewardRedeemDialog })),
);

/** The mall's rewards with their pictures, cost and stock; one the balance covers can be redeemed. */
export const RewardGrid = ({ balance, onChanged }: { balance: number; onChanged: () => void }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const rewards = usePointRewards();
  const [chosen, setChosen] = useState<TPointReward | null>(null);
  const redeemUsed = useLatch(chosen !== null);
  if (rewards.isPending)
    return (
      <div className="ol-reward-grid">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={260} radius="lg" />
        ))}
      </div>
    );
  if (rewards.isError) return <LoadError error={rewards.error} onRetry={() => void rewards.refetch()} />;
  if (rewards.data.length === 0)
    return <EmptyState title={t('points.rewards.empty')} testId="rewards-empty" />;
  return (
    <>
      <ul className="ol-reward-grid" data-testid="reward-grid">
        {rewards.data.map((r) => {
          const out = r.stock <= 0;
          const short = r.costPoints > balance;
          return (
            <li key={r.id} className="ol-reward" data-testid={`reward-${r.id}`}>
              {/* The picture is the operator's or the server's drawn one (POINTS_API.rewardImage); none: a gift. */}
              {r.imageUrl ? (
                <img src={r.imageUrl} alt="" loading="lazy" className="ol-reward-img" />
              ) : (
                <div className="ol-reward-img ol-reward-placeholder" aria-hidden="true">
                  <IconGift size={48} />
                </div>
              )}
              <div className="ol-reward-body">
                <Text fw={700} lineClamp={2}>
                  {r.name}
                </Text>
                <Text fw={800} className="ol-points">
                  {t('points.points', { points: number(r.costPoints) })}
                </Text>
                <Badge variant="light" color={out ? 'gray' : 'teal'} size="sm">
                  {out ? t('points.rewards.outOfStock') : t('points.rewards.left', { n: number(r.stock) })}
                </Badge>
                <Button
                  fullWidth
                  mt="xs"
                  h="auto"
                  mih={36}
                  py={6}
                  // Long words ("Not enough points") wrap on a phone's two columns.
                  styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                  className={out || short ? undefined : 'ol-btn-glow'}
                  variant={out || short ? 'default' : 'filled'}
                  disabled={out || short}
                  onClick={() => setChosen(r)}
                  data-testid={`reward-${r.id}-redeem`}
                >
                  {short && !out ? t('points.rewards.notEnough') : t('points.rewards.redeem')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {redeemUsed && (
        <Suspense fallback={null}>
          <RewardRedeemDialog
            reward={chosen}
            balance={balance}
            onClose={() => setChosen(null)}
            onDone={onChanged}
          />
        </Suspense>
      )}
    </>
  );
};
