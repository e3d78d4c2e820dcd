import { encryptBody, encryptedCallOf, isEncryptedCall, type TEncryptionKey } from '@openlobby/contracts';
import type { TEncryptOptions } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, type TestApp } from '../../../test/test-app.ts';

type TMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Calls the API the way the site does: the E calls (ENCRYPTED_CALLS) encrypted with the brand's
 * current key, bound to the call, stamped with the app's clock and a fresh nonce. `call` and
 * `withToken` encrypt on their own whenever the method and path are an E call, so tests write the
 * plain body they mean.
 */
export function identityKit(t: TestApp, brandHeaders: Record<string, string> = {}) {
  const keys = new Map<string, TEncryptionKey>();
  /** The brand's key from its site config, read once (`fresh`: read again, after a rotation). */
  async function encryptionKey(fresh = false): Promise<TEncryptionKey> {
    const k = JSON.stringify(brandHeaders);
    if (fresh || !keys.has(k)) {
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', headers: brandHeaders });
      const { kid, publicKey } = body(res).value.encryption as TEncryptionKey;
      keys.set(k, { kid, publicKey });
    }
    return keys.get(k)!;
  }
  const publicKey = async () => (await encryptionKey()).publicKey;
  /** The sealed body of `payload` for `method url` (the route path, no query), as the site sends it. */
  async function seal(method: string, url: string, payload: unknown, opts: TEncryptOptions = {}) {
    const call = encryptedCallOf(method, url.split('?')[0]!);
    return encryptBody(await encryptionKey(), call, payload, { now: t.now().getTime(), ...opts });
  }
  async function encrypted(
    method: TMethod,
    url: string,
    payload: object,
    extra: Partial<InjectOptions> = {},
  ) {
    return t.call({
      ...extra,
      method,
      url,
      headers: { ...brandHeaders, ...(extra.headers as object) },
      payload: await seal(method, url, payload),
    });
  }
  const login = (payload: object, extra: Partial<InjectOptions> = {}) =>
    encrypted('POST', '/wps/session/login', payload, extra);
  /** A call as the site makes it: the body of an E call is sealed on the way, any other sent as is. */
  async function call(opts: InjectOptions) {
    const method = (opts.method ?? 'GET').toUpperCase();
    const url = String(opts.url ?? '').split('?')[0]!;
    const sealed =
      opts.payload !== undefined && isEncryptedCall(method, url)
        ? { payload: await seal(method, url, opts.payload) }
        : {};
    return t.call({ ...opts, ...sealed, headers: { ...brandHeaders, ...(opts.headers as object) } });
  }
  /** A call with the member's token, as `call` makes it. */
  const withToken = (token: string, opts: InjectOptions) =>
    call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
  /** Logs in and answers the token, failing loudly when the login does not succeed. */
  async function tokenOf(username: string, password: string, extra: Partial<InjectOptions> = {}) {
    const res = await login({ username, password }, extra);
    const b = body(res);
    if (!b.success) throw new Error(`login of ${username} failed: ${res.body}`);
    return b.value.token as string;
  }
  return { publicKey, encryptionKey, seal, encrypted, call, login, withToken, tokenOf };
}
