import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation.ts';
import { VipMedal } from './vip-medal.tsx';

type TProps = {
  /** A trial account: told the club is for real accounts. */
  trial: boolean;
  onLogin: () => void;
  registerHref: string;
};

const PERKS = ['rise', 'rebate', 'withdraw'] as const;

/**
 * The VIP page before login: what the club is (without figures: the brand's levels are a member's
 * answer) and the way in, log in or sign up. A trial account is asked for a real one.
 */
export const VipVisitor = ({ trial, onLogin, registerHref }: TProps) => {
  const { t } = useTranslation();
  return (
    <section className="ol-vip-visitor" aria-labelledby="vip-visitor-title" data-testid="vip-visitor">
      <div className="ol-vip-visitor-cta">
        <div className="ol-vip-visitor-medals" aria-hidden="true">
          <VipMedal level={1} size={72} className="ol-vip-medal" />
          <VipMedal level={2} size={104} className="ol-vip-medal ol-vip-medal-current" />
          <VipMedal level={3} size={72} className="ol-vip-medal" />
        </div>
        <h2 id="vip-visitor-title" className="ol-vip-section-title">
          {t('vip.visitor.title')}
        </h2>
        <p>{t(trial ? 'vip.visitor.trial' : 'vip.visitor.text')}</p>
        <div className="ol-vip-visitor-actions">
          <Button size="md" className="ol-btn-glow" onClick={onLogin} data-testid="vip-login">
            {t('header.login')}
          </Button>
          {!trial && (
            <Button size="md" variant="light" component={Link} to={registerHref} data-testid="vip-register">
              {t('header.register')}
            </Button>
          )}
        </div>
      </div>
      <ul className="ol-vip-perks">
        {PERKS.map((p) => (
          <li key={p} className="ol-vip-perk">
            <h3>{t(`vip.perks.${p}.title`)}</h3>
            <p>{t(`vip.perks.${p}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
};
