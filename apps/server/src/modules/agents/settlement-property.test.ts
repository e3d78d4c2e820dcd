import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import type { TContractTerms } from '@openlobby/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { createBetsService } from '../bets/bets.service.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { brands } from '../system/system.schema.ts';
import { endedPeriods } from './agent-periods.ts';
import { createContractsService } from './contracts.service.ts';
import { SETTLE_DELAY_MS, createSettlementService } from './settlement.service.ts';

let clock = Date.parse('2026-06-01T00:00:00Z');
const now = () => new Date(clock);
let t: TestApp;
let serial = 0;
const rows = async <T>(q: ReturnType<typeof sql>) =>
  ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
const lobby = async () => (await t.db.select().from(brands).where(eq(brands.code, 'lobby')))[0]!;

beforeAll(async () => {
  t = await createTestApp({}, { now });
});
afterAll(async () => t.close());

const wage = (percent: number): TContractTerms => ({
  kind: 'DAILY_WAGE',
  tiers: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: percent }],
});
const dividend = (rate: number): TContractTerms => ({
  kind: 'DIVIDEND',
  period: 'WEEKLY',
  tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: rate }],
});

/** What a step of the property does: bets land, an upline re-offers, time passes, runs overlap. */
const step = fc.oneof(
  fc.record({
    kind: fc.constant('bet' as const),
    who: fc.nat(2),
    stake: fc.integer({ min: 1, max: 50_000 }),
    win: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('reoffer' as const), percent: fc.constantFrom(0.1, 0.2, 0.3) }),
  fc.record({ kind: fc.constant('wait' as const), hours: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constant('settle' as const), runs: fc.integer({ min: 1, max: 3 }) }),
);

describe('settlement under any interleaving', () => {
  it('pays every ended period of every contract exactly once, with its ledger entry, and the ledger verifies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const brand = await lobby();
        const run = serial++;
        const add = async (account: string, type: number, upline: number | null) =>
          (
            await rows<{
              id: number;
            }>(sql`insert into members (brand_id, account, nickname, type, password_hash, upline_id)
              values (${brand.id}, ${account}, ${account}, ${type}, 'x', ${upline}) returning id`)
          )[0]!.id;
        const top = await add(`ptop${run}`, 1, null);
        const sub = await add(`psub${run}`, 1, top);
        const players = [
          await add(`pm${run}a`, 0, sub),
          await add(`pm${run}b`, 0, sub),
          await add(`pm${run}c`, 0, top),
        ];
        const contracts = createContractsService({ db: t.db, now });
        for (const terms of [wage(0.5), dividend(40)]) {
          await t.db.transaction((tx) =>
            contracts.offerAsBrand(tx, brand, top, { category: 'ALL', terms }, 'owner'),
          );
        }
        const topContracts = await contracts.list(brand, { id: top, type: 1 });
        for (const c of topContracts.items) {
          await contracts.process(
            brand,
            { id: top, type: 1 },
            c.kind === 'DIVIDEND' ? { kind: 'DIVIDEND', category: 'ALL' } : { kind: 'DAILY_WAGE', id: c.id },
            'A',
          );
        }
        const offerSub = async (percent: number) => {
          const o = await contracts.offer(
            brand,
            { id: top, type: 1 },
            { downlineId: sub, category: 'ALL', terms: wage(percent) },
          );
          await contracts.process(brand, { id: sub, type: 1 }, { kind: 'DAILY_WAGE', id: o.id }, 'A');
        };
        await offerSub(0.2);
        await contracts.offer(
          brand,
          { id: top, type: 1 },
          { downlineId: sub, category: 'ALL', terms: dividend(30) },
        );
        await contracts.process(brand, { id: sub, type: 1 }, { kind: 'DIVIDEND', category: 'ALL' }, 'A');
        const bets = createBetsService({ db: t.db, now });
        const settlement = () =>
          createSettlementService({
            db: t.db,
            ledger: createLedger({ db: t.db, now }),
            bets,
            events: createMoneyEvents(),
            brandById: async () => brand,
            now,
          });
        let n = 0;
        for (const s of steps) {
          if (s.kind === 'bet') {
            const at = now();
            await bets.bookVendorBets(
              brand,
              'PROPV',
              [
                {
                  betId: `p${run}-${n++}`,
                  player: `${brand.code}_${players[s.who]}`,
                  gameId: 'g',
                  stakeMinor: BigInt(s.stake),
                  payoutMinor: s.win ? BigInt(s.stake * 2) : 0n,
                  placedAt: at,
                  settledAt: at,
                },
              ],
              new Map(),
            );
          } else if (s.kind === 'reoffer') await offerSub(s.percent);
          else if (s.kind === 'wait') clock += s.hours * 3_600_000;
          else await Promise.all(Array.from({ length: s.runs }, () => settlement().settleDue()));
        }
        // a final run settles everything that has ended; then every contract that was ever in
        // force has one settlement for each whole period it covered, and no more
        await settlement().settleDue();
        const mine = await rows<{
          id: number;
          kind: string;
          settledFrom: Date;
          endedAt: Date | null;
          terms: { period?: string };
        }>(
          sql`select id, kind, settled_from as "settledFrom", ended_at as "endedAt", terms from agent_contracts
            where agent_id in (${top}, ${sub}) and settled_from is not null`,
        );
        for (const c of mine) {
          const kind = c.kind === 'DIVIDEND' ? 'WEEKLY' : 'DAILY';
          const limit = Math.min(
            clock - SETTLE_DELAY_MS.OTHER,
            c.endedAt ? new Date(c.endedAt).getTime() : Infinity,
          );
          const expected =
            limit > new Date(c.settledFrom).getTime()
              ? endedPeriods(kind, brand.timeZone, new Date(c.settledFrom), new Date(limit))
                  .filter((p) => p.start >= new Date(c.settledFrom))
                  .map((p) => p.key)
              : [];
          const got = await rows<{ key: string }>(
            sql`select period_key as key from agent_settlements where contract_id = ${c.id} order by period_start`,
          );
          expect(got.map((r) => r.key)).toEqual(expected);
        }
        const [money] = await rows<{ settled: string; booked: string; entries: number; paid: number }>(sql`
          select (select coalesce(sum(paid_minor), 0) from agent_settlements s join agent_contracts c on c.id = s.contract_id
                    where c.agent_id in (${top}, ${sub}))::text as settled,
            (select coalesce(sum(p.amount_minor), 0) from journal_entries e join postings p on p.entry_id = e.id
               join ledger_accounts a on a.id = p.account_id
               where e.kind = 'AGENT_PAY' and p.amount_minor > 0 and a.member_id in (${top}, ${sub}))::text as booked,
            (select count(*) from journal_entries e where e.kind = 'AGENT_PAY' and e.member_id in (${top}, ${sub}))::int as entries,
            (select count(*) from agent_settlements s join agent_contracts c on c.id = s.contract_id
               where c.agent_id in (${top}, ${sub}) and s.paid_minor > 0)::int as paid`);
        expect(money!.booked).toBe(money!.settled);
        expect(money!.entries).toBe(money!.paid);
      }),
      { numRuns: 6 },
    );
    expect(await createLedger({ db: t.db }).verify()).toMatchObject({ ok: true, problems: [] });
  }, 240_000);
});
