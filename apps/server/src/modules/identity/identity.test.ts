import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { generate as totpCode } from 'otplib';
import {
  body,
  createTestApp,
  setAuthSettings,
  TEST_CAPTCHA_ANSWER,
  type TestApp,
} from '../../../test/test-app.ts';
import { identityKit } from './identity-test-kit.ts';
import { brands } from '../system/system.schema.ts';
import { members, sessions } from './identity.schema.ts';

let t: TestApp;
let kit: ReturnType<typeof identityKit>;
let clock = new Date('2026-06-01T00:00:00Z');
let siam: ReturnType<typeof identityKit>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // The lobby brand checks logins without a second step; the siam brand asks for one (its demo
  // setting), so the second-step tests run there. Set before any request fills the brand cache.
  await setAuthSettings(t.db, 'lobby', { secondStep: 'NONE' });
  kit = identityKit(t);
  siam = identityKit(t, { merchant: 'siam' });
});
afterAll(async () => t.close());

let ipSeq = 10;
/** A fresh client address, so one test's failures never lock another's. */
const freshIp = () => `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const memberCount = async () => (await t.db.select({ n: count() }).from(members))[0]!.n;

describe('POST /wps/session/login', () => {
  it('logs a member in with a new token and the session values', async () => {
    const res = await kit.login(
      { username: ' player1 ', password: 'Player123' },
      { remoteAddress: freshIp() },
    );
    expect(res.statusCode).toBe(200);
    const { value } = body(res);
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({
      mustChangePassword: false,
      session: { account: 'player1', isAgent: false, isTrial: false, merchantCode: 'lobby' },
    });
    const again = body(
      await kit.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() }),
    ).value;
    expect(again.token).not.toBe(value.token);
  });

  it('stores only a hash of the token', async () => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const rows = await t.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.h.includes(token))).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.h))).toBe(true);
  });

  it('logs in by mobile number in the username field', async () => {
    const res = await kit.login(
      { username: '+66800000001', password: 'Player123' },
      { remoteAddress: freshIp() },
    );
    expect(body(res).value.session.account).toBe('player1');
  });

  it.each([
    ['a wrong password', { username: 'player1', password: 'nope12345' }],
    ['an unknown user', { username: 'nobody', password: 'Player123' }],
  ])('refuses %s with WRONG_CREDENTIALS', async (_name, payload) => {
    const res = await kit.login(payload, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('WRONG_CREDENTIALS');
  });

  it('refuses a plain body on an encrypted call', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'player1', password: 'Player123' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it('refuses a tampered encrypted body', async () => {
    const sealed = await kit.seal('POST', '/wps/session/login', {
      username: 'player1',
      password: 'Player123',
    });
    const data = Buffer.from(sealed.data, 'base64');
    data[0] = data[0]! ^ 0xff;
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login',
      payload: { ...sealed, data: data.toString('base64') },
    });
    expect(body(res).errorCode).toBe('ENCRYPTION_REQUIRED');
  });

  it.each([
    ['a missing password', { username: 'player1' }],
    ['an oversize username', { username: 'x'.repeat(65), password: 'a' }],
    ['an unknown type', { username: 'player1', password: 'a', type: 'magic' }],
  ])('rejects %s inside the encrypted body as VALIDATION_FAILED', async (_name, payload) => {
    const res = await kit.login(payload, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('asks for a captcha after the second failure, refuses a wrong one, accepts the right one once', async () => {
    const ip = freshIp();
    for (let i = 0; i < 2; i++) {
      const res = await kit.login({ username: 'agent1', password: 'wrong' }, { remoteAddress: ip });
      expect(body(res).value.captchaRequired).toBe(i === 1);
    }
    const noCaptcha = await kit.login({ username: 'agent1', password: 'Agent123' }, { remoteAddress: ip });
    expect(body(noCaptcha)).toMatchObject({
      errorCode: 'CAPTCHA_REQUIRED',
      value: { captchaRequired: true },
    });

    const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    expect(Buffer.from(captcha.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const wrong = await kit.login(
      { username: 'agent1', password: 'Agent123', captchaKey: captcha.key, captcha: '0000' },
      { remoteAddress: ip },
    );
    expect(body(wrong).errorCode).toBe('CAPTCHA_INVALID');
    // The key was spent by the wrong guess: the right answer no longer opens it.
    const reused = await kit.login(
      { username: 'agent1', password: 'Agent123', captchaKey: captcha.key, captcha: TEST_CAPTCHA_ANSWER },
      { remoteAddress: ip },
    );
    expect(body(reused).errorCode).toBe('CAPTCHA_INVALID');

    const fresh = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    const ok = await kit.login(
      { username: 'agent1', password: 'Agent123', captchaKey: fresh.key, captcha: TEST_CAPTCHA_ANSWER },
      { remoteAddress: ip },
    );
    expect(body(ok).value.session).toMatchObject({ account: 'agent1', isAgent: true });
  });

  it('keeps asking for a captcha past the lock threshold instead of locking the account', async () => {
    await t.db.insert(members).values({ brandId: 1, account: 'locky', nickname: 'Locky', passwordHash: 'x' });
    const next = async () => {
      const fresh = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
      return kit.login(
        { username: 'locky', password: 'wrong', captchaKey: fresh.key, captcha: TEST_CAPTCHA_ANSWER },
        { remoteAddress: freshIp() },
      );
    };
    // Others' guesses never lock the owner out (brute-force.test.ts has the address lock).
    for (let i = 0; i < 9; i++) expect(body(await next()).errorCode).toBe('WRONG_CREDENTIALS');
    const bare = await kit.login({ username: 'locky', password: 'wrong' }, { remoteAddress: freshIp() });
    expect(body(bare)).toMatchObject({ errorCode: 'CAPTCHA_REQUIRED', value: { captchaRequired: true } });
  });

  it('refuses an account that is not active with MEMBER_NO_ENTER', async () => {
    await t.db.update(members).set({ status: 'F' }).where(eq(members.account, 'newbie1'));
    const res = await kit.login({ username: 'newbie1', password: 'Aa123456' }, { remoteAddress: freshIp() });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('MEMBER_NO_ENTER');
    await t.db.update(members).set({ status: 'A' }).where(eq(members.account, 'newbie1'));
  });

  it('refuses a member at the agent site with NOT_AN_AGENT and lets an agent in', async () => {
    const member = await kit.login(
      { username: 'player1', password: 'Player123', site: 'agent' },
      { remoteAddress: freshIp() },
    );
    expect(body(member).errorCode).toBe('NOT_AN_AGENT');
    const agent = await kit.login(
      { username: 'agent1', password: 'Agent123', site: 'agent' },
      { remoteAddress: freshIp() },
    );
    expect(body(agent).value.session.isAgent).toBe(true);
  });
});

describe('forced password change', () => {
  it('restricts a default-password login to changing it, then logs in again and ends other sessions', async () => {
    const ip = freshIp();
    const first = body(
      await kit.login({ username: 'newbie1', password: 'Aa123456' }, { remoteAddress: ip }),
    ).value;
    expect(first.mustChangePassword).toBe(true);
    const blocked = await kit.withToken(first.token, { method: 'GET', url: '/wps/member/info/icon' });
    expect(body(blocked).errorCode).toBe('PASSWORD_CHANGE_REQUIRED');

    const changed = await kit.encrypted(
      'POST',
      '/wps/member/password',
      { oldPassword: 'Aa123456', newPassword: 'Newbie2026', confirmPassword: 'Newbie2026' },
      { headers: { authorization: first.token }, remoteAddress: ip },
    );
    expect(changed.statusCode).toBe(200);
    const next = body(changed).value;
    expect(next.mustChangePassword).toBe(false);
    expect(body(await kit.withToken(first.token, { method: 'GET', url: '/wps/member/info' })).errorCode).toBe(
      'NOT_LOGGED_IN',
    );
    expect(
      body(await kit.withToken(next.token, { method: 'GET', url: '/wps/member/info' })).value.account,
    ).toBe('newbie1');
  });

  it('forces a change when the password has expired', async () => {
    await t.db
      .update(members)
      .set({ passwordChangedAt: new Date('2025-01-01') })
      .where(eq(members.account, 'agent1'));
    const res = body(
      await kit.login({ username: 'agent1', password: 'Agent123' }, { remoteAddress: freshIp() }),
    ).value;
    expect(res).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    await t.db.update(members).set({ passwordChangedAt: clock }).where(eq(members.account, 'agent1'));
  });

  it.each([
    [
      'a wrong current password',
      { oldPassword: 'nope', newPassword: 'Player456', confirmPassword: 'Player456' },
      'WRONG_OLD_PASSWORD',
    ],
    [
      'a mismatched confirmation',
      { oldPassword: 'Player123', newPassword: 'Player456', confirmPassword: 'Player457' },
      'VALIDATION_FAILED',
    ],
    [
      'a password breaking the rule',
      { oldPassword: 'Player123', newPassword: 'short', confirmPassword: 'short' },
      'VALIDATION_FAILED',
    ],
    [
      'the brand’s default password',
      { oldPassword: 'Player123', newPassword: 'Aa123456', confirmPassword: 'Aa123456' },
      'VALIDATION_FAILED',
    ],
    [
      'a password shorter than the server’s floor of 8, though the brand asks 6',
      { oldPassword: 'Player123', newPassword: 'Pl4yer7', confirmPassword: 'Pl4yer7' },
      'VALIDATION_FAILED',
    ],
    [
      'one of the most common passwords',
      { oldPassword: 'Player123', newPassword: 'Sunshine1', confirmPassword: 'Sunshine1' },
      'PASSWORD_TOO_COMMON',
    ],
  ])('refuses %s and keeps the password', async (_name, payload, code) => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const res = await kit.encrypted('POST', '/wps/member/password', payload, {
      headers: { authorization: token },
    });
    expect(body(res).errorCode).toBe(code);
    expect(
      body(await kit.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() }))
        .success,
    ).toBe(true);
  });

  it('answers NOT_LOGGED_IN without a token', async () => {
    const res = await kit.encrypted('POST', '/wps/member/password', { oldPassword: 'a', newPassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('answers member info and icon for a token, and nothing after logout', async () => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const info = body(await kit.withToken(token, { method: 'GET', url: '/wps/member/info' })).value;
    expect(info).toMatchObject({
      account: 'player1',
      type: 0,
      isAgent: false,
      clubLabel: { labelName: 'Bronze' },
    });
    expect(info.mobileNum).toMatch(/^\+66•+0001$/);
    expect(
      body(await kit.withToken(`Bearer ${token}`, { method: 'GET', url: '/wps/member/info/icon' })).value
        .iconUrl,
    ).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(body(await kit.withToken(token, { method: 'POST', url: '/wps/session/logout' })).value).toEqual({
      ok: true,
    });
    const after = await kit.withToken(token, { method: 'GET', url: '/wps/member/info' });
    expect(after.statusCode).toBe(401);
    expect(body(after).errorCode).toBe('NOT_LOGGED_IN');
  });

  it('expires a session after the brand’s lifetime', async () => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    clock = new Date(clock.getTime() + 25 * 3_600_000);
    expect((await kit.withToken(token, { method: 'GET', url: '/wps/member/info' })).statusCode).toBe(401);
  });

  it('does not accept a token at another brand', async () => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const res = await kit.withToken(token, {
      method: 'GET',
      url: '/wps/member/info',
      headers: { merchant: 'siam' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /wps/member/register', () => {
  const base = {
    password: 'Kite7lamp',
    confirmPassword: 'Kite7lamp',
    agreeTerms: true,
    captcha: TEST_CAPTCHA_ANSWER,
  };
  const withCaptcha = async (payload: Record<string, unknown>) => {
    const captcha = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
    return kit.encrypted(
      'PUT',
      '/wps/member/register',
      { ...base, captchaKey: captcha.key, ...payload },
      { remoteAddress: freshIp() },
    );
  };

  it('registers by username, records where from, and logs in', async () => {
    const res = await withCaptcha({
      username: 'newplayer',
      affiliateCode: 'LOBBY1',
      registerUrl: 'http://localhost/register?affiliateCode=LOBBY1',
      domain: 'localhost',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).value.session).toMatchObject({ account: 'newplayer', isAgent: false });
    const [row] = await t.db.select().from(members).where(eq(members.account, 'newplayer'));
    const [agent] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.account, 'agent1'), eq(members.brandId, 1)));
    expect(row).toMatchObject({ uplineId: agent!.id, registerDomain: 'localhost', registerMethod: 'WEB' });
  });

  it('takes an empty confirmation as the password', async () => {
    const res = await withCaptcha({ username: 'noconfirm', confirmPassword: '' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['a taken username (any case)', { username: 'PLAYER1' }, 409, 'USERNAME_TAKEN'],
    [
      'an unknown invitation code',
      { username: 'invitee', affiliateCode: 'NOPE' },
      422,
      'INVITATION_CODE_INVALID',
    ],
    [
      'inconsistent passwords',
      { username: 'mismatch', confirmPassword: 'Kite7lamq' },
      400,
      'VALIDATION_FAILED',
    ],
    ['a username breaking the rule', { username: '9lives' }, 400, 'VALIDATION_FAILED'],
    [
      'a common password',
      { username: 'commoner', password: 'Football1', confirmPassword: 'Football1' },
      400,
      'PASSWORD_TOO_COMMON',
    ],
    ['terms not accepted', { username: 'noterms', agreeTerms: false }, 400, 'VALIDATION_FAILED'],
    ['an underage birthday', { username: 'kiddo', birthday: '2015-01-01' }, 422, 'UNDERAGE'],
    [
      'a payee name breaking its pattern',
      { username: 'payee', payeeName: 'Single' },
      400,
      'VALIDATION_FAILED',
    ],
    ['a wrong captcha', { username: 'robot', captcha: '0000' }, 400, 'CAPTCHA_INVALID'],
  ])('refuses %s and writes nothing', async (_name, payload, status, code) => {
    const before = await memberCount();
    const res = await withCaptcha(payload);
    expect(res.statusCode).toBe(status);
    expect(body(res).errorCode).toBe(code);
    expect(await memberCount()).toBe(before);
  });

  it('registers one of two concurrent requests for the same username', async () => {
    const [a, b] = await Promise.all([withCaptcha({ username: 'twin' }), withCaptcha({ username: 'twin' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((await t.db.select().from(members).where(eq(members.account, 'twin'))).length).toBe(1);
  });
});

describe('POST /wps/session/login/freeplay', () => {
  it('logs a trial account in and keeps it out of real-account calls', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      remoteAddress: freshIp(),
    });
    const { value } = body(res);
    expect(value.session).toMatchObject({ isTrial: true, type: 4 });
    const totp = await kit.encrypted(
      'POST',
      '/wps/member/totp/setup',
      {},
      { headers: { authorization: value.token } },
    );
    expect(totp.statusCode).toBe(403);
    expect(body(totp).errorCode).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('refuses free play where the brand has it off', async () => {
    const [siam] = await t.db.select().from(brands).where(eq(brands.code, 'siam'));
    await t.db
      .update(brands)
      .set({ flags: { ...siam!.flags, freePlay: false } })
      .where(eq(brands.code, 'siam'));
    const res = await t.call({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      headers: { host: 'th.localhost' },
      remoteAddress: freshIp(),
    });
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('GET /wps/agent/affiliate', () => {
  it('names the agent of a register-link code and refuses an unknown one', async () => {
    expect(
      body(await t.call({ method: 'GET', url: '/wps/agent/affiliate?affiliateCode=lobby1' })).value,
    ).toEqual({ affiliateCode: 'LOBBY1', agentNickname: 'Agent One' });
    const res = await t.call({ method: 'GET', url: '/wps/agent/affiliate?affiliateCode=NOPE' });
    expect(res.statusCode).toBe(422);
    expect(body(res).errorCode).toBe('INVITATION_CODE_INVALID');
  });
});

describe('second step from an unregistered IP', () => {
  it('asks a member with an authenticator for a TOTP code once per new address, and accepts each code once', async () => {
    const home = freshIp();
    const token = await siam.tokenOf('player1', 'Player123', { remoteAddress: home });
    const { secret } = body(
      await siam.encrypted('POST', '/wps/member/totp/setup', {}, { headers: { authorization: token } }),
    ).value;
    const epoch = () => Math.floor(clock.getTime() / 1000);
    const enable = await siam.withToken(token, {
      method: 'POST',
      url: '/wps/member/totp/enable',
      payload: { code: await totpCode({ secret, epoch: epoch() }) },
    });
    expect(body(enable).value).toEqual({ ok: true });

    clock = new Date(clock.getTime() + 60_000);
    const away = freshIp();
    const challenged = await siam.login(
      { username: 'player1', password: 'Player123' },
      { remoteAddress: away },
    );
    expect(challenged.statusCode).toBe(401);
    const { value } = body(challenged);
    expect(body(challenged).errorCode).toBe('VERIFY_FIRST');
    expect(value).toMatchObject({ method: 'TOTP', hint: null });

    const wrong = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId, code: '000000' },
      remoteAddress: away,
    });
    expect(body(wrong).errorCode).toBe('INVALID_CODE');
    const code = await totpCode({ secret, epoch: epoch() });
    const ok = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId, code },
      remoteAddress: away,
    });
    expect(body(ok).value.session.account).toBe('player1');

    // The address is now known: no second step from it.
    expect(
      body(await siam.login({ username: 'player1', password: 'Player123' }, { remoteAddress: away })).success,
    ).toBe(true);
    // The same code cannot open another new address.
    const third = freshIp();
    const again = body(
      await siam.login({ username: 'player1', password: 'Player123' }, { remoteAddress: third }),
    ).value;
    const replay = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: again.challengeId, code },
      remoteAddress: third,
    });
    expect(body(replay).errorCode).toBe('INVALID_CODE');
  });

  it('asks for the bank account holder name where that is the member’s only way', async () => {
    await t.db
      .update(members)
      .set({ mobile: null, email: null, payeeName: 'Agent Holder' })
      .where(and(eq(members.account, 'agent1'), eq(members.brandId, 2)));
    await siam.tokenOf('agent1', 'Agent123', { remoteAddress: freshIp() });
    const away = freshIp();
    const { value } = body(
      await siam.login({ username: 'agent1', password: 'Agent123' }, { remoteAddress: away }),
    );
    expect(value.method).toBe('BANK_NAME');
    const ok = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId, code: '  agent   holder ' },
      remoteAddress: away,
    });
    expect(body(ok).value.session.account).toBe('agent1');
  });
});
