import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, lt } from 'drizzle-orm';
import {
  ADMIN_API,
  AUTH_API,
  BRAND_KEY_ADMIN_API,
  encryptBody,
  encryptedCallOf,
  WALLET_API,
  WITHDRAW_API,
  type TEncryptionKey,
} from '@openlobby/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, createTestApp, setAuthSettings, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../admin/admin.schema.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { sessions } from '../identity/identity.schema.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { payoutAccounts, withdrawals } from '../payments/payments.schema.ts';
import { encryptedCallNonces } from './system.schema.ts';
import { SEALED_VALUE } from '../../../test/test-secrets.ts';
import { brandKeys } from './system.schema.ts';

let clock = Date.parse('2026-07-01T08:00:00Z');
let t: TestApp;
let kit: ReturnType<typeof identityKit>;
let player: string;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  // Logins from new addresses without a second step: these tests log in from many addresses.
  await setAuthSettings(t.db, 'lobby', { secondStep: 'NONE' });
  kit = identityKit(t);
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit.tokenOf('player1', 'Player123', { remoteAddress: freshIp() });
  await kit.withToken(player, {
    method: 'POST',
    url: WALLET_API.paymentPassword,
    payload: { currentPassword: 'Player123', newPaymentPassword: '246810' },
  });
});
afterAll(async () => t.close());

let ipSeq = 1;
/** A fresh client address, so the login limits of one test never touch another. */
const freshIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const countOf = async (table: typeof sessions | typeof withdrawals | typeof payoutAccounts) =>
  (await t.db.select({ n: count() }).from(table))[0]!.n;
const refusal = (res: { statusCode: number; body: string }) => [res.statusCode, body(res).errorCode];
const login = { username: 'player1', password: 'Player123' };
/** Sends a sealed body as it is (no fresh sealing), as a replaying attacker would. */
const send = (method: 'POST' | 'PUT', url: string, payload: object, token?: string) =>
  t.call({
    method,
    url,
    payload,
    remoteAddress: freshIp(),
    headers: token ? { authorization: token } : {},
  });

describe('replay protection of encrypted calls', () => {
  it('refuses a replayed login body and opens no second session', async () => {
    const sealed = await kit.seal('POST', AUTH_API.login, login);
    expect((await send('POST', AUTH_API.login, sealed)).statusCode).toBe(200);
    const before = await countOf(sessions);
    expect(refusal(await send('POST', AUTH_API.login, sealed))).toEqual([400, 'ENCRYPTED_CALL_REPLAYED']);
    expect(await countOf(sessions)).toBe(before);
  });

  it('refuses a replayed payout account body and binds nothing more', async () => {
    const sealed = await kit.seal('POST', WITHDRAW_API.payoutAccounts, {
      kind: 'BANK',
      bankName: 'Demo Bank',
      accountName: 'Player One',
      accountNumber: '6222 0000 5555 7777',
      paymentPassword: '246810',
    });
    const first = await send('POST', WITHDRAW_API.payoutAccounts, sealed, player);
    expect(first.statusCode, first.body).toBe(200);
    const before = await countOf(payoutAccounts);
    const again = await send('POST', WITHDRAW_API.payoutAccounts, sealed, player);
    expect(refusal(again)).toEqual([400, 'ENCRYPTED_CALL_REPLAYED']);
    expect(await countOf(payoutAccounts)).toBe(before);
  });

  it('refuses a body stamped 6 minutes ago, and one 6 minutes ahead, and takes one 4 minutes old', async () => {
    const at = (ms: number) => kit.seal('POST', AUTH_API.login, login, { now: clock + ms });
    const before = await countOf(sessions);
    for (const skew of [-6 * 60_000, 6 * 60_000])
      expect(refusal(await send('POST', AUTH_API.login, await at(skew)))).toEqual([
        400,
        'ENCRYPTED_CALL_EXPIRED',
      ]);
    expect(await countOf(sessions)).toBe(before);
    expect((await send('POST', AUTH_API.login, await at(-4 * 60_000))).statusCode).toBe(200);
  });

  it('refuses a body sealed for one call on another', async () => {
    const sealed = await kit.seal('POST', WALLET_API.paymentPassword, {
      currentPassword: '246810',
      newPaymentPassword: '135790',
    });
    for (const url of [WALLET_API.uplineTransfer, AUTH_API.changePassword])
      expect(refusal(await send('POST', url, sealed, player))).toEqual([400, 'ENCRYPTION_REQUIRED']);
    // Nor is the right call fooled afterwards: the nonce was never spent by the refusals.
    const res = await send('POST', WALLET_API.paymentPassword, sealed, player);
    expect(res.statusCode).toBe(200);
    await kit.withToken(player, {
      method: 'POST',
      url: WALLET_API.paymentPassword,
      payload: { currentPassword: '135790', newPaymentPassword: '246810' },
    });
  });

  it('remembers nonces per brand in the database, with their expiry', async () => {
    const rows = await t.db
      .select()
      .from(encryptedCallNonces)
      .where(eq(encryptedCallNonces.brandId, 1))
      .orderBy(desc(encryptedCallNonces.expiresAt))
      .limit(1);
    expect(rows[0]?.nonceHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(clock);
  });
});

describe('the nonces kept', () => {
  it('are forgotten once their calls would be refused as expired anyway', async () => {
    const stale = async () =>
      (
        await t.db
          .select({ n: count() })
          .from(encryptedCallNonces)
          .where(lt(encryptedCallNonces.expiresAt, new Date(clock - 60_000)))
      )[0]!.n;
    const kept = (await t.db.select({ n: count() }).from(encryptedCallNonces))[0]!.n;
    expect(kept).toBeGreaterThan(0);
    clock += 10 * 60_000;
    expect(await stale()).toBeGreaterThan(0);
    expect(
      (await send('POST', AUTH_API.login, await kit.seal('POST', AUTH_API.login, login))).statusCode,
    ).toBe(200);
    expect(await stale()).toBe(0);
  });
});

describe('calls that carry a secret', () => {
  it.each([
    ['POST', AUTH_API.loginVerify, { challengeId: 'x', code: '123456' }],
    ['POST', AUTH_API.passwordReset, { token: 'a'.repeat(32), newPassword: 'Secret123' }],
    ['POST', AUTH_API.totpEnable, { code: '123456' }],
    ['POST', WALLET_API.paymentPassword, { currentPassword: 'Player123', newPaymentPassword: '111111' }],
    ['POST', WALLET_API.uplineTransfer, { amount: 1, paymentPassword: '246810', requestId: 'plain-1' }],
    [
      'POST',
      WALLET_API.downlineTransfer,
      { downlineAccount: 'x', amount: 1, paymentPassword: '246810', requestId: 'plain-2' },
    ],
    [
      'POST',
      WITHDRAW_API.payoutAccounts,
      { kind: 'BANK', bankName: 'B', accountName: 'P', accountNumber: '1234', paymentPassword: '246810' },
    ],
    ['POST', WITHDRAW_API.withdrawals, { payoutAccountId: 1, amount: 1, paymentPassword: '246810' }],
  ] as const)('refuses a plain body on %s %s', async (method, url, payload) => {
    const before = { withdrawals: await countOf(withdrawals), balance: await balance() };
    expect(refusal(await send(method, url, payload, player))).toEqual([400, 'ENCRYPTION_REQUIRED']);
    expect({ withdrawals: await countOf(withdrawals), balance: await balance() }).toEqual(before);
  });

  it('keeps the read of the withdrawals plain', async () => {
    const day = new Date(clock).toISOString().slice(0, 10);
    const url = `${WITHDRAW_API.withdrawals}?from=${day}&to=${day}`;
    const res = await kit.withToken(player, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
  });
});

describe('rotation of a brand key', () => {
  const keysUrl = (code = 'lobby') => BRAND_KEY_ADMIN_API.list.replace(':code', code);
  const rotateUrl = (code = 'lobby') => BRAND_KEY_ADMIN_API.rotate.replace(':code', code);
  const sealWith = (key: TEncryptionKey) =>
    encryptBody(key, encryptedCallOf('POST', AUTH_API.login), login, { now: clock });

  it('needs brands.write and writes nothing without it', async () => {
    const res = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'content1', password: 'Operator123' },
    });
    const content = body(res).value.token as string;
    const before = await kit.encryptionKey(true);
    const read = await t.call({ method: 'GET', url: keysUrl(), headers: { authorization: content } });
    expect(body(read).value).toEqual([expect.objectContaining({ kid: before.kid, active: true })]);
    const refused = await t.call({ method: 'POST', url: rotateUrl(), headers: { authorization: content } });
    expect(refusal(refused)).toEqual([403, 'FORBIDDEN']);
    expect((await kit.encryptionKey(true)).kid).toBe(before.kid);
  });

  it('publishes a new key, audits the rotation, opens the old kid for 24 hours and then refuses it', async () => {
    const old = await kit.encryptionKey(true);
    const rotated = await asOwner({ method: 'POST', url: rotateUrl() });
    expect(rotated.statusCode).toBe(200);
    const keys = body(rotated).value as { kid: string; active: boolean; usableUntil: string | null }[];
    const fresh = await kit.encryptionKey(true);
    expect(fresh.kid).not.toBe(old.kid);
    expect(fresh.publicKey).not.toBe(old.publicKey);
    expect(keys).toEqual([
      expect.objectContaining({ kid: fresh.kid, active: true, usableUntil: null }),
      expect.objectContaining({
        kid: old.kid,
        active: false,
        usableUntil: new Date(clock + 24 * 3_600_000).toISOString(),
      }),
    ]);
    expect(rotated.body).not.toContain('PRIVATE');
    // Both private keys are sealed at rest (the calls below open with them): no PEM in the database.
    const stored = await t.db
      .select({ pem: brandKeys.privateKeyPkcs8 })
      .from(brandKeys)
      .where(inArray(brandKeys.id, [Number(fresh.kid), Number(old.kid)]));
    expect(stored).toHaveLength(2);
    for (const { pem } of stored) {
      expect(pem).toMatch(SEALED_VALUE);
      expect(pem).not.toContain('PRIVATE KEY');
    }

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'brand.rotateEncryptionKey'), eq(auditLog.targetId, 'lobby')));
    expect(audit).toMatchObject({ targetType: 'brand' });
    expect(JSON.stringify(audit!.after)).toContain(fresh.kid);

    // Both keys open calls while the old one is in its grace period.
    expect((await send('POST', AUTH_API.login, await sealWith(fresh))).statusCode).toBe(200);
    clock += 23 * 3_600_000;
    expect((await send('POST', AUTH_API.login, await sealWith(old))).statusCode).toBe(200);
    clock += 2 * 3_600_000;
    expect(refusal(await send('POST', AUTH_API.login, await sealWith(old)))).toEqual([
      400,
      'ENCRYPTION_KEY_RETIRED',
    ]);
    expect((await send('POST', AUTH_API.login, await sealWith(fresh))).statusCode).toBe(200);
  });

  it('refuses another brand’s kid and an unknown one', async () => {
    const siam = await identityKit(t, { merchant: 'siam' }).encryptionKey();
    const lobby = await kit.encryptionKey(true);
    for (const key of [
      { ...lobby, kid: siam.kid },
      { ...lobby, kid: '999999' },
      { ...lobby, kid: 'k1' },
    ])
      expect(refusal(await send('POST', AUTH_API.login, await sealWith(key)))).toEqual([
        400,
        'ENCRYPTION_KEY_RETIRED',
      ]);
  });
});

async function balance() {
  const res = await kit.withToken(player, { method: 'GET', url: WALLET_API.balance });
  return body(res).value.mainBalance as number;
}
