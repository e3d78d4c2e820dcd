import { readFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from './test-support.ts';

const player = { vendorCode: 'SIMV', player: 'lobby_42', currency: 'CNY' };
const transfer = (transferId: string, direction: 'IN' | 'OUT', amountMinor: string) => ({
  ...player,
  direction,
  amountMinor,
  transferId,
});

let t: TestSimulator;
beforeEach(async () => {
  t = await startTestSimulator();
});
afterEach(async () => {
  await t.stop();
});

const balance = async () => (await t.post('/api/balance', player)).body.balanceMinor;
const journal = async () => readFile(t.sim.journalPath, 'utf8');

describe('POST /api/balance', () => {
  it('answers 0 for a player never seen', async () => {
    expect(await t.post('/api/balance', player)).toEqual({
      status: 200,
      body: { ok: true, balanceMinor: '0' },
    });
  });

  it('refuses another currency once the first transfer fixed it', async () => {
    await t.post('/api/transfer', transfer('t1', 'IN', '100'));
    const other = await t.post('/api/balance', { ...player, currency: 'USD' });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('CURRENCY_MISMATCH');
    const moved = await t.post('/api/transfer', { ...transfer('t2', 'IN', '100'), currency: 'USD' });
    expect(moved.body.code).toBe('CURRENCY_MISMATCH');
  });
});

describe('POST /api/transfer', () => {
  it('moves the balance with a transfer in and then out', async () => {
    const into = await t.post('/api/transfer', transfer('in-1', 'IN', '5000'));
    expect(into).toEqual({
      status: 200,
      body: { ok: true, transferId: 'in-1', status: 'DONE', balanceMinor: '5000' },
    });
    const out = await t.post('/api/transfer', transfer('out-1', 'OUT', '1234'));
    expect(out.body).toEqual({ ok: true, transferId: 'out-1', status: 'DONE', balanceMinor: '3766' });
    expect(await balance()).toBe('3766');
  });

  it('answers a replayed transfer with its first result and applies it once', async () => {
    const first = await t.post('/api/transfer', transfer('in-1', 'IN', '5000'));
    await t.post('/api/transfer', transfer('in-2', 'IN', '100'));
    const again = await t.post('/api/transfer', transfer('in-1', 'IN', '5000'));
    expect(again).toEqual(first);
    expect(await balance()).toBe('5100');
    expect((await journal()).match(/"transferId":"in-1"/g)).toHaveLength(1);
  });

  it('refuses the same transfer id with another amount as DUPLICATE_TRANSFER', async () => {
    await t.post('/api/transfer', transfer('in-1', 'IN', '5000'));
    const dup = await t.post('/api/transfer', transfer('in-1', 'IN', '5001'));
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('DUPLICATE_TRANSFER');
    const otherDirection = await t.post('/api/transfer', transfer('in-1', 'OUT', '5000'));
    expect(otherDirection.body.code).toBe('DUPLICATE_TRANSFER');
    expect(await balance()).toBe('5000');
  });

  it('keeps transfer ids apart per vendor code', async () => {
    await t.post('/api/transfer', transfer('same-id', 'IN', '100'));
    const other = await t.post('/api/transfer', { ...transfer('same-id', 'IN', '700'), vendorCode: 'OTHER' });
    expect(other.body).toMatchObject({ ok: true, balanceMinor: '700' });
    expect(await balance()).toBe('100');
  });

  it('refuses an OUT above the balance, and the same transfer id stays refused after money arrives', async () => {
    await t.post('/api/transfer', transfer('in-1', 'IN', '1000'));
    const refused = await t.post('/api/transfer', transfer('out-1', 'OUT', '1001'));
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', transferId: 'out-1' });
    await t.post('/api/transfer', transfer('in-2', 'IN', '5000'));
    const retry = await t.post('/api/transfer', transfer('out-1', 'OUT', '1001'));
    expect(retry.status).toBe(422);
    expect(retry.body.code).toBe('INSUFFICIENT_FUNDS');
    expect(await balance()).toBe('6000');
    const status = await t.post('/api/transfer/status', {
      vendorCode: player.vendorCode,
      transferId: 'out-1',
    });
    expect(status.body).toMatchObject({ ok: true, status: 'REFUSED', direction: 'OUT', amountMinor: '1001' });
  });

  it('refuses bad amounts, currencies and ids with 400 and writes nothing', async () => {
    const bad = [
      transfer('a', 'IN', '0'),
      transfer('a', 'IN', '-5'),
      transfer('a', 'IN', '1.5'),
      transfer('a', 'IN', '0100'),
      transfer('a', 'IN', '1000000000000001'),
      { ...transfer('a', 'IN', '100'), amountMinor: 100 },
      { ...transfer('a', 'IN', '100'), currency: 'cny' },
      { ...transfer('a', 'IN', '100'), direction: 'SIDEWAYS' },
      transfer('', 'IN', '100'),
      transfer('x'.repeat(129), 'IN', '100'),
      transfer('tab\there', 'IN', '100'),
    ];
    for (const body of bad) {
      const answer = await t.post('/api/transfer', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('INVALID_REQUEST');
    }
    expect((await t.post('/api/transfer', {}, { raw: '{not json' })).status).toBe(400);
    expect(await journal()).toBe('');
    const max = await t.post('/api/transfer', transfer('max', 'IN', '1000000000000000'));
    expect(max.body.balanceMinor).toBe('1000000000000000');
  });

  it('pays exactly 20 of 50 concurrent OUTs of 1.00 against 20.00', async () => {
    await t.post('/api/transfer', transfer('fund', 'IN', '2000'));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.post('/api/transfer', transfer(`out-${i}`, 'OUT', '100'))),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 422 && a.body.code === 'INSUFFICIENT_FUNDS')).toHaveLength(30);
    expect(await balance()).toBe('0');
  });
});

describe('X-Sim-Signature', () => {
  const body = transfer('sig-1', 'IN', '100');

  it('refuses a missing, wrong or stale signature, or a changed body, with 401 and writes nothing', async () => {
    const raw = JSON.stringify(body);
    const attempts = [
      await t.post('/api/transfer', body, { secret: null }),
      await t.post('/api/transfer', body, { secret: 'not-the-secret' }),
      await t.post('/api/transfer', body, { at: new Date(Date.now() - 301_000) }),
      await t.post('/api/transfer', body, { at: new Date(Date.now() + 301_000) }),
    ];
    for (const a of attempts)
      expect(a).toEqual({
        status: 401,
        body: expect.objectContaining({ ok: false, code: 'INVALID_SIGNATURE' }),
      });

    const { signRequest, SIGNATURE_HEADER } = await import('./signature.ts');
    const signed = signRequest(
      'test-vendor-secret',
      { method: 'POST', path: '/api/transfer', body: raw },
      new Date(),
    );
    const tampered = await fetch(`${t.url}/api/transfer`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signed },
      body: raw.replace('"100"', '"900"'),
    });
    expect(tampered.status).toBe(401);
    // A transfer's signature does not fit another call, nor the body alone.
    const elsewhere = await fetch(`${t.url}/api/launch`, {
      method: 'POST',
      headers: { [SIGNATURE_HEADER]: signed },
      body: raw,
    });
    expect(elsewhere.status).toBe(401);
    expect(await journal()).toBe('');
    expect(await balance()).toBe('0');
  });

  it('signs every answer, a refusal too, over its call’s path and its exact bytes', async () => {
    const { signAnswer, verifySignature, SIGNATURE_HEADER } = await import('./signature.ts');
    const { signRequest } = await import('./signature.ts');
    const raw = JSON.stringify(body);
    const send = (path: string, secret: string) =>
      fetch(`${t.url}${path}`, {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: signRequest(secret, { method: 'POST', path, body: raw }, new Date()) },
        body: raw,
      });
    for (const [res, path] of [
      [await send('/api/balance', 'test-vendor-secret'), '/api/balance'],
      [await send('/api/balance', 'not-the-secret'), '/api/balance'],
    ] as const) {
      const text = await res.text();
      const header = res.headers.get(SIGNATURE_HEADER);
      const answer = { method: 'ANSWER', path, body: text };
      expect(verifySignature('test-vendor-secret', answer, header, new Date())).toBe(true);
      expect(
        verifySignature('test-vendor-secret', { ...answer, path: '/api/transfer' }, header, new Date()),
      ).toBe(false);
      expect(header).not.toBe(signAnswer('not-the-secret', path, text, new Date()));
    }
  });

  it('accepts a signature four minutes old', async () => {
    const ok = await t.post('/api/transfer', body, { at: new Date(Date.now() - 240_000) });
    expect(ok.status).toBe(200);
  });
});

describe('POST /api/transfer/status', () => {
  it('answers DONE with the stored result, and NOT_FOUND for an id never seen', async () => {
    await t.post('/api/transfer', transfer('in-1', 'IN', '700'));
    await t.post('/api/transfer', transfer('in-2', 'IN', '300'));
    const done = await t.post('/api/transfer/status', { vendorCode: 'SIMV', transferId: 'in-1' });
    expect(done.body).toEqual({
      ok: true,
      status: 'DONE',
      direction: 'IN',
      amountMinor: '700',
      balanceMinor: '700',
    });
    const missing = await t.post('/api/transfer/status', { vendorCode: 'SIMV', transferId: 'never' });
    expect(missing).toEqual({ status: 200, body: { ok: true, status: 'NOT_FOUND' } });
  });
});

describe('POST /api/launch', () => {
  const launch = {
    ...player,
    gameId: 'dragon-1',
    gameName: 'Dragon Tiger',
    category: 'LIVE',
    language: 'EN',
    fun: false,
  };

  it('answers a game URL under the public URL', async () => {
    const answer = await t.post('/api/launch', launch);
    expect(answer.status).toBe(200);
    expect(answer.body.gameUrl).toMatch(new RegExp(`^${t.sim.publicUrl}/play/[A-Za-z0-9_-]{32}$`));
    const page = await fetch(String(answer.body.gameUrl));
    expect(page.status).toBe(200);
  });

  it("refuses a real-money launch in another currency than the player's, but not a fun one", async () => {
    await t.post('/api/transfer', transfer('fund', 'IN', '100'));
    const real = await t.post('/api/launch', { ...launch, currency: 'USD' });
    expect(real.status).toBe(409);
    expect(real.body.code).toBe('CURRENCY_MISMATCH');
    expect((await t.post('/api/launch', { ...launch, currency: 'USD', fun: true })).status).toBe(200);
  });

  it('accepts every category, and refuses an unknown one', async () => {
    for (const category of [
      'LIVE',
      'RNG',
      'SPORTS',
      'FISH',
      'PVP',
      'ELOTT',
      'LOTT',
      'CONS',
      'ESPORTS',
      'COCKFIGHT',
    ]) {
      expect((await t.post('/api/launch', { ...launch, category })).status).toBe(200);
    }
    expect((await t.post('/api/launch', { ...launch, category: 'BINGO' })).status).toBe(400);
  });
});

describe('the rest of the HTTP face', () => {
  it('answers /healthz and a 404 envelope elsewhere', async () => {
    expect(await (await fetch(`${t.url}/healthz`)).json()).toEqual({ ok: true });
    const missing = await fetch(`${t.url}/api/nothing`, { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});
