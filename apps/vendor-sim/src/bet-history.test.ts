import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSimulator, type TestSimulator } from './test-support.ts';
import { applyEntry, createWalletState } from './wallet-state.ts';

const simv = { vendorCode: 'SIMV', player: 'lobby_9', currency: 'CNY' };
const other = { vendorCode: 'OTHER', player: 'lobby_9', currency: 'CNY' };
type TRef = typeof simv;

// Dice, 'under', stake 1000: randomInt 9 → roll 10 wins 1979; randomInt 79 → roll 80 loses.
const WIN = 9;
const LOSE = 79;
/** Draws that answer a fixed sequence, so a test knows which rounds win. */
const fixedDraws = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

let now: Date;
const at = (iso: string) => {
  now = new Date(iso);
};
let t: TestSimulator;
beforeEach(() => at('2026-03-01T10:00:00Z'));
afterEach(async () => {
  await t.stop();
});

const start = (draws: number[] = [WIN], dataDir?: string) =>
  startTestSimulator({ now: () => now, randomInt: fixedDraws(draws), ...(dataDir ? { dataDir } : {}) });
const post = (path: string, body: unknown) => t.post(path, body, { at: now });

/** Funds the player's wallet and opens a game page for them; answers the page's URL. */
async function launch(ref: TRef, fun = false): Promise<string> {
  if (!fun)
    await post('/api/transfer', {
      ...ref,
      direction: 'IN',
      amountMinor: '100000',
      transferId: `fund-${ref.player}`,
    });
  const body = { ...ref, gameId: 'dice-1', gameName: 'Lucky Dice', category: 'RNG', language: 'EN', fun };
  const answer = await post('/api/launch', body);
  expect(answer.status).toBe(200);
  return String(answer.body.gameUrl);
}

/** Plays one round of 1000 on 'under' and answers its round id. */
async function play(gameUrl: string): Promise<string> {
  const res = await fetch(`${gameUrl}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stakeMinor: '1000', choice: 'under' }),
  });
  const body = (await res.json()) as { ok: boolean; roundId: string };
  expect(body.ok).toBe(true);
  return body.roundId;
}

const window = { from: '2026-03-01T00:00:00Z', to: '2026-03-02T00:00:00Z' };
const findBets = (over: Record<string, unknown> = {}) =>
  post('/api/bets', { vendorCode: 'SIMV', ...window, ...over });
const betIds = (answer: { body: Record<string, unknown> }) =>
  (answer.body.bets as { betId: string }[]).map((b) => b.betId);

describe('POST /api/bets', () => {
  it('lists a played round with its player, game, stake, payout and settle time', async () => {
    t = await start([WIN]);
    const url = await launch(simv);
    at('2026-03-01T10:05:00.250Z');
    const roundId = await play(url);

    expect(await findBets()).toEqual({
      status: 200,
      body: {
        ok: true,
        bets: [
          {
            betId: roundId,
            player: 'lobby_9',
            currency: 'CNY',
            gameId: 'dice-1',
            stakeMinor: '1000',
            payoutMinor: '1979',
            placedAt: '2026-03-01T10:05:00.250Z',
            settledAt: '2026-03-01T10:05:00.250Z',
          },
        ],
        page: 1,
        pageSize: 500,
        total: 1,
      },
    });
  });

  it('shows a lost round with payout 0', async () => {
    t = await start([LOSE]);
    await play(await launch(simv));
    const answer = await findBets();
    expect(answer.body.bets).toMatchObject([{ stakeMinor: '1000', payoutMinor: '0' }]);
  });

  it('pages through 3 pages with no bet missing or repeated', async () => {
    t = await start([WIN, LOSE]);
    const url = await launch(simv);
    const played: string[] = [];
    for (let minute = 10; minute < 15; minute++) {
      at(`2026-03-01T11:${minute}:00Z`);
      played.push(await play(url));
    }

    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await findBets({ page, pageSize: 2 }));
    expect(pages.map((p) => betIds(p).length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((p) => p.body.total)).toEqual([5, 5, 5, 5]);
    expect(pages[2]!.body).toMatchObject({ page: 3, pageSize: 2 });
    expect(pages.flatMap(betIds)).toEqual(played);
  });

  it('lists only the rounds of the named vendor code settled in [from, to)', async () => {
    t = await start();
    const [simvUrl, otherUrl] = [await launch(simv), await launch(other)];
    const ids: Record<string, string> = {};
    for (const hour of ['10', '11', '12']) {
      at(`2026-03-01T${hour}:00:00Z`);
      ids[hour] = await play(simvUrl);
    }
    at('2026-03-01T11:30:00Z');
    const otherId = await play(otherUrl);

    const hour11 = { from: '2026-03-01T11:00:00Z', to: '2026-03-01T12:00:00Z' };
    expect(betIds(await findBets(hour11))).toEqual([ids['11']]);
    expect(betIds(await findBets({ ...hour11, vendorCode: 'OTHER' }))).toEqual([otherId]);
    // The same window written with an offset names the same instants.
    const offset = { from: '2026-03-01T19:00:00+08:00', to: '2026-03-01T20:00:00.001+08:00' };
    expect(betIds(await findBets(offset))).toEqual([ids['11'], ids['12']]);
    expect((await findBets({ vendorCode: 'NOBODY' })).body).toMatchObject({ bets: [], total: 0 });
  });

  it('orders bets by settle time, then bet id, when the clock goes back', async () => {
    t = await start();
    const url = await launch(simv);
    const played: { at: string; id: string }[] = [];
    for (const time of ['10:30', '10:10', '10:20', '10:10']) {
      at(`2026-03-01T${time}:00Z`);
      played.push({ at: time, id: await play(url) });
    }
    const expected = played
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? -1 : 1) : a.at < b.at ? -1 : 1))
      .map((p) => p.id);
    expect(betIds(await findBets())).toEqual(expected);
  });

  it('gives the same answer after a restart, rebuilt from the journal', async () => {
    t = await start([WIN, LOSE, LOSE]);
    const url = await launch(simv);
    for (const time of ['10:20', '10:00', '10:40']) {
      at(`2026-03-01T${time}:00Z`);
      await play(url);
    }
    const before = await Promise.all([findBets(), findBets({ page: 2, pageSize: 2 })]);
    expect(before[0].body.total).toBe(3);

    await t.stop(true);
    t = await start([WIN], t.dataDir);
    expect(await Promise.all([findBets(), findBets({ page: 2, pageSize: 2 })])).toEqual(before);
    at('2026-03-01T10:10:00Z');
    const live = await play(await launch({ ...simv, player: 'lobby_10' }));
    expect(betIds(await findBets())[1]).toBe(live);
  });

  it('refuses an unsigned call or one signed with another secret', async () => {
    t = await start();
    const body = { vendorCode: 'SIMV', ...window };
    for (const secret of [null, 'not-the-secret']) {
      const answer = await t.post('/api/bets', body, { at: now, secret });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe('INVALID_SIGNATURE');
    }
  });

  it('refuses from >= to, a window over 7 days and times that are not instants', async () => {
    t = await start();
    const refused = [
      { from: '2026-03-01T10:00:00Z', to: '2026-03-01T10:00:00Z' },
      { from: '2026-03-02T00:00:00Z', to: '2026-03-01T00:00:00Z' },
      { from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00.001Z' },
      { from: '2026-03-01', to: '2026-03-02' },
      { from: '2026-03-01T00:00:00', to: '2026-03-02T00:00:00' },
      { from: '2026-02-30T00:00:00Z', to: '2026-03-02T00:00:00Z' },
      { ...window, page: 0 },
      { ...window, pageSize: 1001 },
      { ...window, vendorCode: 'no spaces' },
    ];
    for (const over of refused) {
      const answer = await findBets(over);
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body.code).toBe('INVALID_REQUEST');
    }
    const sevenDays = { from: '2026-03-01T00:00:00Z', to: '2026-03-08T00:00:00Z', pageSize: 1000 };
    expect((await findBets(sevenDays)).status).toBe(200);
  });

  it('leaves out fun rounds, which never touch the wallet', async () => {
    t = await start();
    await play(await launch(simv, true));
    expect((await findBets()).body).toMatchObject({ ok: true, bets: [], total: 0 });
  });
});

describe('applyEntry (the bet index)', () => {
  const bet = { kind: 'BET' as const, ...simv, roundId: 'r1', gameId: 'dice-1' };
  const fund = {
    kind: 'TRANSFER' as const,
    ...simv,
    transferId: 'fund',
    direction: 'IN' as const,
    amountMinor: '5000',
    status: 'DONE' as const,
    balanceMinor: '5000',
  };
  const stake = { ...bet, amountMinor: '1000', balanceMinor: '4000' };

  it('refuses a journal that repeats a round or pays a round without its bet', () => {
    const state = createWalletState();
    applyEntry(state, { seq: 1, at: '2026-03-01T10:00:00Z', records: [fund] });
    applyEntry(state, { seq: 2, at: '2026-03-01T10:00:00Z', records: [stake] });
    const again = { ...stake, balanceMinor: '3000' };
    expect(() => applyEntry(state, { seq: 3, at: '2026-03-01T10:01:00Z', records: [again] })).toThrow(
      /round r1 recorded twice/,
    );
    const orphan = { ...bet, kind: 'WIN' as const, roundId: 'r2', amountMinor: '10', balanceMinor: '4010' };
    expect(() => applyEntry(state, { seq: 3, at: '2026-03-01T10:01:00Z', records: [orphan] })).toThrow(
      /round r2 pays without its own bet/,
    );
    expect(state.players.get('SIMV\u0000lobby_9')?.balanceMinor).toBe(4000n);
    expect(state.bets.byVendor.get('SIMV')?.map((b) => b.betId)).toEqual(['r1']);
  });
});
