import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_API, AUTH_API, HOUSE_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { ownerToken, seamlessKit } from '../wallet/seamless-test-kit.ts';

let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let k: Awaited<ReturnType<typeof seamlessKit>>;
let asOwner: Awaited<ReturnType<typeof ownerToken>>;
let password = 'Player123';

beforeAll(async () => {
  t = await createTestApp({}, { now });
  k = await seamlessKit(t, now);
  await k.house.fund('player1', 100_000n);
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
});
afterAll(async () => t.close());

const login = () => k.house.kit.tokenOf('player1', password);
const spin = async (page: string) => {
  const res = await t.call({
    method: 'POST',
    url: HOUSE_API.slotSpin,
    headers: { authorization: page },
    payload: { bet: 1, requestId: randomUUID() },
  });
  return { status: res.statusCode, ...body(res) };
};
const logout = (member: string) =>
  k.house.kit.withToken(member, { method: 'POST', url: AUTH_API.logout }).then(body);

describe('a house game launched from a login session', () => {
  it('spins while the login session is live', async () => {
    const page = await k.house.launch(await login());
    expect(await spin(page)).toMatchObject({ status: 200, success: true });
  });

  it('refuses a spin after the member logged out', async () => {
    const member = await login();
    const page = await k.house.launch(member);
    expect((await spin(page)).success).toBe(true);
    expect(await logout(member)).toMatchObject({ success: true });
    expect(await spin(page)).toMatchObject({ status: 401, errorCode: 'GAME_SESSION_INVALID' });
    // The state call is refused too: the page cannot even show the balance.
    const state = await t.call({ method: 'GET', url: HOUSE_API.slotState, headers: { authorization: page } });
    expect(body(state).errorCode).toBe('GAME_SESSION_INVALID');
  });

  it('keeps a game of another login session playing after one session logs out', async () => {
    const other = await k.house.launch(await login());
    await logout(await login());
    expect((await spin(other)).success).toBe(true);
  });

  it('refuses a spin after the member changed the password', async () => {
    const member = await login();
    const page = await k.house.launch(member);
    const changed = await k.house.kit.encrypted(
      'POST',
      AUTH_API.changePassword,
      { oldPassword: password, newPassword: 'Player456', confirmPassword: 'Player456' },
      { headers: { authorization: member } },
    );
    expect(body(changed).success).toBe(true);
    password = 'Player456';
    expect(await spin(page)).toMatchObject({ status: 401, errorCode: 'GAME_SESSION_INVALID' });
    // The session the change answered launches a game that plays.
    expect((await spin(await k.house.launch(body(changed).value.token as string))).success).toBe(true);
  });

  it('refuses a spin after an operator locked the member, also once unlocked again', async () => {
    const page = await k.house.launch(await login());
    const id = await k.house.memberId('player1');
    const locked = await asOwner({
      method: 'POST',
      url: ADMIN_API.memberLock.replace(':id', String(id)),
      payload: { reason: 'review' },
    });
    expect(body(locked).success).toBe(true);
    expect(await spin(page)).toMatchObject({ status: 401, errorCode: 'GAME_SESSION_INVALID' });
    await asOwner({
      method: 'POST',
      url: ADMIN_API.memberUnlock.replace(':id', String(id)),
      payload: { reason: 'cleared' },
    });
    expect(await spin(page)).toMatchObject({ status: 401, errorCode: 'GAME_SESSION_INVALID' });
  });
});

describe('an external vendor’s debit', () => {
  it('is refused once the login session the game was launched from logged out', async () => {
    const vendor = await k.addVendor('RVK');
    const member = await login();
    const sessionToken = await k.launch(vendor, 'player1', member);
    const debit = (txId: string) =>
      k.call(
        'debit',
        { vendorCode: vendor.code, key: vendor.key, gameCode: vendor.gameCode },
        {
          sessionToken,
          roundId: `r-${txId}`,
          txId,
          amount: '100',
        },
      );
    expect(await debit('rvk-1')).toMatchObject({ success: true });
    await logout(member);
    expect(await debit('rvk-2')).toMatchObject({ errorCode: 'GAME_SESSION_INVALID' });
    expect(await k.isRecorded(vendor.code, 'rvk-2')).toBe(false);
  });
});
