import { generate } from 'otplib';
import { encryptBody, encryptedCallOf, isEncryptedCall, type TEncryptionKey } from '@openlobby/contracts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../apps/server/src/seed/demo-operators.ts';

const keys = new Map<string, Promise<TEncryptionKey>>();
/** The demo brand's key for encrypted calls, from its site config: read once per server address. */
export function encryptionKeyOf(base: string): Promise<TEncryptionKey> {
  let key = keys.get(base);
  if (!key) {
    key = fetch(`${base}/wps/system/whitelabel`)
      .then((res) => res.json() as Promise<{ value: { encryption: TEncryptionKey } }>)
      .then(({ value }) => ({ kid: value.encryption.kid, publicKey: value.encryption.publicKey }));
    keys.set(base, key);
  }
  return key;
}

/** A body as the site sends it: sealed for an encrypted call (fresh time and nonce), else as it is. */
export async function wireBody(base: string, method: string, path: string, payload: object) {
  const route = path.split('?')[0]!;
  if (!isEncryptedCall(method, route)) return payload;
  return encryptBody(await encryptionKeyOf(base), encryptedCallOf(method, route), payload);
}

export type TAnswer = { status: number; body: { success?: boolean; value?: unknown; errorCode?: string } };

/** One API call, sealed when it is an encrypted call; a connection failure (the server down) answers status 0. */
export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  payload?: object,
): Promise<TAnswer> {
  try {
    const body = payload && JSON.stringify(await wireBody(base, method, path, payload));
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: token, ...(payload && { 'content-type': 'application/json' }) },
      body,
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
