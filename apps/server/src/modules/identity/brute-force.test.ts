import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate as totpCode } from 'otplib';
import { WALLET_API } from '@openlobby/contracts';
import {
  body,
  createTestApp,
  setAuthSettings,
  TEST_CAPTCHA_ANSWER,
  type TestApp,
} from '../../../test/test-app.ts';
import { hashPassword } from '../../lib/password.ts';
import { identityKit } from './identity-test-kit.ts';
import { members } from './identity.schema.ts';

let t: TestApp;
let kit: ReturnType<typeof identityKit>;
let siam: ReturnType<typeof identityKit>;
let clock = new Date('2026-06-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  // lobby logs in without a second step (so failures and successes are plain); siam asks for one.
  await setAuthSettings(t.db, 'lobby', { secondStep: 'NONE' });
  kit = identityKit(t);
  siam = identityKit(t, { merchant: 'siam' });
});
afterAll(async () => t.close());

let ipSeq = 0;
/** A fresh IPv4 client, so neither the route limits nor the address counts of one test reach another. */
const freshIp = () => `10.40.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const captcha = async () => {
  const { key } = body(await t.call({ method: 'GET', url: '/wps/captcha' })).value;
  return { captchaKey: key as string, captcha: TEST_CAPTCHA_ANSWER };
};

/** A lobby member with a known password and no history, so each test counts from zero. */
async function newMember(account: string, extra: Partial<typeof members.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(members)
    .values({
      brandId: 1,
      account,
      nickname: account,
      passwordHash: await hashPassword('Secret123'),
      ...extra,
    })
    .returning();
  return row!;
}

/** The i-th of 100 distinct six-digit codes that are not `right`. */
const wrongCode = (right: string, i: number) => {
  const n = (Number(right) + 1 + i * 9_973) % 1_000_000;
  return String(n === Number(right) ? n + 1 : n).padStart(6, '0');
};

const codes = (responses: { body: string }[]) => responses.map((r) => body(r).errorCode ?? 'OK');
const tally = (list: string[]) =>
  list.reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('login limits', () => {
  it('counts every spelling of one mobile number against the one member', async () => {
    await newMember('spelled', { mobile: '+66811110001' });
    // Two failures under two other spellings: the brand asks for a captcha after the second.
    for (const spelling of ['+66 811 110 001', '0811110001']) {
      const res = await kit.login(
        { username: spelling, password: 'wrong-guess' },
        { remoteAddress: freshIp() },
      );
      expect(body(res).errorCode).toBe('WRONG_CREDENTIALS');
    }
    for (const spelling of ['66-811-110-001', '+66811110001', 'spelled']) {
      const res = await kit.login(
        { username: spelling, password: 'Secret123' },
        { remoteAddress: freshIp() },
      );
      expect(body(res).errorCode).toBe('CAPTCHA_REQUIRED');
    }
    const ok = await kit.login(
      { username: '66 811 110 001', password: 'Secret123', ...(await captcha()) },
      { remoteAddress: freshIp() },
    );
    expect(body(ok).value.session.account).toBe('spelled');
    // The success cleared the count: the national spelling logs in without a captcha.
    const again = await kit.login(
      { username: '081-111-0001', password: 'Secret123' },
      { remoteAddress: freshIp() },
    );
    expect(body(again).value.session.account).toBe('spelled');
  });

  it('counts the addresses of one IPv6 /56 as one client', async () => {
    const block = (n: number) => `2001:db8:40:ab${n.toString(16).padStart(2, '0')}::${n}`;
    for (const n of [1, 2]) {
      const res = await kit.login(
        { username: `ghost${n}`, password: 'wrong-guess' },
        { remoteAddress: block(n) },
      );
      expect(body(res).errorCode).toBe('WRONG_CREDENTIALS');
    }
    const inBlock = await kit.login(
      { username: 'ghost3', password: 'wrong-guess' },
      { remoteAddress: block(0xff) },
    );
    expect(body(inBlock).errorCode).toBe('CAPTCHA_REQUIRED');
    // The next /56 is another client.
    const next = await kit.login(
      { username: 'ghost4', password: 'wrong-guess' },
      { remoteAddress: '2001:db8:40:ac00::1' },
    );
    expect(body(next).errorCode).toBe('WRONG_CREDENTIALS');
  });

  it('checks at most the captcha threshold of 100 parallel guesses at one account', async () => {
    await newMember('burst');
    const answers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          kit.login({ username: 'burst', password: `wrong-guess-${i}` }, { remoteAddress: freshIp() }),
        ),
      ),
    );
    const counts = tally(answers);
    // captchaAfterFailures is 2: two guesses were checked, 98 asked for a captcha unchecked.
    expect(counts.WRONG_CREDENTIALS).toBeLessThanOrEqual(2);
    expect((counts.WRONG_CREDENTIALS ?? 0) + (counts.CAPTCHA_REQUIRED ?? 0)).toBe(100);
  });

  it('counts identical logins in flight together as one: a double click is one guess', async () => {
    await newMember('clicker');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        kit.login({ username: 'clicker', password: 'Secret123' }, { remoteAddress: ip }),
      ),
    );
    expect(codes(answers)).toEqual(Array.from({ length: 8 }, () => 'OK'));
    expect(new Set(answers.map((a) => body(a).value.token)).size).toBe(8);
  });

  it('never locks the owner out through others’ guesses: past the lock threshold they need a captcha and wait', async () => {
    await newMember('targeted');
    // Nine failures from nine addresses, past lockAfterFailures (8).
    for (let i = 0; i < 9; i++) {
      const res = await kit.login(
        { username: 'targeted', password: 'wrong-guess', ...(await captcha()) },
        { remoteAddress: freshIp() },
      );
      expect(body(res)).toMatchObject({ errorCode: 'WRONG_CREDENTIALS', value: { captchaRequired: i > 0 } });
    }
    const noCaptcha = await kit.login(
      { username: 'targeted', password: 'Secret123' },
      { remoteAddress: freshIp() },
    );
    expect(body(noCaptcha).errorCode).toBe('CAPTCHA_REQUIRED');
    const started = Date.now();
    const owner = await kit.login(
      { username: 'targeted', password: 'Secret123', ...(await captcha()) },
      { remoteAddress: freshIp() },
    );
    expect(body(owner).value.session.account).toBe('targeted');
    // It was slowed down, not refused.
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('locks an address after three times the lock threshold, and only that address', async () => {
    const ip = freshIp();
    let last;
    // 24 failures (3 × lockAfterFailures) on names that belong to nobody, each with a captcha.
    for (let i = 0; i < 24; i++) {
      last = await kit.login(
        { username: `nobody${i}`, password: 'wrong-guess', ...(await captcha()) },
        { remoteAddress: ip },
      );
      expect(body(last).errorCode).toBe('WRONG_CREDENTIALS');
    }
    const locked = await kit.login(
      { username: 'player1', password: 'Player123', ...(await captcha()) },
      { remoteAddress: ip },
    );
    expect(locked.statusCode).toBe(429);
    expect(body(locked)).toMatchObject({
      errorCode: 'ACCOUNT_LOCKED',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    const elsewhere = await kit.login(
      { username: 'player1', password: 'Player123' },
      { remoteAddress: freshIp() },
    );
    expect(body(elsewhere).value.session.account).toBe('player1');
  });
});

describe('payment password limits', () => {
  it('checks at most five of 100 parallel guesses and locks the rest out', async () => {
    const token = await kit.tokenOf('agent1', 'Agent123', { remoteAddress: freshIp() });
    const answers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          kit.withToken(token, {
            method: 'POST',
            url: WALLET_API.paymentPassword,
            payload: { currentPassword: `wrong-guess-${i}`, newPaymentPassword: '135790' },
            remoteAddress: freshIp(),
          }),
        ),
      ),
    );
    const counts = tally(answers);
    // No payment password yet: the proof is the login password, so a wrong one is WRONG_OLD_PASSWORD.
    expect(counts.WRONG_OLD_PASSWORD).toBeLessThanOrEqual(5);
    expect((counts.WRONG_OLD_PASSWORD ?? 0) + (counts.ACCOUNT_LOCKED ?? 0)).toBe(100);
    // The right password is locked out too until the window ends.
    const right = await kit.withToken(token, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: 'Agent123', newPaymentPassword: '135790' },
      remoteAddress: freshIp(),
    });
    expect(body(right).errorCode).toBe('ACCOUNT_LOCKED');
  });

  it('takes a burst of the same right request as one try', async () => {
    const token = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
    const set = (currentPassword: string, newPaymentPassword: string) =>
      kit.withToken(token, {
        method: 'POST',
        url: WALLET_API.paymentPassword,
        payload: { currentPassword, newPaymentPassword },
        remoteAddress: freshIp(),
      });
    const answers = await Promise.all(Array.from({ length: 12 }, () => set('Player123', '246802')));
    expect(codes(answers)).toEqual(Array.from({ length: 12 }, () => 'OK'));
    // The payment password is set: it is now the proof.
    expect(body(await set('246802', '975310')).success).toBe(true);
  });
});

describe('second-step limits', () => {
  it('checks at most five of 100 parallel answers to one challenge', async () => {
    // siam asks for an authenticator code from a new address; give player1 one.
    const home = freshIp();
    const token = await siam.tokenOf('player1', 'Player123', { remoteAddress: home });
    const { secret } = body(
      await siam.encrypted('POST', '/wps/member/totp/setup', {}, { headers: { authorization: token } }),
    ).value;
    const epoch = () => Math.floor(clock.getTime() / 1000);
    await siam.withToken(token, {
      method: 'POST',
      url: '/wps/member/totp/enable',
      payload: { code: await totpCode({ secret, epoch: epoch() }) },
    });
    clock = new Date(clock.getTime() + 60_000);
    const { value } = body(
      await siam.login({ username: 'player1', password: 'Player123' }, { remoteAddress: freshIp() }),
    );
    expect(value.method).toBe('TOTP');
    const right = await totpCode({ secret, epoch: epoch() });
    const answers = codes(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          siam.call({
            method: 'POST',
            url: '/wps/session/login/verify',
            headers: { merchant: 'siam' },
            payload: { challengeId: value.challengeId, code: wrongCode(right, i) },
            remoteAddress: freshIp(),
          }),
        ),
      ),
    );
    const counts = tally(answers);
    expect(counts.INVALID_CODE).toBeLessThanOrEqual(5);
    expect((counts.INVALID_CODE ?? 0) + (counts.CODE_EXPIRED ?? 0)).toBe(100);
    // The challenge is spent: even the right code no longer opens it.
    const late = await siam.call({
      method: 'POST',
      url: '/wps/session/login/verify',
      headers: { merchant: 'siam' },
      payload: { challengeId: value.challengeId, code: right },
      remoteAddress: freshIp(),
    });
    expect(body(late).errorCode).toBe('CODE_EXPIRED');
  });
});
