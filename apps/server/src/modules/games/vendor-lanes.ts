import {
  LANE_TITLES,
  type TGameCategory,
  type TLaneTitle,
  type TVendor,
  type TVendorLane,
} from '@openlobby/contracts';

/**
 * Groups a brand's vendors into header lanes in the server's order. Sports vendors named in the
 * brand's e-sports or cockfight lists get lanes of their own (spec §1); empty lanes are left out.
 */
export function buildVendorLanes(
  list: TVendor[],
  split: { esportsProviders: string[]; cockfightProviders: string[] },
): TVendorLane[] {
  const laneOf = (v: TVendor): TLaneTitle => {
    if (v.gameType === 'SPORTS' && split.esportsProviders.includes(v.vassalage)) return 'ESPORTS';
    if (v.gameType === 'SPORTS' && split.cockfightProviders.includes(v.vassalage)) return 'COCKFIGHT';
    return v.gameType;
  };
  const byLane = new Map<TLaneTitle, TVendor[]>();
  for (const v of list) {
    const lane = laneOf(v);
    byLane.set(lane, [...(byLane.get(lane) ?? []), v]);
  }
  return LANE_TITLES.filter((title) => byLane.has(title)).map((title) => {
    const cards = byLane.get(title)!;
    const classes = new Map<TGameCategory, TVendor[]>();
    for (const v of cards) classes.set(v.gameType, [...(classes.get(v.gameType) ?? []), v]);
    return {
      title,
      cards,
      gameClassify: [...classes].map(([gameType, vendors]) => ({ gameType, vendors })),
    };
  });
}
