import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { TGameType } from '@openlobby/contracts';
import { body, type TestApp } from '../../../test/test-app.ts';
import { identityKit } from '../identity/identity-test-kit.ts';
import { brandGames, games, vendors, type TGameNames } from './games.schema.ts';

/** Brand headers of the second demo brand (siam, THB); the first (lobby, CNY) is the default host. */
export const SIAM = { host: 'th.localhost' };

/** Calls of the catalogue as the site makes them, in English unless told otherwise. */
export function catalogueKit(t: TestApp) {
  /** One row of a query (other modules' tables are read with SQL: their schemas are theirs). */
  async function one<T>(query: ReturnType<typeof sql>) {
    const result = (await t.db.execute(query)) as unknown as { rows: T[] };
    return result.rows[0]!;
  }

  async function brandId(code: string) {
    return (await one<{ id: number }>(sql`select id from brands where code = ${code}`)).id;
  }

  async function memberId(brandCode: string, account: string) {
    const row = await one<{ id: number }>(
      sql`select m.id from members m join brands b on b.id = m.brand_id
          where b.code = ${brandCode} and m.account = ${account}`,
    );
    return row.id;
  }

  /** A POST (or GET) with the English language header and, when given, the member's token. */
  function call(
    url: string,
    payload?: object,
    opts: { token?: string; method?: 'GET' | 'POST'; headers?: object } = {},
  ) {
    const request: InjectOptions = {
      method: opts.method ?? 'POST',
      url,
      headers: { language: 'EN', ...(opts.headers as Record<string, string> | undefined) },
      ...(payload !== undefined && { payload }),
    };
    return opts.token ? identityKit(t).withToken(opts.token, request) : t.call(request);
  }

  /** The envelope's value of a successful call; throws with the body otherwise. */
  async function value(url: string, payload?: object, opts: Parameters<typeof call>[2] = {}) {
    const res = await call(url, payload, opts);
    const b = body(res);
    if (!b.success) throw new Error(`${url} failed: ${res.statusCode} ${res.body}`);
    return b.value;
  }

  /** Adds a game to a vendor of the catalogue and offers it to the given brands. */
  async function addGame(g: {
    vendorCode: string;
    gameCode: string;
    names: TGameNames;
    gameType?: TGameType;
    brands: string[];
    hot?: boolean;
    maintenance?: boolean;
    releasedAt?: Date;
  }) {
    const [vendor] = await t.db
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.code, g.vendorCode));
    const [game] = await t.db
      .insert(games)
      .values({
        vendorId: vendor!.id,
        gameCode: g.gameCode,
        names: g.names,
        gameType: g.gameType ?? 'SC',
        maintenance: g.maintenance ?? false,
        releasedAt: g.releasedAt ?? new Date(Date.now() - 400 * 86_400_000),
        sort: 1000,
      })
      .returning({ id: games.id });
    for (const code of g.brands) {
      await t.db.insert(brandGames).values({
        brandId: await brandId(code),
        gameId: game!.id,
        sort: 1000 + game!.id,
        isHot: g.hot ?? false,
      });
    }
    return game!.id;
  }

  /** The node id of a seeded game by its vendor's game code. */
  async function nodeIdOf(gameCode: string) {
    const [row] = await t.db.select({ id: games.id }).from(games).where(eq(games.gameCode, gameCode));
    return row!.id;
  }

  /** How many favourites a member keeps, straight from the table. */
  async function favouriteCount(id: number) {
    return (
      await one<{ n: number }>(sql`select count(*)::int as n from favourite_games where member_id = ${id}`)
    ).n;
  }

  return { brandId, memberId, call, value, addGame, nodeIdOf, favouriteCount };
}
