import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generate as totpCode } from 'otplib';
import { ADMIN_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { DEV_DATA_ENCRYPTION_KEY, ZEnv } from '../config/env.ts';
import { operators } from '../modules/admin/admin.schema.ts';
import { identityKit } from '../modules/identity/identity-test-kit.ts';
import { members } from '../modules/identity/identity.schema.ts';
import { brands } from '../modules/system/system.schema.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../seed/demo-operators.ts';
import { sealStoredSecrets } from '../db/seal-stored-secrets.ts';
import { keyIdOf, secretBoxOf } from './secret-box.ts';

/** A stored authenticator secret as the database holds it: sealed, never base32 text. */
const SEALED = /^v1\.[\w-]{8}\.[\w-]{16}\.[\w-]{22,}$/;
const BASE32 = /[A-Z2-7]{16,}/;

let t: TestApp;
let clock = new Date('2026-06-01T00:00:00Z').getTime();
const epoch = () => Math.floor(clock / 1000);
/** Each code is accepted once per time step: the server's clock moves on between uses. */
const tick = () => (clock += 30_000);

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
});
afterAll(async () => t.close());

describe('authenticator secrets at rest', () => {
  it('keeps a member’s secret sealed once enabled, and a login still takes its code', async () => {
    const siam = identityKit(t, { merchant: 'siam' });
    const home = '10.77.0.1';
    const token = await siam.tokenOf('player1', 'Player123', { remoteAddress: home });
    const setup = await siam.encrypted(
      'POST',
      '/wps/member/totp/setup',
      {},
      { headers: { authorization: token } },
    );
    const { secret } = body(setup).value;
    const pending = await siamPlayer();
    expect(pending!.totpPendingSecret).toMatch(SEALED);
    expect(pending!.totpPendingSecret).not.toContain(secret);

    const enable = await siam.withToken(token, {
      method: 'POST',
      url: '/wps/member/totp/enable',
      payload: { code: await totpCode({ secret, epoch: epoch() }) },
    });
    expect(body(enable).value).toEqual({ ok: true });
    const row = await siamPlayer();
    const stored = rowsOf(row!);
    expect(row!.totpSecret).toMatch(SEALED);
    expect(stored).not.toMatch(BASE32);
    expect(stored).not.toContain(secret);
    expect(row!.totpPendingSecret).toBeNull();

    tick();
    const away = '10.77.0.2';
    const challenged = body(
      await siam.login({ username: 'player1', password: 'Player123' }, { remoteAddress: away }),
    );
    expect(challenged.value).toMatchObject({ method: 'TOTP' });
    const verified = await siam.encrypted(
      'POST',
      '/wps/session/login/verify',
      { challengeId: challenged.value.challengeId, code: await totpCode({ secret, epoch: epoch() }) },
      { remoteAddress: away },
    );
    expect(body(verified).value.session.account).toBe('player1');
    // The sealed value still counts as an authenticator bound.
    const info = await siam.withToken(body(verified).value.token, { method: 'GET', url: '/wps/member/info' });
    expect(body(info).value.hasTotp).toBe(true);
  });

  it('keeps operators’ secrets sealed: the seeded ones and one enrolled in the back office', async () => {
    const rows = await t.db.select().from(operators);
    for (const r of rows.filter((o) => o.totpSecret)) {
      expect(r.totpSecret).toMatch(SEALED);
      expect(r.totpSecret).not.toContain(DEMO_OPERATOR_TOTP_SECRET);
    }
    tick();
    const login = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: { username: 'risk1', password: 'Operator123' },
    });
    const token = body(login).value.token as string;
    const { secret } = body(
      await t.call({ method: 'POST', url: ADMIN_API.myTotpSetup, headers: { authorization: token } }),
    ).value;
    const enable = await t.call({
      method: 'POST',
      url: ADMIN_API.myTotpEnable,
      headers: { authorization: token },
      payload: { code: await totpCode({ secret, epoch: epoch() }) },
    });
    expect(enable.statusCode).toBe(200);
    const [risk] = await t.db.select().from(operators).where(eq(operators.username, 'risk1'));
    expect(risk!.totpSecret).toMatch(SEALED);
    expect(rowsOf(risk!)).not.toContain(secret);

    tick();
    const again = await t.call({
      method: 'POST',
      url: ADMIN_API.login,
      payload: {
        username: 'risk1',
        password: 'Operator123',
        totp: await totpCode({ secret, epoch: epoch() }),
      },
    });
    expect(again.statusCode).toBe(200);
    expect(body(again).value.operator.username).toBe('risk1');
  });
});

describe('the start-up step', () => {
  it('seals plain secrets, re-seals those under a retired key, and logins keep working', async () => {
    const database = await createTestDatabase();
    await seedDemo(database.db);
    const plain = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await database.db.update(members).set({ totpSecret: plain }).where(eq(members.account, 'player1'));
    await database.db
      .update(operators)
      .set({ totpSecret: DEMO_OPERATOR_TOTP_SECRET })
      .where(eq(operators.username, 'support1'));
    const newKey = Buffer.alloc(32, 9).toString('base64');
    const env = ZEnv.parse({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      RUN_JOBS: 'false',
      DATA_ENCRYPTION_KEY: newKey,
      DATA_ENCRYPTION_KEYS_OLD: DEV_DATA_ENCRYPTION_KEY,
    });
    const app = await buildApp({ env, database, now: () => new Date(clock) });
    try {
      const current = keyIdOf(Buffer.from(newKey, 'base64'));
      const players = await database.db.select().from(members).where(eq(members.account, 'player1'));
      for (const member of players) {
        expect(member.totpSecret).toMatch(SEALED);
        expect(member.totpSecret!.split('.')[1]).toBe(current);
      }
      for (const o of (await database.db.select().from(operators)).filter((r) => r.totpSecret)) {
        expect(o.totpSecret).toMatch(SEALED);
        // The seed sealed under the development key; start-up moved them to the current one.
        expect(o.totpSecret!.split('.')[1]).toBe(current);
      }
      // Idempotent: a second run (another process starting, a migration) finds nothing to do.
      expect(await sealStoredSecrets(database.db, secretBoxOf(env))).toEqual({
        members: 0,
        operators: 0,
        oidcClientSecrets: 0,
        smsGatewayTokens: 0,
        paymentChannelSecrets: 0,
        seamlessVendorKeys: 0,
        brandPrivateKeys: 0,
      });
      tick();
      const login = await app.inject({
        method: 'POST',
        url: ADMIN_API.login,
        headers: { host: 'localhost' },
        payload: {
          username: 'support1',
          password: 'Operator123',
          totp: await totpCode({ secret: DEMO_OPERATOR_TOTP_SECRET, epoch: epoch() }),
        },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** The siam brand's player1 row, as the database holds it. */
async function siamPlayer() {
  const [siam] = await t.db.select().from(brands).where(eq(brands.code, 'siam'));
  const [row] = await t.db
    .select()
    .from(members)
    .where(and(eq(members.account, 'player1'), eq(members.brandId, siam!.id)));
  return row;
}

/** Every stored text of a row, joined, to look for a secret anywhere in it. */
const rowsOf = (row: object) => JSON.stringify(row);
