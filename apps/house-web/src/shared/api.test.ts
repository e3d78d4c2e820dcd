import { describe, expect, it } from 'vitest';
import {
  ApiError,
  NetworkError,
  createHouseClient,
  isInsufficientBalance,
  isSessionEnded,
  readEnvelope,
} from './api.ts';
import { ZFairSeeds } from '@openlobby/contracts';

const seeds = { serverSeedHash: 'ab', clientSeed: 'c', nextNonce: 1 };
const spin = {
  stops: [0, 0, 0, 0, 0],
  grid: [['a']],
  lineWins: [],
  scatter: { count: 0, win: 0, positions: [] },
  multiplier: 1,
  win: 0,
};
const spinResult = {
  round: {
    roundId: 'r1',
    at: '2026-01-01T00:00:00Z',
    bet: 1,
    win: 0,
    base: spin,
    freeSpins: [],
    freeSpinsAwarded: 0,
    serverSeedHash: 'ab',
    clientSeed: 'c',
    nonce: 0,
    serverSeed: null,
  },
  balance: 9,
  seeds,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('readEnvelope', () => {
  it('returns the validated value', () => {
    expect(readEnvelope({ success: true, value: seeds }, ZFairSeeds)).toEqual(seeds);
  });

  it('throws the error code and message of a failure', () => {
    const failure = { success: false, errorCode: 'GAME_SESSION_INVALID', message: 'Session over' };
    expect(() => readEnvelope(failure, ZFairSeeds)).toThrow('Session over');
    try {
      readEnvelope(failure, ZFairSeeds);
    } catch (e) {
      expect(isSessionEnded(e)).toBe(true);
      expect(isInsufficientBalance(e)).toBe(false);
    }
  });

  it('refuses a value of the wrong shape', () => {
    expect(() => readEnvelope({ success: true, value: { nope: 1 } }, ZFairSeeds)).toThrow(ApiError);
    expect(() => readEnvelope('<html>', ZFairSeeds)).toThrow(ApiError);
  });
});

describe('the house client', () => {
  it('sends the launch token, the language and a JSON body', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createHouseClient({
      token: 'tok',
      lang: 'TH',
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return json({ success: true, value: seeds });
      },
    });
    await client.setClientSeed('my-seed');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(calls[0]!.url).toBe('/house/api/fair/client-seed');
    expect(headers.Authorization).toBe('tok');
    expect(headers.Language).toBe('TH');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ clientSeed: 'my-seed' });
  });

  it('retries a spin once with the same requestId after a network failure', async () => {
    const bodies: string[] = [];
    const client = createHouseClient({
      token: 't',
      lang: 'EN',
      fetchImpl: async (_url, init) => {
        bodies.push(String(init!.body));
        if (bodies.length === 1) throw new TypeError('Failed to fetch');
        return json({ success: true, value: spinResult });
      },
    });
    const result = await client.spin(1);
    expect(result.balance).toBe(9);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe(bodies[1]);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ bet: 1 });
    expect(JSON.parse(bodies[0]!).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives up after the one retry, and never retries a refusal', async () => {
    let calls = 0;
    const offline = createHouseClient({
      token: 't',
      lang: 'EN',
      fetchImpl: async () => {
        calls++;
        throw new TypeError('offline');
      },
    });
    await expect(offline.spin(1)).rejects.toBeInstanceOf(NetworkError);
    expect(calls).toBe(2);

    calls = 0;
    const refusing = createHouseClient({
      token: 't',
      lang: 'EN',
      fetchImpl: async () => {
        calls++;
        return json(
          { success: false, errorCode: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' },
          422,
        );
      },
    });
    const error = await refusing.spin(1).catch((e: unknown) => e);
    expect(isInsufficientBalance(error)).toBe(true);
    expect(calls).toBe(1);
  });
});
