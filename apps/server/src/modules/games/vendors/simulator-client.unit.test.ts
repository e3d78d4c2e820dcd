import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulator, type TRunningSimulator } from '../../../../../vendor-sim/src/main.ts';
import {
  createSimulatorClient,
  SIMULATOR_SIGNATURE_HEADER,
  signSimulatorAnswer,
  signSimulatorCall,
  VendorRefusedError,
  VendorUnreachableError,
} from './simulator-client.ts';

const secret = 'client-test-secret';
let sim: TRunningSimulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'simulator-client-'));
  sim = await startSimulator({ dataDir, secret, port: 0 });
});
afterAll(async () => {
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
});

const client = (over: Partial<Parameters<typeof createSimulatorClient>[0]> = {}) =>
  createSimulatorClient({ baseUrl: sim.url, secret, ...over });

/** Sets the simulator's fault injection, signed like any call. */
async function setFault(fault: { mode: string; count?: number; hangMs?: number }) {
  const body = JSON.stringify(fault);
  const res = await fetch(`${sim.url}/api/faults`, {
    method: 'POST',
    headers: {
      [SIMULATOR_SIGNATURE_HEADER]: signSimulatorCall(secret, '/api/faults', body, new Date()),
      'content-type': 'application/json',
    },
    body,
  });
  expect(res.status).toBe(200);
}

const caught = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected a rejection');
};

let seq = 0;
const member = () => ({ vendorCode: 'SIMV', player: `lobby_${++seq}`, currency: 'CNY' });

describe('createSimulatorClient', () => {
  it('signs requests the simulator accepts: balance, transfers, status and launch', async () => {
    const c = client();
    const p = member();
    expect(await c.balance(p)).toEqual({ balanceMinor: 0n });
    expect(await c.transfer({ ...p, direction: 'IN', amountMinor: 12_345n, transferId: 'c-in-1' })).toEqual({
      transferId: 'c-in-1',
      status: 'DONE',
      balanceMinor: 12_345n,
    });
    expect(
      await c.transfer({ ...p, direction: 'OUT', amountMinor: 345n, transferId: 'c-out-1' }),
    ).toMatchObject({
      balanceMinor: 12_000n,
    });
    expect(await c.balance(p)).toEqual({ balanceMinor: 12_000n });
    expect(await c.transferStatus({ vendorCode: 'SIMV', transferId: 'c-in-1' })).toEqual({
      status: 'DONE',
      direction: 'IN',
      amountMinor: 12_345n,
      balanceMinor: 12_345n,
    });
    expect(await c.transferStatus({ vendorCode: 'SIMV', transferId: 'never-sent' })).toEqual({
      status: 'NOT_FOUND',
    });

    const { gameUrl } = await c.launch({
      ...p,
      gameId: 'g-1',
      gameName: 'Lucky Dice',
      category: 'RNG',
      language: 'EN',
      fun: false,
    });
    expect(gameUrl.startsWith(`${sim.publicUrl}/play/`)).toBe(true);
    expect((await fetch(gameUrl)).status).toBe(200);
  });

  it('answers a retried transfer with its first result', async () => {
    const c = client();
    const t = { ...member(), direction: 'IN' as const, amountMinor: 500n, transferId: 'c-retry' };
    const first = await c.transfer(t);
    expect(await c.transfer(t)).toEqual(first);
  });

  it('maps 422 to VendorRefusedError with its code', async () => {
    const c = client();
    const err = await caught(
      c.transfer({ ...member(), direction: 'OUT', amountMinor: 1n, transferId: 'c-broke' }),
    );
    expect(err).toBeInstanceOf(VendorRefusedError);
    expect(err).toMatchObject({ code: 'INSUFFICIENT_FUNDS', status: 422 });
  });

  it('maps a reused transfer id to VendorRefusedError; with a wrong key or clock no answer is trusted', async () => {
    const p = member();
    await client().transfer({ ...p, direction: 'IN', amountMinor: 100n, transferId: 'c-dup' });
    expect(
      await caught(client().transfer({ ...p, direction: 'IN', amountMinor: 101n, transferId: 'c-dup' })),
    ).toMatchObject({
      name: 'VendorRefusedError',
      code: 'DUPLICATE_TRANSFER',
      status: 409,
    });
    // The simulator refuses the call (401), but its answer cannot be checked with the wrong key.
    expect(await caught(client({ secret: 'wrong' }).balance(p))).toMatchObject({
      name: 'VendorUnreachableError',
      reason: 'BAD_SIGNATURE',
      status: 401,
    });
    const stale = client({ now: () => new Date(Date.now() - 10 * 60_000) });
    expect(await caught(stale.balance(p))).toMatchObject({ reason: 'BAD_SIGNATURE', status: 401 });
  });

  it('maps a timeout (the hang fault) to VendorUnreachableError, while the transfer is DONE at the vendor', async () => {
    await setFault({ mode: 'hang-after-apply', hangMs: 30_000 });
    const c = client({ timeoutMs: 200 });
    const t = { ...member(), direction: 'IN' as const, amountMinor: 700n, transferId: 'c-hang' };
    const err = await caught(c.transfer(t));
    expect(err).toBeInstanceOf(VendorUnreachableError);
    expect(err).toMatchObject({ reason: 'TIMEOUT' });
    expect(await c.transferStatus({ vendorCode: 'SIMV', transferId: 'c-hang' })).toMatchObject({
      status: 'DONE',
    });
    expect(await c.transfer(t)).toMatchObject({ status: 'DONE', balanceMinor: 700n });
  });

  it('maps a cut connection to VendorUnreachableError(NETWORK)', async () => {
    await setFault({ mode: 'hang-after-apply' });
    const err = await caught(
      client().transfer({ ...member(), direction: 'IN', amountMinor: 1n, transferId: 'c-cut' }),
    );
    expect(err).toMatchObject({ name: 'VendorUnreachableError', reason: 'NETWORK' });
  });

  it('maps a 5xx to VendorUnreachableError(SERVER_ERROR)', async () => {
    await setFault({ mode: 'fail-before-apply' });
    const err = await caught(
      client().transfer({ ...member(), direction: 'IN', amountMinor: 1n, transferId: 'c-503' }),
    );
    expect(err).toMatchObject({ name: 'VendorUnreachableError', reason: 'SERVER_ERROR', status: 503 });
  });

  it('maps no listener at all to VendorUnreachableError(NETWORK)', async () => {
    const err = await caught(
      createSimulatorClient({ baseUrl: 'http://127.0.0.1:1', secret }).balance(member()),
    );
    expect(err).toMatchObject({ name: 'VendorUnreachableError', reason: 'NETWORK' });
  });

  it('maps an unreadable answer to VendorUnreachableError(BAD_ANSWER)', async () => {
    const answering = (status: number, body: string) =>
      createSimulatorClient({
        baseUrl: 'http://vendor.test',
        secret,
        fetch: async () =>
          new Response(body, {
            status,
            headers: {
              [SIMULATOR_SIGNATURE_HEADER]: signSimulatorAnswer(secret, '/api/transfer', body, new Date()),
            },
          }),
      });
    const transfer = { ...member(), direction: 'IN' as const, amountMinor: 1n, transferId: 'x' };
    for (const [status, body] of [
      [200, '<html>'],
      [200, '{"ok":true,"status":"PENDING","transferId":"x","balanceMinor":"1"}'],
      [200, '{"ok":true,"status":"DONE","transferId":"y","balanceMinor":"1"}'],
      [200, '{"ok":true,"status":"DONE","transferId":"x","balanceMinor":1.5}'],
      [404, '<html>not found</html>'],
      [302, ''],
    ] as const) {
      expect(await caught(answering(status, body).transfer(transfer)), `${status} ${body}`).toMatchObject({
        name: 'VendorUnreachableError',
        reason: 'BAD_ANSWER',
      });
    }
  });

  it('takes an answer without the vendor’s signature as no answer, a refusal too (BAD_SIGNATURE)', async () => {
    const answering = (status: number, body: string, signature?: string) =>
      createSimulatorClient({
        baseUrl: 'http://vendor.test',
        secret,
        fetch: async () =>
          new Response(body, {
            status,
            headers: signature === undefined ? {} : { [SIMULATOR_SIGNATURE_HEADER]: signature },
          }),
      });
    const transfer = { ...member(), direction: 'IN' as const, amountMinor: 1n, transferId: 'x' };
    const done = '{"ok":true,"status":"DONE","transferId":"x","balanceMinor":"1"}';
    const refused = '{"ok":false,"code":"INSUFFICIENT_FUNDS"}';
    const now = new Date();
    for (const [status, body, signature] of [
      [200, done, undefined],
      [200, done, signSimulatorAnswer('not-the-secret', '/api/transfer', done, now)],
      // Signed for another call's answer, or as a call rather than an answer.
      [200, done, signSimulatorAnswer(secret, '/api/balance', done, now)],
      [200, done, signSimulatorCall(secret, '/api/transfer', done, now)],
      [200, done, signSimulatorAnswer(secret, '/api/transfer', done, new Date(now.getTime() - 600_000))],
      [422, refused, undefined],
    ] as const) {
      expect(
        await caught(answering(status, body, signature).transfer(transfer)),
        `${status} ${body}`,
      ).toMatchObject({
        name: 'VendorUnreachableError',
        reason: 'BAD_SIGNATURE',
      });
    }
    // The simulator's own answers carry it.
    expect(await client().balance(member())).toEqual({ balanceMinor: 0n });
  });

  it('sends the signature over the exact body it sends', async () => {
    let seen: { body: string; header: string } | undefined;
    const c = createSimulatorClient({
      baseUrl: 'http://vendor.test/',
      secret,
      now: () => new Date('2026-11-21T10:00:00Z'),
      fetch: async (url, init) => {
        expect(String(url)).toBe('http://vendor.test/api/balance');
        seen = {
          body: String(init?.body),
          header: new Headers(init?.headers).get(SIMULATOR_SIGNATURE_HEADER)!,
        };
        const answer = '{"ok":true,"balanceMinor":"7"}';
        const at = new Date('2026-11-21T10:00:00Z');
        return new Response(answer, {
          status: 200,
          headers: { [SIMULATOR_SIGNATURE_HEADER]: signSimulatorAnswer(secret, '/api/balance', answer, at) },
        });
      },
    });
    expect(await c.balance({ vendorCode: 'V', player: 'lobby_1', currency: 'USD' })).toEqual({
      balanceMinor: 7n,
    });
    expect(seen!.header).toBe(
      signSimulatorCall(secret, '/api/balance', seen!.body, new Date('2026-11-21T10:00:00Z')),
    );
    expect(seen!.header).toMatch(/^t=1795255200,v1=[0-9a-f]{64}$/);
  });
});
