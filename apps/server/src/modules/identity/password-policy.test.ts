import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, TEST_CAPTCHA_ANSWER, type TestApp } from '../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { identityKit } from './identity-test-kit.ts';

let t: TestApp;
let owner: string;
const clock = new Date('2026-06-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: clock.getTime() / 1000 });
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { username: 'owner', password: 'Owner12345', totp },
  });
  owner = body(res).value.token;
});
afterAll(async () => t.close());

const brandUrl = ADMIN_API.brand.replace(':code', 'lobby');
/** Saves the lobby brand's register rules with `change`, as the back office's brand form does. */
async function saveRules(change: object) {
  const detail = body(
    await t.call({ method: 'GET', url: brandUrl, headers: { authorization: owner } }),
  ).value;
  return t.call({
    method: 'PATCH',
    url: brandUrl,
    headers: { authorization: owner },
    payload: { registerRules: { ...detail.registerRules, ...change } },
  });
}

let seq = 0;
async function register(password: string) {
  const kit = identityKit(t);
  const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
  return kit.encrypted(
    'PUT',
    '/wps/member/register',
    {
      username: `policy${seq++}`,
      password,
      confirmPassword: password,
      agreeTerms: true,
      captchaKey: captcha.key,
      captcha: TEST_CAPTCHA_ANSWER,
    },
    { remoteAddress: `10.60.0.${seq}` },
  );
}

describe('brand password settings', () => {
  it('shows the back office the rule the server enforces, not the stored one under the floor', async () => {
    const detail = body(
      await t.call({ method: 'GET', url: brandUrl, headers: { authorization: owner } }),
    ).value;
    // The demo brand stores 6–20; the server holds it to 8–64.
    expect(detail.registerRules).toMatchObject({
      passwordMin: 8,
      passwordMax: 64,
      passwordCharset: 'lettersOrDigits',
    });
  });

  it.each([
    ['a minimum under 8', { passwordMin: 6 }],
    ['a minimum over 64', { passwordMin: 65, passwordMax: 128 }],
    ['a maximum under 64', { passwordMax: 20 }],
    ['a maximum over 128', { passwordMax: 200 }],
    ['an unknown character rule', { passwordCharset: 'anything' }],
  ])('refuses %s', async (_name, change) => {
    const res = await saveRules(change);
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('lets a brand allow any printable character and a longer minimum, and the site and the server follow', async () => {
    expect(
      (await saveRules({ passwordMin: 10, passwordMax: 100, passwordCharset: 'printable' })).statusCode,
    ).toBe(200);
    const site = body(await t.call({ method: 'GET', url: '/wps/system/whitelabel' })).value;
    expect(site.registerRules).toMatchObject({
      passwordMin: 10,
      passwordMax: 100,
      passwordCharset: 'printable',
    });
    expect((await register('kite & lamp 7')).statusCode).toBe(200);
    expect((await register('ร่มสีฟ้าของฉัน')).statusCode).toBe(200);
    const short = await register('k & l 7 a');
    expect(body(short)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      value: [{ field: 'password', message: 'passwordRule', min: 10, max: 100, charset: 'printable' }],
    });
    expect(body(await register('Password123!')).errorCode).toBe('PASSWORD_TOO_COMMON');
  });
});
