import { useTranslation } from '../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { VendorLobbies } from '../../features/games/components/vendor-lobbies.tsx';

/** /elott: the handicap e-lottery vendors, each opening its lobby. */
export const ElottPage = () => <VendorLobbies lane="ELOTT" />;

/** /lottery: the lottery vendors, each opening its lobby (header only; guarded). */
export const LotteryPage = () => <VendorLobbies lane="LOTT" />;

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
