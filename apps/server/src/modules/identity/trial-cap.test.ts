import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { ADMIN_API, TRIAL_TYPE, type TBudgetTrip } from '@openlobby/contracts';
import { body, createTestApp, setAuthSettings, type TestApp } from '../../../test/test-app.ts';
import { brands } from '../system/system.schema.ts';
import { members } from './identity.schema.ts';

// 2026-06-01 09:00 in Bangkok (the siam brand's zone).
let clock = Date.parse('2026-06-01T02:00:00Z');
const CAP = 5;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  // Before any request fills the brand cache.
  await setAuthSettings(t.db, 'siam', { trialAccountsPerHour: CAP });
});
afterAll(async () => t.close());

let ips = 0;
/** Every request from another address, so the route's per-address limit never decides. */
const freshIp = () => {
  ips += 1;
  return `10.60.${Math.floor(ips / 250)}.${(ips % 250) + 1}`;
};
const playFree = (host = 'th.localhost') =>
  t.call({ method: 'POST', url: '/wps/session/login/freeplay', headers: { host }, remoteAddress: freshIp() });

async function trialsOf(code: string) {
  const [brand] = await t.db.select().from(brands).where(eq(brands.code, code));
  const [row] = await t.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.brandId, brand!.id), eq(members.type, TRIAL_TYPE)));
  return row!.n;
}

describe('the trial-account cap (POST /wps/session/login/freeplay)', () => {
  it('creates exactly the cap when more trial accounts are asked for at once', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => playFree()));
    const made = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(made).toHaveLength(CAP);
    expect(made.every((a) => body(a).value.session.isTrial)).toBe(true);
    expect(refused).toHaveLength(12 - CAP);
    for (const a of refused)
      expect(body(a)).toMatchObject({ errorCode: 'TRIAL_LIMIT_REACHED', value: { retryAfterSeconds: 3600 } });
    expect(await trialsOf('siam')).toBe(CAP);
  });

  it('counts per brand: another brand still makes trial accounts', async () => {
    expect((await playFree('localhost')).statusCode).toBe(200);
  });

  it('lets trial accounts in again once the first ones are an hour old', async () => {
    clock += 30 * 60_000;
    const waiting = await playFree();
    expect(waiting.statusCode).toBe(429);
    expect(body(waiting).value.retryAfterSeconds).toBe(1800);
    clock += 30 * 60_000 + 1000;
    expect((await playFree()).statusCode).toBe(200);
    expect(await trialsOf('siam')).toBe(CAP + 1);
  });

  it('shows the trip in the back office', async () => {
    const login = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'support1', password: 'Operator123' },
    });
    const res = await t.call({
      method: 'GET',
      url: `${ADMIN_API.budgetTrips}?brand=siam`,
      headers: { authorization: body(login).value.token },
    });
    expect(res.statusCode).toBe(200);
    const trips = body(res).value as TBudgetTrip[];
    expect(trips).toEqual([
      expect.objectContaining({
        brand: 'siam',
        budget: 'trialAccountsPerHour',
        scope: null,
        limit: CAP,
        refused: 12 - CAP + 1,
        firstAt: '2026-06-01T02:00:00.000Z',
        lastAt: '2026-06-01T02:30:00.000Z',
      }),
    ]);
  });
});
