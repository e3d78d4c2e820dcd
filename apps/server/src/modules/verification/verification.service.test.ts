import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { TSmsPurpose } from '@openlobby/contracts';
import type { Database } from '../../db/client.ts';
import { createMemoryLimiter } from '../../lib/limiter.ts';
import { seedDemo } from '../../seed/demo.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { createSystemService, type TBrand } from '../system/system.service.ts';
import { createOutboxSmsProvider, type SmsProvider } from './sms-provider.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';
import * as repo from './verification.repo.ts';
import { smsCodes, smsOutbox } from './verification.schema.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

let database: Database;
let lobby: TBrand;
let siam: TBrand;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  const system = createSystemService({
    db: database.db,
    lookupCountry: () => null,
    secrets: testSecretBox(),
  });
  lobby = await system.resolveBrand({ merchant: 'lobby' });
  siam = await system.resolveBrand({ merchant: 'siam' });
});
afterAll(async () => database.close());

// One clock for the service and its limiter; tests move it forward.
let clock = 0;
const advance = (seconds: number) => {
  clock += seconds * 1000;
};
const registered = new Set<string>();
const isMobileRegistered = vi.fn(async (brandId: number, mobile: string) =>
  registered.has(`${brandId}:${mobile}`),
);

function build(sms?: SmsProvider): VerificationService {
  return createVerificationService({
    db: database.db,
    sms: sms ?? createOutboxSmsProvider(database.db),
    limiter: createMemoryLimiter(() => clock),
    now: () => new Date(clock),
    isMobileRegistered,
  });
}

let service: VerificationService;
beforeEach(() => {
  clock = Date.parse('2026-03-01T04:00:00Z');
  isMobileRegistered.mockClear();
  service = build();
});

// A fresh number per call keeps the tests' codes and counters apart.
let serial = 0;
const freshMobile = () => `+6681${String(1_000_000 + serial++).slice(1)}`;
const register = (brand: TBrand, mobile: string) => registered.add(`${brand.id}:${mobile}`);

const send = (
  mobile: string,
  opts: { purpose?: TSmsPurpose; ip?: string; brand?: TBrand; language?: 'EN' | 'TH' | 'CN' } = {},
) =>
  service.sendCode({
    brand: opts.brand ?? lobby,
    mobile,
    purpose: opts.purpose ?? 'register',
    ip: opts.ip ?? '10.1.0.1',
    language: opts.language,
  });

const consume = (mobile: string, code: string, purpose: TSmsPurpose = 'register', brand: TBrand = lobby) =>
  service.consumeCode({ brand, mobile, purpose, code });

/** The newest outbox message to a number, as a developer would read it. */
async function lastMessage(mobile: string, brand: TBrand = lobby) {
  const [row] = await database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.brandId, brand.id), eq(smsOutbox.mobile, mobile)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row!;
}
const codeIn = (body: string) => body.match(/\b\d{6}\b/)![0];
const lastCode = async (mobile: string, brand: TBrand = lobby) =>
  codeIn((await lastMessage(mobile, brand)).body);
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const failure = (code: string, value?: unknown) => (value === undefined ? { code } : { code, value });

describe('sendCode', () => {
  it('sends a six-digit code to the number and answers where it went, masked', async () => {
    const sent = await send('+66812345678');
    expect(sent).toEqual({ sentTo: '+66•••••5678', expiresInSeconds: 300, resendInSeconds: 60 });
    const message = await lastMessage('+66812345678');
    expect(message).toMatchObject({ provider: 'outbox', status: 'SENT' });
    expect(message.body).toMatch(/\b\d{6}\b/);
  });

  it('stores only a salted hash of the code, valid for five minutes', async () => {
    const mobile = freshMobile();
    await send(mobile, { ip: '10.1.0.2' });
    const code = await lastCode(mobile);
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(300_000);
    expect(row).toMatchObject({
      brandId: lobby.id,
      purpose: 'register',
      attempts: 0,
      usedAt: null,
      ip: '10.1.0.2',
    });
  });

  it('accepts a number written with spaces and dashes and stores it normalised', async () => {
    await send(' +66 82-000 0001 ');
    expect((await lastMessage('+66820000001')).status).toBe('SENT');
  });

  it('writes the message in the request language, else in the brand’s default language', async () => {
    const th = freshMobile();
    await send(th, { language: 'TH' });
    expect((await lastMessage(th)).body).toContain('รหัสยืนยัน');
    const cn = freshMobile();
    await send(cn);
    expect((await lastMessage(cn)).body).toContain('验证码');
    const en = freshMobile();
    await send(en, { language: 'EN' });
    expect((await lastMessage(en)).body).toContain('Your verification code is');
  });

  it.each([
    ['no number', undefined, 'MISSING_PHONE_NUMBER'],
    ['an empty number', '  ', 'MISSING_PHONE_NUMBER'],
    ['letters', '08123abcd', 'INVALID_PHONE_NUMBER'],
    ['too few digits', '12345', 'INVALID_PHONE_NUMBER'],
    ['too many digits', '+1234567890123456', 'INVALID_PHONE_NUMBER'],
  ])('refuses %s with %s and sends nothing', async (_name, mobile, code) => {
    const before = (await database.db.select().from(smsOutbox)).length;
    await expect(send(mobile as string)).rejects.toMatchObject(failure(code));
    expect((await database.db.select().from(smsOutbox)).length).toBe(before);
  });

  it('refuses a login code with OPERATION_NOT_ALLOWED when the brand has SMS login off', async () => {
    const mobile = freshMobile();
    register(lobby, mobile);
    const off = { ...lobby, authSettings: { ...lobby.authSettings, smsLogin: false } };
    await expect(send(mobile, { purpose: 'login', brand: off })).rejects.toMatchObject(
      failure('OPERATION_NOT_ALLOWED'),
    );
    await expect(send(mobile, { purpose: 'resetPassword', brand: off })).resolves.toBeDefined();
  });

  it('refuses a registration code for a number already registered with MOBILE_TAKEN', async () => {
    const mobile = freshMobile();
    register(lobby, mobile);
    await expect(send(mobile, { purpose: 'register' })).rejects.toMatchObject(failure('MOBILE_TAKEN'));
    expect(isMobileRegistered).toHaveBeenCalledWith(lobby.id, mobile);
    // Registered in one brand says nothing about another.
    await expect(send(mobile, { purpose: 'register', brand: siam })).resolves.toBeDefined();
  });

  it.each(['login', 'resetPassword'] as const)(
    'refuses a %s code for a number nobody registered with USER_NOT_FOUND',
    async (purpose) => {
      await expect(send(freshMobile(), { purpose })).rejects.toMatchObject(failure('USER_NOT_FOUND'));
    },
  );

  it('refuses a second code within 60 seconds, then sends one', async () => {
    const mobile = freshMobile();
    await send(mobile);
    advance(45);
    await expect(send(mobile)).rejects.toMatchObject(failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 15 }));
    advance(15);
    await expect(send(mobile)).resolves.toMatchObject({ resendInSeconds: 60 });
  });

  it('counts the 60-second wait per purpose', async () => {
    const mobile = freshMobile();
    await send(mobile, { purpose: 'register' });
    register(lobby, mobile);
    await expect(send(mobile, { purpose: 'resetPassword' })).resolves.toBeDefined();
  });

  it('refuses more codes to one number in an hour than the brand allows, asking for 5 minutes', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < lobby.authSettings.smsPerNumberPerHour; i++) {
      await send(mobile, { ip: `10.2.0.${i + 1}` });
      advance(61);
    }
    await expect(send(mobile, { ip: '10.2.0.99' })).rejects.toMatchObject(
      failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
    );
    advance(3600);
    await expect(send(mobile, { ip: '10.2.0.99' })).resolves.toBeDefined();
  });

  it('refuses more codes from one IP in an hour than the brand allows, asking for 5 minutes', async () => {
    for (let i = 0; i < lobby.authSettings.smsPerIpPerHour; i++)
      await send(freshMobile(), { ip: '10.3.0.1' });
    await expect(send(freshMobile(), { ip: '10.3.0.1' })).rejects.toMatchObject(
      failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
    );
    await expect(send(freshMobile(), { ip: '10.3.0.2' })).resolves.toBeDefined();
  });

  it('answers QUOTA_EXCEEDED once the brand’s daily quota is used, until the brand’s next day', async () => {
    const small = { ...lobby, authSettings: { ...lobby.authSettings, smsDailyQuota: 2 } };
    // 2026-04-01 23:00 in Shanghai: a day no other test sends on (the counters are in the database).
    clock = Date.parse('2026-04-01T15:00:00Z');
    await send(freshMobile(), { brand: small, ip: '10.4.0.1' });
    await send(freshMobile(), { brand: small, ip: '10.4.0.2' });
    await expect(send(freshMobile(), { brand: small, ip: '10.4.0.3' })).rejects.toMatchObject(
      failure('QUOTA_EXCEEDED', { retryAfterSeconds: 3600 }),
    );
    advance(3600); // midnight in Shanghai
    await expect(send(freshMobile(), { brand: small, ip: '10.4.0.4' })).resolves.toBeDefined();
  });

  it('refuses a number over its daily budget across hours, until the brand’s next day', async () => {
    const brand = {
      ...lobby,
      authSettings: { ...lobby.authSettings, smsPerNumberPerHour: 2, smsPerNumberPerDay: 3 },
    };
    // 2026-04-02 10:00 in Shanghai.
    clock = Date.parse('2026-04-02T02:00:00Z');
    const mobile = freshMobile();
    const ip = (i: number) => `10.4.1.${i}`;
    await send(mobile, { brand, ip: ip(1) });
    advance(61);
    await send(mobile, { brand, ip: ip(2) });
    advance(61);
    await expect(send(mobile, { brand, ip: ip(3) })).rejects.toMatchObject(
      failure('TOO_MANY_REQUESTS', { retryAfterSeconds: 300 }),
    );
    advance(3600);
    await send(mobile, { brand, ip: ip(4) });
    advance(61);
    const sent = await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));
    // 22:00 Shanghai is 14:00 UTC: the wait runs to the brand's midnight.
    const untilMidnight = (Date.parse('2026-04-02T16:00:00Z') - clock) / 1000;
    await expect(send(mobile, { brand, ip: ip(5) })).rejects.toMatchObject(
      failure('TOO_MANY_REQUESTS', { retryAfterSeconds: untilMidnight }),
    );
    expect(await database.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile))).toHaveLength(
      sent.length,
    );
    clock = Date.parse('2026-04-02T16:00:00Z');
    await expect(send(mobile, { brand, ip: ip(6) })).resolves.toBeDefined();
  });

  it('does not charge the brand’s budget for a number refused by its own', async () => {
    const brand = {
      ...lobby,
      authSettings: { ...lobby.authSettings, smsPerNumberPerHour: 1, smsHourlyQuota: 3 },
    };
    clock = Date.parse('2026-04-03T02:00:00Z');
    const busy = freshMobile();
    await send(busy, { brand, ip: '10.4.2.1' });
    for (let i = 0; i < 4; i++) {
      advance(61);
      await expect(send(busy, { brand, ip: `10.4.2.${i + 2}` })).rejects.toMatchObject(
        failure('TOO_MANY_REQUESTS'),
      );
    }
    // One of three spent: two more numbers get theirs, the next is over the brand's hour.
    await send(freshMobile(), { brand, ip: '10.4.2.10' });
    await send(freshMobile(), { brand, ip: '10.4.2.11' });
    await expect(send(freshMobile(), { brand, ip: '10.4.2.12' })).rejects.toMatchObject(
      failure('QUOTA_EXCEEDED'),
    );
  });

  it('refuses a number of a country the brand does not send to before counting anything', async () => {
    const brand = {
      ...lobby,
      authSettings: { ...lobby.authSettings, smsCountries: [{ code: '+66', dailyQuota: null }] },
    };
    for (const mobile of ['+8613800138000', '0812345678', '+4477009001234'])
      await expect(send(mobile, { brand, ip: '10.4.3.1' })).rejects.toMatchObject(
        failure('SMS_COUNTRY_NOT_ALLOWED'),
      );
    // Refused before the registration look-up, the limits and the budgets.
    expect(isMobileRegistered).not.toHaveBeenCalled();
    await expect(send(freshMobile(), { brand, ip: '10.4.3.1' })).resolves.toBeDefined();
    await expect(
      service.sendCodeToMember({ brand, mobile: '+8613800138000', ip: '10.4.3.2' }),
    ).rejects.toMatchObject(failure('SMS_COUNTRY_NOT_ALLOWED'));
  });

  it('sends to the sign-up form’s country codes when the brand lists no countries', async () => {
    const brand = {
      ...lobby,
      authSettings: { ...lobby.authSettings, smsCountries: [] },
      registerRules: { ...lobby.registerRules, mobileCountryCodes: ['+86', '852'] },
    };
    await expect(send('+8613800138001', { brand, ip: '10.4.4.1' })).resolves.toBeDefined();
    await expect(send('+85261234567', { brand, ip: '10.4.4.2' })).resolves.toBeDefined();
    await expect(send(freshMobile(), { brand, ip: '10.4.4.3' })).rejects.toMatchObject(
      failure('SMS_COUNTRY_NOT_ALLOWED'),
    );
  });

  it('answers SYSTEM_ERROR when the provider fails, records the failure, burns the code and allows a retry', async () => {
    const bodies: string[] = [];
    service = build({
      name: 'broken',
      send: async (_to, body) => {
        bodies.push(body);
        throw new Error('gateway down');
      },
    });
    const mobile = freshMobile();
    await expect(send(mobile)).rejects.toMatchObject(failure('SYSTEM_ERROR'));
    const record = await lastMessage(mobile);
    expect(record).toMatchObject({ provider: 'broken', status: 'FAILED', error: 'gateway down' });
    expect(record.body).not.toContain(codeIn(bodies[0]!));
    await expect(consume(mobile, codeIn(bodies[0]!))).rejects.toMatchObject(failure('CODE_EXPIRED'));
    // Not held to the 60-second wait: nothing reached the phone.
    await expect(send(mobile)).rejects.toMatchObject(failure('SYSTEM_ERROR'));
    expect(bodies).toHaveLength(2);
  });

  it('records a gateway’s message with its id and without the code', async () => {
    const delivered: { to: string; body: string }[] = [];
    service = build({
      name: 'gateway',
      send: async (to, body) => {
        delivered.push({ to, body });
        return { messageId: 'gw-42' };
      },
    });
    const mobile = freshMobile();
    await send(mobile);
    const code = codeIn(delivered[0]!.body);
    expect(delivered[0]!.to).toBe(mobile);
    const record = await lastMessage(mobile);
    expect(record).toMatchObject({ provider: 'gateway', status: 'SENT', providerMessageId: 'gw-42' });
    expect(record.body).not.toContain(code);
    expect(record.body).toContain('••••••');
    await expect(consume(mobile, code)).resolves.toBeUndefined();
  });
});

describe('sendCodeToMember', () => {
  it('sends a second-step code without asking whether the number is registered', async () => {
    const mobile = freshMobile();
    await expect(
      service.sendCodeToMember({ brand: lobby, mobile, ip: '10.5.0.1', language: 'EN' }),
    ).resolves.toMatchObject({ expiresInSeconds: 300 });
    expect(isMobileRegistered).not.toHaveBeenCalled();
    const code = await lastCode(mobile);
    await expect(consume(mobile, code, 'register')).rejects.toMatchObject(failure('CODE_EXPIRED'));
    await expect(consume(mobile, code, 'secondStep')).resolves.toBeUndefined();
  });

  it('is held to the same limits', async () => {
    const mobile = freshMobile();
    await service.sendCodeToMember({ brand: lobby, mobile, ip: '10.5.0.2' });
    await expect(service.sendCodeToMember({ brand: lobby, mobile, ip: '10.5.0.2' })).rejects.toMatchObject(
      failure('TOO_MANY_REQUESTS'),
    );
  });
});

describe('consumeCode', () => {
  it('accepts the code once', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    await expect(consume(mobile, code)).resolves.toBeUndefined();
    await expect(consume(mobile, code)).rejects.toMatchObject(failure('CODE_EXPIRED'));
  });

  it('accepts the number in another spelling', async () => {
    await send('+66830000001');
    const code = await lastCode('+66830000001');
    await expect(consume('+66 83-000-0001', ` ${code} `)).resolves.toBeUndefined();
  });

  it('answers MISSING_CODE for an empty code', async () => {
    const mobile = freshMobile();
    await send(mobile);
    await expect(consume(mobile, '')).rejects.toMatchObject(failure('MISSING_CODE'));
    await expect(consume(mobile, '   ')).rejects.toMatchObject(failure('MISSING_CODE'));
  });

  it('answers CODE_EXPIRED when no code was sent', async () => {
    await expect(consume(freshMobile(), '123456')).rejects.toMatchObject(failure('CODE_EXPIRED'));
  });

  it('answers CODE_EXPIRED five minutes after sending', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    advance(299);
    advance(1);
    await expect(consume(mobile, code)).rejects.toMatchObject(failure('CODE_EXPIRED'));
  });

  it('accepts the code just before it expires', async () => {
    const mobile = freshMobile();
    await send(mobile);
    advance(299);
    await expect(consume(mobile, await lastCode(mobile))).resolves.toBeUndefined();
  });

  it('answers INVALID_CODE for a wrong code and says how many tries are left', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    await expect(consume(mobile, wrong(code))).rejects.toMatchObject(
      failure('INVALID_CODE', { attemptsLeft: 4 }),
    );
    await expect(consume(mobile, 'abc')).rejects.toMatchObject(failure('INVALID_CODE', { attemptsLeft: 3 }));
    await expect(consume(mobile, code)).resolves.toBeUndefined();
  });

  it('burns the code after five wrong attempts', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    for (let left = 4; left >= 0; left--)
      await expect(consume(mobile, wrong(code))).rejects.toMatchObject(
        failure('INVALID_CODE', { attemptsLeft: left }),
      );
    await expect(consume(mobile, code)).rejects.toMatchObject(failure('CODE_EXPIRED'));
  });

  it('accepts only the newest code once a new one was sent', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const first = await lastCode(mobile);
    advance(60);
    await send(mobile);
    const second = await lastCode(mobile);
    const rows = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(rows.filter((r) => r.usedAt === null)).toHaveLength(1);
    if (first !== second) await expect(consume(mobile, first)).rejects.toMatchObject(failure('INVALID_CODE'));
    await expect(consume(mobile, second)).resolves.toBeUndefined();
  });

  it('does not accept a code for another purpose or another brand', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    await expect(consume(mobile, code, 'login')).rejects.toMatchObject(failure('CODE_EXPIRED'));
    await expect(consume(mobile, code, 'register', siam)).rejects.toMatchObject(failure('CODE_EXPIRED'));
    await expect(consume(mobile, code)).resolves.toBeUndefined();
  });

  it('lets only one of several concurrent consumes of a code succeed', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => consume(mobile, code)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('marks a code used once even when every racer read it as unused', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    const at = new Date(clock);
    const won = await Promise.all(
      Array.from({ length: 3 }, () => repo.useCode(database.db, { id: row!.id, at, maxAttempts: 5 })),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('counts every one of several concurrent wrong guesses', async () => {
    const mobile = freshMobile();
    await send(mobile);
    const code = await lastCode(mobile);
    const results = await Promise.allSettled(Array.from({ length: 7 }, () => consume(mobile, wrong(code))));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    const [row] = await database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    expect(row!.attempts).toBe(5);
    expect(row!.usedAt).not.toBeNull();
    await expect(consume(mobile, code)).rejects.toMatchObject(failure('CODE_EXPIRED'));
  });
});
