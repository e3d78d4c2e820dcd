import type { z } from 'zod';
import {
  LANE_TITLES,
  type TLanguage,
  type ZGameMenus,
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

/** Lane names of the game menus in the demo's languages; others fall back to English. */
const LANE_LABELS: Record<TLaneTitle, { EN: string } & Partial<Record<TLanguage, string>>> = {
  SPORTS: { EN: 'Sports', CN: '体育', TH: 'กีฬา' },
  RNG: { EN: 'Slots', CN: '电子', TH: 'สล็อต' },
  FISH: { EN: 'Fishing', CN: '捕鱼', TH: 'ยิงปลา' },
  LIVE: { EN: 'Live casino', CN: '真人', TH: 'คาสิโนสด' },
  PVP: { EN: 'Card games', CN: '棋牌', TH: 'เกมไพ่' },
  COCKFIGHT: { EN: 'Cockfight', CN: '斗鸡', TH: 'ไก่ชน' },
  ELOTT: { EN: 'E-lottery', CN: '电子彩票', TH: 'อีลอตเตอรี่' },
  ESPORTS: { EN: 'E-sports', CN: '电竞', TH: 'อีสปอร์ต' },
  LOTT: { EN: 'Lottery', CN: '彩票', TH: 'หวย' },
  CONS: { EN: 'Arcade', CN: '综合', TH: 'อาร์เคด' },
};

/** The game menus (GET /lgw/games/game_menus): the lanes as groups with their vendors. */
export function buildGameMenus(lanes: TVendorLane[], language: TLanguage): z.infer<typeof ZGameMenus> {
  return {
    gameMenus: lanes.map((lane) => ({
      gameGroupCode: lane.title,
      labelName: LANE_LABELS[lane.title][language] ?? LANE_LABELS[lane.title].EN,
      vendors: lane.cards.map((v) => ({ vassalage: v.vassalage, name: v.name, logoUrl: v.logoUrl })),
    })),
  };
}
