import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GAMES_API, WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../../../test/vendor-simulator.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { createSimulatorClient } from './vendors/simulator-client.ts';

let sim: Awaited<ReturnType<typeof startSimulatorProcess>>;
let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let token: string;
let game: { nodeId: number; vendor: string };

beforeAll(async () => {
  sim = await startSimulatorProcess();
  t = await createTestApp({ VENDOR_SIM_URL: sim.url, VENDOR_SIM_SECRET: SIMULATOR_SECRET });
  k = await houseKit(t);
  token = await k.kit.tokenOf('player1', 'Player123');
  const rows = (await t.db.execute(sql`
    select g.id as node_id, v.code as vendor from games g join vendors v on v.id = g.vendor_id
    join brand_vendors bv on bv.vendor_id = v.id join brands b on b.id = bv.brand_id
    where v.integration = 'SIMULATOR' and b.code = 'lobby' and g.free_play order by g.id limit 1`)) as unknown as {
    rows: { node_id: number; vendor: string }[];
  };
  game = { nodeId: rows.rows[0]!.node_id, vendor: rows.rows[0]!.vendor };
}, 60_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

const launch = async (payload: object) => {
  const res = await t.call({
    method: 'POST',
    url: GAMES_API.launchGame,
    headers: { authorization: token },
    payload: { nodeId: game.nodeId, accountType: 1, ...payload },
  });
  return body(res);
};
/** The main wallet, in minor units. */
const mainOf = async () =>
  Math.round(
    body(await t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: token } })).value
      .mainBalance * 100,
  );
/** What the simulator's wallet holds for player1 at the game's vendor, in minor units. */
const atVendor = async () =>
  (
    await createSimulatorClient({ baseUrl: sim.url, secret: SIMULATOR_SECRET, timeoutMs: 2000 }).balance({
      vendorCode: game.vendor,
      player: `lobby_${await k.memberId('player1')}`,
      currency: 'CNY',
    })
  ).balanceMinor;

describe('launching a transfer-wallet game', () => {
  it('moves nothing without confirmTrans', async () => {
    await k.fund('player1', 30_000n);
    const main = await mainOf();
    expect(await launch({ confirmTrans: false })).toMatchObject({ success: true });
    expect(await mainOf()).toBe(main);
    expect(await atVendor()).toBe(0n);
  });

  it('moves nothing for free play', async () => {
    const main = await mainOf();
    expect(await launch({ accountType: 0, confirmTrans: true })).toMatchObject({ success: true });
    expect(await mainOf()).toBe(main);
    expect(await atVendor()).toBe(0n);
  });

  it('with confirmTrans, moves the whole main balance into the vendor’s wallet before the game opens', async () => {
    const main = await mainOf();
    expect(main).toBeGreaterThan(0);
    expect(await launch({ confirmTrans: true })).toMatchObject({ success: true });
    expect(await mainOf()).toBe(0);
    expect(await atVendor()).toBe(BigInt(main));
  });

  it('launches again with an empty main wallet and leaves the vendor’s wallet as it is', async () => {
    const held = await atVendor();
    expect(await launch({ confirmTrans: true })).toMatchObject({ success: true });
    expect(await atVendor()).toBe(held);
  });

  it('moves the main balance exactly once in all when two launches race, and both open', async () => {
    const held = await atVendor();
    await k.fund('player1', 12_345n);
    const answers = await Promise.all([launch({ confirmTrans: true }), launch({ confirmTrans: true })]);
    for (const a of answers) expect(a).toMatchObject({ success: true });
    expect(await mainOf()).toBe(0);
    expect(await atVendor()).toBe(held + 12_345n);
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  });

  it('moves nothing when the house slot (a seamless game) is launched with confirmTrans', async () => {
    await k.fund('player1', 5_000n);
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { authorization: token },
      payload: { nodeId: k.slot.nodeId, accountType: 1, confirmTrans: true },
    });
    expect(body(res)).toMatchObject({ success: true });
    expect(await mainOf()).toBe(5_000);
  });
});
