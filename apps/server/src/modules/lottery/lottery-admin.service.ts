import {
  fromMinor,
  toMinor,
  type TAdminLotteryDraw,
  type TAdminLotteryGame,
  type TAdminLotteryGameUpdate,
  type TAdminLotteryResultEntry,
  type TAdminLotterySheet,
  type TDrawResult,
  type TLotterySheetTemplate,
  type TVnRegion,
} from '@openlobby/contracts';
import { ELOTT_BALL_COUNT, VN_PRIZE_TABLES, validateVnResult, type TVnResult } from '@openlobby/house-games';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { ENTRY_DEADLINE_MS } from './lottery-draws.ts';
import { defaultOddsOf } from './lottery-engine.ts';
import { drawView, gameName, oddsView, ticketView } from './lottery-views.ts';
import * as admin from './lottery-admin.repo.ts';
import * as repo from './lottery.repo.ts';

type TPage = { page: number; pageSize: number };
type TProblem = { field: string; message: string };

const refuse = (problems: TProblem[]) =>
  new AppError('VALIDATION_FAILED', 'Some values are not valid for this game.', problems);
const notAllowed = (message: string) => new AppError('OPERATION_NOT_ALLOWED', message);
const asMultipliers = (milli: Record<string, number>) =>
  Object.fromEntries(Object.entries(milli).map(([k, v]) => [k, v / 1000]));
const engineOdds = (g: repo.TGameRow) =>
  defaultOddsOf(g.product as 'VN' | 'ELOTT', g.region as TVnRegion | null);

/** The draw an entry or an awaiting sheet is about, as the back office names it. */
const drawOf = (draw: repo.TDrawRow, game: repo.TGameRow) => ({
  drawId: draw.id,
  gameCode: game.code,
  gameName: gameName(game, 'EN'),
  product: game.product as 'VN' | 'ELOTT',
  region: (game.region as TVnRegion | null) ?? null,
  drawKey: draw.drawKey,
  drawAt: draw.drawAt.toISOString(),
});

/** What the game's sheet asks for: the region's prize table, or the e-lottery's balls. */
const sheetOf = (game: repo.TGameRow): TLotterySheetTemplate =>
  game.product === 'VN'
    ? { kind: 'VN', prizes: VN_PRIZE_TABLES[game.region as TVnRegion].map((p) => ({ ...p })) }
    : { kind: 'ELOTT', balls: ELOTT_BALL_COUNT };

/**
 * Typed official results as the draw keeps them, checked as the engine checks an outside sheet
 * (settlement trusts its result): the game's region and prize table, or its five balls.
 */
export function resultOfSheet(game: repo.TGameRow, sheet: TAdminLotterySheet): TDrawResult {
  const bad = (message: string) => refuse([{ field: 'body.result', message }]);
  if (game.product === 'VN' && sheet.kind === 'VN') {
    const result = { region: game.region as TVnRegion, prizes: sheet.prizes } as TVnResult;
    const problem = validateVnResult(result);
    if (problem) throw bad(problem);
    return { kind: 'VN', region: result.region, prizes: result.prizes };
  }
  if (game.product === 'ELOTT' && sheet.kind === 'ELOTT') {
    if (sheet.balls.length !== ELOTT_BALL_COUNT) throw bad('LOTTERY_RESULT_SHAPE');
    return { kind: 'ELOTT', balls: sheet.balls };
  }
  throw bad('LOTTERY_RESULT_SHAPE');
}

/**
 * The house lottery's back office (issue 18): games and their edit, draws with their tickets'
 * totals, liability per number, voiding, official results with maker and checker, a member's
 * tickets. Changes run inside the caller's audited transaction (every query on `tx`) and answer
 * before and after; reads take the brand resolved by the route, so another brand's ids are NOT_FOUND.
 */
export function createLotteryAdmin(d: {
  db: Db;
  now: () => Date;
  findMemberIdByAccount: (brandId: number, account: string) => Promise<number | undefined>;
}) {
  const money = (brand: TBrand, minor: bigint) => fromMinor(minor, brand.currencyDecimals);

  const gameView = (brand: TBrand, g: repo.TGameRow): TAdminLotteryGame => ({
    id: g.id,
    code: g.code,
    product: g.product as 'VN' | 'ELOTT',
    region: (g.region as TVnRegion | null) ?? null,
    name: gameName(g, 'EN'),
    names: g.names,
    weekdays: g.weekdays,
    drawTime: g.drawTime,
    timeZone: g.timeZone,
    intervalSeconds: g.intervalSeconds,
    closeBeforeSeconds: g.closeBeforeSeconds,
    resultMode: g.resultMode as 'DRAWN' | 'ENTERED',
    odds: oddsView(g),
    defaultOdds: asMultipliers(engineOdds(g)),
    minStake: money(brand, g.minStakeMinor),
    maxStake: money(brand, g.maxStakeMinor),
    liabilityCap: money(brand, g.liabilityCapMinor),
    enabled: g.enabled,
  });

  async function drawViews(db: DbOrTx, brand: TBrand, game: repo.TGameRow, draws: repo.TDrawRow[]) {
    const totals = await admin.findDrawTotals(
      db,
      draws.map((r) => r.id),
    );
    return draws.map((r): TAdminLotteryDraw => {
      const { gameCode: _, id, ...shown } = drawView(r, game.code);
      const sum = totals.get(r.id) ?? { tickets: 0, stakeMinor: 0n, winMinor: 0n };
      return {
        id,
        ...shown,
        drawnAt: r.drawnAt?.toISOString() ?? null,
        settledAt: r.settledAt?.toISOString() ?? null,
        voidReason: r.voidReason,
        tickets: sum.tickets,
        stakes: money(brand, sum.stakeMinor),
        wins: money(brand, sum.winMinor),
      };
    });
  }

  async function getGame(db: DbOrTx, brand: TBrand, id: number, lock = false) {
    const game = await admin.findBrandGame(db, brand.id, id, lock);
    if (!game) throw new AppError('NOT_FOUND', 'No such lottery game.');
    return game;
  }

  async function getDraw(db: DbOrTx, brand: TBrand, id: number) {
    const found = await admin.findBrandDraw(db, brand.id, id);
    if (!found) throw new AppError('NOT_FOUND', 'No such draw.');
    return found;
  }

  /** A game's edit checked against its product and the brand's currency, as columns. */
  function columnsOf(brand: TBrand, game: repo.TGameRow, input: TAdminLotteryGameUpdate) {
    const problems: TProblem[] = [];
    const minor = (field: 'minStake' | 'maxStake' | 'liabilityCap') => {
      const v = toMinor(input[field], brand.currencyDecimals);
      if (v === null) problems.push({ field: `body.${field}`, message: 'More decimals than the currency.' });
      return v ?? 0n;
    };
    if (game.product === 'VN') {
      if (!input.weekdays) problems.push({ field: 'body.weekdays', message: 'Required.' });
      if (!input.drawTime) problems.push({ field: 'body.drawTime', message: 'Required.' });
    } else {
      for (const field of ['weekdays', 'drawTime'] as const)
        if (input[field] !== undefined)
          problems.push({ field: `body.${field}`, message: 'The e-lottery draws on its interval.' });
      if (input.closeBeforeSeconds >= game.intervalSeconds!)
        problems.push({ field: 'body.closeBeforeSeconds', message: 'Not below the interval.' });
    }
    const defaults = engineOdds(game);
    const odds: Record<string, number> = {};
    for (const [key, multiplier] of Object.entries(input.odds)) {
      if (defaults[key] === undefined) {
        problems.push({ field: `body.odds.${key}`, message: 'Not a bet of this game.' });
        continue;
      }
      const milli = Number(toMinor(multiplier, 3));
      // the engine's own figure is not kept, so the game follows the engine's odds
      if (milli !== defaults[key]) odds[key] = milli;
    }
    const columns = {
      weekdays: game.product === 'VN' ? [...input.weekdays!].sort((a, b) => a - b) : null,
      drawTime: game.product === 'VN' ? input.drawTime! : null,
      closeBeforeSeconds: input.closeBeforeSeconds,
      resultMode: input.resultMode,
      odds,
      minStakeMinor: minor('minStake'),
      maxStakeMinor: minor('maxStake'),
      liabilityCapMinor: minor('liabilityCap'),
      enabled: input.enabled,
    };
    if (problems.length) throw refuse(problems);
    return columns;
  }

  const entryView = (
    e: admin.TEntryRow,
    draw: repo.TDrawRow,
    game: repo.TGameRow,
  ): TAdminLotteryResultEntry => ({
    id: e.id,
    ...drawOf(draw, game),
    drawStatus: draw.status as TAdminLotteryResultEntry['drawStatus'],
    result: e.result as TDrawResult,
    status: e.status as TAdminLotteryResultEntry['status'],
    enteredBy: e.enteredBy,
    reason: e.reason,
    decidedBy: e.decidedBy,
    decidedAt: e.decidedAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
  });

  /** The audit's view of a draw: what changed, without its tickets' totals. */
  const drawAudit = (draw: repo.TDrawRow, game: repo.TGameRow) => ({
    gameCode: game.code,
    drawKey: draw.drawKey,
    status: draw.status,
    voidReason: draw.voidReason,
  });

  return {
    async findGames(brand: TBrand) {
      const rows = await admin.findBrandGames(d.db, brand.id);
      return {
        currency: brand.currencyCode,
        decimals: brand.currencyDecimals,
        items: rows.map((g) => gameView(brand, g)),
      };
    },

    /**
     * Edits a game: its schedule (the Vietnam lottery's weekdays and time; the e-lottery's interval
     * stays, since its draws are numbered by it), close-before, result mode, odds, stakes, cap and
     * whether it opens new draws. Draws already open keep their times; new ones follow the edit.
     */
    async updateGame(tx: Tx, brand: TBrand, id: number, input: TAdminLotteryGameUpdate) {
      const before = await getGame(tx, brand, id, true);
      const after = await admin.updateGame(tx, id, columnsOf(brand, before, input));
      return { before: gameView(brand, before), after: gameView(brand, after) };
    },

    async findDraws(brand: TBrand, gameId: number, q: TPage & { status?: string }) {
      const game = await getGame(d.db, brand, gameId);
      const { items, total } = await admin.findDrawPage(d.db, { gameId, ...q });
      return {
        currency: brand.currencyCode,
        game: { id: game.id, code: game.code, name: gameName(game, 'EN') },
        items: await drawViews(d.db, brand, game, items),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    async findExposure(brand: TBrand, drawId: number, q: TPage) {
      const { draw, game } = await getDraw(d.db, brand, drawId);
      const { items, total } = await admin.findExposurePage(d.db, { drawId, ...q });
      return {
        currency: brand.currencyCode,
        drawId,
        gameCode: game.code,
        drawKey: draw.drawKey,
        status: draw.status as TAdminLotteryDraw['status'],
        cap: money(brand, game.liabilityCapMinor),
        items: items.map((e) => ({ key: e.key, liability: money(brand, e.liabilityMinor) })),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    /** Voids a draw not yet settled (the draw job refunds every open ticket); a settled or void one is refused. */
    async voidDraw(tx: Tx, brand: TBrand, drawId: number, reason: string) {
      const { draw, game } = await getDraw(tx, brand, drawId);
      if (!(await repo.voidDraw(tx, drawId, reason, d.now())))
        throw notAllowed('This draw is settled or void already.');
      const after = (await getDraw(tx, brand, drawId)).draw;
      const [view] = await drawViews(tx, brand, game, [after]);
      return { before: drawAudit(draw, game), after: drawAudit(after, game), view: view! };
    },

    /**
     * The maker's official results for a closed draw of an ENTERED game whose time has come: a
     * PENDING entry, nothing applied. One pending entry per draw; the sheet is checked first.
     */
    async enterResult(
      tx: Tx,
      brand: TBrand,
      drawId: number,
      sheet: TAdminLotterySheet,
      by: string,
      reason: string,
    ) {
      const { draw, game } = await getDraw(tx, brand, drawId);
      if (game.resultMode !== 'ENTERED') throw notAllowed('This game’s results are drawn by the engine.');
      if (draw.status !== 'CLOSED') throw notAllowed('Results are entered for a closed draw.');
      if (d.now() < draw.drawAt) throw notAllowed('This draw has not taken place yet.');
      const result = resultOfSheet(game, sheet);
      const row = await admin.insertPendingEntry(tx, {
        brandId: brand.id,
        drawId,
        result,
        status: 'PENDING',
        enteredBy: by,
        reason,
      });
      if (!row) throw notAllowed('Results for this draw are waiting for a second operator already.');
      return { before: null, after: entryView(row, draw, game) };
    },

    /**
     * The checker's decision on a pending entry, under its lock: approving gives the draw the
     * result (source ENTERED; the draw job settles it), rejecting leaves the draw waiting. The
     * operator who entered it decides neither.
     */
    async decideResult(tx: Tx, brand: TBrand, id: number, decision: 'APPROVE' | 'REJECT', by: string) {
      const entry = await admin.lockEntry(tx, brand.id, id);
      if (!entry) throw new AppError('NOT_FOUND', 'No such result entry.');
      if (entry.status !== 'PENDING') throw notAllowed(`This entry is ${entry.status.toLowerCase()}.`);
      if (entry.enteredBy === by) throw notAllowed('A second operator must decide results you entered.');
      if (decision === 'APPROVE') {
        const result = { result: entry.result, source: 'ENTERED' as const, now: d.now() };
        if (!(await repo.recordResult(tx, entry.drawId, result)))
          throw notAllowed('This draw is no longer waiting for results.');
      }
      const status = decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
      const decided = await admin.decideEntry(tx, id, { status, decidedBy: by, decidedAt: d.now() });
      const { draw, game } = await getDraw(tx, brand, entry.drawId);
      return { before: { status: entry.status }, after: entryView(decided, draw, game) };
    },

    async findResults(brand: TBrand, q: TPage & { status: string }) {
      const { items, total } = await admin.findEntryPage(d.db, { brandId: brand.id, ...q });
      return {
        items: items.map((r) => entryView(r.entry, r.draw, r.game)),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },

    async findAwaiting(brand: TBrand) {
      const rows = await admin.findAwaitingDraws(d.db, brand.id, d.now());
      return {
        items: rows.map(({ draw, game }) => ({
          ...drawOf(draw, game),
          voidsAt: new Date(draw.drawAt.getTime() + ENTRY_DEADLINE_MS).toISOString(),
          sheet: sheetOf(game),
        })),
      };
    },

    async findTickets(brand: TBrand, q: TPage & { account: string }) {
      const memberId = await d.findMemberIdByAccount(brand.id, q.account);
      if (memberId === undefined) throw new AppError('NOT_FOUND', 'No such member.');
      const { page, pageSize } = q;
      const { items, total } = await repo.findMemberTickets(d.db, { memberId, page, pageSize });
      return {
        currency: brand.currencyCode,
        account: q.account,
        items: items.map((r) => ticketView(r.ticket, r, brand.currencyDecimals)),
        page: q.page,
        pageSize: q.pageSize,
        total,
      };
    },
  };
}
export type LotteryAdmin = ReturnType<typeof createLotteryAdmin>;
