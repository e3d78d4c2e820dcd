import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  createTestApp,
  setAuthSettings,
  TEST_CAPTCHA_ANSWER,
  type TestApp,
} from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { identityKit } from './identity-test-kit.ts';
import { brandDomains } from '../system/system.schema.ts';

let t: TestApp;
let kit: ReturnType<typeof identityKit>;
let clock = new Date('2026-06-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  await setAuthSettings(t.db, 'lobby', { secondStep: 'NONE' });
  kit = identityKit(t);
});
afterAll(async () => t.close());

let ipSeq = 1;
const freshIp = () => `10.30.0.${ipSeq++}`;

/** The last SMS code the development outbox holds for a number, as a developer would read it. */
async function lastSmsCode(mobile: string, headers: Record<string, string> = {}) {
  const res = await t.call({
    method: 'GET',
    url: `/dev/outbox/sms?mobileNum=${encodeURIComponent(mobile)}`,
    headers,
  });
  const [latest] = body(res).value;
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

async function lastMail(to: string, app: TestApp = t) {
  const [latest] = body(
    await app.call({ method: 'GET', url: `/dev/outbox/mail?to=${encodeURIComponent(to)}` }),
  ).value;
  return latest as { subject: string; text: string; html: string };
}

describe('PUT /wps/member/register/mobile', () => {
  it('registers with the code sent to the number and logs in', async () => {
    const mobile = '+66811112222';
    const ip = freshIp();
    const sent = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: mobile },
      remoteAddress: ip,
    });
    expect(body(sent).value).toMatchObject({ expiresInSeconds: 300, resendInSeconds: 60 });
    const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    const res = await kit.encrypted(
      'PUT',
      '/wps/member/register/mobile',
      {
        mobileNum: mobile,
        verificationCode: await lastSmsCode(mobile),
        password: 'Mobile123',
        agreeTerms: true,
        captchaKey: captcha.key,
        captcha: TEST_CAPTCHA_ANSWER,
      },
      { remoteAddress: ip },
    );
    expect(res.statusCode).toBe(200);
    expect(body(res).value.session.account).toBe('m66811112222');
  });

  it.each([
    ['a wrong code', '000000', 'INVALID_CODE'],
    ['no code', '', 'MISSING_CODE'],
  ])('refuses %s', async (_name, code, error) => {
    const mobile = `+6682222${ipSeq}333`;
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: mobile },
      remoteAddress: freshIp(),
    });
    const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    const res = await kit.encrypted('PUT', '/wps/member/register/mobile', {
      mobileNum: mobile,
      verificationCode: code,
      password: 'Mobile123',
      agreeTerms: true,
      captchaKey: captcha.key,
      captcha: TEST_CAPTCHA_ANSWER,
    });
    expect(body(res).errorCode).toBe(error);
  });
});

describe('SMS login', () => {
  it('logs in with a code sent to a registered number, once', async () => {
    const mobile = '+66800000001';
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, purpose: 'login' },
      remoteAddress: freshIp(),
    });
    const code = await lastSmsCode(mobile);
    const res = await kit.login(
      { type: 'sms', username: mobile, password: code },
      { remoteAddress: freshIp() },
    );
    expect(body(res).value).toMatchObject({ mustChangePassword: false, session: { account: 'player1' } });
    const replay = await kit.login(
      { type: 'sms', username: mobile, password: code },
      { remoteAddress: freshIp() },
    );
    expect(body(replay).errorCode).toBe('CODE_EXPIRED');
  });

  it('refuses an expired code', async () => {
    const mobile = '+66800000002';
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, purpose: 'login' },
      remoteAddress: freshIp(),
    });
    const code = await lastSmsCode(mobile);
    clock = new Date(clock.getTime() + 6 * 60_000);
    const res = await kit.login(
      { type: 'sms', username: mobile, password: code },
      { remoteAddress: freshIp() },
    );
    expect(body(res).errorCode).toBe('CODE_EXPIRED');
  });
});

describe('forgot password', () => {
  it('mails a single-use reset link that sets a new password and ends other sessions', async () => {
    const token = await kit.tokenOf('agent1', 'Agent123', { remoteAddress: '10.31.0.1' });
    const sent = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'agent1' },
      remoteAddress: freshIp(),
    });
    expect(body(sent).value.sentTo).toBe('a•••@lobby.openlobby.example');
    const mail = await lastMail('agent1@lobby.openlobby.example');
    const link = /http:\/\/localhost:3000\/resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)!;
    const reset = await kit.call({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token: link[1], newPassword: 'Agent456', confirmPassword: 'Agent456' },
    });
    expect(body(reset).value).toEqual({ ok: true });
    expect((await kit.withToken(token, { method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
    expect(
      body(await kit.login({ username: 'agent1', password: 'Agent456' }, { remoteAddress: '10.31.0.1' }))
        .success,
    ).toBe(true);
    const again = await kit.call({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token: link[1], newPassword: 'Agent789', confirmPassword: 'Agent789' },
    });
    expect(body(again).errorCode).toBe('RESET_LINK_INVALID');
  });

  it('refuses an expired link', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'newbie1@lobby.openlobby.example' },
      remoteAddress: freshIp(),
    });
    const mail = await lastMail('newbie1@lobby.openlobby.example');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    clock = new Date(clock.getTime() + 31 * 60_000);
    const res = await kit.call({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Newbie999', confirmPassword: 'Newbie999' },
    });
    expect(body(res).errorCode).toBe('RESET_LINK_INVALID');
  });

  it('answers USER_NOT_FOUND for an unknown username or e-mail', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'ghost@nowhere.example' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('USER_NOT_FOUND');
  });

  it('sets a new password by phone and logs in', async () => {
    const mobile = '+66800000003';
    await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, purpose: 'resetPassword' },
      remoteAddress: freshIp(),
    });
    const res = await kit.encrypted('POST', '/wps/member/password/verification', {
      mobileNum: mobile,
      verificationCode: await lastSmsCode(mobile),
      newPassword: 'Newbie2027',
      confirmPassword: 'Newbie2027',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toMatchObject({ mustChangePassword: false, session: { account: 'newbie1' } });
  });
});

describe('links in reset mails', () => {
  // Behind a proxy (TRUST_PROXY_HOPS) the forwarded host is what Fastify calls the request's host.
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUST_PROXY_HOPS: 1 });
  });
  afterAll(async () => proxied.close());

  it.each([
    ['a forged Host beside the Merchant header', { host: 'evil.example', merchant: 'lobby' }],
    [
      'a forged X-Forwarded-Host beside the Merchant header',
      { 'x-forwarded-host': 'evil.example:8443', merchant: 'lobby' },
    ],
  ])('point at the brand’s own domain whatever %s says', async (_name, headers) => {
    const sent = await proxied.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers,
      payload: { username: 'player1' },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMail('player1@lobby.openlobby.example', proxied);
    const links = [...`${mail.text} ${mail.html}`.matchAll(/https?:\/\/[^\s"<]+/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3000\/resetPassword\?token=/);
    expect(`${mail.text} ${mail.html}`).not.toContain('evil.example');
  });

  it('point at the brand’s primary domain over https when it is a public one', async () => {
    await proxied.db.insert(brandDomains).values([
      { brandId: 2, domain: 'siam-lobby.example', isPrimary: true },
      { brandId: 2, domain: 'www.siam-lobby.example', isPrimary: false },
    ]);
    await proxied.db
      .update(brandDomains)
      .set({ isPrimary: false })
      .where(eq(brandDomains.domain, 'th.localhost'));
    await proxied.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { merchant: 'siam', 'x-forwarded-host': 'evil.example' },
      payload: { username: 'agent1' },
    });
    const mail = await lastMail('agent1@siam.openlobby.example', proxied);
    expect(mail.text).toMatch(/\nhttps:\/\/siam-lobby\.example\/resetPassword\?token=[A-Za-z0-9_-]+\n/);
    expect(mail.html).toMatch(
      /<a href="https:\/\/siam-lobby\.example\/resetPassword\?token=[A-Za-z0-9_-]+">/,
    );
  });
});

describe('second step by SMS and by e-mail', () => {
  it('sends the code to the member’s own number, in the member’s language, and completes the login', async () => {
    // siam asks for a second step; its player1 has no authenticator, so the SMS is used.
    const siam = identityKit(t, { merchant: 'siam' });
    await siam.tokenOf('player1', 'Player123', { remoteAddress: '10.32.0.1' });
    const { value } = body(
      await siam.login({ username: 'player1', password: 'Player123' }, { remoteAddress: '10.32.0.2' }),
    );
    expect(value).toMatchObject({ method: 'SMS', hint: '+66•••••1001' });
    const sent = await t.call({
      method: 'POST',
      url: '/wps/session/login/verify/sms',
      headers: { merchant: 'siam', language: 'VI' },
      payload: { challengeId: value.challengeId },
      remoteAddress: '10.32.0.2',
    });
    expect(sent.statusCode).toBe(200);
    const [sms] = body(
      await t.call({
        method: 'GET',
        url: '/dev/outbox/sms?mobileNum=%2B66800001001',
        headers: { merchant: 'siam' },
      }),
    ).value;
    expect(sms.body).toContain('Mã xác minh');
    const code = await lastSmsCode('+66800001001', { merchant: 'siam' });
    const ok = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId, code },
      remoteAddress: '10.32.0.2',
    });
    expect(body(ok).value.session.account).toBe('player1');
  });

  it('mails the code when e-mail is the brand’s method', async () => {
    // A second app: the brand setting must be in place before its brand cache fills.
    const t2 = await createTestApp();
    try {
      await setAuthSettings(t2.db, 'siam', { secondStep: 'EMAIL' });
      const siam = identityKit(t2, { merchant: 'siam' });
      await siam.tokenOf('agent1', 'Agent123', { remoteAddress: '10.33.0.1' });
      const { value } = body(
        await siam.login({ username: 'agent1', password: 'Agent123' }, { remoteAddress: '10.33.0.2' }),
      );
      expect(value).toMatchObject({ method: 'EMAIL', hint: 'a•••@siam.openlobby.example' });
      const [mail] = body(
        await t2.call({ method: 'GET', url: '/dev/outbox/mail?to=agent1%40siam.openlobby.example' }),
      ).value;
      const code = /\b(\d{6})\b/.exec(mail.text)![1];
      const ok = await siam.call({
        method: 'POST',
        url: '/wps/session/login/verify',
        headers: { merchant: 'siam' },
        payload: { challengeId: value.challengeId, code },
        remoteAddress: '10.33.0.2',
      });
      expect(body(ok).value.session.account).toBe('agent1');
    } finally {
      await t2.close();
    }
  });
});
