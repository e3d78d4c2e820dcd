import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { LaneIcon } from '../../features/games/components/lane-icon.tsx';
import { GameListing } from '../../features/games/components/game-listing.tsx';

/** /elott: the handicap e-lottery vendors. */
export const ElottPage = () => <GameListing lane="ELOTT" />;

/** /lottery: the lottery game (header only; guarded). */
export const LotteryPage = () => {
  const { t } = useTranslation();
  return (
    <div className="ol-page" data-testid="lottery-page">
      <PageHero
        title={t('pages.lottery.title')}
        subtitle={t('pages.lottery.subtitle')}
        icon={<LaneIcon lane="LOTT" size={34} />}
      />
      <EmptyState title={t('pages.lottery.soon')} />
    </div>
  );
};

/**
 * /vnlottery: frame of the Vietnam lottery; ?gameCode selects the betting view, else the lobby.
 * The launch call (which gives the frame address) arrives with the lottery issue.
 */
export const VnLotteryPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return (
    <div className="ol-frame-page" data-testid="vnlottery-page" data-view={gameCode ? 'betting' : 'lobby'}>
      <EmptyState
        title={t(gameCode ? 'pages.vnlottery.betting' : 'pages.vnlottery.lobby', { code: gameCode ?? '' })}
        description={t('pages.vnlottery.soon')}
      />
    </div>
  );
};
