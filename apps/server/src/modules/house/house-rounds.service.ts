import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { fromMinor, type TFairSeeds, type TRotateSeedResult, type ZRoundProof } from '@openlobby/contracts';
import type { z } from 'zod';
import { hmacFloatStream, type TFloatSource } from '@openlobby/house-games';
import type { Db, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MoneyEvents } from '../../lib/money-events.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { SeamlessWallet } from '../wallet/seamless.service.ts';
import * as repo from './house.repo.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

type TRoundProof = z.infer<typeof ZRoundProof>;

/** The demo balance a free-play session starts with, in major units. */
export const FREE_PLAY_BALANCE = 2_000;

export type THouseDeps = {
  db: Db;
  ledger: Ledger;
  seamless: SeamlessWallet;
  events: MoneyEvents;
  brandById: (id: number) => Promise<TBrand>;
  /** The catalogue's name of the launched game in a language. */
  gameName: (brand: TBrand, nodeId: number, language: string) => Promise<string>;
  now: () => Date;
};

/** What a game's engine made of a round's float stream: the win and the record to keep. */
export type TPlayed = { winMinor: bigint; outcome: Record<string, unknown> };

/** A recorded round with the seed pair it used (the proof's half the player sees). */
export type TPlayedRound = { row: repo.TRoundRow; seed: repo.TSeedRow };

/**
 * The house's single-player rounds, whatever the game (the slot, keno, a fish shot): provably fair
 * (HMAC-SHA256(serverSeed, clientSeed:nonce) floats through @openlobby/house-games), one seed pair
 * and one nonce sequence per player for all of them, paid through the seamless wallet like any
 * vendor's game — the stake debited and the win credited in the same transaction as the round's
 * record, so a round is either wholly played or not at all. Free play moves the session's demo
 * balance instead. Each game supplies only its validation, its engine call and its views.
 */
export function createHouseRounds(d: THouseDeps) {
  const ownerOf = (s: repo.TGameSessionRow): repo.TSeedOwner =>
    s.memberId === null ? { gameSessionId: s.id } : { memberId: s.memberId };

  /** A fresh seed pair for the owner; nothing if another is active already (a racing creator's wins). */
  async function insertSeed(db: Db | Tx, s: repo.TGameSessionRow) {
    const serverSeed = randomBytes(32).toString('hex');
    await repo.insertSeed(db, {
      brandId: s.brandId,
      ...ownerOf(s),
      serverSeed,
      serverSeedHash: sha256(serverSeed),
      clientSeed: randomBytes(8).toString('hex'),
    });
  }

  /**
   * The owner's active seed pair, created on first use. Reads outside a transaction may meet a
   * rotation between their statements; a rotation commits its new pair with the old one's retirement,
   * so a second look always finds one.
   */
  async function activeSeed(db: Db | Tx, s: repo.TGameSessionRow) {
    const owner = ownerOf(s);
    for (let attempt = 0; attempt < 3; attempt++) {
      const found = await repo.findActiveSeed(db, owner);
      if (found) return found;
      await insertSeed(db, s);
    }
    throw new Error(`no active house seed for game session ${s.id}`);
  }

  /** Inside a transaction: the owner's seed changes serialised, and the active pair locked. */
  async function lockedSeed(tx: Tx, s: repo.TGameSessionRow) {
    await repo.lockSeedOwner(tx, ownerOf(s));
    const found = await repo.findActiveSeed(tx, ownerOf(s), true);
    if (found) return found;
    await insertSeed(tx, s);
    return (await repo.findActiveSeed(tx, ownerOf(s), true))!;
  }

  const seedsView = (seed: repo.TSeedRow): TFairSeeds => ({
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nextNonce: seed.nextNonce,
  });

  async function balanceMinor(brand: TBrand, s: repo.TGameSessionRow): Promise<bigint> {
    if (s.memberId === null) return s.funBalanceMinor ?? 0n;
    return d.seamless.balance({
      brand,
      vendorCode: s.vendorCode,
      memberId: s.memberId,
      roundId: '',
      gameCode: s.gameCode,
      nodeId: s.nodeId,
    });
  }

  /** The money and fairness half of every game's state; `brand` for the game's own part. */
  async function baseState(s: repo.TGameSessionRow) {
    const brand = await d.brandById(s.brandId);
    return {
      brand,
      state: {
        gameName: await d.gameName(brand, s.nodeId, s.language),
        currency: brand.currencyCode,
        decimals: brand.currencyDecimals,
        freePlay: s.memberId === null,
        balance: fromMinor(await balanceMinor(brand, s), brand.currencyDecimals),
        seeds: seedsView(await activeSeed(d.db, s)),
      },
    };
  }

  /**
   * One round of the launched game. A retried request id answers its round; the seed row's lock
   * orders the player's rounds, so nonces never repeat or skip. INSUFFICIENT_BALANCE writes nothing
   * (the nonce stays). `play` is the engine on the round's float stream; it must be pure.
   */
  async function playRound(
    s: repo.TGameSessionRow,
    req: { requestId: string; stakeMinor: bigint; play: (floats: TFloatSource) => TPlayed },
  ) {
    const brand = await d.brandById(s.brandId);
    const result = await d.ledger.inTransaction(async (tx) => {
      const seed = await lockedSeed(tx, s);
      const earlier = await repo.findRoundByRequest(tx, s.id, req.requestId);
      if (earlier)
        return { row: earlier, seed: (await repo.findSeedById(tx, earlier.seedId))!, replayed: true };
      const nonce = seed.nextNonce;
      const { winMinor, outcome } = req.play(hmacFloatStream(hmac, seed.serverSeed, seed.clientSeed, nonce));
      const betMinor = req.stakeMinor;
      const roundId = randomUUID();
      if (s.memberId === null) {
        const session = await repo.lockGameSession(tx, s.id);
        const balance = session.funBalanceMinor ?? 0n;
        if (balance < betMinor) throw new AppError('INSUFFICIENT_BALANCE', 'The demo balance is too low.');
        await repo.setFunBalance(tx, s.id, balance - betMinor + winMinor);
      } else {
        const call = {
          brand,
          vendorCode: s.vendorCode,
          memberId: s.memberId,
          roundId,
          gameCode: s.gameCode,
          nodeId: s.nodeId,
        };
        // The bet and its win in one statement of the round's transaction.
        await d.seamless.apply(
          [
            { ...call, op: 'DEBIT', txId: `${roundId}:bet`, amountMinor: betMinor },
            { ...call, op: 'CREDIT', txId: `${roundId}:win`, amountMinor: winMinor },
          ],
          tx,
        );
      }
      const row: repo.TRoundRow = {
        id: roundId,
        brandId: s.brandId,
        memberId: s.memberId,
        gameSessionId: s.id,
        gameCode: s.gameCode,
        seedId: seed.id,
        nonce,
        clientSeed: seed.clientSeed,
        requestId: req.requestId,
        betMinor,
        winMinor,
        outcome,
        freePlay: s.memberId === null,
        createdAt: d.now(),
      };
      await repo.insertRound(tx, row);
      await repo.updateSeed(tx, seed.id, { nextNonce: nonce + 1 });
      return { row, seed: { ...seed, nextNonce: nonce + 1 }, replayed: false };
    });
    if (!result.replayed && s.memberId !== null)
      d.events.publish({ brandId: brand.id, memberId: s.memberId });
    const fresh = s.memberId === null ? await repo.lockGameSession(d.db, s.id) : s;
    return {
      brand,
      played: { row: result.row, seed: result.seed } as TPlayedRound,
      balance: fromMinor(await balanceMinor(brand, fresh), brand.currencyDecimals),
      seeds: seedsView(await activeSeed(d.db, s)),
    };
  }

  /** The player's rounds of the launched game, newest first, each with its seed pair. */
  async function findRounds(s: repo.TGameSessionRow, q: { page: number; pageSize: number }) {
    const brand = await d.brandById(s.brandId);
    const { items, total } = await repo.findRoundsPage(d.db, {
      owner: ownerOf(s),
      gameCode: s.gameCode,
      ...q,
    });
    const seeds = new Map<number, repo.TSeedRow>();
    for (const r of items)
      if (!seeds.has(r.seedId)) seeds.set(r.seedId, (await repo.findSeedById(d.db, r.seedId))!);
    return { brand, items: items.map((row) => ({ row, seed: seeds.get(row.seedId)! })), total };
  }

  /** A new client seed applies from the next round; the nonce carries on with the same server seed. */
  async function setClientSeed(s: repo.TGameSessionRow, clientSeed: string): Promise<TFairSeeds> {
    return d.ledger.inTransaction(async (tx) => {
      const seed = await lockedSeed(tx, s);
      await repo.updateSeed(tx, seed.id, { clientSeed });
      return seedsView({ ...seed, clientSeed });
    });
  }

  /**
   * Reveals the active server seed (its rounds become verifiable) and commits to a new one, in one
   * transaction: there is never a moment without an active pair, and parallel rotations of one
   * owner take turns (each reveals the pair the previous one committed to).
   */
  async function rotateSeed(s: repo.TGameSessionRow): Promise<TRotateSeedResult> {
    const { old, next } = await d.ledger.inTransaction(async (tx) => {
      const seed = await lockedSeed(tx, s);
      await repo.updateSeed(tx, seed.id, { active: false, revealedAt: d.now() });
      await insertSeed(tx, s);
      return { old: seed, next: (await repo.findActiveSeed(tx, ownerOf(s)))! };
    });
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        roundsPlayed: old.nextNonce,
      },
      next: seedsView(next),
    };
  }

  /**
   * Public: a round of any house game and its seeds, the server seed only once revealed, with what
   * the player chose where the result depends on it (keno's picks, the species a bullet hit).
   */
  async function getRoundProof(roundId: string): Promise<TRoundProof> {
    const row = await repo.findRound(d.db, roundId);
    if (!row) throw new AppError('NOT_FOUND', 'No such round.');
    const seed = (await repo.findSeedById(d.db, row.seedId))!;
    const dec = (await d.brandById(row.brandId)).currencyDecimals;
    const { picks, speciesId } = row.outcome as { picks?: number[]; speciesId?: string };
    const { at: _at, ...seeds } = roundSeedsView({ row, seed });
    return {
      ...seeds,
      gameCode: row.gameCode,
      bet: fromMinor(row.betMinor, dec),
      win: fromMinor(row.winMinor, dec),
      ...(Array.isArray(picks) && { picks }),
      ...(typeof speciesId === 'string' && { speciesId }),
    };
  }

  const brandOf = (s: repo.TGameSessionRow) => d.brandById(s.brandId);

  return { brandOf, baseState, playRound, findRounds, setClientSeed, rotateSeed, getRoundProof };
}
export type HouseRounds = ReturnType<typeof createHouseRounds>;

/** A round's seeds as every game's view carries them; the server seed once its pair is retired. */
export function roundSeedsView({ row, seed }: TPlayedRound) {
  return {
    roundId: row.id,
    at: row.createdAt.toISOString(),
    serverSeedHash: seed.serverSeedHash,
    clientSeed: row.clientSeed,
    nonce: row.nonce,
    serverSeed: seed.active ? null : seed.serverSeed,
  };
}

/** Stake levels in the brand's minor units: the same major amounts whatever the decimals. */
export function levelsMinor(cents: readonly number[], decimals: number): bigint[] {
  const scale = 10n ** BigInt(Math.max(decimals, 2) - 2);
  return cents.map((c) => BigInt(c) * scale);
}

/** Refuses calls made with the launch of another game (each page calls its own game's routes). */
export function assertLaunchOf(s: repo.TGameSessionRow, gameCode: string) {
  if (s.gameCode !== gameCode)
    throw new AppError('GAME_SESSION_INVALID', 'This launch is of another game: launch this one.');
}
