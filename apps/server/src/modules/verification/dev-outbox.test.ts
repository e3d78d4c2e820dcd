import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';

const PUBLIC_CLIENT = '203.0.113.7';
const SMS = '/dev/outbox/sms?mobileNum=%2B66800000001';
const MAIL = '/dev/outbox/mail?to=player1%40lobby.openlobby.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the development outbox', () => {
  it('answers a client on this machine', async () => {
    for (const url of [SMS, MAIL]) {
      const res = await t.call({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(res.statusCode, url).toBe(200);
    }
    expect((await t.call({ method: 'GET', url: SMS, remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('refuses a client that is not on this machine', async () => {
    for (const url of [SMS, MAIL]) {
      const res = await t.call({ method: 'GET', url, remoteAddress: PUBLIC_CLIENT });
      expect(res.statusCode, url).toBe(403);
      expect(body(res)).toMatchObject({ success: false, errorCode: 'FORBIDDEN' });
    }
  });

  it('refuses a remote client whose token is a member’s or made up', async () => {
    const login = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'support1', password: 'Wrong-password' },
    });
    expect(body(login).success).toBe(false);
    const res = await t.call({
      method: 'GET',
      url: SMS,
      remoteAddress: PUBLIC_CLIENT,
      headers: { authorization: 'Bearer not-an-operator-token' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a signed-in operator from anywhere', async () => {
    const login = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'support1', password: 'Operator123' },
    });
    const token = body(login).value.token as string;
    for (const url of [SMS, MAIL]) {
      const res = await t.call({
        method: 'GET',
        url,
        remoteAddress: PUBLIC_CLIENT,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(200);
    }
  });
});
