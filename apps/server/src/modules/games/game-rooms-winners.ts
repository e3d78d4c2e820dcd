import {
  fromMinor,
  type TRankEntry,
  type TRoom,
  ZGameCategory,
  ZGameType,
  type ZRankListRequest,
} from '@openlobby/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { expiringCache } from '../../lib/expiring-cache.ts';
import type { Ledger } from '../ledger/ledger.service.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TCatalogue } from './catalogue.ts';
import { livePlayers } from './catalogue-rooms.ts';
import { renderGameIcon } from './game-icon.ts';
import type { TReader } from './games.service.ts';
import * as repo from './games.repo.ts';
import { maskAccount } from './rank-list.ts';

/** A house game's own rooms, seat counts real (the card rooms); null for a game without its own. */
export type THouseRooms = (
  brand: TBrand,
  game: { vendorCode: string; gameCode: string },
) => Promise<
  { roomCode: string; name: string; minBetMinor: bigint; maxBetMinor: bigint; players: number }[] | null
>;

/** The winners board and the popular list look back this far. */
export const WINDOW_MS = 7 * 86_400_000;
/** The winners board is read this deep once per brand and category, then cut to each request's limit. */
const RANK_DEPTH = 50;

/**
 * Card-game rooms, the winners board and game icons: the games service's parts that read outside a
 * brand's game lists (rooms, the ledger's journal, any game of the catalogue).
 */
export function createRoomsAndWinners({
  db,
  catalogueOf,
  findTopWins,
  houseRooms,
  now,
  cacheMs,
}: {
  db: Db;
  catalogueOf: (brand: TBrand) => Promise<TCatalogue>;
  findTopWins: Ledger['findTopWins'];
  houseRooms?: THouseRooms | undefined;
  now: () => Date;
  cacheMs: number;
}) {
  const winners = expiringCache<string, Awaited<ReturnType<Ledger['findTopWins']>>>(cacheMs);

  /**
   * GLS2_roomList: the rooms of a card game the brand offers; NOT_FOUND when it has none. A house
   * card game answers its real rooms and who sits in them; a simulated vendor's rooms are the
   * catalogue's, their occupancy the simulator's.
   */
  async function findRooms(r: TReader, nodeId: number): Promise<{ content: TRoom[] }> {
    const g = (await catalogueOf(r.brand)).byNode.get(nodeId);
    if (!g?.hasRooms) throw new AppError('NOT_FOUND', 'No such card game.');
    const dec = r.brand.currencyDecimals;
    const own = await houseRooms?.(r.brand, g);
    if (own)
      return {
        content: own.map((room) => ({
          roomId: room.roomCode,
          name: room.name,
          minBet: fromMinor(room.minBetMinor, dec),
          maxBet: fromMinor(room.maxBetMinor, dec),
          players: room.players,
        })),
      };
    const rooms = await repo.findRooms(db, g.nodeId);
    const at = now();
    return {
      content: rooms.map((room, level) => ({
        roomId: room.roomCode,
        name: room.name[r.language] ?? room.name.EN,
        minBet: fromMinor(room.minBetMinor, dec),
        maxBet: fromMinor(room.maxBetMinor, dec),
        players: livePlayers(`${r.brand.id}:${g.nodeId}:${room.roomCode}`, level, at),
      })),
    };
  }

  /**
   * GCSGAME_getRankList: the biggest real wins of the brand in the last 7 days (WIN journal entries),
   * biggest first, accounts masked, amounts in major units of the brand's currency.
   */
  async function findRankList(
    r: TReader,
    q: z.output<typeof ZRankListRequest>,
  ): Promise<{ list: TRankEntry[] }> {
    const category = q.gameCategory === 'ALL' ? undefined : q.gameCategory;
    const wins = await winners.get(`${r.brand.id}:${q.gameCategory}`, () =>
      findTopWins({
        brandId: r.brand.id,
        since: new Date(now().getTime() - WINDOW_MS),
        limit: RANK_DEPTH,
        category,
      }),
    );
    return {
      list: wins.slice(0, q.limitNum).map((w) => ({
        vo: {
          account: maskAccount(w.account),
          gameName: w.gameNames[r.language] ?? w.gameNames.EN ?? '',
          nodeId: w.nodeId,
          vassalage: w.vendorCode,
          winAmount: fromMinor(w.winMinor, r.brand.currencyDecimals),
          currency: r.brand.currencyCode,
          at: w.createdAt.toISOString(),
        },
      })),
    };
  }

  /** A game's thumbnail (SVG); any game of the catalogue, whatever the brand. */
  async function getGameIcon(nodeId: number): Promise<string> {
    const g = await repo.findGameWithVendor(db, nodeId);
    if (!g) throw new AppError('NOT_FOUND', 'No such game.');
    return renderGameIcon({
      nodeId: g.nodeId,
      gameCode: g.gameCode,
      name: g.names.EN,
      vendorCode: g.vendorCode,
      category: ZGameCategory.parse(g.category),
      gameType: ZGameType.parse(g.gameType),
    });
  }

  return { findRooms, findRankList, getGameIcon, clearWinners: () => winners.clear() };
}
