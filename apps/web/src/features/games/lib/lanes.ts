import type { TLaneTitle, TVendor, TVendorLane } from '@openlobby/contracts';

/** Listing page of each lane. /bgs lists CONS (comprehensive) and /bingo lists LOTT. */
export const LANE_PATHS: Record<TLaneTitle, string> = {
  SPORTS: '/sports',
  RNG: '/rng',
  FISH: '/fish',
  LIVE: '/live',
  PVP: '/pvp',
  COCKFIGHT: '/cockfight',
  ELOTT: '/elott',
  ESPORTS: '/esports',
  LOTT: '/bingo',
  CONS: '/bgs',
};

/** The lane a listing page shows, keyed by the page's pageType. */
export const PAGE_TYPE_LANES: Record<string, TLaneTitle> = {
  rng: 'RNG',
  bgs: 'CONS',
  bingo: 'LOTT',
  fish: 'FISH',
  live: 'LIVE',
  pvp: 'PVP',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  cockfight: 'COCKFIGHT',
  elott: 'ELOTT',
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

/** The first `cap` vendors of a lane for its dropdown, and whether a "more" entry is due. */
export const dropdownVendors = (lane: TVendorLane, cap: number): { shown: TVendor[]; hasMore: boolean } => ({
  shown: lane.cards.slice(0, cap),
  hasMore: lane.cards.length > cap,
});
