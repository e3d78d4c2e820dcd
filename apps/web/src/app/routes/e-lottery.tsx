import { useCallback } from 'react';
import { Loader } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useAccountGuard } from '../../features/auth/hooks/use-account-guard.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { GameFrame } from '../../features/games/components/game-frame.tsx';
import { VendorLobbies } from '../../features/games/components/vendor-lobbies.tsx';
import { VnLotteryPrompt } from '../../features/lottery/components/vn-lottery-prompt.tsx';
import { useVnLottery, type TVnLotteryViewer } from '../../features/lottery/hooks/use-vn-lottery.ts';
import { lotteryVendorPageOf } from '../../features/lottery/lib/vn-lottery.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** /elott: the handicap e-lottery vendors, each opening its lobby. */
export const ElottPage = () => <VendorLobbies lane="ELOTT" />;

/** /lottery: the lottery vendors (header only; guarded); the house Vietnam lottery opens /vnlottery. */
export const LotteryPage = () => <VendorLobbies lane="LOTT" pageOf={lotteryVendorPageOf} />;

/**
 * /vnlottery: the Vietnam lottery in the game frame, at the address its launch (spec §3) answers;
 * ?gameCode opens that game's betting view, else the lobby. Visitors and trial accounts are asked
 * to log in (a real account) instead.
 */
export const VnLotteryPage = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode') || undefined;
  const viewer = useSessionStore((s): TVnLotteryViewer =>
    s.token === null ? 'visitor' : s.isTrial ? 'trial' : 'member',
  );
  const openLogin = useLoginDialogStore((s) => s.open);
  const guard = useAccountGuard();
  // The guard's own explanation: the login popup for a visitor, the real-account dialog for a trial.
  const explain = useCallback(() => guard('realAccount', () => undefined), [guard]);
  const lottery = useVnLottery({ gameCode, viewer, onBlocked: explain });

  switch (lottery.status) {
    case 'blocked':
      return <VnLotteryPrompt block={lottery.viewer} onAction={openLogin} />;
    case 'failed':
      return <VnLotteryPrompt block="failed" onAction={lottery.retry} />;
    case 'ready':
      return (
        <GameFrame
          url={lottery.gameUrl}
          name={t(gameCode ? 'pages.vnlottery.betting' : 'pages.vnlottery.lobby', { code: gameCode ?? '' })}
        />
      );
    case 'loading':
      return (
        <div className="ol-frame-page" data-testid="vnlottery-loading">
          <Loader className="ol-center" aria-label={t('common.loading')} />
        </div>
      );
  }
};
