import { AUTH_API, ZOk } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/session/logout (T): best effort, the local session is cleared whatever it answers. */
export const logout = async (): Promise<void> => {
  try {
    await apiRequest(AUTH_API.logout, { method: 'POST', schema: ZOk, body: {}, loader: true });
  } catch {
    // The token may already be gone on the server; signing out locally is what matters.
  }
};
