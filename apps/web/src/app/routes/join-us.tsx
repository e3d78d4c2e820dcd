import { Button } from '@mantine/core';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link } from 'react-router';
import { IconAgent, IconTrophy, IconWallet } from '../../components/ui/icons.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';

const BENEFITS = [
  { key: 'commission', icon: <IconWallet size={28} /> },
  { key: 'team', icon: <IconAgent size={28} /> },
  { key: 'support', icon: <IconTrophy size={28} /> },
] as const;

/** /join: what an agent gets and how to join. */
export const JoinPage = () => {
  const { t } = useTranslation();
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
    </div>
  );
};
