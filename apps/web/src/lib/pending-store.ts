import { create } from 'zustand';

type TPendingState = { count: number; begin: () => void; end: () => void };

/** Global pending counter behind the loading modal: every blocking call begins and ends once. */
export const usePendingStore = create<TPendingState>((set) => ({
  count: 0,
  begin: () => set((s) => ({ count: s.count + 1 })),
  end: () => set((s) => ({ count: Math.max(0, s.count - 1) })),
}));

/** Runs `work` with the loading modal counted as pending for its whole duration. */
export const withPending = async <T>(work: () => Promise<T>): Promise<T> => {
  usePendingStore.getState().begin();
  try {
    return await work();
  } finally {
    usePendingStore.getState().end();
  }
};
