import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** What a protected action needs: any login (game launch) or a real account (member, agent centre). */
export type TGuardNeed = 'login' | 'realAccount';

/** Tells a trial account that only a real account may go on (key in_need_true_account, spec §5). */
export const showRealAccountRequired = (t: (key: string) => string): Promise<string | null> =>
  showDialog({
    icon: 'info',
    title: t('dialogs.realAccountTitle'),
    html: t('errors.REAL_ACCOUNT_REQUIRED'),
    closeOnCover: true,
    testId: 'real-account-dialog',
  });

/**
 * Wraps protected actions (spec §5, §6): visitors get the login popup, trial accounts the
 * "register or log in to a real account" dialog where a real account is needed.
 */
export const useAccountGuard = () => {
  const { t } = useTranslation();
  const openLogin = useLoginDialogStore((s) => s.open);
  return useCallback(
    (need: TGuardNeed, action: () => void) => {
      const { token, isTrial } = useSessionStore.getState();
      if (!token) openLogin();
      else if (need === 'realAccount' && isTrial) void showRealAccountRequired(t);
      else action();
    },
    [openLogin, t],
  );
};
