import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEAMLESS_API, SEAMLESS_SIGNATURE_HEADER, SEAMLESS_VENDOR_ADMIN_API } from '@openlobby/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signBody, signRequest } from '../../lib/signature.ts';
import { ownerToken, seamlessKit } from './seamless-test-kit.ts';

let clock = Date.now();
const now = () => new Date(clock);
let t: TestApp;
let k: Awaited<ReturnType<typeof seamlessKit>>;
let asOwner: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
/** The external seamless vendor the tests play at, with a bound of 1,000 × the stake. */
let vendor: Awaited<ReturnType<typeof k.addVendor>>;
let sessionToken: string;
let n = 0;
const id = (p: string) => `${p}-${n++}`;

beforeAll(async () => {
  t = await createTestApp({}, { now });
  k = await seamlessKit(t, now);
  asOwner = await ownerToken(t, { now: () => clock, advance: (ms) => (clock += ms) });
  vendor = await k.addVendor('EXTS');
  await k.house.fund('player1', 100_000n);
  sessionToken = await k.launch(vendor);
});
afterAll(async () => t.close());

/** The vendor's signed call, with its key unless another is given. */
const call = (kind: keyof typeof SEAMLESS_API, payload: object, key = vendor.key) =>
  k.call(kind, { vendorCode: vendor.code, key, gameCode: vendor.gameCode }, payload);
const debit = (txId: string, amount: string, roundId = txId) =>
  call('debit', { txId, roundId, amount, sessionToken });
const balance = () => k.balanceOf();
/** A back-office address about a vendor's keys on the lobby brand. */
const adminUrl = (path: string, vendorCode: string) =>
  path.replace(':code', 'lobby').replace(':vendor', vendorCode);

describe('seamless wallet calls', () => {
  it('answers the player’s balance to a signed call', async () => {
    const res = await call('balance', {});
    expect(res).toMatchObject({ success: true, value: { currency: 'CNY', replayed: false } });
    expect(BigInt(res.value.balance)).toBe(await balance());
  });

  it('applies a replayed debit once and answers the stored result', async () => {
    const before = await balance();
    const tx = id('bet');
    const first = await debit(tx, '150');
    const again = await debit(tx, '150');
    expect(first).toMatchObject({ success: true, value: { replayed: false } });
    expect(again).toMatchObject({ success: true, value: { replayed: true, balance: first.value.balance } });
    expect(await balance()).toBe(before - 150n);
  });

  it('refuses the same transaction id with another amount as a duplicate', async () => {
    const tx = id('bet');
    await debit(tx, '100');
    const before = await balance();
    expect(await debit(tx, '101')).toMatchObject({ status: 409, errorCode: 'DUPLICATE_TRANSACTION' });
    expect(await balance()).toBe(before);
  });

  it('refuses a credit for a round it never saw', async () => {
    const before = await balance();
    const res = await call('credit', { txId: id('win'), roundId: 'no-such-round', amount: '500' });
    expect(res).toMatchObject({ status: 404, errorCode: 'ROUND_NOT_FOUND' });
    expect(await balance()).toBe(before);
  });

  it('pays a credit into the round of a debit, and zero closes a lost round', async () => {
    const round = id('round');
    await debit(id('bet'), '200', round);
    const before = await balance();
    expect((await call('credit', { txId: id('win'), roundId: round, amount: '700' })).success).toBe(true);
    expect(await balance()).toBe(before + 700n);
    expect((await call('credit', { txId: id('win'), roundId: round, amount: '0' })).success).toBe(true);
    expect(await balance()).toBe(before + 700n);
  });

  it('returns the stake on a rollback, once', async () => {
    const bet = id('bet');
    const before = await balance();
    await debit(bet, '300');
    const first = await call('rollback', { txId: id('rb'), roundId: bet, refTxId: bet });
    const second = await call('rollback', { txId: id('rb'), roundId: bet, refTxId: bet });
    expect(first.success && second.success).toBe(true);
    expect(await balance()).toBe(before);
  });

  it('records a rollback that comes before its bet and refuses the late bet', async () => {
    const bet = id('bet');
    const before = await balance();
    expect((await call('rollback', { txId: id('rb'), roundId: bet, refTxId: bet })).success).toBe(true);
    expect(await debit(bet, '400')).toMatchObject({ status: 409, errorCode: 'ROUND_CLOSED' });
    expect(await balance()).toBe(before);
  });

  it('lets only the debits that fit succeed when 50 race beyond the balance', async () => {
    const spend = await balance();
    // Leave exactly 20 stakes of 1.00 in the wallet.
    await debit(id('drain'), (spend - 2_000n).toString());
    const answers = await Promise.all(Array.from({ length: 50 }, () => debit(id('race'), '100')));
    expect(answers.filter((a) => a.success)).toHaveLength(20);
    expect(answers.filter((a) => !a.success).every((a) => a.errorCode === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect(await balance()).toBe(0n);
    expect((await k.house.ledger.verify()).ok).toBe(true);
    await k.house.fund('player1', 50_000n);
  });

  it('accepts wins and rollbacks after the game session has expired, but not bets', async () => {
    const round = id('round');
    const bet = id('bet');
    await debit(bet, '100', round);
    await debit(id('bet'), '100', round);
    await t.db.execute(sql`update game_sessions set expires_at = now() - interval '1 minute'`);
    const before = await balance();
    expect(await debit(id('bet'), '100', round)).toMatchObject({
      status: 401,
      errorCode: 'GAME_SESSION_INVALID',
    });
    expect((await call('credit', { txId: id('win'), roundId: round, amount: '250' })).success).toBe(true);
    expect((await call('rollback', { txId: id('rb'), roundId: round, refTxId: bet })).success).toBe(true);
    expect(await balance()).toBe(before + 350n);
    sessionToken = await k.launch(vendor);
  });

  it('refuses a call with a bad or stale signature and writes nothing', async () => {
    const before = await balance();
    const tx = id('bet');
    expect(
      await call('debit', { txId: tx, roundId: 'r', amount: '100', sessionToken }, 'wrong-secret-123'),
    ).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    const raw = JSON.stringify({ brand: 'lobby', player: 'player1', currency: 'CNY' });
    const path = SEAMLESS_API.balance.replace(':vendor', vendor.code);
    const stale = await t.call({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signRequest(
          vendor.key,
          { method: 'POST', path, body: raw },
          new Date(clock - 10 * 60_000),
        ),
      },
      payload: raw,
    });
    expect(stale.statusCode).toBe(401);
    expect(await balance()).toBe(before);
    expect(await k.isRecorded(vendor.code, tx)).toBe(false);
  });

  it('refuses a debit’s signature replayed as a credit, and a signature of the body alone', async () => {
    const before = await balance();
    const round = id('round');
    const raw = JSON.stringify({
      brand: 'lobby',
      player: 'player1',
      currency: 'CNY',
      gameCode: vendor.gameCode,
      txId: id('tx'),
      roundId: round,
      amount: '100',
      sessionToken,
    });
    const debitPath = SEAMLESS_API.debit.replace(':vendor', vendor.code);
    const creditPath = SEAMLESS_API.credit.replace(':vendor', vendor.code);
    const send = (path: string, signature: string) =>
      t.call({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json', [SEAMLESS_SIGNATURE_HEADER]: signature },
        payload: raw,
      });
    const debitSignature = signRequest(vendor.key, { method: 'POST', path: debitPath, body: raw }, now());
    const replayed = await send(creditPath, debitSignature);
    expect(replayed.statusCode).toBe(401);
    expect(body(replayed).errorCode).toBe('INVALID_SIGNATURE');
    const bodyOnly = await send(debitPath, signBody(vendor.key, raw, now()));
    expect(bodyOnly.statusCode).toBe(401);
    expect(await balance()).toBe(before);
    // The same bytes with their own signature are a debit.
    expect(body(await send(debitPath, debitSignature)).success).toBe(true);
  });

  it('refuses negative, fractional and oversized amounts and foreign currencies', async () => {
    const before = await balance();
    for (const amount of ['-100', '1.5', '1e3', '9999999999999999'])
      expect(await debit(id('bet'), amount)).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(await debit(id('bet'), '0')).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(
      await call('debit', { txId: id('bet'), roundId: 'r', amount: '100', sessionToken, currency: 'THB' }),
    ).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await balance()).toBe(before);
  });
});

describe('the house vendor over HTTP', () => {
  it('refuses the house vendor signed with the old default key: the 1.00 bet and 100,000.00 win of the report', async () => {
    const houseSession = await k.house.launch(await k.house.kit.tokenOf('player1', 'Player123'));
    const house = { vendorCode: k.house.slot.vendor, key: 'dev-house-wallet-secret' };
    const before = await balance();
    const round = id('house-round');
    const bet = await k.call('debit', house, {
      txId: id('bet'),
      roundId: round,
      amount: '100',
      gameCode: k.house.slot.gameCode,
      sessionToken: houseSession,
    });
    const win = await k.call('credit', house, {
      txId: id('win'),
      roundId: round,
      amount: '10000000',
      gameCode: k.house.slot.gameCode,
    });
    expect(bet).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    expect(win).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    // Nor with any external vendor's key.
    expect(await k.call('balance', { vendorCode: k.house.slot.vendor, key: vendor.key }, {})).toMatchObject({
      status: 401,
      errorCode: 'INVALID_SIGNATURE',
    });
    expect(await balance()).toBe(before);
  });

  it('has no key to rotate in the back office', async () => {
    const res = await asOwner({
      method: 'POST',
      url: SEAMLESS_VENDOR_ADMIN_API.rotateKey
        .replace(':code', 'lobby')
        .replace(':vendor', k.house.slot.vendor),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('keys per brand', () => {
  it('refuses a call signed with one brand’s key for another brand’s player and writes nothing', async () => {
    const both = await k.addVendor('EXTM', {}, ['lobby', 'siam']);
    const siam = { brand: 'siam', currency: 'THB' };
    const asLobbyKey = { vendorCode: both.code, key: both.keys.lobby!, gameCode: both.gameCode };
    const before = await k.balanceOf();
    const count = async () =>
      (
        (await t.db.execute(
          sql`select count(*)::int as n from seamless_transactions s join brands b on b.id = s.brand_id
              where b.code = 'siam' and s.vendor_code = ${both.code}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const tx = id('win');
    for (const [kind, payload] of [
      ['balance', siam],
      ['debit', { ...siam, txId: id('bet'), roundId: 'r', amount: '100', sessionToken }],
      ['credit', { ...siam, txId: tx, roundId: 'r', amount: '100' }],
      ['rollback', { ...siam, txId: id('rb'), roundId: 'r', refTxId: 'x' }],
    ] as const)
      expect(await k.call(kind, asLobbyKey, payload), kind).toMatchObject({
        status: 401,
        errorCode: 'INVALID_SIGNATURE',
      });
    expect(await count()).toBe(0);
    expect(await k.isRecorded(both.code, tx)).toBe(false);
    expect(await k.balanceOf()).toBe(before);
    // Each brand's own key signs for its own players.
    const asSiamKey = { ...asLobbyKey, key: both.keys.siam! };
    expect(await k.call('balance', asSiamKey, siam)).toMatchObject({
      success: true,
      value: { currency: 'THB' },
    });
    expect((await k.call('balance', asLobbyKey, {})).success).toBe(true);
  });

  it('refuses a call whose body names no brand or an unknown one as unsigned', async () => {
    for (const brand of ['nope', 42, ''])
      expect(await call('balance', { brand })).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
  });
});

describe('rounds only for the vendor’s own game sessions', () => {
  it('refuses a debit with another vendor’s session, the house slot’s or another player’s', async () => {
    const other = await k.addVendor('EXTO');
    const otherSession = await k.launch(other);
    const houseSession = await k.house.launch(await k.house.kit.tokenOf('player1', 'Player123'));
    const theirs = await k.launch(vendor, 'agent1');
    const before = await balance();
    for (const token of [otherSession, houseSession, theirs]) {
      const tx = id('bet');
      expect(
        await call('debit', { txId: tx, roundId: tx, amount: '100', sessionToken: token }),
      ).toMatchObject({
        status: 401,
        errorCode: 'GAME_SESSION_INVALID',
      });
      expect(await k.isRecorded(vendor.code, tx)).toBe(false);
    }
    // The other vendor's key does not sign for this vendor either.
    expect(
      await call('debit', { txId: id('bet'), roundId: 'r', amount: '100', sessionToken }, other.key),
    ).toMatchObject({
      status: 401,
      errorCode: 'INVALID_SIGNATURE',
    });
    expect(await balance()).toBe(before);
  });

  it('refuses a credit and a money-moving rollback for another vendor’s round', async () => {
    const other = await k.addVendor('EXTR');
    const round = id('round');
    const bet = id('bet');
    expect((await debit(bet, '100', round)).success).toBe(true);
    const before = await balance();
    const as = { vendorCode: other.code, key: other.key, gameCode: other.gameCode };
    expect(await k.call('credit', as, { txId: id('win'), roundId: round, amount: '100' })).toMatchObject({
      status: 404,
      errorCode: 'ROUND_NOT_FOUND',
    });
    // A rollback naming a bet it never took is kept as a marker and moves nothing.
    expect((await k.call('rollback', as, { txId: id('rb'), roundId: round, refTxId: bet })).success).toBe(
      true,
    );
    expect(await balance()).toBe(before);
  });
});

describe('the vendor’s max win per round', () => {
  let bounded: Awaited<ReturnType<typeof k.addVendor>>;
  let boundedSession: string;
  const as = () => ({ vendorCode: bounded.code, key: bounded.key, gameCode: bounded.gameCode });

  beforeAll(async () => {
    bounded = await k.addVendor('EXTB', { maxWinMultiple: 10 });
    boundedSession = await k.launch(bounded);
  });

  const bet = (round: string, amount: string) =>
    k.call('debit', as(), { txId: id('bet'), roundId: round, amount, sessionToken: boundedSession });

  it('refuses a credit above the bound with WIN_LIMIT_EXCEEDED and writes nothing', async () => {
    const round = id('round');
    expect((await bet(round, '100')).success).toBe(true);
    const before = await balance();
    const tx = id('win');
    expect(await k.call('credit', as(), { txId: tx, roundId: round, amount: '1001' })).toMatchObject({
      status: 422,
      errorCode: 'WIN_LIMIT_EXCEEDED',
    });
    expect(await balance()).toBe(before);
    expect(await k.isRecorded(bounded.code, tx)).toBe(false);
    // Up to the bound is paid, and nothing more after it.
    expect((await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '600' })).success).toBe(
      true,
    );
    expect((await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '400' })).success).toBe(
      true,
    );
    expect(await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '1' })).toMatchObject({
      errorCode: 'WIN_LIMIT_EXCEEDED',
    });
    expect(await balance()).toBe(before + 1_000n);
  });

  it('counts every stake of the round and none that was rolled back', async () => {
    const round = id('round');
    const first = id('bet');
    await k.call('debit', as(), { txId: first, roundId: round, amount: '100', sessionToken: boundedSession });
    await bet(round, '50');
    expect((await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '1500' })).success).toBe(
      true,
    );
    // Taking the first bet back would leave 15.00 paid on 0.50: refused, nothing moves.
    const before = await balance();
    expect(await k.call('rollback', as(), { txId: id('rb'), roundId: round, refTxId: first })).toMatchObject({
      status: 422,
      errorCode: 'WIN_LIMIT_EXCEEDED',
    });
    expect(await balance()).toBe(before);
  });

  it('lets parallel credits on one round pay together no more than the bound', async () => {
    const round = id('round');
    expect((await bet(round, '100')).success).toBe(true);
    const before = await balance();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        k.call('credit', as(), { txId: id('win'), roundId: round, amount: '100' }),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(10);
    expect(answers.filter((a) => !a.success).every((a) => a.errorCode === 'WIN_LIMIT_EXCEEDED')).toBe(true);
    expect(await balance()).toBe(before + 1_000n);
    expect(await k.roundTotals(bounded.code, round)).toEqual({ stakeMinor: 100n, creditedMinor: 1_000n });
  });

  it('keeps the bound when a rollback races the credits of its round', async () => {
    const round = id('round');
    const first = id('bet');
    await k.call('debit', as(), { txId: first, roundId: round, amount: '100', sessionToken: boundedSession });
    await bet(round, '100');
    const before = await balance();
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, () =>
        k.call('credit', as(), { txId: id('win'), roundId: round, amount: '100' }),
      ),
      k.call('rollback', as(), { txId: id('rb'), roundId: round, refTxId: first }),
    ]);
    expect(answers.every((a) => a.success || a.errorCode === 'WIN_LIMIT_EXCEEDED')).toBe(true);
    const totals = await k.roundTotals(bounded.code, round);
    expect(totals.creditedMinor).toBeLessThanOrEqual(totals.stakeMinor * 10n);
    expect(await balance()).toBe(before + totals.creditedMinor + (200n - totals.stakeMinor));
    expect((await k.house.ledger.verify()).ok).toBe(true);
  });

  it('follows a new bound set in the back office at once', async () => {
    const patch = await asOwner({
      method: 'PATCH',
      url: adminUrl(SEAMLESS_VENDOR_ADMIN_API.vendor, bounded.code),
      payload: { maxWinMultiple: 2 },
    });
    expect(body(patch)).toMatchObject({ success: true, value: { maxWinMultiple: 2 } });
    const round = id('round');
    await bet(round, '100');
    expect(await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '201' })).toMatchObject({
      errorCode: 'WIN_LIMIT_EXCEEDED',
    });
    expect((await k.call('credit', as(), { txId: id('win'), roundId: round, amount: '200' })).success).toBe(
      true,
    );
  });
});

describe('key rotation', () => {
  const rotate = async (code: string) =>
    body(await asOwner({ method: 'POST', url: adminUrl(SEAMLESS_VENDOR_ADMIN_API.rotateKey, code) }));
  const endRotation = async (code: string) =>
    body(await asOwner({ method: 'POST', url: adminUrl(SEAMLESS_VENDOR_ADMIN_API.endRotation, code) }));
  const balanceWith = (v: { code: string; gameCode: string }, key: string) =>
    k.call('balance', { vendorCode: v.code, key, gameCode: v.gameCode }, {});

  it('accepts both keys during a rotation and only the new one after it ends', async () => {
    const v = await k.addVendor('EXTK');
    const oldKey = v.key;
    const rotated = await rotate(v.code);
    expect(rotated.success).toBe(true);
    const newKey = rotated.value.key as string;
    expect(newKey).not.toBe(oldKey);
    expect(newKey.length).toBeGreaterThanOrEqual(43);
    expect((await balanceWith(v, oldKey)).success).toBe(true);
    expect((await balanceWith(v, newKey)).success).toBe(true);
    expect((await endRotation(v.code)).value.rotation).toBeNull();
    expect(await balanceWith(v, oldKey)).toMatchObject({ status: 401, errorCode: 'INVALID_SIGNATURE' });
    expect((await balanceWith(v, newKey)).success).toBe(true);
  });

  it('reads a key back only as a fingerprint', async () => {
    const v = await k.addVendor('EXTF');
    const rotated = await rotate(v.code);
    const newKey = rotated.value.key as string;
    const one = await asOwner({
      method: 'GET',
      url: adminUrl(SEAMLESS_VENDOR_ADMIN_API.vendor, v.code),
    });
    const list = await asOwner({ method: 'GET', url: adminUrl(SEAMLESS_VENDOR_ADMIN_API.list, '') });
    for (const res of [one, list]) {
      expect(res.body).not.toContain(newKey);
      expect(res.body).not.toContain(v.key);
    }
    expect(body(one).value).toMatchObject({
      code: v.code,
      key: { fingerprint: expect.stringMatching(/^sha256:[0-9a-f]{16}$/) },
      rotation: { previousFingerprint: expect.stringMatching(/^sha256:[0-9a-f]{16}$/) },
    });
    expect(body(one).value.key.fingerprint).toBe(rotated.value.settings.key.fingerprint);
  });
});

describe('the ledger', () => {
  it('stays provable after all of it', async () => {
    expect(await k.house.ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
