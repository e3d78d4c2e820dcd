import { generate } from 'otplib';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../apps/server/src/seed/demo-operators.ts';

export type TAnswer = { status: number; body: { success?: boolean; value?: unknown; errorCode?: string } };

/** One API call; a connection failure (the server down) answers status 0. */
export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  payload?: object,
): Promise<TAnswer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: token, ...(payload && { 'content-type': 'application/json' }) },
      body: payload && JSON.stringify(payload),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as TAnswer['body'] };
  } catch {
    return { status: 0, body: {} };
  }
}

/** A finance operator's back-office token (TOTP from the demo secret). */
export async function adminToken(base: string): Promise<string> {
  const res = await fetch(`${base}/admin/api/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'finance1',
      password: 'Operator123',
      totp: await generate({ secret: DEMO_OPERATOR_TOTP_SECRET }),
    }),
  });
  const body = (await res.json()) as { value: { token: string } };
  return body.value.token;
}
