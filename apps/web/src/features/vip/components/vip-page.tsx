import { Center, Loader } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { IconCrown } from '../../../components/ui/icons.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { useMoney, type TCurrency } from '../../../lib/use-money.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useVipInfo } from '../api/get-vip-info.ts';
import { useVipPack } from '../lib/vip-pack.ts';
import { VipLevels } from './vip-levels.tsx';
import { VipStatus } from './vip-status.tsx';
import { VipVisitor } from './vip-visitor.tsx';
import '../../../styles/vip.css';

type TProps = {
  currency: TCurrency;
  /** The brand's VIP flag (spec §6): off, the page says the club is not offered. */
  enabled: boolean;
  /** Who is looking: a real member sees their level, the others the way in. */
  viewer: 'member' | 'trial' | 'visitor';
  onLogin: () => void;
  registerHref: string;
};

const Spinner = () => (
  <Center py="xl">
    <Loader />
  </Center>
);

/**
 * /vip (issue 17): a member's level with its name, their deposit and turnover totals and the way
 * to the next level, then every level with its benefits; a visitor sees what the club is and is
 * asked to log in.
 */
export const VipPage = ({ currency, enabled, viewer, onLogin, registerHref }: TProps) => {
  const { t } = useTranslation();
  const ready = useVipPack();
  const money = useMoney(currency);
  const member = viewer === 'member';
  const info = useVipInfo(enabled && member);
  if (!ready) return <Spinner />;
  const body = () => {
    if (!enabled) return <EmptyState title={t('vip.off')} testId="vip-off" />;
    if (!member)
      return <VipVisitor trial={viewer === 'trial'} onLogin={onLogin} registerHref={registerHref} />;
    if (info.isPending) return <Spinner />;
    if (info.isError) return <LoadError error={info.error} onRetry={() => void info.refetch()} />;
    return (
      <>
        <VipStatus info={info.data} money={money} />
        <VipLevels levels={info.data.levels} current={info.data.level} money={money} />
      </>
    );
  };
  return (
    <div className="ol-page ol-vip" data-testid="vip-page">
      <PageHero title={t('menu.vip')} subtitle={t('vip.subtitle')} icon={<IconCrown size={34} />} />
      {body()}
    </div>
  );
};
