import { fromMinor, isAgentType } from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addDays, dayIn, nextDay, startOfDay } from '../../lib/zoned-time.ts';
import type { TBrand } from '../system/system.service.ts';
import * as repo from './agents-admin.repo.ts';

/** The days a settlement list covers when none are asked for: the brand's last week, today included. */
const DEFAULT_SETTLEMENT_DAYS = 7;

/**
 * The back office's reads of the agent network (issue 16): the tree level by level, a brand's
 * settlements with their totals, and freezes (lifted by an operator, audited by the caller).
 */
export function createAgentsAdmin(d: { db: Db; now: () => Date }) {
  async function treeLevel(brand: TBrand, q: { parentId?: number; page: number; pageSize: number }) {
    const found = await repo.findTreeLevel(d.db, { brandId: brand.id, ...q });
    const path =
      q.parentId === undefined ? [] : await repo.findChain(d.db, { brandId: brand.id, memberId: q.parentId });
    if (q.parentId !== undefined && path.length === 0) throw new AppError('NOT_FOUND', 'No such member.');
    return {
      currency: brand.currencyCode,
      parent: path.at(-1) ?? null,
      path,
      items: found.items.map((m) => ({
        id: m.id,
        account: m.account,
        isAgent: isAgentType(m.type),
        status: m.status,
        teamSize: m.teamSize,
        directMembers: m.directMembers,
        contracts: m.contracts,
        frozen: m.frozen,
        registeredAt: new Date(m.registeredAt).toISOString(),
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
    };
  }

  async function settlements(
    brand: TBrand,
    q: { from?: string; to?: string; status?: string; kind?: string; page: number; pageSize: number },
  ) {
    // The brand's calendar, not the operator's: an operator in London looking at a Shanghai brand
    // after 16:00 UTC must still see what was settled on the brand's today.
    const to = q.to ?? dayIn(brand.timeZone, d.now());
    const from = q.from ?? addDays(to, 1 - DEFAULT_SETTLEMENT_DAYS);
    const found = await repo.findBrandSettlements(d.db, {
      brandId: brand.id,
      ...q,
      from: startOfDay(brand.timeZone, from),
      to: startOfDay(brand.timeZone, nextDay(to)),
    });
    const dp = brand.currencyDecimals;
    const major = (v: string) => fromMinor(BigInt(v), dp);
    const iso = (v: Date | string) => new Date(v).toISOString();
    return {
      currency: brand.currencyCode,
      from,
      to,
      items: found.items.map((s) => ({
        id: s.id,
        contractId: s.contractId,
        agent: s.agentAccount,
        upline: s.uplineAccount,
        kind: s.kind as 'DIVIDEND' | 'DAILY_WAGE' | 'HOURLY_WAGE' | 'REAL_TIME_SALARY',
        category: s.category as 'ALL',
        periodKey: s.periodKey,
        periodStart: iso(s.periodStart),
        periodEnd: iso(s.periodEnd),
        betVolume: major(s.volume),
        netLoss: major(s.netLoss),
        activeMembers: s.activeMembers,
        tier: s.tier,
        amount: major(s.amount),
        paid: major(s.paid),
        debt: major(s.debt),
        status: s.status,
        settledAt: iso(s.settledAt),
      })),
      page: q.page,
      pageSize: q.pageSize,
      total: found.total,
      totals: {
        amount: major(found.totals.amount),
        paid: major(found.totals.paid),
        debt: major(found.totals.debt),
      },
    };
  }

  const freezeOut = (brand: TBrand, f: Awaited<ReturnType<typeof repo.findFreezes>>[number]) => ({
    id: f.id,
    memberId: f.memberId,
    account: f.account,
    reason: f.reason,
    debt: fromMinor(BigInt(f.debt), brand.currencyDecimals),
    active: f.active,
    createdAt: new Date(f.createdAt).toISOString(),
    liftedAt: f.liftedAt === null ? null : new Date(f.liftedAt).toISOString(),
    liftedBy: f.liftedBy,
  });

  async function freezes(brand: TBrand, active: boolean) {
    const items = (await repo.findFreezes(d.db, brand.id, active)).map((f) => freezeOut(brand, f));
    return { currency: brand.currencyCode, items };
  }

  /** Lifts a freeze in the caller's audited transaction (the debt stays on its settlement). */
  async function liftFreeze(tx: Tx, brand: TBrand, id: number, operator: string) {
    const changed = await repo.liftFreeze(tx, id, operator, d.now());
    if (!changed) throw new AppError('NOT_FOUND', 'No active freeze of that id.');
    return { before: freezeOut(brand, changed.before), after: freezeOut(brand, changed.after) };
  }

  return { treeLevel, settlements, freezes, liftFreeze };
}
export type AgentsAdmin = ReturnType<typeof createAgentsAdmin>;
