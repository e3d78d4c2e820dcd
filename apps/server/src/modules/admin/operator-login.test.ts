import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';

let t: TestApp;
const clock = new Date('2026-06-01T00:00:00Z');
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
});
afterAll(async () => t.close());

let ipSeq = 0;
/** A fresh client per request, so the route's own rate limit never answers for the service. */
const freshIp = () => `10.50.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;

const login = (payload: object) =>
  t.call({ method: 'POST', url: ADMIN_API.login, payload, remoteAddress: freshIp() });

const tally = (responses: { body: string }[]) =>
  responses
    .map((r) => body(r).errorCode ?? 'OK')
    .reduce<Record<string, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('operator login limits', () => {
  it('checks at most five of 100 parallel authenticator guesses and locks the rest out', async () => {
    const right = await generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: clock.getTime() / 1000 });
    // Distinct codes, none of them valid now or a step either side.
    const valid = await Promise.all(
      [-30, 0, 30].map((d) =>
        generate({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: clock.getTime() / 1000 + d }),
      ),
    );
    const wrong = Array.from({ length: 130 }, (_, i) => String((i * 7_919 + 1) % 1_000_000).padStart(6, '0'))
      .filter((c) => !valid.includes(c))
      .slice(0, 100);
    const counts = tally(
      await Promise.all(wrong.map((totp) => login({ username: 'owner', password: 'Owner12345', totp }))),
    );
    expect(counts.INVALID_CODE).toBeLessThanOrEqual(5);
    expect((counts.INVALID_CODE ?? 0) + (counts.ACCOUNT_LOCKED ?? 0)).toBe(100);
    // Locked: the right code is refused too, unchecked.
    const late = await login({ username: 'owner', password: 'Owner12345', totp: right });
    expect(late.statusCode).toBe(429);
    expect(body(late).errorCode).toBe('ACCOUNT_LOCKED');
  });

  it('checks at most five of 100 parallel password guesses', async () => {
    const counts = tally(
      await Promise.all(
        Array.from({ length: 100 }, (_, i) => login({ username: 'support1', password: `wrong-guess-${i}` })),
      ),
    );
    expect(counts.WRONG_CREDENTIALS).toBeLessThanOrEqual(5);
    expect((counts.WRONG_CREDENTIALS ?? 0) + (counts.ACCOUNT_LOCKED ?? 0)).toBe(100);
  });

  it('clears the count when a login succeeds', async () => {
    for (let i = 0; i < 4; i++)
      expect(body(await login({ username: 'risk1', password: 'wrong-guess' })).errorCode).toBe(
        'WRONG_CREDENTIALS',
      );
    expect(body(await login({ username: 'risk1', password: 'Operator123' })).success).toBe(true);
    for (let i = 0; i < 4; i++)
      expect(body(await login({ username: 'risk1', password: 'wrong-guess' })).errorCode).toBe(
        'WRONG_CREDENTIALS',
      );
    expect(body(await login({ username: 'risk1', password: 'Operator123' })).success).toBe(true);
  });
});
