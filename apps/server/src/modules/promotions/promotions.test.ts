import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PROMOTIONS_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { members } from '../identity/identity.schema.ts';
import { createLedger, type Ledger } from '../ledger/ledger.service.ts';
import { turnoverOwed } from '../payments/turnover.ts';
import { brands } from '../system/system.schema.ts';
import type { TBrand } from '../system/system.service.ts';
import { bonuses, promotions } from './promotions.schema.ts';
import { createPromotionsService, type PromotionsService } from './promotions.service.ts';

/**
 * The bonus engine on a fresh database: a deposit-match promotion joined, a deposit, the claim
 * paid once under 20 parallel requests, its wagering added to the withdrawal check, bets moving
 * its progress, and a cancel taking back what the wallet holds.
 */
let t: TestApp;
let ledger: Ledger;
let svc: PromotionsService;
let brand: TBrand;
let serial = 0;

async function newMember() {
  const [m] = await t.db
    .insert(members)
    .values({
      brandId: brand.id,
      account: `promo${serial++}x${Date.now() % 100000}`,
      nickname: 'p',
      type: 0,
      passwordHash: 'x',
    })
    .returning();
  return m!.id;
}

async function move(memberId: number, kind: 'DEPOSIT' | 'BET' | 'WIN', amountMinor: bigint) {
  const main = await ledger.memberAccount(ledger.db, {
    brandId: brand.id,
    memberId,
    kind: 'MAIN',
    currency: brand.currencyCode,
  });
  const other = await ledger.brandAccount(ledger.db, {
    brandId: brand.id,
    kind: kind === 'DEPOSIT' ? 'CASH_IN_TRANSIT' : 'GAME_REVENUE',
    currency: brand.currencyCode,
  });
  const signed = kind === 'BET' ? -amountMinor : amountMinor;
  await ledger.post({
    brandId: brand.id,
    kind,
    idempotencyKey: `promo-test-${kind}-${memberId}-${serial++}`,
    payload: {},
    memberId,
    postings: [
      { accountId: main, amountMinor: signed },
      { accountId: other, amountMinor: -signed },
    ],
  });
}

/** A deposit credited to `memberId`: its main account and balance before the bonus. */
async function newMemberDeposit(memberId: number, amountMinor: bigint) {
  await move(memberId, 'DEPOSIT', amountMinor);
  const main = await ledger.memberAccount(ledger.db, {
    brandId: brand.id,
    memberId,
    kind: 'MAIN',
    currency: brand.currencyCode,
  });
  return { main, balance: await ledger.balanceOf(main) };
}

const owed = (memberId: number) => turnoverOwed(t.db, ledger, { brandId: brand.id, memberId, percent: 100 });

async function newPromotion(state = 'ACTIVE') {
  const [p] = await t.db
    .insert(promotions)
    .values({
      brandId: brand.id,
      category: 'NEWBIE',
      kind: 'DEPOSIT_MATCH',
      title: { EN: 'Match' },
      rule: {
        kind: 'DEPOSIT_MATCH',
        percentBps: 5_000,
        capMinor: 20_000,
        minDepositMinor: 1_000,
        turnoverMultiplier: 10,
      },
      startsAt: new Date(Date.now() - 60_000),
      state,
    })
    .returning();
  return p!;
}

beforeAll(async () => {
  t = await createTestApp();
  ledger = createLedger({ db: t.db });
  const [b] = await t.db.select().from(brands).where(eq(brands.code, 'lobby'));
  brand = b as TBrand;
  svc = createPromotionsService({
    db: t.db,
    ledger,
    now: () => new Date(),
    turnoverPercent: async () => 100,
  });
});
afterAll(async () => t.close());

describe('deposit-match bonus', () => {
  it('is claimable after a deposit, paid once to 20 parallel claims, and the ledger verifies', async () => {
    const p = await newPromotion();
    const member = await newMember();
    expect((await svc.join(brand, member, p.id)).state).toBe('IN_PROGRESS');
    await expect(svc.claim(brand, member, p.id)).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    await move(member, 'DEPOSIT', 10_000n);
    expect((await svc.findPromotions(brand, member)).find((x) => x.id === p.id)?.state).toBe('CLAIM');
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => svc.claim(brand, member, p.id)),
    );
    const paid = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    expect(new Set(paid).size).toBe(1);
    const rows = await t.db.select().from(bonuses).where(eq(bonuses.memberId, member));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountMinor).toBe(5_000n);
    const entries = (await t.db.execute(
      sql`select count(*)::int as n from journal_entries where kind = 'BONUS' and member_id = ${member}`,
    )) as unknown as { rows: { n: number }[] };
    expect(entries.rows[0]!.n).toBe(1);
    expect(
      await ledger.balanceOf(
        await ledger.memberAccount(ledger.db, {
          brandId: brand.id,
          memberId: member,
          kind: 'MAIN',
          currency: brand.currencyCode,
        }),
      ),
    ).toBe(15_000n);
    // deposit 10 000 at 100 % plus the bonus's 50 000
    expect(await owed(member)).toBe(60_000n);
    expect((await svc.findPromotions(brand, member)).find((x) => x.id === p.id)?.state).toBe('CLAIMED');
    expect((await ledger.verify()).ok).toBe(true);
  });

  it('moves its progress with bets placed after it, not before, and the withdrawal check follows', async () => {
    const p = await newPromotion();
    const member = await newMember();
    await move(member, 'DEPOSIT', 100_000n);
    await move(member, 'BET', 90_000n);
    await svc.join(brand, member, p.id);
    await move(member, 'DEPOSIT', 2_000n);
    await svc.claim(brand, member, p.id);
    const [b] = await svc.findMyBonuses(brand, member);
    expect(b).toMatchObject({ amountMinor: 1_000n, turnoverRequiredMinor: 10_000n, progressMinor: 0n });
    // owed before: 102 000 − 90 000 = 12 000; the bonus adds its 10 000
    expect(await owed(member)).toBe(22_000n);
    await move(member, 'BET', 4_000n);
    expect((await svc.findMyBonuses(brand, member))[0]!.progressMinor).toBe(4_000n);
    await move(member, 'WIN', 20_000n);
    await move(member, 'BET', 18_000n);
    expect(await owed(member)).toBe(0n);
    expect((await svc.findMyBonuses(brand, member))[0]).toMatchObject({
      progressMinor: 10_000n,
      status: 'COMPLETED',
    });
  });

  it('a bonus wagered already before it was issued still asks its full requirement', async () => {
    const p = await newPromotion();
    const member = await newMember();
    await svc.join(brand, member, p.id);
    await move(member, 'DEPOSIT', 2_000n);
    await move(member, 'BET', 50_000n - 48_000n);
    await move(member, 'DEPOSIT', 60_000n);
    await move(member, 'BET', 60_000n);
    expect(await owed(member)).toBe(0n);
    await svc.claim(brand, member, p.id);
    expect(await owed(member)).toBe(10_000n);
  });

  it('refuses a claim of a closed promotion, writing nothing', async () => {
    const p = await newPromotion('CLOSED');
    const member = await newMember();
    await move(member, 'DEPOSIT', 10_000n);
    await expect(svc.join(brand, member, p.id)).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    await expect(svc.claim(brand, member, p.id)).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    expect(await t.db.select().from(bonuses).where(eq(bonuses.memberId, member))).toHaveLength(0);
  });

  it('a cancel takes back what the wallet holds and the remaining requirement', async () => {
    const p = await newPromotion();
    const member = await newMember();
    await svc.join(brand, member, p.id);
    await move(member, 'DEPOSIT', 10_000n);
    const b = await svc.claim(brand, member, p.id);
    await move(member, 'BET', 12_000n);
    // 15 000 − 12 000 = 3 000 left of the bonus's 5 000; 12 000 bet: deposit 10 000 + 2 000 of the bonus's 50 000
    const out = await svc.cancel(brand, b.id, 'ops');
    expect(out).toEqual({ cancelledMinor: 3_000n, removedTurnoverMinor: 38_000n });
    expect(await owed(member)).toBe(10_000n);
    await expect(svc.cancel(brand, b.id, 'ops')).rejects.toMatchObject({ code: 'OPERATION_NOT_ALLOWED' });
    expect((await ledger.verify()).ok).toBe(true);
  });
});

describe('applications', () => {
  const PNG = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.alloc(32, 1),
  ]);
  const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);
  const b64 = (b: Buffer) => b.toString('base64');
  const count = async () => {
    const r = (await t.db.execute(
      sql`select (select count(*) from promotion_applications)::int + (select count(*) from promotion_application_images)::int + (select count(*) from promotion_participations)::int as n`,
    )) as unknown as { rows: { n: number }[] };
    return r.rows[0]!.n;
  };
  async function manualPromotion() {
    const [p] = await t.db
      .insert(promotions)
      .values({
        brandId: brand.id,
        category: 'DAILY',
        kind: 'MANUAL',
        title: { EN: 'Apply' },
        rule: { kind: 'MANUAL', needsApplication: true, turnoverMultiplier: 1 },
        startsAt: new Date(Date.now() - 60_000),
        state: 'ACTIVE',
      })
      .returning();
    return p!;
  }

  it.each([
    ['an over-long remark', { remark: 'x'.repeat(141), images: [] as string[] }],
    ['a 4th image', { remark: 'ok', images: [b64(PNG), b64(PNG), b64(PNG), b64(PNG)] }],
    ['a renamed .exe', { remark: 'ok', images: [b64(EXE)] }],
    [
      'an image over 5 MB',
      { remark: 'ok', images: [b64(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]))] },
    ],
  ])('refuses %s, writing nothing', async (_, req) => {
    const p = await manualPromotion();
    const member = await newMember();
    const before = await count();
    await expect(svc.apply(brand, member, { promotionId: p.id, ...req })).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
    expect(await count()).toBe(before);
  });

  it('stores a png with its detected type; another member cannot read it', async () => {
    const p = await manualPromotion();
    const member = await newMember();
    const other = await newMember();
    const app = await svc.apply(brand, member, {
      promotionId: p.id,
      remark: '你好'.repeat(70),
      images: [b64(PNG)],
    });
    expect(app.status).toBe('APPLYING');
    expect((await svc.getApplicationImage(brand, member, app.id, 0)).contentType).toBe('image/png');
    await expect(svc.getApplicationImage(brand, other, app.id, 0)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await svc.findPromotions(brand, member)).find((x) => x.id === p.id)?.state).toBe('APPLYING');
    await expect(
      svc.apply(brand, member, { promotionId: p.id, remark: 'again', images: [] }),
    ).rejects.toMatchObject({
      code: 'OPERATION_NOT_ALLOWED',
    });
  });
});

describe('POST /wps/promotions/apply (HTTP)', () => {
  it('answers a clear envelope error for a bad body and a missing login', async () => {
    const token = await identityKit(t).tokenOf('player1', 'Player123');
    const bad = await identityKit(t).withToken(token, {
      method: 'POST',
      url: PROMOTIONS_API.apply,
      payload: { promotionId: 1, remark: 'x'.repeat(141), images: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
    const anon = await t.app.inject({ method: 'GET', url: PROMOTIONS_API.myBonuses });
    expect(JSON.parse(anon.body).success).toBe(false);
    const mine = await identityKit(t).withToken(token, { method: 'GET', url: PROMOTIONS_API.list });
    expect(JSON.parse(mine.body).success).toBe(true);
  });
});

describe(`POST ${PROMOTIONS_API.claim} (HTTP)`, () => {
  it('pays the demo deposit match once to 20 parallel claims after a deposit, and the ledger verifies', async () => {
    const kit = identityKit(t);
    const token = await kit.tokenOf('player1', 'Player123');
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      kit.withToken(token, { method, url, ...(payload ? { payload } : {}) });
    const list = body(await call('GET', PROMOTIONS_API.list)).value as { id: number; kind: string }[];
    const match = list.find((p) => p.kind === 'DEPOSIT_MATCH')!;
    expect(body(await call('POST', PROMOTIONS_API.join, { promotionId: match.id })).value.state).toBe(
      'IN_PROGRESS',
    );
    const [m] = await t.db
      .select()
      .from(members)
      .where(and(eq(members.brandId, brand.id), eq(members.account, 'player1')));
    const before = await newMemberDeposit(m!.id, 20_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', PROMOTIONS_API.claim, { promotionId: match.id })),
    );
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    const ids = new Set(answers.map((r) => body(r).value.id as number));
    expect(ids.size).toBe(1);
    // 100 % of 200.00, 1× wagering
    expect(body(answers[0]!).value).toMatchObject({ amount: 200, turnoverRequired: 200 });
    const paid = await t.db.select().from(bonuses).where(eq(bonuses.memberId, m!.id));
    expect(paid).toHaveLength(1);
    expect(await ledger.balanceOf(before.main)).toBe(before.balance + 20_000n);
    expect((await ledger.verify()).ok).toBe(true);
  });
});

describe('raffle', () => {
  it('draws from the published seed, pays once to parallel claims', async () => {
    const { createHash } = await import('node:crypto');
    const { drawRaffle } = await import('./promotion-rules.ts');
    const seed = 'cd'.repeat(32);
    const rule = {
      kind: 'RAFFLE' as const,
      prizes: [
        { amountMinor: 300, weight: 1 },
        { amountMinor: 900, weight: 1 },
      ],
      turnoverMultiplier: 2,
    };
    const [p] = await t.db
      .insert(promotions)
      .values({
        brandId: brand.id,
        category: 'DAILY',
        kind: 'RAFFLE',
        title: { EN: 'Raffle' },
        rule,
        startsAt: new Date(Date.now() - 60_000),
        state: 'ACTIVE',
        serverSeed: seed,
        serverSeedHash: createHash('sha256').update(seed).digest('hex'),
      })
      .returning();
    const member = await newMember();
    const out = await Promise.all(Array.from({ length: 10 }, () => svc.claimRaffle(brand, member, p!.id)));
    expect(new Set(out.map((o) => o.bonusId)).size).toBe(1);
    expect(out[0]!.amountMinor).toBe(
      BigInt(rule.prizes[drawRaffle(rule, seed, member, 0).index]!.amountMinor),
    );
    expect(await t.db.select().from(bonuses).where(eq(bonuses.memberId, member))).toHaveLength(1);
    expect((await ledger.verify()).ok).toBe(true);
  });
});
