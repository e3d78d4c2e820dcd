import type { TLoginInfo } from '@openlobby/contracts';
import { toast } from '../../../lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { withPending } from '../../../lib/pending-store.ts';
import { getMemberInfo, memberInfoQueryOptions } from '../api/get-member-info.ts';
import { useLoginDialogStore } from '../stores/login-dialog-store.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** How a login answer was obtained; SMS and social logins never force a password change (spec §4). */
export type TLoginVia =
  'username' | 'sms' | 'social' | 'freeplay' | 'register' | 'verify' | 'phoneReset' | 'passwordChange';

const NEVER_FORCED: readonly TLoginVia[] = ['sms', 'social', 'freeplay'];

/**
 * Finishes any login (spec §4): a session that must change its password keeps its token apart
 * (restricted, for the change call only) and opens the forced change-password modal; otherwise member info loads, the session is stored
 * (logged in, agent and trial flags), the popups close and the visitor goes to / if not there.
 */
export const useCompleteLogin = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return useCallback(
    async (info: TLoginInfo, via: TLoginVia): Promise<void> => {
      const session = useSessionStore.getState();
      const dialogs = useLoginDialogStore.getState();
      if (info.mustChangePassword && !NEVER_FORCED.includes(via)) {
        // Not the request token: every lobby call would carry it and be refused (403) until the change.
        session.setRestrictedToken(info.token);
        dialogs.show('change');
        return;
      }
      session.setPendingToken(info.token);
      try {
        const member = await withPending(getMemberInfo);
        queryClient.setQueryData(memberInfoQueryOptions(info.token).queryKey, member);
      } catch {
        // The header fetches member info again; the login itself has succeeded.
      }
      session.signIn(info);
      dialogs.close();
      if (info.passwordExpired && !info.mustChangePassword && !info.session.isTrial)
        toast({ color: 'yellow', message: t('auth.passwordExpired') });
      // The agent site's login stays on /agentHome, where the agent centre opens.
      const stays = pathname === paths.agentHome.path && info.session.isAgent;
      if ((pathname !== '/' && !stays) || via === 'passwordChange') void navigate('/');
    },
    [navigate, pathname, queryClient, t],
  );
};
