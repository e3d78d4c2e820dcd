import { useTranslation } from '../../lib/use-translation.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconGift, IconTrophy } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';

/** /pointMall: the points mall (rewards and exchange arrive with the engagement issue). */
export const PointMallPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page" data-testid="point-mall">
      <PageHero
        title={t('pages.pointMall.title')}
        subtitle={t('pages.pointMall.subtitle')}
        icon={<IconGift size={34} />}
      />
      <EmptyState title={t('pages.pointMall.soon')} />
    </div>
  );
};

/** /integral: points for members only (guarded by the route loader). */
export const IntegralPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page" data-testid="integral-page">
      <PageHero
        title={t('pages.integral.title')}
        subtitle={t('pages.integral.subtitle')}
        icon={<IconTrophy size={34} />}
      />
      <EmptyState title={t('pages.pointMall.soon')} />
    </div>
  );
};
