import { AUTH_API, type ZOk } from '@openlobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/session/logout (T): best effort, the local session is cleared whatever it answers. */
export const logout = async (): Promise<void> => {
  try {
    await apiRequest<typeof ZOk>(AUTH_API.logout, { method: 'POST', body: {}, loader: true });
  } catch {
    // The token may already be gone on the server; signing out locally is what matters.
  }
};
