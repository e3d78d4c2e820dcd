import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { showDialog } from '../../../components/ui/dialog-store.ts';
import { logout } from '../api/logout.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Sign out (spec §4): confirm, the logout call, session storage cleared, the session store reset
 * (logged-in, agent and trial flags off), per-account queries dropped, then home.
 */
export const useLogout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const choice = await showDialog({
      icon: 'warning',
      title: t('dialogs.signOutTitle'),
      html: t('dialogs.signOut'),
      buttons: [
        { key: 'cancel', label: t('common.cancel'), testId: 'logout-cancel' },
        { key: 'ok', label: t('common.confirm'), variant: 'filled', testId: 'logout-confirm' },
      ],
      closeOnCover: true,
      testId: 'logout-dialog',
    });
    if (choice !== 'ok') return;
    await logout();
    try {
      sessionStorage.clear();
    } catch {
      // Nothing stored when storage is unavailable.
    }
    useSessionStore.getState().signOut();
    queryClient.removeQueries({ queryKey: ['memberInfo'] });
    queryClient.removeQueries({ queryKey: ['memberIcon'] });
    queryClient.removeQueries({ queryKey: ['balance'] });
    void navigate('/');
  }, [t, navigate, queryClient]);
};
