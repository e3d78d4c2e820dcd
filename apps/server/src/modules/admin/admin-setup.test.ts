import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { generate } from 'otplib';
import { ADMIN_API, API } from '@openlobby/contracts';
import type { InjectOptions } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { DEMO_OPERATOR_TOTP_SECRET } from '../../seed/demo-operators.ts';
import { auditLog } from './admin.schema.ts';

let t: TestApp;
let clock = Date.now();
let owner: string;
/** A fresh code per use: each code is accepted once, so the server's clock moves on. */
const codeFor = async (secret: string) => {
  clock += 30_000;
  return generate({ secret, epoch: Math.floor(clock / 1000) });
};
const adminLogin = (payload: object) => t.call({ method: 'POST', url: ADMIN_API.login, payload });

beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  const res = await adminLogin({
    username: 'owner',
    password: 'Owner12345',
    totp: await codeFor(DEMO_OPERATOR_TOTP_SECRET),
  });
  owner = body(res).value.token;
});
afterAll(async () => t.close());

const asOwner = (opts: InjectOptions) =>
  t.call({ ...opts, headers: { ...(opts.headers as object), authorization: owner } });
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
const siam = { host: 'th.localhost' };

const announcement = (patch: object = {}) => ({
  type: 'PL',
  execution: 'B',
  category: null,
  title: { EN: 'Weekend reload' },
  content: { EN: '<p>Reload <b>20%</b></p>' },
  imageUrl: null,
  linkUrl: null,
  sort: 0,
  startsAt: new Date(clock - 3_600_000).toISOString(),
  endsAt: null,
  enabled: true,
  ...patch,
});

describe('content', () => {
  it('cleans help-topic HTML on save, and the help centre serves the clean text', async () => {
    const res = await asOwner({
      method: 'POST',
      url: '/admin/api/brands/siam/help-topics',
      payload: {
        tag: 'safe-play',
        title: { EN: 'Safe <i>play</i>' },
        content: {
          EN: '<p onclick="steal()">Play safe</p><script>alert(1)</script><a href="javascript:x()">x</a>',
        },
        sort: 1,
      },
    });
    expect(body(res).value).toMatchObject({
      title: { EN: 'Safe play' },
      content: { EN: '<p>Play safe</p><a>x</a>' },
    });
    const help = body(
      await t.call({ method: 'GET', url: API.helpCenter, headers: { ...siam, language: 'EN' } }),
    );
    expect(help.value.find((h: { tag: string }) => h.tag === 'safe-play').content).toBe(
      '<p>Play safe</p><a>x</a>',
    );
  });

  it('refuses a second help topic with the same tag', async () => {
    const payload = { tag: 'dup-tag', title: { EN: 'A' }, content: { EN: 'a' }, sort: 0 };
    expect(
      (await asOwner({ method: 'POST', url: '/admin/api/brands/siam/help-topics', payload })).statusCode,
    ).toBe(200);
    const before = await auditCount();
    const again = await asOwner({ method: 'POST', url: '/admin/api/brands/siam/help-topics', payload });
    expect(again.statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('shows a live announcement on the site, and a scheduled one only once its time comes', async () => {
    const live = body(
      await asOwner({ method: 'POST', url: '/admin/api/brands/siam/announcements', payload: announcement() }),
    ).value;
    const later = body(
      await asOwner({
        method: 'POST',
        url: '/admin/api/brands/siam/announcements',
        payload: announcement({
          title: { EN: 'Tomorrow only' },
          startsAt: new Date(clock + 86_400_000).toISOString(),
          endsAt: new Date(clock + 2 * 86_400_000).toISOString(),
        }),
      }),
    ).value;
    expect([live.state, later.state]).toEqual(['live', 'scheduled']);
    const titles = async () =>
      body(
        await t.call({ method: 'GET', url: API.notice, headers: { ...siam, language: 'EN' } }),
      ).value.player.map((a: { title: string }) => a.title);
    expect(await titles()).toContain('Weekend reload');
    expect(await titles()).not.toContain('Tomorrow only');
    clock += 86_400_000 + 60_000;
    expect(await titles()).toContain('Tomorrow only');
    clock -= 86_400_000 + 60_000;
  });

  it('lists announcements filtered by type, paginated, and as CSV', async () => {
    const page = body(
      await asOwner({ method: 'GET', url: '/admin/api/brands/siam/announcements?type=PL&pageSize=1' }),
    ).value;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.every((a: { type: string }) => a.type === 'PL')).toBe(true);
    const csv = await asOwner({ method: 'GET', url: '/admin/api/brands/siam/announcements?format=csv' });
    expect(csv.body.split('\r\n')[0]).toBe(
      'id,type,execution,category,title,sort,startsAt,endsAt,enabled,state',
    );
  });

  it.each([
    ['a promotion without a category', announcement({ type: 'PR' })],
    ['a category on a notice', announcement({ category: 'VIP' })],
    ['an end before the start', announcement({ endsAt: '2020-01-01T00:00:00Z' })],
    ['no English title', announcement({ title: { TH: 'ไทย' } })],
    ['a javascript: link', announcement({ linkUrl: 'javascript:alert(1)' })],
    ['an unknown type', announcement({ type: 'ZZ' })],
  ])('refuses %s and writes nothing', async (_name, payload) => {
    const before = await auditCount();
    const res = await asOwner({ method: 'POST', url: '/admin/api/brands/siam/announcements', payload });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await auditCount()).toBe(before);
  });

  it('answers NOT_FOUND for another brand’s announcement and changes nothing', async () => {
    const mine = body(
      await asOwner({
        method: 'POST',
        url: '/admin/api/brands/lobby/announcements',
        payload: announcement(),
      }),
    ).value;
    const before = await auditCount();
    const res = await asOwner({ method: 'DELETE', url: `/admin/api/brands/siam/announcements/${mine.id}` });
    expect(res.statusCode).toBe(404);
    expect(await auditCount()).toBe(before);
  });
});

describe('brand set-up', () => {
  it('adds a host name the site answers on at once, and refuses one another brand has', async () => {
    const put = (payload: object) =>
      asOwner({ method: 'PUT', url: '/admin/api/brands/siam/domains', payload });
    const res = await put([
      { domain: 'th.localhost', isPrimary: true },
      { domain: 'SIAM.example', isPrimary: false },
    ]);
    expect(body(res).value.map((d: { domain: string }) => d.domain)).toEqual([
      'siam.example',
      'th.localhost',
    ]);
    const wl = body(await t.call({ method: 'GET', url: API.whitelabel, headers: { host: 'siam.example' } }));
    expect(wl.value.merchantCode).toBe('siam');

    const before = await auditCount();
    const taken = await put([{ domain: 'localhost', isPrimary: true }]);
    expect(taken.statusCode).toBe(409);
    expect(body(taken).errorCode).toBe('DOMAIN_TAKEN');
    expect(await auditCount()).toBe(before);
    expect((await put([{ domain: 'a.test', isPrimary: false }])).statusCode).toBe(400);
    expect((await put([])).statusCode).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('replaces device links and customer service, and the site serves the new ones', async () => {
    await asOwner({
      method: 'PUT',
      url: '/admin/api/brands/siam/device-links',
      payload: [{ type: 'LINE', url: 'line://ti/p/@siam' }],
    });
    expect(body(await t.call({ method: 'GET', url: API.deviceLinks, headers: siam })).value).toEqual([
      { type: 'LINE', url: 'line://ti/p/@siam' },
    ]);
    await asOwner({
      method: 'PUT',
      url: '/admin/api/brands/siam/customer-service',
      payload: [
        {
          csPosition: -1,
          csType: 'LINE',
          title: { EN: 'VIP line' },
          url: 'https://line.me/siam-vip',
          enabled: true,
        },
        { csPosition: 1, csType: 'TELEGRAM', title: { EN: 'Hidden' }, url: 'https://t.me/x', enabled: false },
      ],
    });
    const cs = body(
      await t.call({ method: 'GET', url: API.customerService, headers: { ...siam, language: 'EN' } }),
    );
    expect(cs.value.map((e: { title: string }) => e.title)).toEqual(['VIP line']);
  });

  it('refuses two VIP entries and a repeated device type', async () => {
    const before = await auditCount();
    const vip = {
      csPosition: -1,
      csType: 'LINE',
      title: { EN: 'VIP' },
      url: 'https://line.me/a',
      enabled: true,
    };
    expect(
      (await asOwner({ method: 'PUT', url: '/admin/api/brands/siam/customer-service', payload: [vip, vip] }))
        .statusCode,
    ).toBe(400);
    const link = { type: 'IOS', url: 'https://apps.test/a' };
    expect(
      (await asOwner({ method: 'PUT', url: '/admin/api/brands/siam/device-links', payload: [link, link] }))
        .statusCode,
    ).toBe(400);
    expect(await auditCount()).toBe(before);
  });

  it('keeps provider secrets write-only and signs the brand’s SMS', async () => {
    const payload = {
      sms: { mode: 'platform', url: null, signature: '[Siam]' },
      mail: { fromName: 'Siam Club', fromAddress: 'hello@siam.example' },
      oidc: [
        {
          provider: 'google',
          issuer: 'https://accounts.google.com',
          clientId: 'siam-web',
          clientSecret: 's3cret',
          enabled: true,
        },
      ],
    };
    const saved = await asOwner({ method: 'PUT', url: '/admin/api/brands/siam/providers', payload });
    expect(saved.body).not.toContain('s3cret');
    expect(body(saved).value.oidc[0]).toMatchObject({ provider: 'google', clientSecretSet: true });
    // Saving again without the secret keeps it.
    const { clientSecret: _kept, ...withoutSecret } = payload.oidc[0]!;
    const again = await asOwner({
      method: 'PUT',
      url: '/admin/api/brands/siam/providers',
      payload: { ...payload, oidc: [withoutSecret] },
    });
    expect(body(again).value.oidc[0].clientSecretSet).toBe(true);

    const mobile = '+66891112233';
    const sent = await t.call({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum: mobile },
      headers: siam,
      remoteAddress: '10.77.0.1',
    });
    expect(sent.statusCode).toBe(200);
    const outbox = body(
      await t.call({
        method: 'GET',
        url: `/dev/outbox/sms?mobileNum=${encodeURIComponent(mobile)}`,
        headers: siam,
      }),
    );
    expect(outbox.value[0].body).toMatch(/^\[Siam\] /);
  });

  it('refuses an HTTP gateway without its URL or token, and a new provider without its secret', async () => {
    const before = await auditCount();
    const base = { mail: { fromName: null, fromAddress: null }, oidc: [] };
    for (const payload of [
      { ...base, sms: { mode: 'http', url: null, signature: '' } },
      { ...base, sms: { mode: 'http', url: 'https://sms.example/send', signature: '' } },
      {
        ...base,
        sms: { mode: 'platform', url: null, signature: '' },
        oidc: [{ provider: 'line', issuer: 'https://access.line.me', clientId: 'x', enabled: true }],
      },
    ]) {
      const res = await asOwner({ method: 'PUT', url: '/admin/api/brands/siam/providers', payload });
      expect(res.statusCode, res.body).toBe(400);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('operators', () => {
  it('enrols a new finance operator’s authenticator at first login', async () => {
    await asOwner({
      method: 'POST',
      url: ADMIN_API.operators,
      payload: { username: 'cashier', role: 'finance', password: 'Cashier12345' },
    });
    const first = body(await adminLogin({ username: 'cashier', password: 'Cashier12345' }));
    expect(first.errorCode).toBe('VERIFY_FIRST');
    const { secret, otpauthUrl } = first.value.enrolment;
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(
      body(await adminLogin({ username: 'cashier', password: 'Cashier12345', totp: '000000' })).errorCode,
    ).toBe('INVALID_CODE');
    const ok = body(
      await adminLogin({ username: 'cashier', password: 'Cashier12345', totp: await codeFor(secret) }),
    );
    expect(ok.value.operator.role).toBe('finance');
    // Enrolled: the next login asks for a code but offers no new secret.
    const next = body(await adminLogin({ username: 'cashier', password: 'Cashier12345' }));
    expect(next.errorCode).toBe('VERIFY_FIRST');
    expect(next.value.enrolment).toBeUndefined();
  });

  it('disables an operator, whose session ends and who cannot log in', async () => {
    const created = body(
      await asOwner({
        method: 'POST',
        url: ADMIN_API.operators,
        payload: { username: 'helper', role: 'support', password: 'Helper12345' },
      }),
    ).value;
    const token = body(await adminLogin({ username: 'helper', password: 'Helper12345' })).value.token;
    await asOwner({ method: 'PUT', url: `/admin/api/operators/${created.id}`, payload: { status: 'D' } });
    expect(
      (await t.call({ method: 'GET', url: ADMIN_API.me, headers: { authorization: token } })).statusCode,
    ).toBe(401);
    expect(body(await adminLogin({ username: 'helper', password: 'Helper12345' })).errorCode).toBe(
      'WRONG_CREDENTIALS',
    );
  });

  it('refuses to change one’s own role, a taken username and a weak password', async () => {
    const me = body(await asOwner({ method: 'GET', url: ADMIN_API.me })).value;
    const before = await auditCount();
    const own = await asOwner({
      method: 'PUT',
      url: `/admin/api/operators/${me.id}`,
      payload: { role: 'support' },
    });
    expect(body(own).errorCode).toBe('OPERATION_NOT_ALLOWED');
    const taken = await asOwner({
      method: 'POST',
      url: ADMIN_API.operators,
      payload: { username: 'OWNER', role: 'support', password: 'Clerk123456' },
    });
    expect([taken.statusCode, body(taken).errorCode]).toEqual([400, 'VALIDATION_FAILED']);
    const weak = await asOwner({
      method: 'POST',
      url: ADMIN_API.operators,
      payload: { username: 'weakling', role: 'support', password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const dup = await asOwner({
      method: 'POST',
      url: ADMIN_API.operators,
      payload: { username: 'support1', role: 'support', password: 'Clerk123456' },
    });
    expect(body(dup).errorCode).toBe('USERNAME_TAKEN');
    expect(await auditCount()).toBe(before);
  });

  it('changes one’s own password and sets up one’s own authenticator', async () => {
    const token = body(await adminLogin({ username: 'content1', password: 'Operator123' })).value.token;
    const other = body(await adminLogin({ username: 'content1', password: 'Operator123' })).value.token;
    const as = (opts: InjectOptions) => t.call({ ...opts, headers: { authorization: token } });
    const wrong = await as({
      method: 'POST',
      url: ADMIN_API.myPassword,
      payload: { currentPassword: 'nope', newPassword: 'Content12345' },
    });
    expect(body(wrong).errorCode).toBe('WRONG_OLD_PASSWORD');
    await as({
      method: 'POST',
      url: ADMIN_API.myPassword,
      payload: { currentPassword: 'Operator123', newPassword: 'Content12345' },
    });
    expect(
      (await t.call({ method: 'GET', url: ADMIN_API.me, headers: { authorization: other } })).statusCode,
    ).toBe(401);
    expect((await as({ method: 'GET', url: ADMIN_API.me })).statusCode).toBe(200);

    const { secret } = body(await as({ method: 'POST', url: ADMIN_API.myTotpSetup })).value;
    expect(
      body(await as({ method: 'POST', url: ADMIN_API.myTotpEnable, payload: { code: '123456' } })).errorCode,
    ).toBe('INVALID_CODE');
    const enabled = await as({
      method: 'POST',
      url: ADMIN_API.myTotpEnable,
      payload: { code: await codeFor(secret) },
    });
    expect(enabled.statusCode).toBe(200);
    expect(body(await adminLogin({ username: 'content1', password: 'Content12345' })).errorCode).toBe(
      'VERIFY_FIRST',
    );
  });
});

describe('member 360', () => {
  it('lists the devices the member logged in from', async () => {
    await identityKit(t).tokenOf('player1', 'Player123');
    const member = body(await asOwner({ method: 'GET', url: '/admin/api/members/1' })).value;
    expect(member.devices.length).toBeGreaterThan(0);
    expect(member.devices[0]).toMatchObject({ kind: expect.any(String), sessions: expect.any(Number) });
  });
});
