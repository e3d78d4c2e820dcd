import { sql } from 'drizzle-orm';
import { fromMinor, isAgentType, type TContractKind, type TSettlement } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import { AppError } from '../../lib/app-error.ts';
import { dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { BetsService } from '../bets/bets.service.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import { endedPeriods, periodContaining, type TPeriod } from './agent-periods.ts';
import { periodKindOf } from './contract-terms.ts';
import * as contractsRepo from './contracts.repo.ts';
import * as repo from './settlement.repo.ts';
import { dailyWage, dividend, hourlyWage, realTimeSalary, type TTierPay } from './settlement-rules.ts';

/**
 * How long after a period ends it is settled: a transfer vendor's bets of its last minutes reach
 * the bets table with the next pulls (every 30 s, reading 5 minutes back).
 */
export const SETTLE_DELAY_MS = { FIVE_MINUTES: 60_000, OTHER: 10 * 60_000 } as const;
/** How far back a contract that has ended is still looked at for periods it has not been paid. */
const ENDED_LOOKBACK_MS = 40 * 86_400_000;

type TFigures = { betVolume: bigint; netLoss: bigint; activeMembers: number };
type TOutcome = 'PAID' | 'NOTHING_DUE' | 'SHORTFALL' | 'ALREADY';

/**
 * The settlement engine (issue 16): pays every contract for every period that has ended since it
 * was last paid, in the brand's time zone. A contract pays from the first whole period after it
 * was signed and for every period that ended while it was in force. Each (contract, period) is one
 * `agent_settlements` row and one ledger entry keyed `agent:<contract>:<period>`, written in one
 * transaction, so a period is paid once whatever runs this, how often, on how many processes. A
 * top agent is paid from the brand's commission account; every other agent by its upline, from the
 * upline's main wallet: an upline without the funds pays what it has, the rest is a debt on the
 * settlement, and for a dividend (spec §9: unpaid at the period's end is a refusal) the upline is
 * frozen, with no withdrawals or transfers out until an operator lifts it.
 */
export function createSettlementService(d: {
  db: Db;
  ledger: Ledger;
  bets: Pick<BetsService, 'catchUp'>;
  events: MoneyEvents;
  brandById: (id: number) => Promise<TBrand>;
  now: () => Date;
}) {
  async function figuresOf(
    brand: TBrand,
    c: contractsRepo.TContractRow,
    p: TPeriod,
  ): Promise<TFigures & { pay: TTierPay }> {
    const tz = brand.timeZone;
    const days = () => [dayIn(tz, p.start), dayIn(tz, new Date(p.end.getTime() - 1))] as const;
    switch (c.terms.kind) {
      case 'DAILY_WAGE': {
        const f = await repo.teamDayFigures(d.db, c.agentId, c.category, ...days());
        return { ...f, pay: dailyWage(c.terms.rules, f) };
      }
      case 'DIVIDEND': {
        const f = await repo.teamDayFigures(d.db, c.agentId, c.category, ...days());
        return { ...f, pay: dividend(c.terms.rules, f) };
      }
      case 'HOURLY_WAGE': {
        const byHour = await repo.teamHourFigures(d.db, brand.id, c.agentId, c.category, p.start, p.end);
        const hours: { betVolume: bigint; activeMembers: number }[] = [];
        for (
          let h = periodContaining('HOURLY', tz, p.start);
          h.start < p.end;
          h = periodContaining('HOURLY', tz, h.end)
        )
          hours.push(
            byHour.get(Math.floor((h.start.getTime() - p.start.getTime()) / 3_600_000)) ?? {
              betVolume: 0n,
              activeMembers: 0,
            },
          );
        const paid = hourlyWage(c.terms.rules, hours);
        const f = await repo.teamDayFigures(d.db, c.agentId, c.category, ...days());
        const best = paid.hours.reduce<number | null>(
          (t, x) => (x.tier !== null && (t === null || x.tier > t) ? x.tier : t),
          null,
        );
        return { ...f, pay: { tier: best, amount: paid.total } };
      }
      case 'REAL_TIME_SALARY': {
        const bets = await repo.teamBetsSettledIn(d.db, brand.id, c.agentId, c.category, p.start, p.end);
        const volume = bets.reduce((t, b) => t + b.stake, 0n);
        const loss = bets.reduce((t, b) => t + b.stake - b.payout, 0n);
        const members = new Set(bets.map((b) => b.memberId)).size;
        return {
          betVolume: volume,
          netLoss: loss,
          activeMembers: members,
          pay: { tier: null, amount: realTimeSalary(c.terms.rules, bets) },
        };
      }
    }
  }

  /** Pays one contract for one period, once; answers what happened. */
  async function settleOne(brand: TBrand, c: contractsRepo.TContractRow, p: TPeriod): Promise<TOutcome> {
    const f = await figuresOf(brand, c, p);
    const owed = f.pay.amount;
    return d.ledger.retrying(() =>
      d.db.transaction(async (tx) => {
        const payee = await d.ledger.memberAccount(tx, {
          brandId: brand.id,
          memberId: c.agentId,
          kind: 'MAIN',
          currency: brand.currencyCode,
        });
        const payer =
          c.uplineId === null
            ? await d.ledger.brandAccount(tx, {
                brandId: brand.id,
                kind: 'COMMISSION',
                currency: brand.currencyCode,
              })
            : await d.ledger.memberAccount(tx, {
                brandId: brand.id,
                memberId: c.uplineId,
                kind: 'MAIN',
                currency: brand.currencyCode,
              });
        let paid = owed;
        if (c.uplineId !== null && owed > 0n) {
          // the upline's wallet is locked, so what it holds now is what it can pay now
          await d.ledger.lockMemberAccounts(
            tx,
            [payee, payer].sort((a, b) => a - b),
          );
          const balance = await d.ledger.balanceOf(payer, tx);
          paid = balance < owed ? balance : owed;
        }
        const debt = owed - paid;
        const status = owed === 0n ? 'NOTHING_DUE' : debt > 0n ? 'SHORTFALL' : 'PAID';
        const id = await repo.insertSettlement(tx, {
          brandId: brand.id,
          contractId: c.id,
          agentId: c.agentId,
          uplineId: c.uplineId,
          kind: c.kind,
          category: c.category,
          periodKey: p.key,
          periodStart: p.start,
          periodEnd: p.end,
          betVolumeMinor: f.betVolume,
          netLossMinor: f.netLoss,
          activeMembers: f.activeMembers,
          tier: f.pay.tier,
          amountMinor: owed,
          paidMinor: paid,
          debtMinor: debt,
          status,
          settledAt: d.now(),
        });
        if (id === null) return 'ALREADY';
        if (paid > 0n) {
          const posted = await d.ledger.post(
            {
              brandId: brand.id,
              kind: 'AGENT_PAY',
              idempotencyKey: `agent:${c.id}:${p.key}`,
              payload: { contractId: c.id, period: p.key, amountMinor: paid.toString() },
              memberId: c.agentId,
              reference: `${c.kind}:${p.key}`,
              memo: {
                contractId: c.id,
                kind: c.kind,
                category: c.category,
                period: p.key,
                uplineId: c.uplineId,
              },
              postings: [
                { accountId: payer, amountMinor: -paid },
                { accountId: payee, amountMinor: paid },
              ],
            },
            tx,
          );
          await repo.setSettlementEntry(tx, id, posted.entryId);
        }
        if (status === 'SHORTFALL' && c.kind === 'DIVIDEND' && c.uplineId !== null)
          await repo.insertFreeze(tx, {
            brandId: brand.id,
            memberId: c.uplineId,
            settlementId: id,
            reason: `DIVIDEND_UNPAID:${p.key}`,
            at: d.now(),
          });
        return status;
      }),
    );
  }

  /** The periods a contract still has to be paid for, oldest first. */
  function duePeriods(brand: TBrand, c: contractsRepo.TContractRow, lastEnd: Date | undefined): TPeriod[] {
    const kind = periodKindOf(c.terms);
    const now =
      d.now().getTime() - (kind === 'FIVE_MINUTES' ? SETTLE_DELAY_MS.FIVE_MINUTES : SETTLE_DELAY_MS.OTHER);
    const until = Math.min(now, c.endedAt?.getTime() ?? Infinity);
    const from = lastEnd ?? c.settledFrom!;
    if (until <= from.getTime()) return [];
    return endedPeriods(kind, brand.timeZone, from, new Date(until)).filter((p) => p.start >= c.settledFrom!);
  }

  /** Every (brand, contract, period) still to be settled, contracts in id order, periods oldest first. */
  async function* due() {
    const since = new Date(d.now().getTime() - ENDED_LOOKBACK_MS).toISOString();
    const contracts = await contractsRepo.findContracts(
      d.db,
      sql`c.settled_from is not null and (c.status = 'V' or c.ended_at > ${since}::timestamptz)`,
    );
    const lastEnds = await repo.lastSettledEnds(
      d.db,
      contracts.map((c) => c.id),
    );
    const brands = new Map<number, TBrand>();
    for (const c of contracts) {
      const brand = brands.get(c.brandId) ?? (await d.brandById(c.brandId));
      brands.set(c.brandId, brand);
      for (const p of duePeriods(brand, c, lastEnds.get(c.id))) yield { brand, c, p };
    }
  }

  /**
   * Settles every period that has ended and is not settled, for every contract of every brand (a
   * server that was down catches up); answers how many periods it settled and how many paid.
   */
  async function settleDue(): Promise<{ settled: number; paid: number; shortfalls: number }> {
    await d.bets.catchUp();
    const tally = { settled: 0, paid: 0, shortfalls: 0 };
    const touched = new Set<string>();
    for await (const { brand, c, p } of due()) {
      const outcome = await settleOne(brand, c, p);
      if (outcome === 'ALREADY') continue;
      tally.settled++;
      if (outcome !== 'NOTHING_DUE') {
        tally.paid++;
        touched.add(`${c.brandId}:${c.agentId}`);
        if (c.uplineId !== null) touched.add(`${c.brandId}:${c.uplineId}`);
      }
      if (outcome === 'SHORTFALL') tally.shortfalls++;
    }
    for (const key of touched) {
      const [brandId, memberId] = key.split(':').map(Number) as [number, number];
      d.events.publish({ brandId, memberId });
    }
    return tally;
  }

  /** What the next run would pay (at most `limit` periods), written nowhere: the back office's preview. */
  async function previewDue(brandId: number, limit = 200) {
    await d.bets.catchUp();
    const rows = [];
    for await (const { brand, c, p } of due()) {
      if (c.brandId !== brandId) continue;
      const f = await figuresOf(brand, c, p);
      rows.push({
        contractId: c.id,
        agent: c.agentAccount,
        upline: c.uplineAccount,
        kind: c.kind,
        category: c.category,
        periodKey: p.key,
        betVolume: fromMinor(f.betVolume, brand.currencyDecimals),
        netLoss: fromMinor(f.netLoss, brand.currencyDecimals),
        activeMembers: f.activeMembers,
        tier: f.pay.tier,
        amount: fromMinor(f.pay.amount, brand.currencyDecimals),
      });
      if (rows.length >= limit) break;
    }
    return { items: rows };
  }

  /** Whether a member is frozen (withdrawals and transfers out refused). */
  const isFrozen = (brandId: number, memberId: number, tx?: Tx) =>
    repo.isFrozen(tx ?? d.db, brandId, memberId);

  /** What an agent received and paid for its contracts in a range of brand days, newest first. */
  async function findSettlements(
    brand: TBrand,
    member: { id: number; type: number },
    q: { kind?: TContractKind; from: string; to: string; page: number; pageSize: number },
  ): Promise<{ items: TSettlement[]; page: number; pageSize: number; total: number }> {
    if (!isAgentType(member.type)) throw new AppError('NOT_AN_AGENT', 'Only agents hold contracts.');
    const found = await repo.findSettlements(d.db, {
      brandId: brand.id,
      memberId: member.id,
      kind: q.kind,
      from: startOfDay(brand.timeZone, q.from),
      to: startOfDay(brand.timeZone, nextDay(q.to)),
      page: q.page,
      pageSize: q.pageSize,
    });
    const dp = brand.currencyDecimals;
    const iso = (v: Date | string) => new Date(v).toISOString();
    return {
      items: found.items.map((r) => {
        const received = r.agentId === member.id;
        return {
          id: r.id,
          contractId: r.contractId,
          kind: r.kind as TContractKind,
          category: r.category as TSettlement['category'],
          direction: received ? 'received' : 'paid',
          counterparty: received ? r.uplineAccount : r.agentAccount,
          periodKey: r.periodKey,
          periodStart: iso(r.periodStart),
          periodEnd: iso(r.periodEnd),
          betVolume: fromMinor(BigInt(r.volume), dp),
          netLoss: fromMinor(BigInt(r.netLoss), dp),
          activeMembers: r.activeMembers,
          tier: r.tier,
          amount: fromMinor(BigInt(r.amount), dp),
          paid: fromMinor(BigInt(r.paid), dp),
          debt: fromMinor(BigInt(r.debt), dp),
          status: r.status,
          settledAt: iso(r.settledAt),
        };
      }),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
    };
  }

  return { settleDue, previewDue, isFrozen, findSettlements };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
