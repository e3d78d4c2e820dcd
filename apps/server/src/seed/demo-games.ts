import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { reserveId } from '../lib/sealed-columns.ts';
import {
  brandGames,
  brandVendors,
  gameRooms,
  games,
  vendors,
  type TGameNames,
} from '../modules/games/games.schema.ts';
import { newVendorKey, sealSeamlessKey } from '../modules/games/seamless-vendors.service.ts';
import { CRASH_GAME_CODE } from '../modules/crash/crash-catalogue.ts';

/** The house vendor (our own games, seamless wallet) and its slot. */
export const HOUSE_VENDOR_CODE = 'OLH';
export const HOUSE_SLOT_GAME_CODE = 'gem-rush-20';
/** Vendors played through the external vendor simulator (transfer wallet). */
export const SIMULATOR_VENDOR_CODES = ['BTI', 'NOVA', 'OCEAN', 'ROYAL', 'KING', 'SV3', 'TCGL', 'AV'] as const;
/** A card game of the simulator with rooms (GLS2_roomList), and its room codes. */
export const ROOM_GAME = { vendorCode: 'KING', gameCode: 'king-texas-holdem' } as const;
export const ROOM_CODES = ['low', 'mid', 'high'] as const;

import {
  HOUSE_BINGO_VENDOR,
  HOUSE_POKER_VENDOR,
  HOUSE_FISH_VENDOR,
  HOUSE_KENO_VENDOR,
  HOUSE_LIVE_VENDOR,
  HOUSE_LOTTERY_VENDORS,
  n,
  type TDemoVendor,
} from './demo-house-catalogue.ts';

/**
 * The demo catalogue in the brands' order: one vendor per header lane at least (sports first, so the
 * first wallet listed is a transfer-wallet one). The last two have no integration: they prove that
 * vendors without a working adapter are hidden everywhere.
 */
export const DEMO_CATALOGUE: TDemoVendor[] = [
  {
    code: 'BTI',
    name: 'BTi Sports',
    category: 'SPORTS',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    hot: true,
    games: [
      { code: 'bti-sportsbook', names: n('BTi Sportsbook', 'BTi体育', 'BTi สปอร์ตบุ๊ค'), type: 'TG', hot: true },
      { code: 'bti-live-betting', names: n('Live Betting', '滚球投注', 'เดิมพันสด'), type: 'TG' },
      {
        code: 'bti-virtual-football',
        names: n('Virtual Football', '虚拟足球', 'ฟุตบอลเสมือน'),
        type: 'AC',
        isNew: true,
        freePlay: true,
      },
    ],
  },
  {
    code: HOUSE_VENDOR_CODE,
    name: 'Lobby Originals',
    category: 'RNG',
    integration: 'HOUSE',
    walletModel: 'SEAMLESS',
    hot: true,
    games: [
      {
        code: HOUSE_SLOT_GAME_CODE,
        names: n('Gem Rush 20', '宝石冲刺20', 'เจมรัช 20'),
        type: 'SC',
        hot: true,
        isNew: true,
        freePlay: true,
      },
      // The house crash game (issue 19): one shared round for everyone, a published hash chain.
      {
        code: CRASH_GAME_CODE,
        names: n('Rocket Crash', '火箭爆点', 'จรวดแครช'),
        type: 'AC',
        hot: true,
        isNew: true,
        freePlay: true,
      },
    ],
  },
  {
    code: 'NOVA',
    name: 'Nova Reels',
    category: 'RNG',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    hot: true,
    games: [
      {
        code: 'nova-neon-nights',
        names: n('Neon Nights', '霓虹之夜', 'ค่ำคืนนีออน'),
        type: 'SC',
        hot: true,
        isNew: true,
        freePlay: true,
      },
      {
        code: 'nova-dragon-fortune',
        names: n('Dragon Fortune', '龙之财富', 'มังกรนำโชค'),
        type: 'SC',
        hot: true,
      },
      {
        code: 'nova-golden-temple',
        names: n('Golden Temple', '黄金神殿', 'วิหารทองคำ'),
        type: 'SC',
        isNew: true,
      },
      { code: 'nova-cosmic-jackpot', names: n('Cosmic Jackpot', '宇宙大奖', 'แจ็คพอตจักรวาล'), type: 'JP' },
      {
        code: 'nova-jacks-or-better',
        names: n('Jacks or Better', '对J高手', 'แจ็คส์ออร์เบตเตอร์'),
        type: 'VP',
        freePlay: true,
      },
    ],
  },
  {
    code: 'OCEAN',
    name: 'Ocean King',
    category: 'FISH',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    games: [
      { code: 'ocean-king-3', names: n('Ocean King 3', '海王3', 'ราชาแห่งท้องทะเล 3'), type: 'AC', hot: true },
      {
        code: 'ocean-golden-toad',
        names: n('Golden Toad', '金蟾捕鱼', 'คางคกทองคำ'),
        type: 'AC',
        isNew: true,
      },
      {
        code: 'ocean-shark-hunter',
        names: n('Shark Hunter', '鲨鱼猎人', 'นักล่าฉลาม'),
        type: 'AC',
        freePlay: true,
      },
    ],
  },
  {
    code: 'ROYAL',
    name: 'Royal Tables',
    category: 'LIVE',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    hot: true,
    games: [
      {
        code: 'royal-baccarat',
        names: n('Royal Baccarat', '皇家百家乐', 'บาคาร่ารอยัล'),
        type: 'TG',
        hot: true,
      },
      { code: 'royal-roulette', names: n('Royal Roulette', '皇家轮盘', 'รูเล็ตรอยัล'), type: 'TG' },
      { code: 'royal-dragon-tiger', names: n('Dragon Tiger', '龙虎斗', 'เสือมังกร'), type: 'TG', isNew: true },
      { code: 'royal-sic-bo', names: n('Sic Bo', '骰宝', 'ไฮโล'), type: 'TG' },
    ],
  },
  {
    code: 'KING',
    name: 'King Poker',
    category: 'PVP',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    games: [
      {
        code: ROOM_GAME.gameCode,
        names: n("Texas Hold'em", '德州扑克', 'เท็กซัสโฮลเด็ม'),
        type: 'BG',
        hot: true,
        hasRooms: true,
      },
      {
        code: 'king-bull-bull',
        names: n('Bull Bull', '抢庄牛牛', 'วัวกระทิง'),
        type: 'BG',
        isNew: true,
        hasRooms: true,
      },
      { code: 'king-pok-deng', names: n('Pok Deng', '博丁', 'ป๊อกเด้ง'), type: 'BG', hasRooms: true },
    ],
  },
  {
    code: 'SV3',
    name: 'SV388',
    category: 'SPORTS',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    games: [
      { code: 'sv3-cockfight-live', names: n('Cockfight Live', '斗鸡直播', 'ไก่ชนสด'), type: 'TG', hot: true },
      { code: 'sv3-sabong-derby', names: n('Sabong Derby', '斗鸡德比', 'ดาร์บี้ไก่ชน'), type: 'TG', isNew: true },
      { code: 'sv3-meron-wala', names: n('Meron Wala', '红蓝对决', 'เมรอน วาลา'), type: 'TG' },
    ],
  },
  {
    code: 'TCGL',
    name: 'TCG E-lottery',
    category: 'ELOTT',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    games: [
      {
        code: 'tcgl-speed-lotto-5',
        names: n('Speed Lotto 5', '极速5分彩', 'หวยด่วน 5 นาที'),
        type: 'TG',
        hot: true,
      },
      {
        code: 'tcgl-pk10-racing',
        names: n('PK10 Racing', 'PK10赛车', 'PK10 แข่งรถ'),
        type: 'AC',
        isNew: true,
      },
      { code: 'tcgl-thai-lotto', names: n('Thai Lotto', '泰国彩票', 'หวยไทย'), type: 'TG' },
    ],
  },
  ...HOUSE_LOTTERY_VENDORS,
  {
    code: 'AV',
    name: 'AV E-sports',
    category: 'SPORTS',
    integration: 'SIMULATOR',
    walletModel: 'TRANSFER',
    games: [
      {
        code: 'av-esports-arena',
        names: n('E-sports Arena', '电竞竞技场', 'อีสปอร์ตอารีน่า'),
        type: 'TG',
        hot: true,
      },
      {
        code: 'av-moba-legends',
        names: n('MOBA Legends', 'MOBA传奇', 'ตำนาน MOBA'),
        type: 'TG',
        isNew: true,
      },
      { code: 'av-tactical-shooters', names: n('Tactical Shooters', '战术射击', 'เกมยิงวางแผน'), type: 'TG' },
    ],
  },
  {
    code: 'JADE',
    name: 'Jade Dragon',
    category: 'RNG',
    integration: null,
    walletModel: 'TRANSFER',
    games: [
      { code: 'jade-lucky-koi', names: n('Lucky Koi', '锦鲤', 'ปลาคาร์ฟนำโชค'), type: 'SC', hot: true },
      { code: 'jade-emperor', names: n('Jade Emperor', '玉皇大帝', 'จักรพรรดิหยก'), type: 'SC' },
    ],
  },
  HOUSE_LIVE_VENDOR,
  HOUSE_KENO_VENDOR,
  HOUSE_FISH_VENDOR,
  HOUSE_BINGO_VENDOR,
  HOUSE_POKER_VENDOR,
  {
    code: 'VEGA',
    name: 'Vega Live',
    category: 'LIVE',
    integration: null,
    walletModel: 'TRANSFER',
    games: [{ code: 'vega-blackjack', names: n('Vega Blackjack', '维加21点', 'แบล็คแจ็ควีก้า'), type: 'TG' }],
  },
];

/** The rooms of every card game with rooms: [code, names, min bet, max bet] in minor units. */
const DEMO_ROOMS: [string, TGameNames, bigint, bigint][] = [
  [ROOM_CODES[0], n('Low stakes', '低额场', 'ห้องเดิมพันต่ำ'), 100n, 10_000n],
  [ROOM_CODES[1], n('Mid stakes', '中额场', 'ห้องเดิมพันกลาง'), 1_000n, 100_000n],
  [ROOM_CODES[2], n('High stakes', '高额场', 'ห้องเดิมพันสูง'), 10_000n, 1_000_000n],
];

const DAY_MS = 86_400_000;

/**
 * The catalogue's vendors, games and rooms (shared by every brand); rows already there are left
 * alone. Wallet keys are per brand: seedBrandCatalogue.
 */
export async function seedDemoCatalogue(db: Db, now = new Date()) {
  await db
    .insert(vendors)
    .values(
      DEMO_CATALOGUE.map((v, i) => ({
        code: v.code,
        name: v.name,
        category: v.category,
        accountTypeId: 100 + i,
        integration: v.integration,
        walletModel: v.walletModel,
      })),
    )
    .onConflictDoNothing();
  const ids = await vendorIds(db);
  await db
    .insert(games)
    .values(
      DEMO_CATALOGUE.flatMap((v) =>
        v.games.map((g, i) => ({
          vendorId: ids.get(v.code)!,
          gameCode: g.code,
          names: g.names,
          gameType: g.type,
          freePlay: g.freePlay ?? false,
          hasRooms: g.hasRooms ?? false,
          // NEW games came out days ago; the others months ago, each a little apart.
          releasedAt: new Date(now.getTime() - (g.isNew ? 3 + i : 90 + 17 * i) * DAY_MS),
          sort: i,
        })),
      ),
    )
    .onConflictDoNothing();
  const withRooms = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.hasRooms, true), inArray(games.vendorId, [...ids.values()])));
  if (withRooms.length > 0) {
    await db
      .insert(gameRooms)
      .values(
        withRooms.flatMap((g) =>
          DEMO_ROOMS.map(([roomCode, name, minBetMinor, maxBetMinor], sort) => ({
            gameId: g.id,
            roomCode,
            name,
            minBetMinor,
            maxBetMinor,
            sort,
          })),
        ),
      )
      .onConflictDoNothing();
  }
}

/**
 * Switches the demo catalogue on for a new brand: vendors and games in the catalogue's order. An
 * external seamless vendor gets the brand's own fresh random wallet key (the back office rotates it
 * and shows it once); the house vendor calls the wallet in-process and has none.
 */
export async function seedBrandCatalogue(db: Db, box: SecretBox, brandId: number, now = new Date()) {
  const ids = await vendorIds(db);
  const rows = [];
  for (const [sort, v] of DEMO_CATALOGUE.filter((c) => ids.has(c.code)).entries()) {
    const keyed = v.walletModel === 'SEAMLESS' && v.integration !== 'HOUSE';
    // A key is sealed for its row, so the row's id is taken first.
    const id = await reserveId(db, 'brand_vendors');
    rows.push({
      id,
      brandId,
      vendorId: ids.get(v.code)!,
      sort,
      isHot: v.hot ?? false,
      seamlessKey: keyed ? sealSeamlessKey(box, id, 'seamless_key', newVendorKey()) : null,
      seamlessKeyCreatedAt: keyed ? now : null,
    });
  }
  await db.insert(brandVendors).values(rows);
  const gameRows = await db
    .select({ id: games.id, vendorId: games.vendorId, gameCode: games.gameCode })
    .from(games)
    .where(inArray(games.vendorId, [...ids.values()]));
  const byKey = new Map(gameRows.map((r) => [`${r.vendorId}/${r.gameCode}`, r.id]));
  let sort = 0;
  const links = DEMO_CATALOGUE.flatMap((v) =>
    v.games.map((g) => ({ id: byKey.get(`${ids.get(v.code)}/${g.code}`), hot: g.hot ?? false })),
  )
    .filter((l): l is { id: number; hot: boolean } => l.id !== undefined)
    .map((l) => ({ brandId, gameId: l.id, sort: sort++, isHot: l.hot }));
  if (links.length > 0) await db.insert(brandGames).values(links);
}

/** Demo vendor ids by code (each demo code is used in one category only). */
async function vendorIds(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: vendors.id, code: vendors.code, category: vendors.category })
    .from(vendors)
    .where(
      inArray(
        vendors.code,
        DEMO_CATALOGUE.map((v) => v.code),
      ),
    );
  const wanted = new Map(DEMO_CATALOGUE.map((v) => [v.code, v.category]));
  return new Map(rows.filter((r) => wanted.get(r.code) === r.category).map((r) => [r.code, r.id]));
}
