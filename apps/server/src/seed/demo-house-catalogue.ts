import type { TGameCategory, TGameType } from '@openlobby/contracts';
import type { TGameNames, TWalletModel } from '../modules/games/games.schema.ts';
import {
  ELOTT_VENDOR_CODE,
  VN_LOTTERY_GAME_CODE,
  VN_LOTTERY_VENDOR_CODE,
} from '../modules/lottery/lottery-catalogue.ts';
import {
  HOUSE_FISH_GAME_CODE,
  HOUSE_FISH_VENDOR_CODE,
  HOUSE_KENO_GAME_CODE,
  HOUSE_KENO_VENDOR_CODE,
} from '../modules/house/house-vendor.ts';
import {
  BINGO_GAME_CODE,
  BINGO_VENDOR_CODE,
  LIVE_BACCARAT_GAME_CODE,
  LIVE_ROULETTE_GAME_CODE,
  LIVE_VENDOR_CODE,
} from '../modules/tables/tables-catalogue.ts';
import { HOLDEM_GAME_CODE, NIUNIU_GAME_CODE, ROOMS_VENDOR_CODE } from '../modules/rooms/rooms-catalogue.ts';

/** A game and a vendor of the demo catalogue (demo-games.ts), and the names' helper. */
export type TDemoGame = {
  code: string;
  names: TGameNames;
  type: TGameType;
  hot?: boolean;
  /** Released within the last 30 days. */
  isNew?: boolean;
  freePlay?: boolean;
  hasRooms?: boolean;
};

export type TDemoVendor = {
  code: string;
  name: string;
  category: TGameCategory;
  integration: 'HOUSE' | 'SIMULATOR' | null;
  walletModel: TWalletModel;
  hot?: boolean;
  games: TDemoGame[];
};

export const n = (EN: string, CN: string, TH: string): TGameNames => ({ EN, CN, TH });

/** The house lottery's two vendors: the Vietnam lottery (LOTT) and the e-lottery (ELOTT). */
export const HOUSE_LOTTERY_VENDORS: TDemoVendor[] = [
  {
    // The house lottery (issue 18): our own draws, paid through the seamless wallet.
    code: VN_LOTTERY_VENDOR_CODE,
    name: 'Lobby Lottery',
    category: 'LOTT',
    integration: 'HOUSE',
    walletModel: 'SEAMLESS',
    games: [
      {
        code: VN_LOTTERY_GAME_CODE,
        names: n('Vietnam Lottery', '越南彩票', 'หวยเวียดนาม'),
        type: 'TG',
        hot: true,
        isNew: true,
      },
    ],
  },
  {
    code: ELOTT_VENDOR_CODE,
    name: 'Lobby E-lottery',
    category: 'ELOTT',
    integration: 'HOUSE',
    walletModel: 'SEAMLESS',
    games: [
      {
        code: 'el-1m',
        names: n('Speed Lotto 1 min', '极速1分彩', 'หวยด่วน 1 นาที'),
        type: 'TG',
        hot: true,
        isNew: true,
      },
      { code: 'el-3m', names: n('Speed Lotto 3 min', '极速3分彩', 'หวยด่วน 3 นาที'), type: 'TG' },
      { code: 'el-5m', names: n('Speed Lotto 5 min', '极速5分彩', 'หวยด่วน 5 นาที'), type: 'TG' },
    ],
  },
];

/** The house's live casino. */
export const HOUSE_LIVE_VENDOR: TDemoVendor = {
  // The house's live casino (issue 19): shared rounds dealt by the server, the seamless wallet.
  code: LIVE_VENDOR_CODE,
  name: 'Lobby Live',
  category: 'LIVE',
  integration: 'HOUSE',
  walletModel: 'SEAMLESS',
  hot: true,
  games: [
    {
      code: LIVE_BACCARAT_GAME_CODE,
      names: n('Live Baccarat', '真人百家乐', 'บาคาร่าสด'),
      type: 'TG',
      hot: true,
      isNew: true,
      freePlay: true,
    },
    {
      code: LIVE_ROULETTE_GAME_CODE,
      names: n('Live Roulette', '真人轮盘', 'รูเล็ตสด'),
      type: 'TG',
      isNew: true,
      freePlay: true,
    },
  ],
};

/**
 * The house's keno (CONS) and fishing shooter (FISH), issue 19: single-player provably fair rounds
 * like the slot's, each vendor in its own category (a bet's category is its vendor's).
 */
export const HOUSE_KENO_VENDOR: TDemoVendor = {
  code: HOUSE_KENO_VENDOR_CODE,
  name: 'Lobby Keno',
  category: 'CONS',
  integration: 'HOUSE',
  walletModel: 'SEAMLESS',
  games: [
    {
      code: HOUSE_KENO_GAME_CODE,
      names: n('Lucky Keno 80', '幸运基诺80', 'ลัคกี้คีโน 80'),
      type: 'TG',
      hot: true,
      isNew: true,
      freePlay: true,
    },
  ],
};

export const HOUSE_FISH_VENDOR: TDemoVendor = {
  code: HOUSE_FISH_VENDOR_CODE,
  name: 'Lobby Fishing',
  category: 'FISH',
  integration: 'HOUSE',
  walletModel: 'SEAMLESS',
  hot: true,
  games: [
    {
      code: HOUSE_FISH_GAME_CODE,
      names: n('Reef Hunter', '珊瑚猎手', 'นักล่าแนวปะการัง'),
      type: 'AC',
      hot: true,
      isNew: true,
      freePlay: true,
    },
  ],
};

/** The house's bingo hall (CONS): a 75-ball room run as a live table, shared draws for everyone. */
export const HOUSE_BINGO_VENDOR: TDemoVendor = {
  code: BINGO_VENDOR_CODE,
  name: 'Lobby Bingo',
  category: 'CONS',
  integration: 'HOUSE',
  walletModel: 'SEAMLESS',
  games: [
    {
      code: BINGO_GAME_CODE,
      names: n('Bingo 75', '75球宾果', 'บิงโก 75'),
      type: 'TG',
      isNew: true,
      freePlay: true,
    },
  ],
};

/**
 * The house's card rooms (PVP): Texas Hold'em and Niu-Niu (a rotating banker) between players at
 * real tables, rooms listed live.
 */
export const HOUSE_POKER_VENDOR: TDemoVendor = {
  code: ROOMS_VENDOR_CODE,
  name: 'Lobby Poker',
  category: 'PVP',
  integration: 'HOUSE',
  walletModel: 'SEAMLESS',
  hot: true,
  games: [
    {
      code: HOLDEM_GAME_CODE,
      names: n("Hold'em Rooms", '德州扑克房', 'ห้องโฮลเด็ม'),
      type: 'BG',
      hot: true,
      isNew: true,
      freePlay: true,
      hasRooms: true,
    },
    {
      code: NIUNIU_GAME_CODE,
      names: n('Niu-Niu Rooms', '牛牛房', 'ห้องนิวนิว'),
      type: 'BG',
      isNew: true,
      freePlay: true,
      hasRooms: true,
    },
  ],
};
