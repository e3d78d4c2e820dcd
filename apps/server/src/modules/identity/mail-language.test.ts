import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, createTestApp, setAuthSettings, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from './identity-test-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The brand setting must be in place before the app's brand cache fills.
  await setAuthSettings(t.db, 'siam', { secondStep: 'EMAIL' });
});
afterAll(async () => t.close());

async function lastMail(to: string) {
  const [latest] = body(
    await t.call({ method: 'GET', url: `/dev/outbox/mail?to=${encodeURIComponent(to)}` }),
  ).value;
  return latest as { subject: string; text: string; html: string };
}

describe('POST /wps/member/password/email', () => {
  it('writes the reset mail in the Language header’s language, right to left for Arabic', async () => {
    const sent = await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      headers: { language: 'AR' },
      payload: { username: 'agent1' },
      remoteAddress: '10.41.0.1',
    });
    expect(sent.statusCode).toBe(200);
    const mail = await lastMail('agent1@lobby.openlobby.example');
    expect(mail.subject).toContain('إعادة تعيين كلمة المرور');
    expect(mail.html).toMatch(/^<div lang="ar" dir="rtl">/);
  });

  it('writes the reset mail in the brand’s default language without a Language header', async () => {
    await t.call({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'player1' },
      remoteAddress: '10.41.0.2',
    });
    expect((await lastMail('player1@lobby.openlobby.example')).subject).toContain('重置您的密码');
  });
});

describe('POST /wps/session/login with an e-mailed second step', () => {
  it('writes the login code mail in the Language header’s language', async () => {
    const siam = identityKit(t, { merchant: 'siam' });
    await siam.tokenOf('agent1', 'Agent123', { remoteAddress: '10.41.0.3' });
    const res = await siam.login(
      { username: 'agent1', password: 'Agent123' },
      { headers: { language: 'VI' }, remoteAddress: '10.41.0.4' },
    );
    expect(body(res).value).toMatchObject({ method: 'EMAIL' });
    const mail = await lastMail('agent1@siam.openlobby.example');
    expect(mail.subject).toContain('mã đăng nhập');
    expect(mail.text).toMatch(/Mã đăng nhập của bạn là \d{6}\b/);
  });
});
