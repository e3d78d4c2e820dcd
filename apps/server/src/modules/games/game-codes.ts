import type { Db } from '../../db/client.ts';
import type { TBrand } from '../system/system.service.ts';
import type { TCatalogue } from './catalogue.ts';
import * as repo from './games.repo.ts';

/** Look-ups of games outside a brand's catalogue kept at most; past it the map starts again. */
const NODE_IDS_KEPT = 50_000;

/**
 * The node id of a vendor's game code (seamless wallet calls name games by the vendor's code), on
 * every seamless call: from the brand's cached catalogue, else from the database once per code.
 */
export function createNodeIdLookup(db: Db, catalogueOf: (brand: TBrand) => Promise<TCatalogue>) {
  const nodeIdsByCode = new Map<string, number>();

  /**
   * Games the brand no longer offers are still found, so a round that outlives a switch-off settles.
   * A game outside the brand's catalogue is looked up once: a vendor's game code names the oldest
   * node of that code for good (games are never deleted, and newer ones come later).
   */
  return async function findNodeId(
    brand: TBrand,
    vendorCode: string,
    gameCode: string,
  ): Promise<number | undefined> {
    const hit = (await catalogueOf(brand)).games.find(
      (g) => g.vendorCode === vendorCode && g.gameCode === gameCode,
    );
    if (hit) return hit.nodeId;
    const key = `${vendorCode}/${gameCode}`;
    const known = nodeIdsByCode.get(key);
    if (known !== undefined) return known;
    const id = await repo.findNodeIdByCodes(db, vendorCode, gameCode);
    if (id !== undefined) {
      if (nodeIdsByCode.size >= NODE_IDS_KEPT) nodeIdsByCode.clear();
      nodeIdsByCode.set(key, id);
    }
    return id;
  };
}
