import { describe, expect, it } from 'vitest';
import { LOTTERY_API } from '@openlobby/contracts';
import { NetworkError, isSessionEnded } from '../shared/api.ts';
import { LotteryApiError, clockSkewOf, createLotteryClient, problemsOf, readLotteryEnvelope } from './api.ts';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const ticket = {
  id: 1,
  drawId: 7,
  gameCode: 'VN-MB',
  drawKey: '2026-12-03',
  betType: 'LO2',
  numbers: ['27'],
  stake: 10,
  odds: 3.5,
  status: 'OPEN',
  win: null,
  hits: null,
  placedAt: '2026-12-03T03:00:00.000Z',
  settledAt: null,
};
const request = {
  drawId: 7,
  betType: 'LO2' as const,
  numbers: ['27'],
  stake: 10,
  requestId: '0b6f1c2e-8a4d-4f3b-9c1e-2d5a7b9c0e1f',
};

describe('readLotteryEnvelope', () => {
  it('keeps the fields a VALIDATION_FAILED lists', () => {
    const failure = {
      success: false,
      errorCode: 'VALIDATION_FAILED',
      message: 'no',
      value: [{ field: 'numbers', message: 'LOTTERY_WRONG_DIGIT_COUNT' }, { junk: true }],
    };
    try {
      readLotteryEnvelope(failure, { safeParse: () => ({ success: false }) });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(LotteryApiError);
      expect((error as LotteryApiError).problems).toEqual([
        { field: 'numbers', message: 'LOTTERY_WRONG_DIGIT_COUNT' },
      ]);
    }
  });

  it('still tells a session that ended', () => {
    try {
      readLotteryEnvelope(
        { success: false, errorCode: 'GAME_SESSION_INVALID' },
        { safeParse: () => ({ success: false }) },
      );
    } catch (error) {
      expect(isSessionEnded(error)).toBe(true);
    }
  });

  it('reads no problems from a value that is not a list of fields', () => {
    expect(problemsOf({ until: 'x' })).toEqual([]);
    expect(problemsOf(undefined)).toEqual([]);
  });
});

describe('createLotteryClient', () => {
  it('sends the launch token and language, and posts the ticket as given', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const client = createLotteryClient({
      token: 'tok',
      lang: 'VI',
      fetchImpl: async (url, init) => {
        calls.push({ url: String(url), init: init! });
        return json({ success: true, value: { ticket, balance: 90 } });
      },
    });
    const answer = await client.place(request);
    expect(answer.balance).toBe(90);
    expect(calls[0]!.url).toBe(LOTTERY_API.tickets);
    expect(calls[0]!.init.headers).toMatchObject({ Authorization: 'tok', Language: 'VI' });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(request);
  });

  it('sends a ticket whose answer was lost once more with the same requestId', async () => {
    const bodies: string[] = [];
    const client = createLotteryClient({
      token: 'tok',
      lang: 'EN',
      fetchImpl: async (_url, init) => {
        bodies.push(String(init!.body));
        if (bodies.length === 1) throw new TypeError('connection reset');
        return json({ success: true, value: { ticket, balance: 90 } });
      },
    });
    await client.place(request);
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toBe(bodies[1]);
  });

  it('gives up after the second lost answer, as a NetworkError the slip keeps the requestId for', async () => {
    const client = createLotteryClient({
      token: 'tok',
      lang: 'EN',
      fetchImpl: async () => {
        throw new TypeError('offline');
      },
    });
    await expect(client.place(request)).rejects.toBeInstanceOf(NetworkError);
  });

  it('refuses a ticket the contract refuses without sending it', async () => {
    let sent = 0;
    const client = createLotteryClient({
      token: 'tok',
      lang: 'EN',
      fetchImpl: async () => {
        sent++;
        return json({ success: true, value: {} });
      },
    });
    await expect(client.place({ ...request, requestId: 'not-a-uuid' })).rejects.toMatchObject({
      errorCode: 'VALIDATION_FAILED',
    });
    expect(sent).toBe(0);
  });

  it("reports the server clock's skew from the Date header", async () => {
    let skew: number | null = null;
    const client = createLotteryClient({
      token: 'tok',
      lang: 'EN',
      now: () => Date.parse('2026-12-03T10:00:00.000Z'),
      onSkew: (s) => (skew = s),
      fetchImpl: async () =>
        json({ success: true, value: { items: [], total: 0 } }, 200, {
          date: 'Thu, 03 Dec 2026 10:00:30 GMT',
        }),
    });
    await client.tickets(1, 10);
    expect(skew).toBe(30_500);
  });
});

describe('clockSkewOf', () => {
  it('reads a skew within the header’s second as none', () => {
    const sent = Date.parse('2026-12-03T10:00:00.200Z');
    expect(clockSkewOf('Thu, 03 Dec 2026 10:00:00 GMT', sent, sent + 100)).toBe(0);
    expect(clockSkewOf(null, sent, sent)).toBe(0);
    expect(clockSkewOf('garbage', sent, sent)).toBe(0);
  });

  it('measures a device clock that is clearly behind', () => {
    const sent = Date.parse('2026-12-03T09:59:50.000Z');
    expect(clockSkewOf('Thu, 03 Dec 2026 10:00:00 GMT', sent, sent)).toBe(10_500);
  });
});
