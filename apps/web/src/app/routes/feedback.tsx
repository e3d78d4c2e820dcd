import { useAccountGuard } from '../../features/auth/hooks/use-account-guard.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useIsLoggedIn, useSessionStore } from '../../features/auth/stores/session-store.ts';
import { FeedbackPage as FeedbackBoard } from '../../features/feedback/components/feedback-page.tsx';

/**
 * /feedback: the feedback page composed with the session. Only a real member sends (the reply comes
 * to the inbox, which trial accounts have not): a visitor pressing send gets the log-in popup, a
 * trial account the "real account needed" dialog, as elsewhere on the site.
 */
export const FeedbackPage = () => {
  const loggedIn = useIsLoggedIn();
  const isTrial = useSessionStore((s) => s.isTrial);
  const guard = useAccountGuard();
  const openLogin = useLoginDialogStore((s) => s.open);
  return (
    <div className="ol-page" data-testid="feedback-page">
      <FeedbackBoard
        member={loggedIn && !isTrial}
        guard={(send) => guard('realAccount', send)}
        onLogin={openLogin}
      />
    </div>
  );
};
