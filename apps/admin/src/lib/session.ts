import type { TOperator } from '@openlobby/contracts';
import { create } from 'zustand';

/**
 * The operator's token lives in sessionStorage, never localStorage: operators share machines, so
 * closing the tab must end the session.
 */
export const TOKEN_KEY = 'ol-admin-token';

const readToken = (): string | null => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

const writeToken = (token: string | null): void => {
  try {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    else sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    /* storage blocked: the session lasts as long as the page */
  }
};

type TSessionState = {
  token: string | null;
  operator: TOperator | null;
  /** True when the server ended the session (NOT_LOGGED_IN), false after a logout. */
  expired: boolean;
  setSession: (token: string, operator: TOperator) => void;
  setOperator: (operator: TOperator) => void;
  clear: (expired?: boolean) => void;
};

/** The logged-in operator; `operator` is null until login or until /session/me restores it. */
export const useSession = create<TSessionState>((set) => ({
  token: readToken(),
  operator: null,
  expired: false,
  setSession: (token, operator) => {
    writeToken(token);
    set({ token, operator, expired: false });
  },
  setOperator: (operator) => set({ operator }),
  clear: (expired = false) => {
    writeToken(null);
    set({ token: null, operator: null, expired });
  },
}));

export const getToken = (): string | null => useSession.getState().token;
