import { redirect } from 'react-router';
import { getMe } from '../features/auth/api/session.ts';
import { isSessionLost } from '../lib/api-error.ts';
import { useSession } from '../lib/session.ts';
import { paths } from '../config/paths.ts';

/**
 * Restores the operator behind the stored token once (GET /session/me). Returns whether a live
 * session exists; a dead token is dropped. Other failures (network) propagate to the error page.
 */
export const restoreSession = async (): Promise<boolean> => {
  const { token, operator, setOperator, clear } = useSession.getState();
  if (!token) return false;
  if (operator) return true;
  try {
    setOperator(await getMe());
    return true;
  } catch (e) {
    if (isSessionLost(e)) {
      clear();
      return false;
    }
    throw e;
  }
};

/** Guards the console: no live session → /login?next=<where the operator was going>. */
export const shellLoader = async ({ request }: { request: Request }) => {
  if (await restoreSession()) return null;
  const url = new URL(request.url);
  const next = url.pathname.replace(/^\/admin/, '') + url.search;
  throw redirect(next && next !== '/' ? `${paths.login}?next=${encodeURIComponent(next)}` : paths.login);
};

/** The login page skips itself when the tab already holds a live session. */
export const loginLoader = async () => {
  if (await restoreSession().catch(() => false)) throw redirect(paths.home);
  return null;
};
