import type { TFavoriteIds, TPagedGames } from '@openlobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TBrand } from '../system/system.service.ts';
import { gamesByIds, pageOf, type TCatalogue, type TGameView } from './catalogue.ts';
import * as favouritesRepo from './favourites.repo.ts';
import type { TReader } from './games.service.ts';

/** A member may keep this many favourite games. */
export const MAX_FAVOURITES = 200;

/** A member's favourite games, read against the brand's cached catalogue (games it still offers). */
export function createFavourites({
  db,
  catalogueOf,
  now,
}: {
  db: Db;
  catalogueOf: (brand: TBrand) => Promise<TCatalogue>;
  now: () => Date;
}) {
  async function visibleFavouriteIds(brand: TBrand, memberId: number): Promise<number[]> {
    const [catalogue, ids] = await Promise.all([
      catalogueOf(brand),
      favouritesRepo.findFavouriteIds(db, brand.id, memberId),
    ]);
    return ids.filter((id) => catalogue.byNode.has(id));
  }

  /** MCSFE_getFavoriteGames: the member's favourite node ids (games the brand offers), newest first. */
  async function findFavoriteIds(brand: TBrand, memberId: number): Promise<TFavoriteIds> {
    return { nodeIds: await visibleFavouriteIds(brand, memberId) };
  }

  /** MCSFE_getFavoriteGamesList: the member's favourite games, newest first, one page. */
  async function findFavoriteList(
    r: TReader,
    memberId: number,
    q: { pageIndex: number; pageSize: number },
  ): Promise<TPagedGames> {
    const [catalogue, ids] = await Promise.all([
      catalogueOf(r.brand),
      favouritesRepo.findFavouriteIds(db, r.brand.id, memberId),
    ]);
    const view: TGameView = { language: r.language, now: now(), favourites: new Set(ids) };
    return pageOf(gamesByIds(catalogue, ids), q, view);
  }

  /**
   * MCS2_addFavGame: idempotent; NOT_FOUND for a game the brand does not offer, OPERATION_NOT_ALLOWED
   * once the member holds MAX_FAVOURITES. Answers the favourite ids after the change.
   */
  async function addFavorite(brand: TBrand, memberId: number, nodeId: number): Promise<TFavoriteIds> {
    const catalogue = await catalogueOf(brand);
    if (!catalogue.byNode.has(nodeId)) throw new AppError('NOT_FOUND', 'No such game.');
    const outcome = await db.transaction(
      (tx) =>
        favouritesRepo.addFavourite(tx, {
          brandId: brand.id,
          memberId,
          gameId: nodeId,
          limit: MAX_FAVOURITES,
        }),
      { isolationLevel: 'read committed' },
    );
    if (outcome === 'FULL')
      throw new AppError('OPERATION_NOT_ALLOWED', `At most ${MAX_FAVOURITES} favourite games.`, {
        limit: MAX_FAVOURITES,
      });
    return findFavoriteIds(brand, memberId);
  }

  /**
   * MCS2_removeFavGame: idempotent; NOT_FOUND for a game the brand does not offer and the member
   * never kept. Answers the favourite ids after the change.
   */
  async function removeFavorite(brand: TBrand, memberId: number, nodeId: number): Promise<TFavoriteIds> {
    const catalogue = await catalogueOf(brand);
    const removed = await favouritesRepo.removeFavourite(db, { brandId: brand.id, memberId, gameId: nodeId });
    if (!removed && !catalogue.byNode.has(nodeId)) throw new AppError('NOT_FOUND', 'No such game.');
    return findFavoriteIds(brand, memberId);
  }

  return { findFavoriteIds, findFavoriteList, addFavorite, removeFavorite };
}
