import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { GAMES_API, HOUSE_CRASH_API } from '@openlobby/contracts';
import { crashElapsedAt } from '@openlobby/house-games/crash';
import { body, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { houseKit } from '../house/house-test-kit.ts';
import { createLedger } from '../ledger/ledger.service.ts';
import { hashPassword } from '../../lib/password.ts';
import { createSystemService } from '../system/system.service.ts';
import { testSecretBox } from '../../../test/test-secrets.ts';
import { createSeamlessWallet } from '../wallet/seamless.service.ts';
import { createMoneyEvents } from '../../lib/money-events.ts';
import { createCrashCore } from './crash-core.ts';
import { createCrashEvents } from './crash-events.ts';
import { createCrashRounds } from './crash-rounds.ts';
import { CRASH_GAME_CODE } from './crash-catalogue.ts';
import * as repo from './crash.repo.ts';

/** A short chain for tests: building a million hashes per test file would cost a second each. */
export const TEST_CHAIN_LENGTH = 2_000;

/**
 * A test app whose crash game runs on a clock the test moves: the app's calls and the test's own
 * crash clock (`rounds`, as the leader runs it) share the clock, so a test opens, starts and
 * crashes rounds, and cashes out at a multiplier, exactly when it says.
 */
export async function crashKit() {
  let nowMs = Date.UTC(2026, 11, 3, 12, 0, 0);
  const now = () => new Date(nowMs);
  const t: TestApp = await createTestApp({}, { now });
  const house = await houseKit(t);
  const ledger = createLedger({ db: t.db, now });
  const system = createSystemService({ db: t.db, lookupCountry: () => null, now, secrets: testSecretBox() });
  const crashEvents = createCrashEvents();
  const deps = {
    db: t.db,
    ledger,
    seamless: createSeamlessWallet({ ledger, events: createMoneyEvents() }),
    events: createMoneyEvents(),
    crashEvents,
    brandById: (id: number, tx?: Parameters<typeof system.brandById>[1]) => system.brandById(id, tx),
    gameName: async () => '',
    accountOf: async () => null,
    now,
    chainLength: TEST_CHAIN_LENGTH,
  };
  const rounds = createCrashRounds(deps, createCrashCore(deps));
  const game = (await repo.findGameOfCode(t.db, house.brandId, CRASH_GAME_CODE))!;

  const rows = <T>(q: ReturnType<typeof sql>) =>
    t.db.execute(q).then((r) => (r as unknown as { rows: T[] }).rows);

  async function launch(token: string | null, accountType: 0 | 1 = 1) {
    const [node] = await rows<{ id: number }>(sql`select id from games where game_code = ${CRASH_GAME_CODE}`);
    const res = await t.call({
      method: 'POST',
      url: GAMES_API.launchGame,
      headers: { language: 'EN', ...(token ? { authorization: token } : {}) },
      payload: { nodeId: node!.id, accountType },
    });
    const b = body(res);
    if (!b.success) throw new Error(`launch failed: ${res.body}`);
    const url = new URL(b.value.game_url, 'http://localhost');
    return { page: url.pathname, token: new URLSearchParams(url.hash.slice(1)).get('token')! };
  }

  async function player(account: string, fundMinor: bigint) {
    await t.db.execute(sql`
      insert into members (brand_id, account, nickname, password_hash)
      values (${house.brandId}, ${account}, ${account}, ${await hashPassword('Player123')})`);
    await house.fund(account, fundMinor);
    return house.kit.tokenOf(account, 'Player123');
  }

  const latest = async () => (await repo.findLatestRound(t.db, game.id))!;

  /** Runs the game's clock to its next step: jumps the clock to when it is due and does it. */
  async function step() {
    const round = await repo.findLatestRound(t.db, game.id);
    if (round)
      nowMs = Math.max(
        nowMs,
        (round.phase === 'BETTING'
          ? round.startsAt
          : round.phase === 'RUNNING'
            ? round.crashesAt
            : round.nextAt!
        ).getTime(),
      );
    await rounds.advance(game);
    return latest();
  }

  /** Steps to a round taking bets whose (secret) crash point is at least `atLeast` hundredths. */
  async function bettingRoundCrashingAbove(atLeast: number) {
    for (let i = 0; i < 200; i++) {
      const round = await step();
      if (round.phase === 'BETTING' && round.crashPoint >= atLeast) return round;
    }
    throw new Error(`no round reached ${atLeast} in 200 games`);
  }

  /** Sets the clock to the moment the round's curve shows `hundredths` (it must have started). */
  const atMultiplier = (round: repo.TCrashRoundRow, hundredths: number) =>
    (nowMs = round.startsAt.getTime() + crashElapsedAt(hundredths));

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) => {
    const res = await t.call({ method, url, headers: { authorization: token }, ...(payload && { payload }) });
    return { status: res.statusCode, ...body(res) };
  };
  const bet = (
    token: string,
    roundId: string,
    stake: number,
    autoCashOut?: number,
    requestId = randomUUID(),
  ) =>
    call('POST', HOUSE_CRASH_API.bet, token, {
      roundId,
      stake,
      requestId,
      ...(autoCashOut !== undefined && { autoCashOut }),
    });
  const cashOut = (token: string, roundId: string) =>
    call('POST', HOUSE_CRASH_API.cashOut, token, { roundId });
  const state = (token: string) => call('GET', HOUSE_CRASH_API.state, token);

  return {
    t,
    house,
    game,
    rounds,
    crashEvents,
    now,
    setNow: (ms: number) => (nowMs = ms),
    launch,
    player,
    latest,
    step,
    bettingRoundCrashingAbove,
    atMultiplier,
    bet,
    cashOut,
    state,
    call,
    rows,
  };
}
