import { sql } from 'drizzle-orm';
import { LOTTERY_API } from '@openlobby/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { lotteryGames } from './lottery.schema.ts';
import {
  ELOTT_CLOSE_BEFORE_SECONDS,
  ELOTT_GAMES,
  VN_CLOSE_BEFORE_SECONDS,
  VN_DRAW_TIME,
  VN_PROVINCES,
} from './vn-schedule.ts';

/** The house lottery's vendors in the catalogue: one per category, played through the seamless wallet. */
export const VN_LOTTERY_VENDOR_CODE = 'OLL';
export const ELOTT_VENDOR_CODE = 'OLE';
/** The Vietnam lottery's one catalogue game: its lobby, every province's draws inside it. */
export const VN_LOTTERY_GAME_CODE = 'vn-lottery';

/** An e-lottery catalogue game plays the lottery game of the same code, upper-cased (el-1m → EL-1M). */
export const lotteryCodeOfCatalogueGame = (gameCode: string) => gameCode.toUpperCase();

/** The page a launched lottery game opens: the Vietnam lottery's lobby or the e-lottery's game. */
export function lotteryPageOf(gameCode: string, query: URLSearchParams): string | null {
  if (gameCode === VN_LOTTERY_GAME_CODE) return LOTTERY_API.vnPage;
  if (ELOTT_GAMES.some((g) => g.code === lotteryCodeOfCatalogueGame(gameCode))) {
    query.set('game', lotteryCodeOfCatalogueGame(gameCode));
    return LOTTERY_API.elottPage;
  }
  return null;
}

/**
 * A brand's lottery games, from the real Vietnam schedule and the e-lottery's three speeds. Stakes
 * 1 to 10,000 of the brand's currency a line; the most the brand may lose on one number of one
 * draw, 1,000,000 (the back office changes each). Games there already are left alone.
 */
export async function seedBrandLottery(db: DbOrTx, brandId: number, currencyDecimals: number) {
  const unit = 10n ** BigInt(currencyDecimals);
  const limits = {
    minStakeMinor: unit,
    maxStakeMinor: 10_000n * unit,
    liabilityCapMinor: 1_000_000n * unit,
  };
  await db
    .insert(lotteryGames)
    .values([
      ...VN_PROVINCES.map((p, sort) => ({
        brandId,
        code: p.code,
        product: 'VN',
        region: p.region,
        names: { EN: p.name, VI: p.name },
        weekdays: p.weekdays,
        drawTime: VN_DRAW_TIME[p.region],
        closeBeforeSeconds: VN_CLOSE_BEFORE_SECONDS,
        sort,
        ...limits,
      })),
      ...ELOTT_GAMES.map((g, sort) => ({
        brandId,
        code: g.code,
        product: 'ELOTT',
        names: { ...g.names },
        intervalSeconds: g.intervalSeconds,
        closeBeforeSeconds: ELOTT_CLOSE_BEFORE_SECONDS,
        sort,
        ...limits,
      })),
    ])
    .onConflictDoNothing();
}

/** The brand's catalogue node of the Vietnam lottery (the game its launch opens), if it lists it. */
export async function findVnLotteryNode(db: DbOrTx, brandId: number): Promise<number | undefined> {
  const r = (await db.execute(sql`
    select g.id from games g
      join vendors v on v.id = g.vendor_id
      join brand_games bg on bg.game_id = g.id and bg.brand_id = ${brandId}
     where v.code = ${VN_LOTTERY_VENDOR_CODE} and g.game_code = ${VN_LOTTERY_GAME_CODE}
     limit 1`)) as unknown as { rows: { id: number }[] };
  return r.rows[0]?.id;
}
