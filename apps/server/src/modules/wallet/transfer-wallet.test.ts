import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { WALLET_API } from '@openlobby/contracts';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { SIMULATOR_SECRET, startSimulatorProcess } from '../../../test/vendor-simulator.ts';
import { createSimulatorClient } from '../games/vendors/simulator-client.ts';
import { createSimulatorIntegration } from '../games/vendors/simulator-integration.ts';
import { createGamesService } from '../games/games.service.ts';
import { createSystemService } from '../system/system.service.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createVendorTransferService } from './vendor-transfer.service.ts';
import { createVendorWallets } from './vendor-wallets.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';

let sim: Awaited<ReturnType<typeof startSimulatorProcess>>;
let t: TestApp;
let k: Awaited<ReturnType<typeof houseKit>>;
let clock = 0;
const now = () => new Date(Date.now() + clock);
const tokens: Record<string, string> = {};
const PLAYERS = ['player1', 'agent1'];
const VENDOR = 'NOVA';

beforeAll(async () => {
  sim = await startSimulatorProcess();
  t = await createTestApp({ VENDOR_SIM_URL: sim.url, VENDOR_SIM_SECRET: SIMULATOR_SECRET }, { now });
  k = await houseKit(t);
  for (const p of PLAYERS) {
    await k.fund(p, 1_000_000n);
    tokens[p] = await k.kit.tokenOf(p, p === 'agent1' ? 'Agent123' : 'Player123');
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

const client = () => createSimulatorClient({ baseUrl: sim.url, secret: SIMULATOR_SECRET, timeoutMs: 2000 });
const transfer = async (player: string, payload: object) => {
  const res = await t.call({
    method: 'POST',
    url: WALLET_API.transfer,
    headers: { authorization: tokens[player]! },
    payload: { vendorCode: VENDOR, requestId: randomUUID(), ...payload },
  });
  return { status: res.statusCode, ...body(res) };
};
/** What the simulator holds for a member, in minor units. */
const atVendor = async (player: string) =>
  (
    await client().balance({
      vendorCode: VENDOR,
      player: `lobby_${await k.memberId(player)}`,
      currency: 'CNY',
    })
  ).balanceMinor;
/** What our ledger holds for the member's wallet at the vendor. */
const inLedger = async (player: string) => {
  const rows = (await t.db.execute(sql`select coalesce(sum(balance_minor), 0)::text as b from ledger_accounts
      where member_id = ${await k.memberId(player)} and kind = 'VENDOR' and vendor_code = ${VENDOR}`)) as unknown as {
    rows: { b: string }[];
  };
  return BigInt(rows.rows[0]!.b);
};
const mainOf = async (player: string) => {
  const res = await t.call({
    method: 'GET',
    url: WALLET_API.balance,
    headers: { authorization: tokens[player]! },
  });
  return Math.round(body(res).value.mainBalance * 100);
};

/** The reconciliation job's own function, as the scheduler runs it. */
function reconciler() {
  const system = createSystemService({ db: t.db, lookupCountry: () => null, now, secrets: testSecretBox() });
  const games = createGamesService({
    db: t.db,
    integrations: new Set(['HOUSE', 'SIMULATOR']),
    findTopWins: async () => [],
    now,
  });
  return createVendorTransferService({
    ledger: k.ledger,
    vendorWallets: createVendorWallets({
      vendorOf: async (brand, code) => games.findVendor(await system.brandById(brand.id), code),
      adapters: new Map([['SIMULATOR', createSimulatorIntegration(client()).wallet]]),
    }),
    events: createMoneyEvents(),
    brandById: system.brandById,
    now,
  });
}

describe('transfer wallet at the external vendor', () => {
  it('lists the simulator’s vendors in the merchant wallet', async () => {
    const res = await t.call({
      method: 'GET',
      url: WALLET_API.merchantWallet,
      headers: { authorization: tokens.player1! },
    });
    expect(body(res).value.wallets.map((w: { vendorCode: string }) => w.vendorCode)).toContain(VENDOR);
  });

  it('moves money in and out, and the vendor and the ledger agree', async () => {
    expect((await transfer('player1', { type: 'IN', amount: 100 })).success).toBe(true);
    expect(await atVendor('player1')).toBe(10_000n);
    expect((await transfer('player1', { type: 'OUT', amount: 40 })).success).toBe(true);
    expect(await atVendor('player1')).toBe(6_000n);
    expect(await inLedger('player1')).toBe(6_000n);
  });

  it('refuses a move out above what the vendor holds, and nothing moves', async () => {
    const main = await mainOf('player1');
    expect(await transfer('player1', { type: 'OUT', amount: 1000 })).toMatchObject({
      success: false,
      errorCode: 'INSUFFICIENT_BALANCE',
    });
    expect(await mainOf('player1')).toBe(main);
    expect(await atVendor('player1')).toBe(await inLedger('player1'));
  });

  it('books what the player won at the vendor when the money comes out', async () => {
    // A win at the vendor: its wallet grows without any move of ours.
    await client().transfer({
      vendorCode: VENDOR,
      player: `lobby_${await k.memberId('player1')}`,
      currency: 'CNY',
      direction: 'IN',
      amountMinor: 2_500n,
      transferId: `game-win-${randomUUID()}`,
    });
    const main = await mainOf('player1');
    const held = await atVendor('player1');
    expect((await transfer('player1', { type: 'ALL_OUT' })).success).toBe(true);
    expect(await mainOf('player1')).toBe(main + Number(held));
    expect(await atVendor('player1')).toBe(0n);
    expect(await inLedger('player1')).toBe(0n);
    expect((await k.ledger.verify()).ok).toBe(true);
  });

  it('leaves a move pending when the vendor does not answer, and the job completes it', async () => {
    const res = await fetch(`${sim.url}/api/faults`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-sim-signature': (await import('../games/vendors/simulator-client.ts')).signSimulatorCall(
          SIMULATOR_SECRET,
          '/api/faults',
          JSON.stringify({ mode: 'hang-after-apply', count: 1, hangMs: 5000 }),
          new Date(),
        ),
      },
      body: JSON.stringify({ mode: 'hang-after-apply', count: 1, hangMs: 5000 }),
    });
    expect(res.ok).toBe(true);
    const main = await mainOf('agent1');
    expect(await transfer('agent1', { type: 'IN', amount: 30 })).toMatchObject({
      errorCode: 'VENDOR_TRANSFER_FAILED',
    });
    expect(await mainOf('agent1')).toBe(main - 3_000);
    clock += 60_000;
    expect(await reconciler().reconcile()).toMatchObject({ DONE: 1 });
    expect(await atVendor('agent1')).toBe(3_000n);
    expect(await inLedger('agent1')).toBe(3_000n);
  }, 30_000);

  it('loses and doubles no money when the vendor is killed in the middle of transfers', async () => {
    const before = new Map<string, number>();
    for (const p of PLAYERS) before.set(p, (await mainOf(p)) + Number(await inLedger(p)));
    let stop = false;
    const answers: { status: number; success?: boolean }[] = [];
    const workers = PLAYERS.flatMap((p) =>
      [0, 1].map(async (w) => {
        for (let n = 0; !stop; n++) {
          const type = (n + w) % 3 === 2 ? 'OUT' : 'IN';
          answers.push(await transfer(p, { type, amount: 1 + (n % 5) }));
        }
      }),
    );
    /** Waits (the workers moving money all the while) until `check` holds. */
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 2000 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(check()).toBe(true);
    };
    const moved = () => answers.filter((a) => a.success).length;
    // Killed with transfers in flight once some went through, down until several were refused, then
    // back until more went through: each phase waits for what it needs, not for a guessed time.
    await until(() => moved() >= 10);
    sim.kill();
    const atKill = answers.length;
    await until(() => answers.slice(atKill).filter((a) => !a.success).length >= 4);
    await sim.start();
    const atStart = moved();
    await until(() => moved() >= atStart + 10);
    stop = true;
    await Promise.all(workers);
    expect(answers.length).toBeGreaterThan(20);
    clock += 60_000;
    const job = reconciler();
    for (let i = 0; i < 5 && (await job.reconcile()) !== null; i++);
    const pending = (await t.db.execute(
      sql`select count(*)::int as n from vendor_transfers where status = 'PENDING'`,
    )) as unknown as { rows: { n: number }[] };
    expect(pending.rows[0]!.n).toBe(0);
    expect(await k.ledger.verify()).toMatchObject({ ok: true, problems: [] });
    for (const p of PLAYERS) {
      expect(await atVendor(p), p).toBe(await inLedger(p));
      expect((await mainOf(p)) + Number(await inLedger(p)), p).toBe(before.get(p));
    }
  }, 60_000);
});
