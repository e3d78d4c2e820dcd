import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconAgent, IconTrophy, IconWallet } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { AgentApplication } from '../../features/agents/components/agent-application.tsx';
import { useAgentCentreStore } from '../../features/agents/stores/agent-centre-store.ts';
import { useLoginDialogStore } from '../../features/auth/stores/login-dialog-store.ts';
import { useSessionStore } from '../../features/auth/stores/session-store.ts';

const BENEFITS = [
  { key: 'commission', icon: <IconWallet size={28} /> },
  { key: 'team', icon: <IconAgent size={28} /> },
  { key: 'support', icon: <IconTrophy size={28} /> },
] as const;

/** /join: what an agent gets, how to join, and the application (applying, rejected, passed). */
export const JoinPage = () => {
  const { t } = useTranslation();
  const isAgent = useSessionStore((s) => s.isAgent);
  const isTrial = useSessionStore((s) => s.isTrial);
  const openLogin = useLoginDialogStore((s) => s.open);
  const openCentre = useAgentCentreStore((s) => s.open);
  return (
    <div className="ol-page" data-testid="join-page">
      <PageHero
        title={t('pages.join.title')}
        subtitle={t('pages.join.subtitle')}
        icon={<IconAgent size={34} />}
      />
      <div className="ol-benefits">
        {BENEFITS.map((b) => (
          <section key={b.key} className="ol-card ol-benefit">
            <span className="ol-benefit-icon">{b.icon}</span>
            <h3>{t(`pages.join.benefits.${b.key}.title`)}</h3>
            <p>{t(`pages.join.benefits.${b.key}.text`)}</p>
          </section>
        ))}
      </div>
      <section className="ol-card ol-join-steps">
        <h2>{t('pages.join.howTitle')}</h2>
        <ol className="ol-steps">
          <li>{t('pages.join.how.1')}</li>
          <li>{t('pages.join.how.2')}</li>
          <li>{t('pages.join.how.3')}</li>
        </ol>
        <Button component={Link} to="/register" size="md" className="ol-btn-glow">
          {t('pages.join.cta')}
        </Button>
      </section>
      <AgentApplication
        isAgent={isAgent}
        isTrial={isTrial}
        onLogin={openLogin}
        onOpenCentre={() => openCentre()}
      />
    </div>
  );
};
