import { create } from 'zustand';
import type { TAgentPage } from '../lib/agent-pages.ts';

type TAgentCentreState = {
  /** The agent centre overlay. */
  opened: boolean;
  page: TAgentPage;
  /** The contract-agreement modal ("agreement"), over the centre or on its own. */
  agreementOpened: boolean;
  open: (page?: TAgentPage) => void;
  select: (page: TAgentPage) => void;
  close: () => void;
  openAgreement: () => void;
  closeAgreement: () => void;
};

/** Which agent overlays are open; the header, /agentHome and the after-login check open them. */
export const useAgentCentreStore = create<TAgentCentreState>((set) => ({
  opened: false,
  page: 'agentAnnouncement',
  agreementOpened: false,
  open: (page) => set((s) => ({ opened: true, page: page ?? s.page })),
  select: (page) => set({ page }),
  close: () => set({ opened: false }),
  openAgreement: () => set({ agreementOpened: true }),
  closeAgreement: () => set({ agreementOpened: false }),
}));
