import { TextInput } from '@mantine/core';
import type { TReferralInvite } from '@openlobby/contracts';
import { IconGift, IconInvite } from '../../../components/ui/icons.tsx';
import { QrCode } from '../../../components/ui/qr-code.tsx';
import { useFormat } from '../../../lib/use-format.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { CopyAction } from './copy-action.tsx';

/** The referral link's QR code: spec §9's size and error correction, as issue 17 asks. */
export const REFERRAL_QR = { size: 200 } as const;

type TProps = { invite: TReferralInvite; money: (amount: number) => string };

/**
 * The member's invite: the totals it has brought (rewards paid, friends joined), the link with a
 * copy button, the code on its own (for a friend who types it), and the link as a QR code.
 */
export const InviteCard = ({ invite, money }: TProps) => {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section className="ol-referral-invite" aria-labelledby="referral-invite-title">
      <div className="ol-referral-invite-main">
        <h3 id="referral-invite-title" className="ol-section-title">
          {t('referral.linkTitle')}
        </h3>
        <p className="ol-referral-intro">{t('referral.intro')}</p>
        <dl className="ol-referral-stats">
          <div className="ol-referral-stat">
            <span className="ol-referral-stat-icon" aria-hidden="true">
              <IconGift size={22} />
            </span>
            <dt>{t('referral.stats.rewards')}</dt>
            <dd data-testid="referral-rewards">{money(invite.rewardsTotal)}</dd>
          </div>
          <div className="ol-referral-stat">
            <span className="ol-referral-stat-icon" aria-hidden="true">
              <IconInvite size={22} />
            </span>
            <dt>{t('referral.stats.invitees')}</dt>
            <dd data-testid="referral-invitee-count">{format.number(invite.invitees)}</dd>
          </div>
        </dl>
        <div className="ol-referral-field">
          <TextInput
            label={t('referral.link')}
            value={invite.link}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            className="ol-referral-link"
            data-testid="referral-link"
          />
          <CopyAction value={invite.link} label={t('referral.copyLink')} testId="referral-copy-link" />
        </div>
        <div className="ol-referral-field">
          <TextInput
            label={t('referral.code')}
            value={invite.referralCode}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            classNames={{ input: 'ol-referral-code' }}
            data-testid="referral-code"
          />
          <CopyAction
            value={invite.referralCode}
            label={t('referral.copyCode')}
            testId="referral-copy-code"
          />
        </div>
      </div>
      <div className="ol-referral-qr">
        <QrCode value={invite.link} size={REFERRAL_QR.size} label={t('referral.qr')} testId="referral-qr" />
      </div>
    </section>
  );
};
