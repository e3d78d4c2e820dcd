import { useEffect, useRef } from 'react';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useVnLaunch } from '../api/launch-vn-lottery.ts';

/** Who is looking at /vnlottery: only a member with a real account may launch the lottery. */
export type TVnLotteryViewer = 'visitor' | 'trial' | 'member';

export type TVnLotteryState =
  | { status: 'blocked'; viewer: 'visitor' | 'trial' }
  | { status: 'loading' }
  | { status: 'ready'; gameUrl: string }
  | { status: 'failed'; retry: () => void };

/**
 * /vnlottery's launch (spec §3): a member's launch runs at once and again when the language or the
 * game changes. A visitor or a trial account is explained once on arrival by `onBlocked` (the login
 * popup, the real-account message, as a launch on /game does); a refused launch is explained once in
 * the site's error dialog with its translated code.
 */
export const useVnLottery = ({
  gameCode,
  viewer,
  onBlocked,
}: {
  gameCode: string | undefined;
  viewer: TVnLotteryViewer;
  onBlocked: () => void;
}): TVnLotteryState => {
  const { t } = useTranslation();
  const launch = useVnLaunch(gameCode, viewer === 'member');

  // Refs, not effects' dependencies alone: React runs a development mount's effects twice.
  const explainedTo = useRef<TVnLotteryViewer | null>(null);
  useEffect(() => {
    if (viewer === 'member' || explainedTo.current === viewer) return;
    explainedTo.current = viewer;
    onBlocked();
  }, [viewer, onBlocked]);

  const shownError = useRef<unknown>(null);
  const { error } = launch;
  useEffect(() => {
    if (!error || shownError.current === error) return;
    shownError.current = error;
    void showDialog({
      icon: 'error',
      html: errorMessage(t, error),
      closeOnCover: true,
      testId: 'vnlottery-error',
    });
  }, [error, t]);

  if (viewer !== 'member') return { status: 'blocked', viewer };
  if (launch.data) return { status: 'ready', gameUrl: launch.data.gameUrl };
  if (launch.isError) return { status: 'failed', retry: () => void launch.refetch() };
  return { status: 'loading' };
};
