import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await createTestApp();
  support = body(
    await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'support1', password: 'Operator123' },
    }),
  ).value.token;
});
afterAll(async () => t.close());

describe('GET /admin/api/sms-outbox', () => {
  it('shows operators that a code was sent but never the code; the development outbox shows it', async () => {
    const mobile = '+66800000001';
    const sent = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobile, purpose: 'login' },
      remoteAddress: '10.80.0.1',
    });
    expect(sent.statusCode).toBe(200);
    const [dev] = body(
      await t.call({ method: 'GET', url: `/dev/outbox/sms?mobileNum=${encodeURIComponent(mobile)}` }),
    ).value;
    const code = /\b(\d{6})\b/.exec(dev.body)![1]!;

    const listed = body(
      await t.call({
        method: 'GET',
        url: `${ADMIN_API.smsOutbox}?mobile=${encodeURIComponent(mobile)}`,
        headers: { authorization: support },
      }),
    ).value.items;
    expect(listed[0].body).toContain('••••');
    expect(listed[0].body).not.toContain(code);
    expect(listed[0].body).not.toMatch(/\d{4,}/);
    // The rest of the text stays readable (the code's lifetime in minutes is no code).
    expect(listed[0].body).toMatch(/\D5\D/);

    const csv = await t.call({
      method: 'GET',
      url: `${ADMIN_API.smsOutbox}?mobile=${encodeURIComponent(mobile)}&format=csv`,
      headers: { authorization: support },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('••••');
    expect(csv.body).not.toContain(code);
  });
});
