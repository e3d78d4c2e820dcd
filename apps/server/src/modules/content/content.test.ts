import { createHash, webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { brands } from '../system/system.schema.ts';
import { announcements, customerServiceEntries, feedback } from './content.schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const feedbackCount = async () => (await t.db.select({ n: count() }).from(feedback))[0]!.n;

/** The site's decryption of a type-3 link, done the same way with WebCrypto. */
async function decryptLink(path: string): Promise<string> {
  const key = path.slice(-8);
  const data = Buffer.from(path.slice(0, -8), 'base64url');
  const aes = await webcrypto.subtle.importKey(
    'raw',
    createHash('sha256').update(key).digest(),
    'AES-GCM',
    false,
    ['decrypt'],
  );
  const plain = await webcrypto.subtle.decrypt(
    { name: 'AES-GCM', iv: data.subarray(0, 12) },
    aes,
    data.subarray(12),
  );
  return new TextDecoder().decode(plain);
}

describe('GET /wps/relay/MCSFE_getListAnnouncements', () => {
  it('answers the requested types grouped, in the request language', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PU,PL&platform=W&execution=B',
      headers: { language: 'TH' },
    });
    expect(res.statusCode).toBe(200);
    const { value } = body(res);
    expect(Object.keys(value).sort()).toEqual(['player', 'popup']);
    expect(value.popup).toHaveLength(11);
    expect(value.popup[0].title).toBe('ยินดีต้อนรับสู่ล็อบบี้');
  });

  it('falls back to the brand’s default language for an untranslated one', async () => {
    const { value } = body(
      await t.call({
        method: 'GET',
        url: '/wps/relay/MCSFE_getListAnnouncements?types=PU',
        headers: { language: 'JA' },
      }),
    );
    expect(value.popup[0].title).toBe('欢迎来到大厅');
  });

  it('leaves out announcements whose window has closed', async () => {
    const [lobby] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
    await t.db.insert(announcements).values({
      brandId: lobby!.id,
      type: 'PR',
      title: { EN: 'Expired offer' },
      content: { EN: '<p>gone</p>' },
      startsAt: new Date('2020-01-01'),
      endsAt: new Date('2020-02-01'),
    });
    const { value } = body(
      await t.call({
        method: 'GET',
        url: '/wps/relay/MCSFE_getListAnnouncements?types=PR',
        headers: { language: 'EN' },
      }),
    );
    expect(value.promotion.map((p: any) => p.title)).not.toContain('Expired offer');
    expect(value.promotion).toHaveLength(4);
  });

  it('refuses after-login announcements without a session', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/wps/relay/MCSFE_getListAnnouncements?types=PU&execution=A',
    });
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
  });

  it.each([
    ['an unknown type', '?types=ZZ'],
    ['no types', '?types='],
    ['a missing types field', ''],
    ['an unknown platform', '?types=PU&platform=X'],
    ['an unknown execution', '?types=PU&execution=Q'],
    ['oversize types', `?types=${'PU,'.repeat(100)}`],
  ])('rejects %s as VALIDATION_FAILED', async (_name, query) => {
    const res = await t.call({ method: 'GET', url: `/wps/relay/MCSFE_getListAnnouncements${query}` });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('GET /wps/system/notice', () => {
  it('bundles player notices, banners, popups and promotions', async () => {
    const { value } = body(
      await t.call({ method: 'GET', url: '/wps/system/notice', headers: { language: 'EN' } }),
    );
    expect(value.player).toHaveLength(2);
    expect(value.banners).toHaveLength(3);
    expect(value.popup).toHaveLength(11);
    expect(value.promotion[0]).toMatchObject({ title: 'Welcome bonus 100%', category: 'NEWBIE' });
    expect(value.popup[0].category).toBeNull();
  });
});

describe('GET /wps/system/helpCenter', () => {
  it('lists help topics in order with their HTML', async () => {
    const { value } = body(
      await t.call({ method: 'GET', url: '/wps/system/helpCenter', headers: { language: 'EN' } }),
    );
    expect(value.map((h: any) => h.tag)).toEqual([
      'about',
      'deposit',
      'withdraw',
      'responsible',
      'terms',
      'privacy',
      'faq',
    ]);
    expect(value[1].content).toContain('<ol>');
  });
});

describe('GET /wps/system/customerService', () => {
  it('lists entries by position with the VIP entry first and live-chat links withheld', async () => {
    const { value } = body(
      await t.call({ method: 'GET', url: '/wps/system/customerService', headers: { language: 'EN' } }),
    );
    expect(value.map((e: any) => e.csPosition)).toEqual([-1, 1, 2, 3, 4]);
    expect(value[0]).toMatchObject({ csType: 'LIVECHAT', title: 'VIP service', url: null });
    expect(value[2]).toMatchObject({ csType: 'TELEGRAM', url: expect.stringContaining('t.me') });
  });
});

describe('GET /wps/system/customerService/:id/link', () => {
  it('answers a version path list whose type-3 entry decrypts to the chat link', async () => {
    const { value: entries } = body(await t.call({ method: 'GET', url: '/wps/system/customerService' }));
    const chat = entries.find((e: any) => e.csPosition === 1);
    const { value } = body(
      await t.call({ method: 'GET', url: `/wps/system/customerService/${chat.id}/link` }),
    );
    const encrypted = value.find((p: any) => p.type === 3).path;
    expect(encrypted).not.toContain('chat.openlobby');
    expect(await decryptLink(encrypted)).toBe('https://chat.openlobby.example/widget?brand=lobby');
  });

  it('answers NOT_FOUND for a messenger entry, another brand’s entry and an unknown id', async () => {
    const [telegram] = await t.db
      .select()
      .from(customerServiceEntries)
      .where(eq(customerServiceEntries.csType, 'TELEGRAM'));
    const siamEntries = body(
      await t.call({ method: 'GET', url: '/wps/system/customerService', headers: { merchant: 'siam' } }),
    ).value;
    for (const id of [telegram!.id, siamEntries[1].id, 999_999]) {
      const res = await t.call({ method: 'GET', url: `/wps/system/customerService/${id}/link` });
      expect(res.statusCode).toBe(404);
      expect(body(res).errorCode).toBe('NOT_FOUND');
    }
  });

  it.each(['abc', '-1', '0', '99999999999'])('rejects the id %s as VALIDATION_FAILED', async (id) => {
    const res = await t.call({ method: 'GET', url: `/wps/system/customerService/${id}/link` });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
  });
});

describe('PUT /wps/feedback', () => {
  it('stores feedback with its brand and language', async () => {
    const res = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { language: 'TH' },
      payload: { questionType: 'BUG', content: '  The banner does not move  ' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, body(res).value.id));
    expect(row).toMatchObject({
      questionType: 'BUG',
      content: 'The banner does not move',
      language: 'TH',
      ip: '10.0.0.1',
    });
  });

  it.each([
    ['empty content', { questionType: 'BUG', content: '   ' }],
    ['content over 140 characters', { questionType: 'BUG', content: 'x'.repeat(141) }],
    ['an unknown question type', { questionType: 'NOPE', content: 'hi' }],
    ['a missing question type', { content: 'hi' }],
    ['content of the wrong type', { questionType: 'BUG', content: 5 }],
  ])('rejects %s and writes nothing', async (_name, payload) => {
    const before = await feedbackCount();
    const res = await t.call({ method: 'PUT', url: '/wps/feedback', payload, remoteAddress: '10.0.0.2' });
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await feedbackCount()).toBe(before);
  });

  it('rejects an oversize body and writes nothing', async () => {
    const before = await feedbackCount();
    const res = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      payload: { questionType: 'BUG', content: 'x'.repeat(10_000) },
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(413);
    expect(body(res).errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect(await feedbackCount()).toBe(before);
  });

  it('refuses feedback for an unknown brand and writes nothing', async () => {
    const before = await feedbackCount();
    const res = await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { host: 'unknown.example' },
      payload: { questionType: 'BUG', content: 'hi' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(404);
    expect(await feedbackCount()).toBe(before);
  });

  it('answers TOO_MANY_REQUESTS after five messages in ten minutes from one client', async () => {
    const send = () =>
      t.call({
        method: 'PUT',
        url: '/wps/feedback',
        payload: { questionType: 'OTHER', content: 'hello' },
        remoteAddress: '10.0.0.5',
      });
    for (let i = 0; i < 5; i++) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(body(res).errorCode).toBe('TOO_MANY_REQUESTS');
  });
});
