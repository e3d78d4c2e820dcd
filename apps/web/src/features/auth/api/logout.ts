import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** Spec §7 logout path; not yet in contracts (see REQUESTS.md), so the value is not inspected. */
export const LOGOUT_PATH = '/wps/session/logout';

/** POST /wps/session/logout: best effort, the local session is cleared whatever it answers. */
export const logout = async (): Promise<void> => {
  try {
    await apiRequest(LOGOUT_PATH, { method: 'POST', schema: z.unknown(), loader: true });
  } catch {
    // The token may already be gone on the server; signing out locally is what matters.
  }
};
