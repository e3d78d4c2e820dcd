import type { TVerifyFirst } from '@openlobby/contracts';
import { create } from 'zustand';

/** The identity popups; one shows at a time (spec §2 modals). */
export type TAuthDialog = 'login' | 'register' | 'forgot' | 'change' | 'verify';

type TAuthDialogState = {
  dialog: TAuthDialog | null;
  /** Whether the login popup is showing (anything needing a token opens it for visitors). */
  opened: boolean;
  /** The pending second-step check of a VERIFY_FIRST login. */
  challenge: TVerifyFirst | null;
  open: () => void;
  show: (dialog: TAuthDialog) => void;
  showVerify: (challenge: TVerifyFirst) => void;
  close: () => void;
};

/** Which identity popup is open; the login popup is the default one. */
export const useLoginDialogStore = create<TAuthDialogState>((set) => ({
  dialog: null,
  opened: false,
  challenge: null,
  open: () => set({ dialog: 'login', opened: true, challenge: null }),
  show: (dialog) => set({ dialog, opened: dialog === 'login', challenge: null }),
  showVerify: (challenge) => set({ dialog: 'verify', opened: false, challenge }),
  close: () => set({ dialog: null, opened: false, challenge: null }),
}));
