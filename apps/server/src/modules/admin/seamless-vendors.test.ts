import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, sql } from 'drizzle-orm';
import { ADMIN_API, SEAMLESS_VENDOR_ADMIN_API } from '@openlobby/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { KEY_ROTATION_HOURS } from '../games/seamless-vendors.service.ts';
import { ownerToken, seamlessKit } from '../wallet/seamless-test-kit.ts';
import { auditLog } from './admin.schema.ts';
import { SEALED_VALUE } from '../../../test/test-secrets.ts';

let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let k: Awaited<ReturnType<typeof seamlessKit>>;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let vendor: Awaited<ReturnType<typeof k.addVendor>>;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  k = await seamlessKit(t, now);
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  // Offered by both demo brands, each with its own key.
  vendor = await k.addVendor('EXTA', {}, ['lobby', 'siam']);
});
afterAll(async () => t.close());

const url = (path: string, code = vendor.code, brand = 'lobby') =>
  path.replace(':code', brand).replace(':vendor', code);
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const lastAudit = async () => (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]!;

/** A back-office call as a demo operator without an authenticator (content1, support1). */
async function as(username: string) {
  const res = await t.call({
    method: 'POST',
    url: ADMIN_API.login,
    payload: { username, password: 'Operator123' },
  });
  const token = body(res).value.token as string;
  return (opts: InjectOptions) =>
    t.call({ ...opts, headers: { ...(opts.headers as object), authorization: token } });
}

const signedBalance = (key: string) =>
  k.call('balance', { vendorCode: vendor.code, key, gameCode: vendor.gameCode }, {});
const signedSiamBalance = (key: string) =>
  k.call('balance', { vendorCode: vendor.code, key }, { brand: 'siam', currency: 'THB' });

describe('GET /admin/api/seamless-vendors', () => {
  it('lists external seamless vendors only, each key as a fingerprint', async () => {
    const res = await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.list) });
    const list = body(res).value as { code: string }[];
    expect(list.map((v) => v.code)).toEqual([vendor.code]);
    expect(res.body).not.toContain(vendor.key);
    expect(list[0]).toMatchObject({
      integration: 'SEAMLESS',
      key: { fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{16}$/) },
      rotation: null,
      maxWinMultiple: 1000,
      rotationHours: KEY_ROTATION_HOURS,
    });
  });

  it('answers 404 for the house vendor, a transfer vendor and an unknown code', async () => {
    for (const code of [k.house.slot.vendor, 'NOVA', 'NOPE'])
      expect(
        await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor, code) }),
      ).toMatchObject({
        statusCode: 404,
      });
  });

  it('lets a role with brands.read read and refuses one without it', async () => {
    const content = await as('content1');
    const support = await as('support1');
    const list = url(SEAMLESS_VENDOR_ADMIN_API.list);
    expect(body(await content({ method: 'GET', url: list })).success).toBe(true);
    expect(body(await support({ method: 'GET', url: list })).errorCode).toBe('FORBIDDEN');
  });
});

describe('POST /admin/api/seamless-vendors/:code/rotate-key', () => {
  it('refuses a role without brands.write and changes nothing', async () => {
    const content = await as('content1');
    const before = await auditCount();
    const res = await content({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) });
    expect(res.statusCode).toBe(403);
    expect(await auditCount()).toBe(before);
    expect((await signedBalance(vendor.key)).success).toBe(true);
  });

  it("rotates one brand's key only: the other brand's key still signs its players' calls", async () => {
    const siamBefore = body(
      await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor, vendor.code, 'siam') }),
    ).value;
    const res = await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) });
    const lobbyKey = body(res).value.key as string;
    expect(await lastAudit()).toMatchObject({ action: 'vendor.rotateKey', targetId: `lobby/${vendor.code}` });
    const siamAfter = body(
      await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor, vendor.code, 'siam') }),
    ).value;
    expect(siamAfter).toEqual(siamBefore);
    expect((await signedSiamBalance(vendor.keys.siam!)).success).toBe(true);
    // The new lobby key is no siam key either.
    expect(await signedSiamBalance(lobbyKey)).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    // End this rotation so the tests below start from one lobby key.
    await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.endRotation) });
    vendor = { ...vendor, key: lobbyKey };
  });

  it('answers 404 for a brand that does not offer the vendor and for an unknown brand', async () => {
    const other = await k.addVendor('EXTL');
    const notOffered = await asOwner({
      method: 'POST',
      url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey, other.code, 'siam'),
    });
    expect(notOffered.statusCode).toBe(404);
    const unknown = await asOwner({
      method: 'GET',
      url: url(SEAMLESS_VENDOR_ADMIN_API.list, vendor.code, 'nope'),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers the new key once and audits the rotation by fingerprints only', async () => {
    const res = await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) });
    const value = body(res).value;
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'vendor.rotateKey',
      targetType: 'vendor',
      targetId: `lobby/${vendor.code}`,
    });
    const written = JSON.stringify(audit);
    expect(written).not.toContain(value.key);
    expect(written).not.toContain(vendor.key);
    expect(value.settings.rotation).toMatchObject({
      expiresAt: new Date(clock + KEY_ROTATION_HOURS * 3_600_000).toISOString(),
    });
    const again = await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor) });
    expect(again.body).not.toContain(value.key);
    vendor = { ...vendor, key: value.key };
  });

  it('keeps both keys of a rotation sealed at rest, and both still sign the vendor’s calls', async () => {
    const previous = vendor.key;
    const res = await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) });
    const key = body(res).value.key as string;
    const { rows } = (await t.db.execute(
      sql`select bv.seamless_key, bv.seamless_previous_key from brand_vendors bv
        join vendors v on v.id = bv.vendor_id join brands b on b.id = bv.brand_id
        where v.code = ${vendor.code} and b.code = 'lobby'`,
    )) as unknown as { rows: { seamless_key: string; seamless_previous_key: string }[] };
    const stored = rows[0]!;
    expect(stored.seamless_key).toMatch(SEALED_VALUE);
    expect(stored.seamless_previous_key).toMatch(SEALED_VALUE);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(JSON.stringify(stored)).not.toContain(previous);
    expect((await signedBalance(key)).success).toBe(true);
    expect((await signedBalance(previous)).success).toBe(true);
    vendor = { ...vendor, key };
  });

  it('stops accepting the previous key when the rotation runs out', async () => {
    const res = body(await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) }));
    const previous = vendor.key;
    vendor = { ...vendor, key: res.value.key };
    expect((await signedBalance(previous)).success).toBe(true);
    clock += KEY_ROTATION_HOURS * 3_600_000 + 60_000;
    // The owner's back-office session has ended meanwhile.
    asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
    expect(await signedBalance(previous)).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    expect((await signedBalance(vendor.key)).success).toBe(true);
    const view = body(await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor) })).value;
    expect(view.rotation).toBeNull();
  });
});

describe('POST /admin/api/seamless-vendors/:code/end-rotation', () => {
  it('drops the previous key at once and is audited', async () => {
    const rotated = body(await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.rotateKey) }));
    const previous = vendor.key;
    vendor = { ...vendor, key: rotated.value.key };
    const res = await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.endRotation) });
    expect(body(res).value.rotation).toBeNull();
    expect(await lastAudit()).toMatchObject({
      action: 'vendor.endKeyRotation',
      targetId: `lobby/${vendor.code}`,
    });
    expect(await signedBalance(previous)).toMatchObject({ errorCode: 'INVALID_SIGNATURE' });
  });

  it('changes and audits nothing when no rotation is going on', async () => {
    const before = await auditCount();
    const res = await asOwner({ method: 'POST', url: url(SEAMLESS_VENDOR_ADMIN_API.endRotation) });
    expect(body(res)).toMatchObject({ success: true, value: { rotation: null } });
    expect(await auditCount()).toBe(before);
  });
});

describe('PATCH /admin/api/seamless-vendors/:code', () => {
  it('sets the max win multiple, audited with the values before and after', async () => {
    const res = await asOwner({
      method: 'PATCH',
      url: url(SEAMLESS_VENDOR_ADMIN_API.vendor),
      payload: { maxWinMultiple: 250 },
    });
    expect(body(res).value.maxWinMultiple).toBe(250);
    expect(await lastAudit()).toMatchObject({
      action: 'vendor.seamlessRules',
      before: expect.objectContaining({ maxWinMultiple: 1000 }),
      after: expect.objectContaining({ maxWinMultiple: 250 }),
    });
  });

  it('refuses a multiple out of range, a fraction or an unknown field and writes nothing', async () => {
    const before = await auditCount();
    for (const payload of [
      { maxWinMultiple: 0 },
      { maxWinMultiple: 1.5 },
      { maxWinMultiple: 1_000_001 },
      { maxWinMultiple: '10' },
      { seamlessKey: 'x'.repeat(43) },
    ]) {
      const res = await asOwner({ method: 'PATCH', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    }
    expect(await auditCount()).toBe(before);
    const view = body(await asOwner({ method: 'GET', url: url(SEAMLESS_VENDOR_ADMIN_API.vendor) })).value;
    expect(view.maxWinMultiple).toBe(250);
  });
});
