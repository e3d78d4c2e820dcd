import type { TLoginInfo } from '@openlobby/contracts';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { setRequestToken } from '../../../lib/request-context.ts';

/** Storage key of the persisted session (token and the values the header needs). */
export const SESSION_STORAGE_KEY = 'session';

export type TSession = {
  token: string | null;
  account: string | null;
  nickname: string | null;
  /** User type (spec §4): 0 member; 1, 2, 41, 42 agents; 4 a trial account. */
  type: number | null;
  /** Agent flag from the login's session values (types 1, 2, 41, 42). */
  isAgent: boolean;
  /** A trial (demo) account: blocked from the member and agent centres. */
  isTrial: boolean;
};

type TSessionState = TSession & {
  /** A new login's token while its member info loads, before the session is stored; never persisted. */
  pendingToken: string | null;
  /**
   * The token of a login that must change its password first (mustChangePassword): the server
   * refuses it every call but the change, so only the change-password call sends it; it is never
   * the request token, nor persisted, and the visitor is not logged in until the change succeeds.
   */
  restrictedToken: string | null;
  signIn: (info: TLoginInfo) => void;
  setPendingToken: (token: string | null) => void;
  setRestrictedToken: (token: string | null) => void;
  signOut: () => void;
};

const EMPTY: TSession = {
  token: null,
  account: null,
  nickname: null,
  type: null,
  isAgent: false,
  isTrial: false,
};

/** Session values the site keeps from a login answer. */
export const sessionFromLogin = (info: TLoginInfo): TSession => ({
  token: info.token,
  account: info.session.account,
  nickname: info.session.nickname,
  type: info.session.type,
  isAgent: info.session.isAgent,
  isTrial: info.session.isTrial,
});

/** The small client session; server state (balance, member info) lives in TanStack Query. */
export const useSessionStore = create<TSessionState>()(
  persist(
    (set) => ({
      ...EMPTY,
      pendingToken: null,
      restrictedToken: null,
      signIn: (info) => set({ ...sessionFromLogin(info), pendingToken: null, restrictedToken: null }),
      setPendingToken: (pendingToken) => set({ pendingToken }),
      setRestrictedToken: (restrictedToken) => set({ restrictedToken }),
      signOut: () => set({ ...EMPTY, pendingToken: null, restrictedToken: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, account, nickname, type, isAgent, isTrial }) => ({
        token,
        account,
        nickname,
        type,
        isAgent,
        isTrial,
      }),
      // A token without an account is dropped at start (spec §4).
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<TSession>;
        return p.token && p.account ? { ...current, ...EMPTY, ...p } : { ...current, ...EMPTY };
      },
    },
  ),
);

// Keep the API client's Authorization header in step with the store.
const syncToken = (s: TSessionState) => setRequestToken(s.token ?? s.pendingToken);
syncToken(useSessionStore.getState());
useSessionStore.subscribe(syncToken);

export const useIsLoggedIn = (): boolean => useSessionStore((s) => s.token !== null);
export const hasStoredToken = (): boolean => useSessionStore.getState().token !== null;
