import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { GAMES_API, WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../../../test/vendor-simulator.ts';
import { dayIn } from '../../lib/zoned-time.ts';
import { createSimulatorClient } from '../games/vendors/simulator-client.ts';
import { createSimulatorIntegration } from '../games/vendors/simulator-integration.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { brands } from '../system/system.schema.ts';
import { createBetsService } from './bets.service.ts';

type TRound = { roundId: string; stakeMinor: string; payoutMinor: string };

let sim: Awaited<ReturnType<typeof startSimulatorProcess>>;
let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let token: string;
let game: { nodeId: number; gameCode: string; vendor: string; category: string };
let rounds: TRound[];
let firstPull: number;

const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;

/** The bets job's pull, with a clock far enough ahead that its lag window covers rounds just played. */
const puller = () =>
  createBetsService({
    db: t.db,
    now: () => new Date(Date.now() + 10_000),
    betHistory: createSimulatorIntegration(
      createSimulatorClient({ baseUrl: sim.url, secret: SIMULATOR_SECRET }),
    ).betHistory,
  });

/** Launches the game for real money as the site does; answers the game page's session token. */
async function launchForRealMoney() {
  const res = await t.call({
    method: 'POST',
    url: GAMES_API.launchGame,
    headers: { authorization: token },
    payload: { nodeId: game.nodeId, accountType: 1, confirmTrans: true },
  });
  const b = body(res);
  if (!b.success) throw new Error(`launch failed: ${res.body}`);
  const path = new URL(b.value.game_url as string).pathname;
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Plays one round as the game page's script does: over HTTP, with a choice the game offers. */
async function playRound(sessionToken: string, stakeMinor: bigint): Promise<TRound> {
  const page = await (await fetch(`${sim.url}/play/${sessionToken}`)).text();
  const choice = /data-kind="dice"/.test(page) ? 'under' : 'higher';
  const res = await fetch(`${sim.url}/play/${sessionToken}/round`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ stakeMinor: stakeMinor.toString(), choice }),
  });
  const answer = (await res.json()) as TRound & { ok: boolean };
  if (!res.ok || !answer.ok) throw new Error(`round refused: ${JSON.stringify(answer)}`);
  return { roundId: answer.roundId, stakeMinor: answer.stakeMinor, payoutMinor: answer.payoutMinor };
}

const booked = () =>
  rows<Record<string, unknown>>(sql`
    select vendor_bet_id as "betId", member_id as "memberId", game_code as "gameCode", category, source,
      status, stake_minor::text as "stakeMinor", valid_turnover_minor::text as "validTurnoverMinor",
      payout_minor::text as "payoutMinor", result_version as "resultVersion"
    from bets where vendor_code = ${game.vendor} order by vendor_bet_id`);
const rollups = async () =>
  rows<Record<string, unknown>>(sql`
    select day::text as day, category, bet_count as n, stake_minor::text as stake, payout_minor::text as payout
    from bet_daily_rollups where member_id = ${await k.memberId('player1')} order by day, category`);

beforeAll(async () => {
  sim = await startSimulatorProcess();
  t = await createTestApp({ VENDOR_SIM_URL: sim.url, VENDOR_SIM_SECRET: SIMULATOR_SECRET });
  k = await houseKit(t);
  token = await k.kit.tokenOf('player1', 'Player123');
  const [g] = await rows<{ nodeId: number; gameCode: string; vendor: string; category: string }>(sql`
    select g.id as "nodeId", g.game_code as "gameCode", v.code as vendor, v.category from games g
    join vendors v on v.id = g.vendor_id join brand_vendors bv on bv.vendor_id = v.id
    join brands b on b.id = bv.brand_id
    where v.integration = 'SIMULATOR' and b.code = 'lobby' and g.free_play order by g.id limit 1`);
  game = g!;
  await k.fund('player1', 10_000n);
  const sessionToken = await launchForRealMoney();
  rounds = [];
  for (const stake of [100n, 250n, 400n]) rounds.push(await playRound(sessionToken, stake));
  rounds.sort((a, b) => (a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0));
  firstPull = await puller().pullVendorBets(await lobby(), game.vendor);
}, 60_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

describe('the bet pull of a transfer-wallet vendor (the simulator)', () => {
  it('books each round played on the game page once, with the stake and payout the page answered', async () => {
    expect(firstPull).toBe(3);
    const memberId = await k.memberId('player1');
    expect(await booked()).toEqual(
      rounds.map((r) => ({
        betId: r.roundId,
        memberId,
        gameCode: game.gameCode,
        category: game.category,
        source: 'PULL',
        status: 'SETTLED',
        stakeMinor: r.stakeMinor,
        validTurnoverMinor: r.stakeMinor,
        payoutMinor: r.payoutMinor,
        resultVersion: 1,
      })),
    );
    // the member's daily rollups hold the three settled rounds
    const sum = (xs: string[]) => xs.reduce((a, x) => a + BigInt(x), 0n).toString();
    const rolledUp = await rollups();
    expect({
      n: rolledUp.reduce((a, r) => a + Number(r.n), 0),
      stake: sum(rolledUp.map((r) => String(r.stake))),
      payout: sum(rolledUp.map((r) => String(r.payout))),
      categories: [...new Set(rolledUp.map((r) => r.category))],
    }).toEqual({
      n: 3,
      stake: sum(rounds.map((r) => r.stakeMinor)),
      payout: sum(rounds.map((r) => r.payoutMinor)),
      categories: [game.category],
    });
  });

  it('books nothing when the next pull reads the same rounds again, and leaves rows and rollups as they were', async () => {
    const bets = await booked();
    const rolledUp = await rollups();
    expect(await puller().pullVendorBets(await lobby(), game.vendor)).toBe(0);
    expect(await booked()).toEqual(bets);
    expect(await rollups()).toEqual(rolledUp);
  });

  it('lists the pulled rounds in the member’s betting record', async () => {
    const brand = await lobby();
    const from = dayIn(brand.timeZone, new Date(Date.now() - 86_400_000));
    const to = dayIn(brand.timeZone, new Date(Date.now() + 86_400_000));
    const res = await t.call({
      method: 'GET',
      url: `${WALLET_API.bettingRecords}?from=${from}&to=${to}&vendorCode=${game.vendor}`,
      headers: { authorization: token },
    });
    expect(res.statusCode).toBe(200);
    const page = body(res).value as {
      items: { reference: string; status: string; betAmount: number; winAmount: number }[];
      total: number;
    };
    expect(page.total).toBe(3);
    const byReference = (a: { reference: string }, b: { reference: string }) =>
      a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0;
    expect(
      page.items
        .map((b) => ({
          reference: b.reference,
          status: b.status,
          betAmount: b.betAmount,
          winAmount: b.winAmount,
        }))
        .sort(byReference),
    ).toEqual(
      rounds.map((r) => ({
        reference: r.roundId,
        status: 'SETTLED',
        betAmount: Number(r.stakeMinor) / 100,
        winAmount: Number(r.payoutMinor) / 100,
      })),
    );
  });
});
