import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSearchParams } from 'react-router';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { exchangeSocialTicket } from '../api/login.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';

/**
 * The end of a social sign-in: the server sends the browser to `/?socialTicket=…` (or
 * `?socialError=CODE`); the ticket is exchanged once for a login and the query is cleared.
 */
export const SocialReturn = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const complete = useCompleteLogin();
  const handled = useRef<string | null>(null);
  const ticket = params.get('socialTicket');
  const failed = params.get('socialError');
  useEffect(() => {
    const key = ticket ?? failed;
    if (!key || handled.current === key) return;
    handled.current = key;
    setParams(
      (p) => {
        p.delete('socialTicket');
        p.delete('socialError');
        return p;
      },
      { replace: true },
    );
    const fail = (message: string) =>
      void showDialog({ icon: 'error', html: message, closeOnCover: true, testId: 'social-error' });
    if (failed) {
      fail(t(`errors.${failed}`, { defaultValue: t('errors.SOCIAL_SIGN_IN_FAILED') }));
      return;
    }
    if (ticket)
      exchangeSocialTicket(ticket).then(
        (info) => complete(info, 'social'),
        (e: unknown) => fail(errorMessage(t, e)),
      );
  }, [ticket, failed, setParams, complete, t]);
  return null;
};
