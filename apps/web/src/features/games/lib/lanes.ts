import type { TLaneTitle, TVendor, TVendorLane } from '@openlobby/contracts';

/**
 * Page of each lane. Game lanes open their listing (/bgs is the PVP board games and /bingo the
 * comprehensive CONS lane, see listing.ts); SPORTS, ESPORTS, COCKFIGHT, ELOTT and LOTT open a page
 * of vendor lobbies.
 */
export const LANE_PATHS: Record<TLaneTitle, string> = {
  SPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  COCKFIGHT: '/cockfight',
  ELOTT: '/elott',
  ESPORTS: '/esports',
  LOTT: '/lottery',
  CONS: '/bingo',
};

/** A lane's page, with one vendor preselected (?vendor=). */
export const laneHref = (lane: TLaneTitle, vendor?: string): string =>
  `${LANE_PATHS[lane]}${vendor ? `?vendor=${encodeURIComponent(vendor)}` : ''}`;

/** Lanes whose pages list vendors, each card launching the vendor's lobby game. */
export const LOBBY_PAGE_LANES: Record<string, TLaneTitle> = {
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  elott: 'ELOTT',
  lottery: 'LOTT',
};

/** Every vendor of every lane once, in lane order (footer icons, hot page). */
export const flattenVendors = (lanes: readonly TVendorLane[]): TVendor[] => {
  const seen = new Set<string>();
  const out: TVendor[] = [];
  for (const lane of lanes)
    for (const v of lane.cards)
      if (!seen.has(v.vassalage)) {
        seen.add(v.vassalage);
        out.push(v);
      }
  return out;
};

/** The lane a vendor shows under first (for links from places that only know the vendor). */
export const laneOfVendor = (lanes: readonly TVendorLane[], vassalage: string): TLaneTitle | undefined =>
  lanes.find((l) => l.cards.some((v) => v.vassalage === vassalage))?.title;

/** The first `cap` vendors of a lane for its dropdown, and whether a "more" entry is due. */
export const dropdownVendors = (lane: TVendorLane, cap: number): { shown: TVendor[]; hasMore: boolean } => ({
  shown: lane.cards.slice(0, cap),
  hasMore: lane.cards.length > cap,
});
