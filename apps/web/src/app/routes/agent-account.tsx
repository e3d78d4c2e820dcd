import { useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconAgent } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { showRealAccountRequired } from '../../features/auth/hooks/use-account-guard.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { isMemberPage, useMemberCentreStore } from '../../features/member/stores/member-centre-store.ts';

/** /agentHome: agent landing (header and footer only); the agent centre arrives with the agents issue. */
export const AgentHomePage = () => {
  const { t } = useTranslation();
  const isTrial = useSessionStore((s) => s.isTrial);
  useEffect(() => {
    if (isTrial) void showRealAccountRequired(t);
  }, [isTrial, t]);
  if (isTrial)
    return (
      <div className="ol-page" data-testid="agent-home">
        <EmptyState title={t('errors.REAL_ACCOUNT_REQUIRED')} />
      </div>
    );
  return (
    <div className="ol-page" data-testid="agent-home">
      <PageHero
        title={t('pages.agentHome.title')}
        subtitle={t('pages.agentHome.subtitle')}
        icon={<IconAgent size={34} />}
      />
      <EmptyState title={t('pages.agentHome.soon')} />
    </div>
  );
};

/** /member: opens the member centre overlay for members; visitors get the login prompt. */
export const MemberPage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const openMember = useMemberCentreStore((s) => s.open);
  const memberOpened = useMemberCentreStore((s) => s.opened);
  const openLogin = useLoginDialogStore((s) => s.open);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = params.get('page');
  useEffect(() => {
    if (token && isTrial) void showRealAccountRequired(t);
    else if (token) openMember(isMemberPage(page) ? page : undefined);
    else openLogin();
  }, [token, isTrial, page, openMember, openLogin, t]);
  // Closing the overlay leaves the /member route for home.
  useEffect(() => {
    if (token && !isTrial && !memberOpened) {
      const timer = setTimeout(() => {
        if (!useMemberCentreStore.getState().opened) void navigate('/', { replace: true });
      }, 0);
      return () => clearTimeout(timer);
    }
  }, [token, isTrial, memberOpened, navigate]);
  return (
    <div className="ol-page" data-testid="member-page">
      <EmptyState title={t('member.title')} description={token ? undefined : t('dialogs.loginRequired')} />
    </div>
  );
};
