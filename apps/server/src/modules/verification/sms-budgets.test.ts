import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, type TAuthSettings, type TBudgetTrip } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_AUTH } from '../../seed/demo-brands.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { smsBudgetCounters, smsCodes, smsOutbox } from './verification.schema.ts';

// 2026-05-04 10:00 in Shanghai (the lobby brand's zone); tests move to a fresh hour when they need one.
let clock = Date.parse('2026-05-04T02:00:00Z');
const HOUR = 3_600_000;
/** The start of the next clock hour (plus a minute): a fresh hourly window. */
const nextHour = () => {
  clock = (Math.floor(clock / HOUR) + 1) * HOUR + 60_000;
};

let t: TestApp;
let owner: string;
let support: string;
let content: string;
const login = async (username: string, password: string, totp?: string) => {
  const res = await t.call({ method: 'POST', url: ADMIN_API.login, payload: { username, password, totp } });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value.token as string;
};
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  owner = await login(
    'owner',
    'Owner12345',
    await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: clock / 1000 }),
  );
  support = await login('support1', 'Operator123');
  content = await login('content1', 'Operator123');
});
afterAll(async () => t.close());

const as = (token: string, opts: InjectOptions) =>
  t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });

/** Sets the lobby brand's identity settings through the back office: the demo's, changed by `patch`. */
async function setLobby(patch: Partial<TAuthSettings>) {
  const res = await as(owner, {
    method: 'PATCH',
    url: '/admin/api/brands/lobby',
    payload: { authSettings: { ...DEMO_AUTH, ...patch } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

let serial = 0;
const freshMobile = () => `+6687${String(10_000_000 + serial++).slice(1)}`;
let ips = 0;
/** Every request from another address, as a botnet or a proxy pool would send them. */
const freshIp = () => {
  ips += 1;
  return `10.40.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
};

const askCode = (mobileNum: string) =>
  t.call({
    method: 'POST',
    url: '/wps/verification/sms/register',
    payload: { mobileNum },
    remoteAddress: freshIp(),
  });

/** Messages the outbox table holds for these numbers, and codes issued to them. */
async function sentTo(mobiles: string[]) {
  const [messages, codes] = await Promise.all([
    t.db.select().from(smsOutbox).where(inArray(smsOutbox.mobile, mobiles)),
    t.db.select().from(smsCodes).where(inArray(smsCodes.mobile, mobiles)),
  ]);
  return { messages: messages.length, codes: codes.length };
}

const counters = () => t.db.select().from(smsBudgetCounters);
/** Every counter as text, in one order, to compare two moments. */
const counterSnapshot = async () => (await counters()).map((c) => JSON.stringify(c)).sort();

const trips = async (token = support, query = '') => {
  const res = await as(token, { method: 'GET', url: `${ADMIN_API.budgetTrips}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return body(res).value as TBudgetTrip[];
};

describe('the brand’s hourly SMS budget', () => {
  it('refuses the code after the budget to new numbers from rotating addresses, and sends nothing', async () => {
    await setLobby({ smsHourlyQuota: 5 });
    nextHour();
    const mobiles = Array.from({ length: 6 }, freshMobile);
    for (const mobile of mobiles.slice(0, 5)) expect((await askCode(mobile)).statusCode).toBe(200);

    const refused = await askCode(mobiles[5]!);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).errorCode).toBe('QUOTA_EXCEEDED');
    expect(body(refused).value.retryAfterSeconds).toBe(3540);
    expect(await sentTo(mobiles)).toEqual({ messages: 5, codes: 5 });
    expect(await sentTo([mobiles[5]!])).toEqual({ messages: 0, codes: 0 });

    nextHour();
    expect((await askCode(mobiles[5]!)).statusCode).toBe(200);
    expect(await sentTo([mobiles[5]!])).toEqual({ messages: 1, codes: 1 });
  });

  it('sends exactly the budget when 30 codes are asked for at once', async () => {
    await setLobby({ smsHourlyQuota: 10 });
    nextHour();
    const mobiles = Array.from({ length: 30 }, freshMobile);
    const answers = await Promise.all(mobiles.map((m) => askCode(m)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(
      answers.filter((a) => a.statusCode === 429 && body(a).errorCode === 'QUOTA_EXCEEDED'),
    ).toHaveLength(20);
    expect(await sentTo(mobiles)).toEqual({ messages: 10, codes: 10 });
    const hourly = (await counters()).filter(
      (c) => c.budget === 'smsHourlyQuota' && c.windowStart.getTime() === Math.floor(clock / HOUR) * HOUR,
    );
    expect(hourly.map((c) => c.count)).toEqual([10]);
  });
});

describe('a number’s daily SMS budget', () => {
  it('refuses a further code to the number and leaves the brand’s budgets as they were', async () => {
    await setLobby({ smsPerNumberPerDay: 1 });
    nextHour();
    // player1 of the demo brand: a login code, then a reset code to the same number.
    const player1 = '+66800000001';
    const before = await sentTo([player1]);
    const login = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: player1, purpose: 'login' },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);
    const brandCount = async () =>
      (await counters()).filter((c) => c.budget === 'smsHourlyQuota' || c.budget === 'smsDailyQuota');
    const spent = await brandCount();

    const reset = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: player1, purpose: 'resetPassword' },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode).toBe(429);
    expect(body(reset).errorCode).toBe('TOO_MANY_REQUESTS');
    expect(await sentTo([player1])).toEqual({ messages: before.messages + 1, codes: before.codes + 1 });
    expect(await brandCount()).toEqual(spent);
  });
});

describe('the brand’s SMS countries', () => {
  it('refuses a number outside them with SMS_COUNTRY_NOT_ALLOWED, counting and sending nothing', async () => {
    await setLobby({ smsCountries: [{ code: '+66', dailyQuota: null }] });
    const before = await counterSnapshot();
    for (const mobile of ['+8613800138000', '+447700900123', '0812345678']) {
      const res = await askCode(mobile);
      expect(res.statusCode).toBe(422);
      expect(body(res).errorCode).toBe('SMS_COUNTRY_NOT_ALLOWED');
    }
    expect(await counterSnapshot()).toEqual(before);
    expect(await sentTo(['+8613800138000', '+447700900123', '0812345678'])).toEqual({
      messages: 0,
      codes: 0,
    });
  });

  it('falls back to the sign-up form’s country codes when the list is empty', async () => {
    await setLobby({ smsCountries: [] });
    // lobby's sign-up form offers +86, +852, +66, +84 and +1.
    expect((await askCode('+8613800138000')).statusCode).toBe(200);
    expect(body(await askCode('+447700900123')).errorCode).toBe('SMS_COUNTRY_NOT_ALLOWED');
  });

  it('caps a country’s messages per day with its own budget', async () => {
    await setLobby({
      smsCountries: [
        { code: '+66', dailyQuota: 2 },
        { code: '+86', dailyQuota: null },
      ],
    });
    expect((await askCode(freshMobile())).statusCode).toBe(200);
    expect((await askCode(freshMobile())).statusCode).toBe(200);
    const third = await askCode(freshMobile());
    expect(third.statusCode).toBe(429);
    expect(body(third).errorCode).toBe('QUOTA_EXCEEDED');
    expect((await askCode('+8613900139000')).statusCode).toBe(200);
  });

  it.each([
    ['a code without +', [{ code: '66', dailyQuota: null }]],
    ['a code with letters', [{ code: '+6a', dailyQuota: null }]],
    ['a code too long', [{ code: '+12345', dailyQuota: null }]],
    ['a daily budget of 0', [{ code: '+66', dailyQuota: 0 }]],
    ['a fractional daily budget', [{ code: '+66', dailyQuota: 1.5 }]],
    [
      'the same code twice',
      [
        { code: '+66', dailyQuota: null },
        { code: '+66', dailyQuota: 5 },
      ],
    ],
    ['over 50 rules', Array.from({ length: 51 }, (_, i) => ({ code: `+${100 + i}`, dailyQuota: null }))],
  ])('refuses %s at the back office and keeps the stored list', async (_name, smsCountries) => {
    await setLobby({ smsCountries: [{ code: '+66', dailyQuota: 7 }] });
    const res = await as(owner, {
      method: 'PATCH',
      url: '/admin/api/brands/lobby',
      payload: { authSettings: { ...DEMO_AUTH, smsCountries } },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    const stored = body(await as(owner, { method: 'GET', url: '/admin/api/brands/lobby' })).value;
    expect(stored.authSettings.smsCountries).toEqual([{ code: '+66', dailyQuota: 7 }]);
  });
});

describe('GET /admin/api/budget-trips', () => {
  it('lists today’s trips per brand, and the dashboard shows them', async () => {
    const listed = await trips();
    const lobby = listed.filter((trip) => trip.brand === 'lobby');
    const hourly = lobby.filter((trip) => trip.budget === 'smsHourlyQuota');
    // Two windows tripped: five of five (one refused), then ten of ten (twenty refused).
    expect(hourly.map(({ limit, refused }) => ({ limit, refused }))).toEqual([
      { limit: 10, refused: 20 },
      { limit: 5, refused: 1 },
    ]);
    expect(lobby).toContainEqual(
      expect.objectContaining({ budget: 'smsPerNumberPerDay', scope: null, limit: 1, refused: 1 }),
    );
    expect(lobby).toContainEqual(
      expect.objectContaining({ budget: 'smsCountries', scope: '+66', limit: 2, refused: 1 }),
    );
    const trip = hourly[0]!;
    expect(new Date(trip.windowEnd).getTime() - new Date(trip.windowStart).getTime()).toBe(HOUR);
    expect(trip.lastAt >= trip.firstAt).toBe(true);

    const dashboard = await as(support, { method: 'GET', url: ADMIN_API.dashboard });
    expect(body(dashboard).value.budgetTrips).toEqual(listed);
    expect(await trips(support, '?brand=siam')).toEqual([]);
  });

  it('is refused to an operator who may not read the outbox, who still sees the dashboard', async () => {
    const res = await as(content, { method: 'GET', url: ADMIN_API.budgetTrips });
    expect(res.statusCode).toBe(403);
    expect(body(res).errorCode).toBe('FORBIDDEN');
    const dashboard = await as(content, { method: 'GET', url: ADMIN_API.dashboard });
    expect(body(dashboard).value.budgetTrips.length).toBeGreaterThan(0);
  });

  it('lists nothing of a brand once its day is over', async () => {
    // Midnight in Shanghai, 2026-05-05.
    clock = Date.parse('2026-05-04T16:00:00Z');
    // Operator sessions last 8 hours: sign in again.
    support = await login('support1', 'Operator123');
    expect(await trips(support, '?brand=lobby')).toEqual([]);
  });
});
