import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { agentHref, BrandPicker } from './agents-layout.tsx';

const TABS = [
  { key: 'games', path: paths.lotteryGames },
  { key: 'draws', path: paths.lotteryDraws },
  { key: 'results', path: paths.lotteryResults },
  { key: 'tickets', path: paths.lotteryTickets },
] as const;

/**
 * The frame of the house lottery's pages (issue 18): the brand they are about, the tabs (games,
 * draws, results, tickets) and the page. Changing the brand starts the page's filters afresh,
 * since games, draws and tickets all belong to one brand.
 */
export const LotteryLayout = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const brand = params.get('brand') ?? '';
  const setBrand = (code: string) => {
    if (code !== brand) setParams(code ? { brand: code } : {}, { replace: !brand });
  };
  return (
    <div data-testid="lottery-page">
      <PageHeader
        title={t('lottery.title')}
        subtitle={t('lottery.subtitle')}
        actions={<BrandPicker value={brand} onChange={setBrand} />}
      />
      <nav aria-label={t('lottery.tabs.label')} className="ol-subnav" data-testid="lottery-tabs">
        {TABS.map((tab) => (
          <NavLink
            key={tab.key}
            to={agentHref(tab.path, brand)}
            className="ol-subnav-link"
            data-testid={`lottery-tab-${tab.key}`}
          >
            {t(`lottery.tabs.${tab.key}`)}
          </NavLink>
        ))}
      </nav>
      {brand ? (
        <Outlet />
      ) : (
        <Alert color="blue" variant="light" data-testid="lottery-choose-brand">
          {t('lottery.chooseBrand')}
        </Alert>
      )}
    </div>
  );
};
