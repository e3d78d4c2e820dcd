import { create } from 'zustand';

type TLoginDialogState = { opened: boolean; open: () => void; close: () => void };

/** Whether the login popup is showing; anything needing a token opens it for visitors. */
export const useLoginDialogStore = create<TLoginDialogState>((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));
