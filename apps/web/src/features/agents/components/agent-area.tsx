// The agent area's chunk: the agent centre, the agreement and their words, loaded for agents only.
// Mantine's styles for the components only this area uses (styles/mantine.ts has the site's).
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/NumberInput.css';
import '../../../styles/agents.css';
import { Badge, Button, Center, Group, Loader } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLatch } from '../../../lib/use-latch.ts';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useAgentConsolidated } from '../api/get-consolidated.ts';
import { AgentEnvProvider, type TAgentEnv } from '../lib/agent-env.tsx';
import { namespacePack } from '../../../lib/namespace-pack.ts';
import { useAgentPack } from '../lib/agent-pack.ts';
import { pendingOffersOf } from '../lib/agreement.ts';
import { useAgentCentreStore } from '../stores/agent-centre-store.ts';
import { AgentCentre } from './agent-centre.tsx';
import { AgreementModal } from './agreement-modal.tsx';

/**
 * Opens the agreement once per login (per mount: the area mounts with an agent's session) when an
 * offer waits for the agent's answer, as real platforms do.
 */
const AgreementOnLogin = () => {
  const consolidated = useAgentConsolidated();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !consolidated.data) return;
    done.current = true;
    if (pendingOffersOf(consolidated.data).length > 0) useAgentCentreStore.getState().openAgreement();
  }, [consolidated.data]);
  return null;
};

/** The team's bet and transaction tables read the wallet's words (its pack, shared with the wallet). */
const useWalletWords = namespacePack('wallet').usePack;

/** The agent centre and the agreement, each mounted from its first opening, once their words are in. */
export const AgentArea = ({ env }: { env: TAgentEnv }) => {
  const agentWords = useAgentPack();
  const walletWords = useWalletWords();
  const ready = agentWords && walletWords;
  const centre = useLatch(useAgentCentreStore((s) => s.opened));
  const agreement = useLatch(useAgentCentreStore((s) => s.agreementOpened));
  if (!ready) return null;
  return (
    <AgentEnvProvider value={env}>
      <AgreementOnLogin />
      {centre && <AgentCentre />}
      {agreement && <AgreementModal />}
    </AgentEnvProvider>
  );
};

/** /agentHome's panel for an agent: the way into the agent centre and the agreement. */
export const AgentHomePanel = () => {
  const { t } = useTranslation();
  const ready = useAgentPack();
  const consolidated = useAgentConsolidated();
  const open = useAgentCentreStore((s) => s.open);
  const openAgreement = useAgentCentreStore((s) => s.openAgreement);
  if (!ready)
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  const pending = consolidated.data ? pendingOffersOf(consolidated.data).length : 0;
  return (
    <section className="ol-card ol-agent-home" data-testid="agent-home-panel">
      <p>{t('agents.centre.intro')}</p>
      <Group gap="sm" justify="center" wrap="wrap">
        <Button size="md" className="ol-btn-glow" onClick={() => open()} data-testid="agent-home-open">
          {t('agents.centre.open')}
        </Button>
        <Button size="md" variant="light" onClick={openAgreement} data-testid="agent-home-agreement">
          {t('agents.agreement.open')}
          {pending > 0 && (
            <Badge size="sm" circle color="accent" ml={8}>
              {pending}
            </Badge>
          )}
        </Button>
      </Group>
    </section>
  );
};
