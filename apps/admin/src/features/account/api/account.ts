import { ADMIN_API, ZOperatorPasswordChange, ZTotpEnrolment } from '@openlobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type TPasswordChange = z.infer<typeof ZOperatorPasswordChange>;
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

const ZOk = z.object({ ok: z.literal(true) });

/** POST the operator's own new password (the current one proves it is them); the session stays. */
export const changeMyPassword = (body: TPasswordChange) =>
  apiRequest(ADMIN_API.myPassword, { method: 'POST', body, schema: ZOk });

/** POST a new authenticator secret; it replaces the current one only once a code proves it. */
export const setupMyTotp = () =>
  apiRequest(ADMIN_API.myTotpSetup, { method: 'POST', schema: ZTotpEnrolment });

/** POST the first code from the new authenticator, which switches it on. */
export const enableMyTotp = (code: string) =>
  apiRequest(ADMIN_API.myTotpEnable, { method: 'POST', body: { code }, schema: ZOk });

export const useChangeMyPassword = () => useMutation({ mutationFn: changeMyPassword });
export const useSetupMyTotp = () => useMutation({ mutationFn: setupMyTotp });
export const useEnableMyTotp = () => useMutation({ mutationFn: enableMyTotp });
