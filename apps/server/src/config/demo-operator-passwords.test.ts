import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_OPERATORS } from '../seed/demo-operators.ts';
import { findOperatorsWithDemoPasswords } from './demo-operator-passwords.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('findOperatorsWithDemoPasswords', () => {
  it('names every seeded demo operator', async () => {
    expect(await findOperatorsWithDemoPasswords(t.db)).toEqual(DEMO_OPERATORS.map((o) => o.username));
  });

  it('no longer names an operator who changed the demo password in the back office', async () => {
    const login = body(
      await t.call({
        method: 'POST',
        url: ADMIN_API.login,
        payload: { username: 'support1', password: 'Operator123' },
      }),
    );
    const changed = await t.call({
      method: 'POST',
      url: ADMIN_API.myPassword,
      headers: { authorization: login.value.token },
      payload: { currentPassword: 'Operator123', newPassword: 'Not-the-demo-9137' },
    });
    expect(body(changed).success).toBe(true);
    expect(await findOperatorsWithDemoPasswords(t.db)).toEqual(
      DEMO_OPERATORS.map((o) => o.username).filter((u) => u !== 'support1'),
    );
  });
});
