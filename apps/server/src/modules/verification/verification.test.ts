import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { brands } from '../system/system.schema.ts';
import { mailOutbox } from './verification.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** player1 of the demo brand "lobby" (seed/demo-members.ts). */
const REGISTERED = '+66800000001';

let serial = 0;
const freshMobile = () => `+6689${String(10_000_000 + serial++).slice(1)}`;

const sms = (
  path: 'noLogin' | 'register',
  payload: Record<string, unknown>,
  opts: { ip?: string; headers?: Record<string, string> } = {},
) =>
  t.call({
    method: 'POST',
    url: `/wps/verification/sms/${path}`,
    payload,
    headers: opts.headers,
    remoteAddress: opts.ip ?? '10.20.0.1',
  });

const outbox = (mobileNum: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'GET', url: `/dev/outbox/sms?mobileNum=${encodeURIComponent(mobileNum)}`, headers });

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to a new number, answers it masked, and the dev outbox shows the message', async () => {
    const res = await sms('register', { mobileNum: '+66 89-123-4567' }, { headers: { language: 'EN' } });
    expect(res.statusCode).toBe(200);
    expect(body(res).value).toEqual({ sentTo: '+66•••••4567', expiresInSeconds: 300, resendInSeconds: 60 });
    const listed = await outbox('+66891234567');
    expect(listed.statusCode).toBe(200);
    expect(body(listed).value).toEqual([
      expect.objectContaining({
        mobile: '+66891234567',
        body: expect.stringMatching(/Your verification code is \d{6}\./),
        provider: 'outbox',
        status: 'SENT',
      }),
    ]);
  });

  it('writes the message in the brand’s default language without a Language header', async () => {
    const mobile = freshMobile();
    expect((await sms('register', { mobileNum: mobile }, { ip: '10.20.0.2' })).statusCode).toBe(200);
    expect(body(await outbox(mobile)).value[0].body).toContain('验证码');
  });

  it('answers MOBILE_TAKEN for a number already registered', async () => {
    const res = await sms('register', { mobileNum: REGISTERED }, { ip: '10.20.0.3' });
    expect(res.statusCode).toBe(409);
    expect(body(res).errorCode).toBe('MOBILE_TAKEN');
  });

  it('sends a registration code whatever purpose the body names', async () => {
    const res = await sms('register', { mobileNum: freshMobile(), purpose: 'login' }, { ip: '10.20.0.4' });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no number', {}, 'MISSING_PHONE_NUMBER'],
    ['an empty number', { mobileNum: '   ' }, 'MISSING_PHONE_NUMBER'],
    ['a malformed number', { mobileNum: '08-12ab' }, 'INVALID_PHONE_NUMBER'],
    ['too few digits', { mobileNum: '12345' }, 'INVALID_PHONE_NUMBER'],
  ])('refuses %s with %s', async (_name, payload, code) => {
    const res = await sms('register', payload, { ip: '10.20.0.5' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe(code);
  });

  it.each([
    ['a number over 20 characters', { mobileNum: '1'.repeat(21) }],
    ['a number of the wrong type', { mobileNum: 66812345678 }],
    ['an unknown purpose', { mobileNum: '+66812345678', purpose: 'payout' }],
  ])('rejects %s as VALIDATION_FAILED', async (_name, payload) => {
    const res = await sms('register', payload, { ip: '10.20.0.6' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses a second code within 60 seconds and says how long to wait', async () => {
    const mobile = freshMobile();
    expect((await sms('register', { mobileNum: mobile }, { ip: '10.20.0.7' })).statusCode).toBe(200);
    const res = await sms('register', { mobileNum: mobile }, { ip: '10.20.0.7' });
    expect(res.statusCode).toBe(429);
    expect(body(res).errorCode).toBe('TOO_MANY_REQUESTS');
    expect(body(res).value.retryAfterSeconds).toBeGreaterThan(50);
    expect(body(res).value.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(body(await outbox(mobile)).value).toHaveLength(1);
  });

  it('answers TOO_MANY_REQUESTS with a 5-minute wait after too many codes from one IP', async () => {
    // The demo brand allows 10 codes per IP per hour.
    for (let i = 0; i < 10; i++)
      expect((await sms('register', { mobileNum: freshMobile() }, { ip: '10.20.0.8' })).statusCode).toBe(200);
    const res = await sms('register', { mobileNum: freshMobile() }, { ip: '10.20.0.8' });
    expect(res.statusCode).toBe(429);
    expect(body(res)).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfterSeconds: 300 } });
  });
});

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a login code to a registered number', async () => {
    const res = await sms('noLogin', { mobileNum: REGISTERED, purpose: 'login' }, { ip: '10.21.0.1' });
    expect(res.statusCode).toBe(200);
    expect(body(res).value.sentTo).toBe('+66•••••0001');
  });

  it('sends a password-reset code to a registered number', async () => {
    const res = await sms(
      'noLogin',
      { mobileNum: REGISTERED, purpose: 'resetPassword' },
      { ip: '10.21.0.2' },
    );
    expect(res.statusCode).toBe(200);
  });

  it.each(['login', 'resetPassword'])(
    'answers USER_NOT_FOUND for a %s code to an unknown number',
    async (purpose) => {
      const res = await sms('noLogin', { mobileNum: freshMobile(), purpose }, { ip: '10.21.0.3' });
      expect(res.statusCode).toBe(404);
      expect(body(res).errorCode).toBe('USER_NOT_FOUND');
    },
  );

  it('asks for a login code when the body names no purpose', async () => {
    const res = await sms('noLogin', { mobileNum: freshMobile() }, { ip: '10.21.0.4' });
    expect(body(res).errorCode).toBe('USER_NOT_FOUND');
  });

  it.each(['register', 'secondStep'])('refuses a %s code with OPERATION_NOT_ALLOWED', async (purpose) => {
    const res = await sms('noLogin', { mobileNum: freshMobile(), purpose }, { ip: '10.21.0.5' });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
  });

  it('refuses a login code with OPERATION_NOT_ALLOWED when the brand has SMS login off', async () => {
    const [siam] = await t.db.select().from(brands).where(eq(brands.code, 'siam'));
    await t.db
      .update(brands)
      .set({ authSettings: { ...siam!.authSettings, smsLogin: false } })
      .where(eq(brands.id, siam!.id));
    // The demo brands' members: siam's player1 has index 1 in the seed.
    const res = await sms(
      'noLogin',
      { mobileNum: '+66800001001', purpose: 'login' },
      { ip: '10.21.0.6', headers: { merchant: 'siam' } },
    );
    expect(body(res).errorCode).toBe('OPERATION_NOT_ALLOWED');
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /dev/outbox/sms', () => {
  it('lists only the messages of the request’s brand, newest first', async () => {
    const mobile = freshMobile();
    await sms('register', { mobileNum: mobile }, { ip: '10.22.0.1', headers: { host: 'th.localhost' } });
    expect(body(await outbox(mobile)).value).toEqual([]);
    expect(body(await outbox(mobile, { host: 'th.localhost' })).value).toHaveLength(1);
    expect(body(await outbox(mobile, { merchant: 'siam' })).value[0].body).toContain('รหัสยืนยัน');
  });

  it('refuses a malformed number', async () => {
    const res = await outbox('abc');
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('INVALID_PHONE_NUMBER');
  });

  it('answers BRAND_NOT_FOUND for an unknown brand', async () => {
    const res = await outbox(REGISTERED, { host: 'unknown.example' });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('BRAND_NOT_FOUND');
  });
});

describe('GET /dev/outbox/mail', () => {
  it('lists the mail kept for an address, newest first', async () => {
    await t.db.insert(mailOutbox).values([
      { to: 'dev@example.com', subject: 'First', text: 'one', createdAt: new Date('2026-01-01T00:00:00Z') },
      { to: 'dev@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' },
      { to: 'other@example.com', subject: 'Other', text: 'x' },
    ]);
    const res = await t.call({ method: 'GET', url: '/dev/outbox/mail?to=dev@example.com' });
    expect(res.statusCode).toBe(200);
    expect(body(res).value.map((m: any) => m.subject)).toEqual(['Second', 'First']);
    expect(body(res).value[0]).toMatchObject({ to: 'dev@example.com', text: 'two', html: '<p>two</p>' });
  });
});

describe('the development outbox in production', () => {
  it('is not offered', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      expect(
        (await prod.call({ method: 'GET', url: `/dev/outbox/sms?mobileNum=${REGISTERED}` })).statusCode,
      ).toBe(404);
      expect(
        (await prod.call({ method: 'GET', url: '/dev/outbox/mail?to=dev@example.com' })).statusCode,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
