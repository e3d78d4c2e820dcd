import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SEAMLESS_API, SEAMLESS_SIGNATURE_HEADER } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signBody } from '../../lib/signature.ts';
import { houseKit } from '../house/house-test-kit.ts';

const SECRET = 'dev-house-wallet-secret';
let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let sessionToken: string;
let n = 0;
const id = (p: string) => `${p}-${n++}`;

beforeAll(async () => {
  t = await createTestApp();
  k = await houseKit(t);
  await k.fund('player1', 100_000n);
  sessionToken = await k.launch(await k.kit.tokenOf('player1', 'Player123'));
});
afterAll(async () => t.close());

/** A vendor's signed call to the seamless wallet. */
async function call(kind: keyof typeof SEAMLESS_API, payload: object, secret = SECRET) {
  const raw = JSON.stringify({
    brand: 'lobby',
    player: 'player1',
    currency: 'CNY',
    gameCode: k.slot.gameCode,
    ...payload,
  });
  const res = await t.call({
    method: 'POST',
    url: SEAMLESS_API[kind].replace(':vendor', k.slot.vendor),
    headers: {
      'content-type': 'application/json',
      [SEAMLESS_SIGNATURE_HEADER]: signBody(secret, raw, new Date()),
    },
    payload: raw,
  });
  return { status: res.statusCode, ...body(res) };
}
const debit = (txId: string, amount: string, roundId = txId) =>
  call('debit', { txId, roundId, amount, sessionToken });
const balance = async () => BigInt((await call('balance', {})).value.balance);

describe('seamless wallet calls', () => {
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
    expect((await k.ledger.verify()).ok).toBe(true);
    await k.fund('player1', 50_000n);
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
    sessionToken = await k.launch(await k.kit.tokenOf('player1', 'Player123'));
  });

  it('refuses a call with a bad or stale signature and writes nothing', async () => {
    const before = await balance();
    expect(
      await call('debit', { txId: id('bet'), roundId: 'r', amount: '100', sessionToken }, 'wrong-secret-123'),
    ).toMatchObject({
      status: 401,
      errorCode: 'INVALID_SIGNATURE',
    });
    const raw = JSON.stringify({ brand: 'lobby', player: 'player1', currency: 'CNY' });
    const stale = await t.call({
      method: 'POST',
      url: SEAMLESS_API.balance.replace(':vendor', k.slot.vendor),
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_SIGNATURE_HEADER]: signBody(SECRET, raw, new Date(Date.now() - 10 * 60_000)),
      },
      payload: raw,
    });
    expect(stale.statusCode).toBe(401);
    expect(await balance()).toBe(before);
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

  it('keeps the ledger provable after all of it', async () => {
    expect(await k.ledger.verify()).toMatchObject({ ok: true, problems: [] });
  });
});
