import agentsEn from '@openlobby/i18n/locales/agents/en.json';
import en from '@openlobby/i18n/locales/en.json';
import walletEn from '@openlobby/i18n/locales/wallet/en.json';
import type { ReactNode } from 'react';
import { DialogHost } from '../../components/ui/dialog-host.tsx';
import { addNamespacePack, addPack } from '../../lib/translator.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AgentEnvProvider } from './lib/agent-env.tsx';
import { AGENTS_NAMESPACE } from './lib/agent-pack.ts';

/** The render helper of the agents feature's component tests (imported by tests only). */

/** The English words, as the site reads them once the agent area is open (its tables read the wallet's). */
export const loadEnglish = () => {
  addPack('EN', en);
  addNamespacePack(AGENTS_NAMESPACE, 'EN', agentsEn);
  addNamespacePack('wallet', 'EN', walletEn);
};

/** Renders an agent part in English, with the dialogs showDialog() opens and the agent's env. */
export const renderAgentPart = (ui: ReactNode) => {
  loadEnglish();
  return renderWithProviders(
    <AgentEnvProvider value={{ account: 'agent2a', decimals: 2 }}>
      {ui}
      <DialogHost />
    </AgentEnvProvider>,
  );
};
