import { Loader, Tabs } from '@mantine/core';
import { PROMOTION_CATEGORIES, type TAnnouncement } from '@openlobby/contracts';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { HeroArt } from '../../components/ui/hero-art.tsx';
import { IconGift } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { SafeHtml } from '../../components/ui/safe-html.tsx';
import { useIsLoggedIn } from '../../features/auth/stores/session-store.ts';
import { useAnnouncements } from '../../features/content/api/get-announcements.ts';
import { useFormat } from '../../lib/use-format.ts';

const PromotionCard = ({ a, i }: { a: TAnnouncement; i: number }) => (
  <article className="ol-promo" data-testid="promotion-card">
    <div className="ol-promo-art">
      {a.imageUrl ? <img src={a.imageUrl} alt="" /> : <HeroArt variant={i} />}
    </div>
    <div className="ol-promo-body">
      <h3>{a.title}</h3>
      <SafeHtml html={a.content} />
    </div>
  </article>
);

/** /promotions: announcements of type PR, tabbed by promotion category (only categories in use). */
export const PromotionsPage = () => {
  const { t } = useTranslation();
  const format = useFormat();
  const loggedIn = useIsLoggedIn();
  const { data, isPending } = useAnnouncements({ types: 'PR', execution: loggedIn ? 'A' : 'B' });
  const all = data?.promotion ?? [];
  const groups: [string, TAnnouncement[]][] = [
    ['all', all],
    ...PROMOTION_CATEGORIES.map((c): [string, TAnnouncement[]] => [
      c,
      all.filter((a) => a.category === c),
    ]).filter(([, list]) => list.length > 0),
  ];
  return (
    <div className="ol-page" data-testid="promotions-page">
      <PageHero
        title={t('pages.promotions.title')}
        subtitle={t('pages.promotions.subtitle')}
        icon={<IconGift size={34} />}
      />
      {isPending && <Loader className="ol-center" />}
      {!isPending && (
        <Tabs defaultValue="all" variant="pills" radius="xl">
          <Tabs.List mb="md">
            {groups.map(([key, list]) => (
              <Tabs.Tab key={key} value={key}>
                {t(`pages.promotions.tabs.${key}`)} ({format.number(list.length)})
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {groups.map(([key, list]) => (
            <Tabs.Panel key={key} value={key}>
              {list.length === 0 ? (
                <EmptyState title={t('pages.promotions.empty')} />
              ) : (
                <div className="ol-promo-grid">
                  {list.map((a, i) => (
                    <PromotionCard key={a.id} a={a} i={i} />
                  ))}
                </div>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </div>
  );
};
