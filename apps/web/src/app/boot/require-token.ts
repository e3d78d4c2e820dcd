import { redirect } from 'react-router';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { hasStoredToken } from '../../features/auth/stores/session-store.ts';
import { useAppStore } from '../../features/system/stores/app-store.ts';
import { translate } from '../../lib/translator.ts';
import { ensureBoot } from './boot.ts';

/**
 * Loader guard for /lottery and /integral (spec §2): without a stored token it explains with an
 * info dialog and redirects to /. During maintenance the blocked page shows instead.
 */
export const requireTokenLoader = async () => {
  await ensureBoot();
  if (useAppStore.getState().maintenance || hasStoredToken()) return null;
  void showDialog({
    icon: 'info',
    title: translate('dialogs.loginRequiredTitle'),
    html: translate('dialogs.loginRequired'),
    testId: 'info-dialog',
    closeOnCover: true,
  });
  return redirect('/');
};
