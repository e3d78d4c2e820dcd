import { encryptBody } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, type TestApp } from '../../../test/test-app.ts';

/** Calls an identity endpoint the way the site does: E calls encrypted with the brand's key. */
export function identityKit(t: TestApp, brandHeaders: Record<string, string> = {}) {
  const keys = new Map<string, string>();
  async function publicKey() {
    const k = JSON.stringify(brandHeaders);
    if (!keys.has(k)) {
      const res = await t.call({ method: 'GET', url: '/wps/system/whitelabel', headers: brandHeaders });
      keys.set(k, body(res).value.encryption.publicKey);
    }
    return keys.get(k)!;
  }
  async function encrypted(
    method: 'POST' | 'PUT',
    url: string,
    payload: object,
    extra: Partial<InjectOptions> = {},
  ) {
    return t.call({
      ...extra,
      method,
      url,
      headers: { ...brandHeaders, ...(extra.headers as object) },
      payload: await encryptBody(await publicKey(), payload),
    });
  }
  const login = (payload: object, extra: Partial<InjectOptions> = {}) =>
    encrypted('POST', '/wps/session/login', payload, extra);
  const withToken = (token: string, opts: InjectOptions) =>
    t.call({ ...opts, headers: { ...brandHeaders, ...(opts.headers as object), authorization: token } });
  /** Logs in and answers the token, failing loudly when the login does not succeed. */
  async function tokenOf(username: string, password: string, extra: Partial<InjectOptions> = {}) {
    const res = await login({ username, password }, extra);
    const b = body(res);
    if (!b.success) throw new Error(`login of ${username} failed: ${res.body}`);
    return b.value.token as string;
  }
  return { publicKey, encrypted, login, withToken, tokenOf };
}
