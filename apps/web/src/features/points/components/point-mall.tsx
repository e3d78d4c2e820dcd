import { Button, Center, Loader, Tabs, Text } from '@mantine/core';
import type { TPointConfig } from '@openlobby/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { usePointBalance } from '../api/get-point-balance.ts';
import { usePointConfig } from '../api/get-point-config.ts';
import { pointKeys } from '../api/query-keys.ts';
import { usePointsPack } from '../lib/points-pack.ts';
import { RewardGrid } from './reward-grid.tsx';
import '../../../styles/engagement.css';

// The other tabs come when first opened: the rewards are what the mall opens on.
const ExchangeForm = lazy(() => import('./exchange-form.tsx').then((m) => ({ default: m.ExchangeForm })));
const RedemptionList = lazy(() =>
  import('./redemption-list.tsx').then((m) => ({ default: m.RedemptionList })),
);
const PointHistory = lazy(() => import('./point-history.tsx').then((m) => ({ default: m.PointHistory })));

const Spinner = () => (
  <Center py="xl">
    <Loader />
  </Center>
);
const LazyTab = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Spinner />}>{children}</Suspense>
);

type TProps = {
  currency: TCurrency;
  /** A real member's session; a visitor is asked to log in (a trial account has no points). */
  member: boolean;
  onLogin: () => void;
  /** After an exchange: app/ refreshes the wallet's balance (the socket pushes it too). */
  onCashChanged?: () => void;
};

/** How points are earned at the brand's rates (spec §9: bets per category, deposits). */
const EarnRates = ({ config, money }: { config: TPointConfig; money: (amount: number) => string }) => {
  const { t } = useTranslation();
  const { number } = useFormat();
  const per = money(config.perAmount);
  const bets = Object.entries(config.betRates).filter(([, rate]) => rate > 0);
  return (
    <section className="ol-earn" aria-labelledby="points-earn-title">
      <h3 id="points-earn-title" className="ol-section-title">
        {t('points.earn.title')}
      </h3>
      <ul className="ol-earn-list" data-testid="points-earn">
        {bets.map(([code, rate]) => (
          <li key={code}>
            {t('points.earn.bet', { category: t(`lanes.${code}`), points: number(rate), amount: per })}
          </li>
        ))}
        {config.depositRate > 0 && (
          <li>{t('points.earn.deposit', { points: number(config.depositRate), amount: per })}</li>
        )}
      </ul>
    </section>
  );
};

/**
 * The points mall (/pointMall, /integral): the balance (points never expire), the rewards with their
 * pictures and redeem, the exchange to cash at the config's ratio, the redemptions in their three
 * states and the points history.
 */
export const PointMall = ({ currency, member, onLogin, onCashChanged }: TProps) => {
  const { t } = useTranslation();
  const ready = usePointsPack();
  const { number } = useFormat();
  const money = useMoney(currency);
  const client = useQueryClient();
  const balance = usePointBalance(member);
  const config = usePointConfig(member);
  if (!ready) return <Spinner />;
  if (!member)
    return (
      <EmptyState
        title={t('points.loginHint')}
        testId="points-login"
        action={
          <Button onClick={onLogin} className="ol-btn-glow">
            {t('header.login')}
          </Button>
        }
      />
    );
  if (balance.isError) return <LoadError error={balance.error} onRetry={() => void balance.refetch()} />;
  if (config.isError) return <LoadError error={config.error} onRetry={() => void config.refetch()} />;
  if (!balance.data || !config.data) return <Spinner />;
  const points = balance.data.points;
  const refresh = () => void client.invalidateQueries({ queryKey: pointKeys.root });
  return (
    <div className="ol-points-mall" data-testid="point-mall-board">
      <div className="ol-points-top">
        <div className="ol-points-balance" data-testid="points-balance" data-points={points}>
          <Text size="sm" c="dimmed">
            {t('points.balance')}
          </Text>
          <Text fz={36} fw={800} className="ol-points">
            {number(points)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('points.neverExpire')}
          </Text>
        </div>
        <EarnRates config={config.data} money={money} />
      </div>
      <Tabs defaultValue="rewards" variant="pills" radius="xl" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="rewards" data-testid="points-tab-rewards">
            {t('points.tabs.rewards')}
          </Tabs.Tab>
          <Tabs.Tab value="exchange" data-testid="points-tab-exchange">
            {t('points.tabs.exchange')}
          </Tabs.Tab>
          <Tabs.Tab value="redemptions" data-testid="points-tab-redemptions">
            {t('points.tabs.redemptions')}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="points-tab-history">
            {t('points.tabs.history')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="rewards">
          <RewardGrid balance={points} onChanged={refresh} />
        </Tabs.Panel>
        <Tabs.Panel value="exchange">
          <LazyTab>
            <ExchangeForm
              config={config.data}
              balance={points}
              decimals={currency.decimals}
              money={money}
              onDone={() => {
                refresh();
                onCashChanged?.();
              }}
            />
          </LazyTab>
        </Tabs.Panel>
        <Tabs.Panel value="redemptions">
          <LazyTab>
            <RedemptionList />
          </LazyTab>
        </Tabs.Panel>
        <Tabs.Panel value="history">
          <LazyTab>
            <PointHistory />
          </LazyTab>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
};
