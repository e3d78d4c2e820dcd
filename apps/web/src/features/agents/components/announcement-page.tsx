import { Alert, Button, CopyButton, Group, Skeleton, Text, TextInput } from '@mantine/core';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAgentConsolidated } from '../api/get-consolidated.ts';
import { useOwnAffiliate } from '../api/get-own-affiliate.ts';
import { useAgentEnv } from '../lib/agent-env.tsx';
import { contractTitle } from '../lib/contract-labels.ts';
import { inForceOf, pendingOffersOf } from '../lib/agreement.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';

/**
 * Agency announcement (agentAnnouncement): what an agent should know first: offers waiting for an
 * answer (with the way to the agreement), the contracts in force, and the register link that
 * brings new members into the team.
 */
export const AnnouncementPage = () => {
  const { t } = useTranslation();
  const { account } = useAgentEnv();
  const consolidated = useAgentConsolidated();
  const affiliate = useOwnAffiliate();
  const openAgreement = useAgentCentreStore((s) => s.openAgreement);
  const pending = consolidated.data ? pendingOffersOf(consolidated.data).length : 0;
  const inForce = consolidated.data ? inForceOf(consolidated.data) : [];
  const link = affiliate.data
    ? `${window.location.origin}${paths.register.getHref(affiliate.data.affiliateCode)}`
    : '';
  return (
    <div className="ol-wallet-page" data-testid="agent-announcement">
      <section className="ol-card ol-agent-notice">
        <Text component="h3" fw={700} fz="lg">
          {t('agents.announcement.welcome', { name: account })}
        </Text>
        {consolidated.isPending ? (
          <Skeleton h={40} />
        ) : pending > 0 ? (
          <Alert color="yellow" variant="light" data-testid="agent-pending-notice">
            <Group justify="space-between" gap="xs">
              <span>{t('agents.announcement.pendingOffers', { count: pending })}</span>
              <Button size="xs" onClick={openAgreement} data-testid="agent-notice-agreement">
                {t('agents.agreement.open')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <p className="ol-agent-hint">{t('agents.announcement.noPending')}</p>
        )}
        <Text component="h4" fw={600} mt="sm">
          {t('agents.announcement.inForce')}
        </Text>
        {inForce.length === 0 ? (
          <p className="ol-agent-hint">{t('agents.held.none')}</p>
        ) : (
          <ul className="ol-agent-inforce">
            {inForce.map((c) => (
              <li key={c.id}>{contractTitle(t, c)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className="ol-card ol-agent-notice" aria-labelledby="agent-register-link">
        <Text component="h3" id="agent-register-link" fw={700}>
          {t('agents.announcement.registerLink')}
        </Text>
        <p className="ol-agent-hint">{t('agents.announcement.registerLinkHint')}</p>
        {affiliate.data ? (
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('agents.announcement.registerCode', { code: affiliate.data.affiliateCode })}
              value={link}
              readOnly
              className="ol-agent-link"
              data-testid="agent-register-link-value"
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} color={copied ? 'green' : undefined}>
                  {copied ? t('agents.announcement.copied') : t('agents.announcement.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : (
          <Skeleton h={36} />
        )}
      </section>
    </div>
  );
};
