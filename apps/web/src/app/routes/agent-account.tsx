import { Button } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { IconAgent } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { AgentHomePanel } from '../../features/agents/components/agent-area-host.tsx';
import { useAgentCentreStore } from '../../features/agents/stores/agent-centre-store.ts';
import { isAgentPage } from '../../features/agents/lib/agent-pages.ts';
import { showRealAccountRequired } from '../../features/auth/hooks/use-account-guard.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';
import { isMemberPage, useMemberCentreStore } from '../../features/member/stores/member-centre-store.ts';

/**
 * /agentHome: the agent site's landing (header and footer only). The agent centre opens over it
 * for an agent (?page= picks the entry); a visitor gets the login popup, whose login here is the
 * agent site's (the server refuses a member: NOT_AN_AGENT); a member who is no agent is pointed at
 * /join; a trial account is told a real account is needed (spec §5, §6).
 */
export const AgentHomePage = () => {
  const { t } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const isTrial = useSessionStore((s) => s.isTrial);
  const isAgent = useSessionStore((s) => s.isAgent);
  const openLogin = useLoginDialogStore((s) => s.open);
  const openCentre = useAgentCentreStore((s) => s.open);
  const [params] = useSearchParams();
  const page = params.get('page');
  useEffect(() => {
    if (!token) openLogin();
    else if (isTrial) void showRealAccountRequired(t);
    else if (isAgent) openCentre(isAgentPage(page) ? page : undefined);
  }, [token, isTrial, isAgent, page, openLogin, openCentre, t]);
  const hero = (
    <PageHero
      title={t('pages.agentHome.title')}
      subtitle={t('pages.agentHome.subtitle')}
      icon={<IconAgent size={34} />}
    />
  );
  if (token && isTrial)
    return (
      <div className="ol-page" data-testid="agent-home">
        <EmptyState title={t('errors.REAL_ACCOUNT_REQUIRED')} />
      </div>
    );
  return (
    <div className="ol-page" data-testid="agent-home">
      {hero}
      {!token ? (
        <EmptyState
          title={t('dialogs.loginRequired')}
          action={
            <Button onClick={openLogin} className="ol-btn-glow" data-testid="agent-home-login">
              {t('header.login')}
            </Button>
          }
        />
      ) : isAgent ? (
        <Suspense fallback={null}>
          <AgentHomePanel />
        </Suspense>
      ) : (
        <EmptyState
          title={t('errors.NOT_AN_AGENT')}
          testId="agent-home-not-agent"
          action={
            <Button component={Link} to={paths.join.getHref()} className="ol-btn-glow">
              {t('pages.join.title')}
            </Button>
          }
        />
      )}
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
