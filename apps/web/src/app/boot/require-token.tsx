import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { showDialog } from '../../components/ui/dialog-store.ts';
import { hasStoredToken } from '../../features/auth/stores/session-store.ts';
import { useAppStore } from '../../features/system/stores/app-store.ts';
import { translate } from '../../lib/translator.ts';

/**
 * Guard for /lottery and /integral (spec §2): without a stored token it explains with an info
 * dialog and goes to /. During maintenance the blocked page shows instead. Start-up has run
 * (BootGate is above every page), so the check is synchronous.
 */
export const RequireToken = ({ children }: { children: ReactNode }) => {
  const allowed = useAppStore((s) => s.maintenance) || hasStoredToken();
  const navigate = useNavigate();
  useEffect(() => {
    if (allowed) return;
    void showDialog({
      icon: 'info',
      title: translate('dialogs.loginRequiredTitle'),
      html: translate('dialogs.loginRequired'),
      testId: 'info-dialog',
      closeOnCover: true,
    });
    void navigate('/', { replace: true });
  }, [allowed, navigate]);
  return allowed ? children : null;
};
