import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from './test-support.ts';

const player = { vendorCode: 'SIMV', player: 'lobby_9', currency: 'CNY' };
const transfer = (transferId: string, amountMinor = '500') => ({
  ...player,
  direction: 'IN',
  amountMinor,
  transferId,
});
const status = (transferId: string) => t.post('/api/transfer/status', { vendorCode: 'SIMV', transferId });

let t: TestSimulator;
beforeEach(async () => {
  t = await startTestSimulator();
});
afterEach(async () => {
  await t.stop();
});

describe('POST /api/faults (the fault injection)', () => {
  it('hang-after-apply journals the transfer but the caller never gets an answer; status says DONE', async () => {
    expect((await t.post('/api/faults', { mode: 'hang-after-apply' })).body).toEqual({
      ok: true,
      mode: 'hang-after-apply',
      count: 1,
      hangMs: 0,
    });
    await expect(t.post('/api/transfer', transfer('lost-answer'))).rejects.toThrow();
    expect((await status('lost-answer')).body).toMatchObject({
      ok: true,
      status: 'DONE',
      amountMinor: '500',
    });

    const retry = await t.post('/api/transfer', transfer('lost-answer'));
    expect(retry.body).toMatchObject({ ok: true, status: 'DONE', balanceMinor: '500' });
    expect((await t.post('/api/balance', player)).body.balanceMinor).toBe('500');
  });

  it("hang-after-apply with hangMs holds the call open until the caller's own timeout fires", async () => {
    await t.post('/api/faults', { mode: 'hang-after-apply', hangMs: 60_000 });
    const started = Date.now();
    await expect(
      t.post('/api/transfer', transfer('slow'), { signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow(/aborted|timeout/i);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await status('slow')).body.status).toBe('DONE');
  });

  it('fail-before-apply answers 503 for `count` transfers without applying them, then clears itself', async () => {
    await t.post('/api/faults', { mode: 'fail-before-apply', count: 2 });
    for (const id of ['f1', 'f2']) {
      const answer = await t.post('/api/transfer', transfer(id));
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe('FAULT_INJECTED');
      expect((await status(id)).body.status).toBe('NOT_FOUND');
    }
    expect((await t.post('/api/transfer', transfer('f1'))).status).toBe(200);
    expect((await t.post('/api/balance', player)).body.balanceMinor).toBe('500');
  });

  it('mode none clears a pending fault', async () => {
    await t.post('/api/faults', { mode: 'fail-before-apply', count: 5 });
    expect((await t.post('/api/faults', { mode: 'none' })).body).toMatchObject({ mode: 'none', count: 0 });
    expect((await t.post('/api/transfer', transfer('ok'))).status).toBe(200);
  });

  it('is signed like every other call', async () => {
    const answer = await t.post('/api/faults', { mode: 'fail-before-apply' }, { secret: 'wrong' });
    expect(answer.status).toBe(401);
    expect((await t.post('/api/transfer', transfer('still-fine'))).status).toBe(200);
  });
});
