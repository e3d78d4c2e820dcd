import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, setAuthSettings, type TestApp } from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { identityKit } from './identity-test-kit.ts';
import { members } from './identity.schema.ts';

let t: TestApp;
let kit: ReturnType<typeof identityKit>;
let siam: ReturnType<typeof identityKit>;
let clock = new Date('2026-06-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // lobby: no second step and no expiry, so only what these tests do can force a change.
  await setAuthSettings(t.db, 'lobby', {
    secondStep: 'NONE',
    passwordExpiryDays: null,
    forcePasswordChange: false,
  });
  kit = identityKit(t);
  siam = identityKit(t, { merchant: 'siam' });
});
afterAll(async () => t.close());

let ipSeq = 0;
const freshIp = () => `10.70.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

async function memberId(brandId: number, account: string) {
  const [row] = await t.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.account, account)));
  return row!.id;
}

async function lastMailText(to: string) {
  const [latest] = body(
    await t.call({ method: 'GET', url: `/dev/outbox/mail?to=${encodeURIComponent(to)}` }),
  ).value;
  return latest.text as string;
}

async function lastSmsCode(mobile: string, headers: Record<string, string>) {
  const [latest] = body(
    await t.call({ method: 'GET', url: `/dev/outbox/sms?mobileNum=${encodeURIComponent(mobile)}`, headers }),
  ).value;
  return /\b(\d{6})\b/.exec(latest.body)![1]!;
}

describe('reset links', () => {
  it('are closed by a password change made another way', async () => {
    await t.db.insert(members).values({
      brandId: 1,
      account: 'linky',
      nickname: 'Linky',
      email: 'linky@lobby.openlobby.example',
      passwordHash: await hashPassword('Linky2026'),
    });
    for (let i = 0; i < 2; i++)
      await t.call({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: { username: 'linky' },
        remoteAddress: freshIp(),
      });
    const token = /token=([A-Za-z0-9_-]+)/.exec(await lastMailText('linky@lobby.openlobby.example'))![1];
    const session = await kit.tokenOf('linky', 'Linky2026', { remoteAddress: freshIp() });
    const changed = await kit.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Linky2026', newPassword: 'Linky2027x', confirmPassword: 'Linky2027x' },
      { headers: { authorization: session } },
    );
    expect(changed.statusCode).toBe(200);
    const late = await kit.call({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'Hijack2026', confirmPassword: 'Hijack2026' },
    });
    expect(body(late).errorCode).toBe('RESET_LINK_INVALID');
    expect(
      body(await kit.login({ username: 'linky', password: 'Linky2027x' }, { remoteAddress: freshIp() }))
        .success,
    ).toBe(true);
  });
});

describe('forced password change', () => {
  it('is still demanded after the second step of a login with the default password', async () => {
    // newbie1 has the default password; siam asks a new address for a second step (SMS for newbie1).
    const home = freshIp();
    expect(
      body(await siam.login({ username: 'newbie1', password: 'Aa123456' }, { remoteAddress: home })).value
        .mustChangePassword,
    ).toBe(true);
    const away = freshIp();
    const { value } = body(
      await siam.login({ username: 'newbie1', password: 'Aa123456' }, { remoteAddress: away }),
    );
    expect(value.method).toBe('SMS');
    await t.call({
      method: 'POST',
      url: '/wps/session/login/verify/sms',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId },
      remoteAddress: away,
    });
    const verified = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: {
        challengeId: value.challengeId,
        code: await lastSmsCode('+66800001003', { merchant: 'siam' }),
      },
      remoteAddress: away,
    });
    expect(body(verified).value.mustChangePassword).toBe(true);
    const blocked = await siam.withToken(body(verified).value.token, {
      method: 'GET',
      url: '/wps/member/info/icon',
    });
    expect(body(blocked).errorCode).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('follows an operator’s password reset at the next login, once', async () => {
    const totp = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: clock.getTime() / 1000 });
    const owner = body(
      await t.call({
        method: 'POST',
        url: ADMIN_API.login,
        payload: { username: 'owner', password: 'Owner12345', totp },
      }),
    ).value.token;
    const before = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const reset = await t.call({
      method: 'POST',
      url: ADMIN_API.memberResetPassword.replace(':id', String(await memberId(1, 'player1'))),
      headers: { authorization: owner },
      payload: { reason: 'the member asked on the phone' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await kit.withToken(before, { method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);

    const next = body(
      await kit.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() }),
    ).value;
    expect(next.mustChangePassword).toBe(true);
    const changed = await kit.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Player123', newPassword: 'Player2026x', confirmPassword: 'Player2026x' },
      { headers: { authorization: next.token } },
    );
    expect(body(changed).value.mustChangePassword).toBe(false);
    const after = body(
      await kit.login({ username: 'player1', password: 'Player2026x' }, { remoteAddress: freshIp() }),
    ).value;
    expect(after.mustChangePassword).toBe(false);
  });
});

describe('authenticator re-enrolment', () => {
  const epoch = () => Math.floor(clock.getTime() / 1000);

  it('needs the password and a current code once an authenticator is bound', async () => {
    const token = await kit.tokenOf('agent1', 'Agent123', { remoteAddress: freshIp() });
    const setup = (payload: object = {}) =>
      kit.encrypted('POST', '/wps/member/totp/setup', payload, { headers: { authorization: token } });
    // The first binding needs only the session.
    const { secret } = body(await setup()).value;
    await kit.withToken(token, {
      method: 'POST',
      url: '/wps/member/totp/enable',
      payload: { code: await generate({ secret, epoch: epoch() }) },
    });
    clock = new Date(clock.getTime() + 60_000);

    const bare = await setup();
    expect(bare.statusCode).toBe(400);
    expect(body(bare).errorCode).toBe('VALIDATION_FAILED');
    const wrongPassword = await setup({
      password: 'Agent999x',
      code: await generate({ secret, epoch: epoch() }),
    });
    expect(body(wrongPassword).errorCode).toBe('WRONG_OLD_PASSWORD');
    const code = await generate({ secret, epoch: epoch() });
    const near = await Promise.all([-30, 30].map((d) => generate({ secret, epoch: epoch() + d })));
    const wrong = ['000000', '111111', '222222', '333333'].find((c) => c !== code && !near.includes(c))!;
    const wrongCode = await setup({ password: 'Agent123', code: wrong });
    expect(body(wrongCode).errorCode).toBe('INVALID_CODE');

    const again = await setup({ password: 'Agent123', code });
    expect(again.statusCode).toBe(200);
    expect(body(again).value.secret).not.toBe(secret);
    // The code was used: it cannot prove a second re-enrolment.
    expect(body(await setup({ password: 'Agent123', code })).errorCode).toBe('INVALID_CODE');
  });
});
