import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ADMIN_FEEDBACK_API as ADMIN, ENVELOPES_API as API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import { ownerToken } from '../wallet/seamless-test-kit.ts';
import { drawEnvelope } from './envelope-draw.ts';
import { envelopeOpens, envelopeRains } from './envelopes.schema.ts';
import { createEnvelopesService, type EnvelopesService } from './envelopes.service.ts';

/**
 * Red-envelope rains through HTTP on a fresh database: an operator schedules one (audited, a
 * retry makes one rain), a member sees it and opens one envelope however many parallel requests
 * ask, paid as one BONUS entry keyed per rain and member; many members racing never spend more
 * than the pool; the draws replay from the seed revealed after the end; the ledger verifies.
 */
let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let ledger: Ledger;
let svc: EnvelopesService;
let brand: TBrand;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
let player: string;
let serial = 0;
const kit = () => identityKit(t);
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

async function schedule(p: Partial<Record<string, unknown>> = {}) {
  return asOwner({
    method: 'POST',
    url: `${ADMIN.envelopes}?brand=lobby`,
    payload: {
      startsAt: new Date(clock - 60_000).toISOString(),
      endsAt: new Date(clock + 3_600_000).toISOString(),
      poolMinor: 10_000,
      count: 10,
      minMinor: 100,
      maxMinor: 5_000,
      requestId: `rain-${serial++}-${Date.now()}`,
      ...p,
    },
  });
}

async function newMember() {
  const [m] = await t.db
    .insert(members)
    .values({
      brandId: brand.id,
      account: `env${serial++}x${Date.now() % 100000}`,
      nickname: 'e',
      type: 0,
      passwordHash: 'x',
    })
    .returning();
  return m!.id;
}

beforeAll(async () => {
  t = await createTestApp({}, { now });
  ledger = createLedger({ db: t.db });
  const [b] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
  brand = b as TBrand;
  svc = createEnvelopesService({ db: t.db, ledger, now });
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  player = await kit().tokenOf('player1', 'Player123');
});
afterAll(async () => t.close());

describe('scheduling a rain', () => {
  it('makes one rain per request id, audited once, its seed hash published and the seed kept back', async () => {
    const requestId = `rain-once-${Date.now()}`;
    const [a, b] = await Promise.all([schedule({ requestId }), schedule({ requestId })]);
    expect(a.statusCode, a.body).toBe(200);
    expect(body(b).value.id).toBe(body(a).value.id);
    expect(body(a).value).toMatchObject({ poolMinor: '10000', remainingCount: 10, serverSeed: null });
    expect(body(a).value.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const audits = await rows<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'envelope.schedule'`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it.each([
    ['a pool below count × min', { poolMinor: 500, count: 10, minMinor: 100 }],
    ['a pool above count × max', { poolMinor: 60_000, count: 10, maxMinor: 5_000 }],
    ['an end before the start', { endsAt: new Date(clock - 120_000).toISOString() }],
    ['max below min', { minMinor: 900, maxMinor: 800, poolMinor: 8_500 }],
    ['a zero count', { count: 0 }],
  ])('refuses %s and writes nothing', async (_name, p) => {
    const before = await t.db.$count(envelopeRains);
    const res = await schedule(p);
    expect(res.statusCode).toBe(400);
    expect(body(res).errorCode).toBe('VALIDATION_FAILED');
    expect(await t.db.$count(envelopeRains)).toBe(before);
  });
});

describe('opening an envelope', () => {
  it('shows a visitor the rain without an envelope of their own, and refuses the open', async () => {
    const rain = body(await schedule()).value;
    const cur = body(await t.call({ method: 'GET', url: API.current })).value.rain;
    expect(cur).toMatchObject({ opened: null });
    const res = await t.call({ method: 'POST', url: API.open.replace(':id', String(rain.id)) });
    expect(res.statusCode).toBe(401);
    expect(body(res).errorCode).toBe('NOT_LOGGED_IN');
  });

  it('pays a member once however many parallel opens ask, as one BONUS entry', async () => {
    // the earlier tests' rains end, so this one is the rain the site shows
    await t.db.execute(sql`update envelope_rains set ends_at = starts_at + interval '1 second'`);
    const rain = body(await schedule()).value;
    const open = () =>
      kit().withToken(player, { method: 'POST', url: API.open.replace(':id', String(rain.id)) });
    const answers = await Promise.all(Array.from({ length: 20 }, open));
    expect(
      answers.every((r) => r.statusCode === 200),
      answers[0]!.body,
    ).toBe(true);
    expect(new Set(answers.map((r) => body(r).value.amountMinor)).size).toBe(1);
    const entries = await rows<{ n: number }>(
      sql`select count(*)::int as n from journal_entries where kind = 'BONUS' and idempotency_key like ${`envelope:${rain.id}:%`}`,
    );
    expect(entries[0]!.n).toBe(1);
    const [left] = await t.db.select().from(envelopeRains).where(eq(envelopeRains.id, rain.id));
    expect(left!.remainingCount).toBe(9);
    expect(left!.remainingMinor).toBe(10_000n - BigInt(body(answers[0]!).value.amountMinor));
    const cur = await kit().withToken(player, { method: 'GET', url: API.current });
    expect(body(cur).value.rain.opened).toEqual({ amountMinor: body(answers[0]!).value.amountMinor });
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('spends exactly the pool across members racing for fewer envelopes than they are', async () => {
    const rain = body(await schedule({ poolMinor: 3_000, count: 8, minMinor: 100, maxMinor: 900 })).value;
    const racers = await Promise.all(Array.from({ length: 20 }, newMember));
    const out = await Promise.allSettled(racers.map((m) => svc.open(brand, m, rain.id)));
    const paid = out.flatMap((r) => (r.status === 'fulfilled' ? [BigInt(r.value.amountMinor)] : []));
    expect(paid).toHaveLength(8);
    expect(paid.reduce((s, a) => s + a, 0n)).toBe(3_000n);
    expect(paid.every((a) => a >= 100n && a <= 900n)).toBe(true);
    const refused = out.flatMap((r) => (r.status === 'rejected' ? [r.reason.code] : []));
    expect(new Set(refused)).toEqual(new Set(['OPERATION_NOT_ALLOWED']));
    const [left] = await t.db.select().from(envelopeRains).where(eq(envelopeRains.id, rain.id));
    expect(left).toMatchObject({ remainingMinor: 0n, remainingCount: 0 });
    expect((await ledger.verify()).ok).toBe(true);

    // after the end the seed is revealed and every draw replays from it
    clock += 2 * 3_600_000;
    const listed = body(await asOwner({ method: 'GET', url: `${ADMIN.envelopes}?brand=lobby` })).value.items;
    const ended = listed.find((r: { id: number }) => r.id === rain.id);
    expect(createHash('sha256').update(ended.serverSeed).digest('hex')).toBe(ended.serverSeedHash);
    const opens = await t.db
      .select()
      .from(envelopeOpens)
      .where(eq(envelopeOpens.rainId, rain.id))
      .orderBy(envelopeOpens.nonce);
    let remainingMinor = 3_000n;
    for (const o of opens) {
      const left = { remainingMinor, remainingCount: 8 - o.nonce, minMinor: 100n, maxMinor: 900n };
      expect(
        drawEnvelope(ended.serverSeed, { rainId: rain.id, memberId: o.memberId, nonce: o.nonce }, left),
      ).toBe(o.amountMinor);
      remainingMinor -= o.amountMinor;
    }
  });

  it('refuses an open once the rain has ended and writes nothing', async () => {
    const rain = body(await schedule({ endsAt: new Date(clock + 60_000).toISOString() })).value;
    clock += 120_000;
    const m = await newMember();
    await expect(svc.open(brand, m, rain.id)).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    expect(await t.db.$count(envelopeOpens, eq(envelopeOpens.rainId, rain.id))).toBe(0);
  });

  it("answers NOT_FOUND for another brand's or an unknown rain", async () => {
    const res = await kit().withToken(player, { method: 'POST', url: API.open.replace(':id', '999999') });
    expect(res.statusCode).toBe(404);
    expect(body(res).errorCode).toBe('NOT_FOUND');
  });
});
