import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { setRequestToken } from '../../../lib/request-context.ts';

/** Storage key of the persisted session (token and the values the header needs). */
export const SESSION_STORAGE_KEY = 'session';

export type TSession = {
  token: string | null;
  account: string | null;
  nickname: string | null;
  /** Agent flag: user types 1, 2, 41, 42 (spec §4); 4 is a trial account. */
  isAgent: boolean;
  isTrial: boolean;
};

type TSessionState = TSession & {
  signIn: (session: Omit<TSession, 'token'> & { token: string }) => void;
  signOut: () => void;
};

const EMPTY: TSession = { token: null, account: null, nickname: null, isAgent: false, isTrial: false };

/** The small client session; server state (balance, member info) lives in TanStack Query. */
export const useSessionStore = create<TSessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      signIn: (session) => set(session),
      signOut: () => set(EMPTY),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, nickname, isAgent, isTrial }) => ({
        token,
        account,
        nickname,
        isAgent,
        isTrial,
      }),
      // A token without an account is dropped at start (spec §4).
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<TSession>;
        return p.token && p.account ? { ...current, ...p } : { ...current, ...EMPTY };
      },
    },
  ),
);

// Keep the API client's Authorization header in step with the store.
setRequestToken(useSessionStore.getState().token);
useSessionStore.subscribe((s) => setRequestToken(s.token));

export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.token !== null);
export const hasStoredToken = (): boolean => useSessionStore.getState().token !== null;
