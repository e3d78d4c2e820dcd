import { sql } from 'drizzle-orm';
import {
  isAgentType,
  type TAgentConsolidated,
  type TContract,
  type TContractAction,
  type TContractKind,
  type TContractOffer,
  type TContractStatus,
} from '@openlobby/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { toApiTerms, toStoredTerms, type TStoredTerms } from './contract-terms.ts';
import * as repo from './contracts.repo.ts';
import { lowersBelow, validateDownlineTerms, type TContractTerms as TRuleTerms } from './settlement-caps.ts';

/** What an action code means for a contract in a status, per kind (spec §4's uneven codes). */
type TMeaning = 'SIGN' | 'REJECT' | 'TERMINATE' | 'KEEP';
const MEANINGS: Record<
  TContractKind,
  { pending: Partial<Record<TContractAction, TMeaning>>; inForce: Partial<Record<TContractAction, TMeaning>> }
> = {
  DIVIDEND: { pending: { A: 'SIGN', R: 'REJECT' }, inForce: { C: 'TERMINATE', A: 'KEEP' } },
  DAILY_WAGE: { pending: { A: 'SIGN', R: 'REJECT' }, inForce: { C: 'TERMINATE', A: 'KEEP' } },
  HOURLY_WAGE: { pending: { A: 'SIGN', R: 'REJECT' }, inForce: { A: 'TERMINATE', R: 'KEEP' } },
  REAL_TIME_SALARY: { pending: { A: 'SIGN', R: 'REJECT' }, inForce: { C: 'TERMINATE', A: 'KEEP' } },
};

/** What identifies the contract an action is about: a dividend by its category, the others by id. */
export type TContractSelector =
  { kind: 'DIVIDEND'; category: string } | { kind: Exclude<TContractKind, 'DIVIDEND'>; id: number };

const isPending = (s: string) => s === 'P' || s === 'E';
const rules = <K extends TContractKind>(t: TStoredTerms) => t.rules as TRuleTerms[K];

/**
 * Agents' contracts (spec §3, §4, §7): an upline offers a direct downline agent a contract of a
 * kind and category within its own (a top agent's come from the brand, offered in the back
 * office); the downline signs, rejects or ends it with the spec's action codes. Signing a contract
 * ends the agent's previous one of that kind and category, and every downline contract of it that
 * the new terms no longer cover (downlineHigherRate Y: the site asked `higher_rate` first); ending
 * one ends its team's contracts of that kind and category below it, which nothing covers any more.
 */
export function createContractsService(d: { db: Db; now: () => Date }) {
  const toApi = (brand: TBrand, c: repo.TContractRow, higher = false): TContract => ({
    id: c.id,
    kind: c.kind,
    category: c.category as TContract['category'],
    status: c.status,
    upline: c.uplineId === null ? null : { id: c.uplineId, account: c.uplineAccount ?? '' },
    agent: { id: c.agentId, account: c.agentAccount },
    terms: toApiTerms(c.terms, brand.currencyDecimals),
    downlineHigherRate: higher ? 'Y' : 'N',
    offeredAt: c.offeredAt.toISOString(),
    signedAt: c.signedAt?.toISOString() ?? null,
    endedAt: c.endedAt?.toISOString() ?? null,
  });

  /** The in-force contracts of `agentId`'s direct downlines that `terms` would leave above it. */
  async function downlinesAbove(
    db: Db | Tx,
    agentId: number,
    kind: TContractKind,
    category: string,
    terms: TStoredTerms,
  ) {
    const theirs = await repo.findContracts(
      db,
      sql`c.upline_id = ${agentId} and c.kind = ${kind} and c.category = ${category} and c.status = 'V'`,
    );
    return theirs.filter((c) => lowersBelow(kind, rules(c.terms), rules(terms)));
  }

  const inForce = (db: Db | Tx, agentId: number, kind: string, category: string, lock = false) =>
    repo
      .findContracts(
        db,
        sql`c.agent_id = ${agentId} and c.kind = ${kind} and c.category = ${category} and c.status = 'V'`,
        lock,
      )
      .then((r) => r[0]);

  function checkTerms(kind: TContractKind, upline: TStoredTerms | null, terms: TStoredTerms) {
    const violations = validateDownlineTerms(kind, upline ? rules(upline) : null, rules(terms));
    if (violations.length === 0) return;
    const above = violations.find((v) => v.code === 'ABOVE_UPLINE_RATE');
    if (above)
      throw new AppError(
        'CONTRACT_ABOVE_UPLINE',
        `Tier ${(above.tier ?? 0) + 1}: ${above.field} is above your own contract's.`,
      );
    const v = violations[0]!;
    throw new AppError(
      'VALIDATION_FAILED',
      `${v.field}: ${v.code}${v.tier === null ? '' : ` (tier ${v.tier + 1})`}`,
    );
  }

  /** Writes an offer, replacing the agent's waiting offer of the same kind and category. */
  async function writeOffer(
    tx: Tx,
    brand: TBrand,
    o: { agentId: number; uplineId: number | null; category: string; terms: TStoredTerms; actor: string },
  ) {
    const at = d.now();
    const waiting = await repo.findContracts(
      tx,
      sql`c.agent_id = ${o.agentId} and c.kind = ${o.terms.kind} and c.category = ${o.category} and c.status in ('P', 'E')`,
      true,
    );
    for (const w of waiting)
      await repo.moveContract(tx, {
        id: w.id,
        from: w.status,
        to: 'C',
        action: 'SUPERSEDED',
        actor: o.actor,
        at,
      });
    // a dividend offered over one in force is a renewal (E); everything else waits as P
    const status =
      o.terms.kind === 'DIVIDEND' && (await inForce(tx, o.agentId, o.terms.kind, o.category)) ? 'E' : 'P';
    const id = await repo.insertContract(tx, {
      brandId: brand.id,
      agentId: o.agentId,
      uplineId: o.uplineId,
      kind: o.terms.kind,
      category: o.category,
      status,
      terms: o.terms,
      offeredBy: o.actor,
      at,
    });
    await repo.recordOffer(tx, id, o.actor, status, at);
    const [row] = await repo.findContracts(tx, sql`c.id = ${id}`);
    return toApi(
      brand,
      row!,
      (await downlinesAbove(tx, o.agentId, o.terms.kind, o.category, o.terms)).length > 0,
    );
  }

  /** An upline agent's offer to a direct downline agent, within the upline's own contract. */
  async function offer(
    brand: TBrand,
    upline: { id: number; type: number },
    o: TContractOffer,
  ): Promise<TContract> {
    if (!isAgentType(upline.type)) throw new AppError('NOT_AN_AGENT', 'Only agents offer contracts.');
    const terms = toStoredTerms(o.terms, brand.currencyDecimals);
    return d.db.transaction(async (tx) => {
      const downline = await repo.findMember(tx, brand.id, o.downlineId, true);
      if (!downline || downline.uplineId !== upline.id)
        throw new AppError('NOT_FOUND', 'That member is not in your direct team.');
      if (!isAgentType(downline.type)) throw new AppError('NOT_AN_AGENT', 'Contracts are for agents.');
      const own = await inForce(tx, upline.id, terms.kind, o.category);
      if (!own) throw new AppError('CONTRACT_NOT_HELD', 'You hold no contract of this kind in force.');
      if (terms.kind === 'DIVIDEND' && own.terms.kind === 'DIVIDEND' && own.terms.period !== terms.period)
        throw new AppError('VALIDATION_FAILED', 'period: a dividend follows its upline’s period.');
      checkTerms(terms.kind, own.terms, terms);
      return writeOffer(tx, brand, {
        agentId: downline.id,
        uplineId: upline.id,
        category: o.category,
        terms,
        actor: `member:${upline.id}`,
      });
    });
  }

  /** The brand's offer to a top agent (no upline), from the back office. */
  async function offerAsBrand(
    tx: Tx,
    brand: TBrand,
    agentId: number,
    o: Omit<TContractOffer, 'downlineId'>,
    operator: string,
  ) {
    const agent = await repo.findMember(tx, brand.id, agentId, true);
    if (!agent) throw new AppError('NOT_FOUND', 'No such member.');
    if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT', 'Contracts are for agents.');
    if (agent.uplineId !== null)
      throw new AppError('OPERATION_NOT_ALLOWED', 'This agent holds its contracts with its upline.');
    const terms = toStoredTerms(o.terms, brand.currencyDecimals);
    checkTerms(terms.kind, null, terms);
    return writeOffer(tx, brand, {
      agentId,
      uplineId: null,
      category: o.category,
      terms,
      actor: `operator:${operator}`,
    });
  }

  /** Ends `contract` and, below it, every team contract of its kind and category. */
  async function endWithTeam(tx: Tx, contract: repo.TContractRow, actor: string, reason: string) {
    const at = d.now();
    await repo.moveContract(tx, {
      id: contract.id,
      from: contract.status,
      to: 'C',
      action: reason,
      actor,
      at,
    });
    const below = await repo.findContracts(
      tx,
      sql`c.kind = ${contract.kind} and c.category = ${contract.category} and c.status in ('P', 'E', 'V')
        and c.agent_id in (select descendant_id from agent_tree where ancestor_id = ${contract.agentId} and depth > 0)`,
      true,
    );
    for (const b of below)
      await repo.moveContract(tx, {
        id: b.id,
        from: b.status,
        to: 'C',
        action: 'UPLINE_CONTRACT_ENDED',
        actor,
        at,
      });
  }

  async function sign(tx: Tx, offer: repo.TContractRow, actor: string) {
    const at = d.now();
    if (offer.uplineId !== null) {
      const own = await inForce(tx, offer.uplineId, offer.kind, offer.category, true);
      if (!own)
        throw new AppError('CONTRACT_NOT_HELD', 'Your upline no longer holds a contract of this kind.');
      checkTerms(offer.kind, own.terms, offer.terms);
    }
    const previous = await inForce(tx, offer.agentId, offer.kind, offer.category, true);
    if (previous)
      await repo.moveContract(tx, { id: previous.id, from: 'V', to: 'C', action: 'REPLACED', actor, at });
    for (const above of await downlinesAbove(tx, offer.agentId, offer.kind, offer.category, offer.terms))
      await endWithTeam(tx, above, actor, 'ABOVE_UPLINE_RATE');
    await repo.moveContract(tx, { id: offer.id, from: offer.status, to: 'V', action: 'SIGN', actor, at });
  }

  /**
   * An agent's action on its contract (the three calls of spec §7, and the salary's): sign or
   * reject an offer, end a contract in force, or keep it (rejecting any offer waiting beside it).
   * Answers the contract after the action.
   */
  async function process(
    brand: TBrand,
    agent: { id: number; type: number },
    sel: TContractSelector,
    action: TContractAction,
  ): Promise<TContract> {
    if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT', 'Only agents hold contracts.');
    const actor = `member:${agent.id}`;
    return d.db.transaction(async (tx) => {
      await repo.findMember(tx, brand.id, agent.id, true);
      const mine = await repo.findContracts(
        tx,
        sel.kind === 'DIVIDEND'
          ? sql`c.agent_id = ${agent.id} and c.kind = 'DIVIDEND' and c.category = ${sel.category} and c.status in ('P', 'E', 'V')`
          : sql`c.agent_id = ${agent.id} and c.kind = ${sel.kind} and c.id = ${sel.id} and c.status in ('P', 'E', 'V')`,
        true,
      );
      const meanings = MEANINGS[sel.kind];
      // a dividend is named by its category: a waiting offer answers A and R, the one in force C
      const pending = mine.find((c) => isPending(c.status));
      const current = mine.find((c) => c.status === 'V');
      const target = pending && meanings.pending[action] ? pending : current;
      const meaning =
        target && (isPending(target.status) ? meanings.pending[action] : meanings.inForce[action]);
      if (!target || !meaning) throw new AppError('NOT_FOUND', 'No contract of yours answers that action.');
      const at = d.now();
      if (meaning === 'SIGN') await sign(tx, target, actor);
      else if (meaning === 'REJECT')
        await repo.moveContract(tx, {
          id: target.id,
          from: target.status,
          to: 'R',
          action: 'REJECT',
          actor,
          at,
        });
      else if (meaning === 'TERMINATE') await endWithTeam(tx, target, actor, 'TERMINATE');
      else {
        const waiting = await repo.findContracts(
          tx,
          sql`c.agent_id = ${agent.id} and c.kind = ${target.kind} and c.category = ${target.category} and c.status in ('P', 'E')`,
          true,
        );
        for (const w of waiting)
          await repo.moveContract(tx, {
            id: w.id,
            from: w.status,
            to: 'R',
            action: 'KEEP_CURRENT',
            actor,
            at,
          });
      }
      const [after] = await repo.findContracts(tx, sql`c.id = ${target.id}`);
      return toApi(brand, after!);
    });
  }

  /** The agent's own contracts (waiting and in force), or those it gave a direct downline. */
  async function list(brand: TBrand, agent: { id: number; type: number }, downlineId?: number) {
    if (!isAgentType(agent.type)) throw new AppError('NOT_AN_AGENT', 'Only agents hold contracts.');
    const where =
      downlineId === undefined
        ? sql`c.agent_id = ${agent.id} and c.status in ('P', 'E', 'V')`
        : sql`c.agent_id = ${downlineId} and c.upline_id = ${agent.id} and c.status in ('P', 'E', 'V')`;
    const rows = await repo.findContracts(d.db, sql`c.brand_id = ${brand.id} and ${where}`);
    const items = [];
    for (const c of rows)
      items.push(
        toApi(
          brand,
          c,
          isPending(c.status) &&
            (await downlinesAbove(d.db, c.agentId, c.kind, c.category, c.terms)).length > 0,
        ),
      );
    return { items };
  }

  /** The consolidated data's contract entries and the agent-centre flags (spec §3, §4). */
  async function consolidated(
    brand: TBrand,
    member: { id: number; type: number },
  ): Promise<TAgentConsolidated> {
    const { items } = isAgentType(member.type) ? await list(brand, member) : { items: [] as TContract[] };
    const of = (kind: TContractKind, pending: boolean) =>
      items.filter((c) => c.kind === kind && isPending(c.status) === pending);
    const flag = (kind: TContractKind): TContractStatus | null =>
      items.find((c) => c.kind === kind && c.status === 'V')?.status ??
      items.find((c) => c.kind === kind)?.status ??
      null;
    return {
      divtypereq: of('DIVIDEND', true),
      divtypeinfo: of('DIVIDEND', false),
      dailysalreqtype: of('DAILY_WAGE', true),
      dailysalinfo: of('DAILY_WAGE', false),
      contracthoursalreq: of('HOURLY_WAGE', true),
      contracthoursalinfo: of('HOURLY_WAGE', false),
      contractmrdailysalinfotype: items.filter((c) => c.kind === 'REAL_TIME_SALARY'),
      agentStatus: {
        dividend: flag('DIVIDEND'),
        salary: flag('DAILY_WAGE'),
        dailySalary: flag('REAL_TIME_SALARY'),
        hourSalary: flag('HOURLY_WAGE'),
      },
    };
  }

  /** The back office's view: a brand's contracts of every level, by status, kind or agent. */
  async function findForBrand(
    brand: TBrand,
    q: { status?: TContractStatus; kind?: TContractKind; agentId?: number; topOnly?: boolean },
  ) {
    const rows = await repo.findContracts(
      d.db,
      sql`c.brand_id = ${brand.id} ${q.status ? sql`and c.status = ${q.status}` : sql``}
        ${q.kind ? sql`and c.kind = ${q.kind}` : sql``} ${q.agentId ? sql`and c.agent_id = ${q.agentId}` : sql``}
        ${q.topOnly ? sql`and c.upline_id is null` : sql``}`,
      false,
      500,
    );
    return { items: rows.map((c) => toApi(brand, c)) };
  }

  /** An operator ends a contract (and its team's of that kind below it), in the audited transaction. */
  async function endAsOperator(tx: Tx, brand: TBrand, id: number, operator: string) {
    const [c] = await repo.findContracts(tx, sql`c.id = ${id} and c.brand_id = ${brand.id}`, true);
    if (!c) throw new AppError('NOT_FOUND', 'No such contract.');
    if (c.status === 'R' || c.status === 'C')
      throw new AppError('OPERATION_NOT_ALLOWED', 'This contract has ended.');
    const before = toApi(brand, c);
    await endWithTeam(tx, c, `operator:${operator}`, 'OPERATOR_ENDED');
    const [after] = await repo.findContracts(tx, sql`c.id = ${id}`);
    return { before, after: toApi(brand, after!) };
  }

  return { offer, offerAsBrand, process, list, consolidated, findForBrand, endAsOperator };
}
export type ContractsService = ReturnType<typeof createContractsService>;
