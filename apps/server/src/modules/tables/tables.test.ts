import { createHash, createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOUSE_TABLES_API, WALLET_API, type TTableSocketMessage } from '@openlobby/contracts';
import { hmacFloatStream } from '@openlobby/house-games';
import { playShoe, settleBaccaratHand } from '@openlobby/house-games/baccarat';
import { verifyRouletteSpin } from '@openlobby/house-games/roulette';
import { body } from '../../../test/test-app.ts';
import { ROULETTE_EPOCH_ROUNDS } from './table-games.ts';
import { findTablesToRun } from './tables.repo.ts';
import { tablesKit } from './tables-test-kit.ts';

let k: Awaited<ReturnType<typeof tablesKit>>;
let alice: string;
let bob: string;
let aliceLogin: string;
let bobLogin: string;
let baccarat: number;
let roulette: number;

const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest();

beforeAll(async () => {
  k = await tablesKit();
  await k.house.fund('player1', 1_000_000n);
  aliceLogin = await k.house.kit.tokenOf('player1', 'Player123');
  bobLogin = await k.player('bobby', 1_000_000n);
  alice = (await k.launch('live-baccarat', aliceLogin)).token;
  bob = (await k.launch('live-baccarat', bobLogin)).token;
  baccarat = (await k.tableByCode('BAC-A')).id;
  roulette = (await k.tableByCode('ROU-1')).id;
});
afterAll(async () => k.t.close());

const mainBalance = async (login = aliceLogin) =>
  body(await k.t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: login } })).value
    .mainBalance as number;

/** The epoch's server seed, read from the database as only the house can before it is revealed. */
const seedOf = async (roundId: string) =>
  (
    await k.rows<{ server_seed: string; client_seed: string; nonce: number }>(sql`
      select e.server_seed, e.client_seed, r.nonce from house_table_rounds r
      join house_table_epochs e on e.id = r.epoch_id where r.id = ${roundId}`)
  )[0]!;

describe('launching a live table', () => {
  it('opens the baccarat page with the token in its fragment and lists the game’s own tables', async () => {
    const { page } = await k.launch('live-baccarat', aliceLogin);
    expect(page).toBe(HOUSE_TABLES_API.baccaratPage);
    expect((await k.launch('live-roulette', aliceLogin)).page).toBe(HOUSE_TABLES_API.roulettePage);
    const list = await k.call('GET', HOUSE_TABLES_API.tables, alice);
    expect(list.value.gameName).toBe('Live Baccarat');
    expect(list.value.tables.map((t: { code: string }) => t.code)).toEqual(['BAC-A', 'BAC-B']);
    expect(list.value.tables[0].limits.PLAYER).toEqual({ min: 1, max: 5000 });
  });

  it('answers NOT_FOUND for another game’s table and refuses a call without a live token', async () => {
    expect(await k.state(alice, roulette)).toMatchObject({ status: 404, errorCode: 'NOT_FOUND' });
    expect(await k.state('not-a-token-of-any-game', baccarat)).toMatchObject({
      errorCode: 'GAME_SESSION_INVALID',
    });
  });
});

describe('a shared baccarat round', () => {
  it('takes both players’ stakes on one round, refuses them after the close, and pays each from the dealt hand', async () => {
    const round = await k.step(baccarat);
    expect(round.phase).toBe('BETTING');
    const aliceBefore = await mainBalance();
    const a = await k.bet(alice, baccarat, round.id, [
      { kind: 'BANKER', amount: 100 },
      { kind: 'PLAYER_PAIR', amount: 10 },
    ]);
    expect(a).toMatchObject({ success: true });
    expect(a.value.balance).toBe(aliceBefore - 110);
    expect((await k.bet(bob, baccarat, round.id, [{ kind: 'PLAYER', amount: 50 }])).success).toBe(true);
    const seen = await k.state(bob, baccarat);
    expect(seen.value.table.round).toMatchObject({ id: round.id, players: 2, staked: 160 });
    expect(seen.value.myStakes).toEqual([{ kind: 'PLAYER', amount: 50, returned: null }]);

    const closed = await k.step(baccarat);
    expect(closed).toMatchObject({ id: round.id, phase: 'RESULT' });
    expect(await k.bet(alice, baccarat, round.id, [{ kind: 'TIE', amount: 5 }])).toMatchObject({
      status: 409,
      errorCode: 'ROUND_CLOSED',
    });
    // The hand is the shoe's first, dealt from the epoch's seed.
    const seed = await seedOf(round.id);
    const hand = playShoe(hmacFloatStream(hmac, seed.server_seed, seed.client_seed, 0)).hands[seed.nonce]!;
    expect(closed.result).toMatchObject({
      game: 'BACCARAT',
      winner: hand.winner,
      player: hand.player,
      banker: hand.banker,
    });
    const paid = settleBaccaratHand(hand, [
      { kind: 'BANKER', stakeMinor: 10_000 },
      { kind: 'PLAYER_PAIR', stakeMinor: 1_000 },
    ]);
    expect(await mainBalance()).toBe(aliceBefore - 110 + paid.returnedMinor / 100);
    const after = await k.state(alice, baccarat);
    expect(after.value.table.results.at(-1)).toMatchObject({ winner: hand.winner, shoe: 1, hand: 1 });
    expect((await k.ledger.verify()).ok).toBe(true);
  });

  it('answers a retried placement with the first one and debits once', async () => {
    const round = await k.step(baccarat);
    expect(round.phase).toBe('BETTING');
    const before = await mainBalance();
    const requestId = randomUUID();
    const first = await k.bet(alice, baccarat, round.id, [{ kind: 'PLAYER', amount: 20 }], requestId);
    const again = await k.bet(alice, baccarat, round.id, [{ kind: 'PLAYER', amount: 20 }], requestId);
    expect(again.value).toEqual(first.value);
    expect(await mainBalance()).toBe(before - 20);
  });

  it('refuses stakes that take the player past a limit with earlier ones, and a spot the table does not deal', async () => {
    const round = (await k.state(alice, baccarat)).value.table.round;
    expect(round.phase).toBe('BETTING');
    const before = await mainBalance();
    // 20 on PLAYER already: 4,990 more passes the 5,000 maximum.
    expect(await k.bet(alice, baccarat, round.id, [{ kind: 'PLAYER', amount: 4_990 }])).toMatchObject({
      status: 400,
      errorCode: 'VALIDATION_FAILED',
      value: [{ field: 'stakes', message: 'aboveMax:PLAYER' }],
    });
    expect(await k.bet(alice, baccarat, round.id, [{ kind: 'TIE', amount: 0.5 }])).toMatchObject({
      value: [{ field: 'stakes', message: 'belowMin:TIE' }],
    });
    expect(await k.bet(alice, baccarat, round.id, [{ kind: 'RED', amount: 5 }])).toMatchObject({
      value: [{ field: 'stakes', message: 'notOnTable:RED' }],
    });
    expect(await k.bet(alice, baccarat, round.id, [{ kind: 'PLAYER', amount: 1.001 }])).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
    });
    expect(await k.bet(alice, baccarat, randomUUID(), [{ kind: 'PLAYER', amount: 5 }])).toMatchObject({
      errorCode: 'ROUND_CLOSED',
    });
    expect(await mainBalance()).toBe(before);
    expect((await k.state(alice, baccarat)).value.myStakes).toHaveLength(1);
  });

  it('refuses stakes above the balance, writing nothing', async () => {
    const round = (await k.state(bob, baccarat)).value.table.round;
    const carol = (await k.launch('live-baccarat', await k.player('carol', 1_000n))).token;
    expect(await k.bet(carol, baccarat, round.id, [{ kind: 'BANKER', amount: 11 }])).toMatchObject({
      errorCode: 'INSUFFICIENT_BALANCE',
    });
    expect((await k.state(carol, baccarat)).value).toMatchObject({ balance: 10, myStakes: [] });
  });

  it('moves a free-play player’s demo balance, never money', async () => {
    const fun = (await k.launch('live-baccarat', null, 0)).token;
    const round = (await k.state(fun, baccarat)).value.table.round;
    const placed = await k.bet(fun, baccarat, round.id, [{ kind: 'BANKER', amount: 100 }]);
    expect(placed.value.balance).toBe(1_900);
    const closed = await k.step(baccarat);
    const won = closed.result!.game === 'BACCARAT' && closed.result!.winner;
    const expected = won === 'BANKER' ? 2_095 : won === 'TIE' ? 2_000 : 1_900;
    expect((await k.state(fun, baccarat)).value).toMatchObject({ freePlay: true, balance: expected });
  });

  it('lists the player’s settled rounds in its history and in the site’s betting record', async () => {
    const history = await k.call('GET', `${HOUSE_TABLES_API.history}?pageSize=5`, alice);
    expect(history.value.total).toBe(2);
    expect(history.value.items[0]).toMatchObject({ tableName: 'Baccarat A', staked: 20 });
    const record = await k.t.call({
      method: 'GET',
      url: `${WALLET_API.bettingRecords}?from=2026-12-03&to=2026-12-04&vendorCode=OLV`,
      headers: { authorization: aliceLogin },
    });
    const rounds = body(record).value.items;
    expect(rounds.map((r: { status: string }) => r.status)).toEqual(['SETTLED', 'SETTLED']);
    expect(rounds[0]).toMatchObject({ vendorCode: 'OLV', betAmount: 20 });
    expect(rounds[1]).toMatchObject({ vendorCode: 'OLV', betAmount: 110 });
  });
});

describe('provably fair rounds', () => {
  it('reveals a roulette epoch’s seed after its last spin, and every spin recomputes from it', async () => {
    const player = (await k.launch('live-roulette', aliceLogin)).token;
    const first = await k.step(roulette);
    const proof0 = await k.call('GET', HOUSE_TABLES_API.roundProof.replace(':roundId', first.id), player);
    expect(proof0.value).toMatchObject({ game: 'ROULETTE', nonce: 0, serverSeed: null });
    await k.bet(player, roulette, first.id, [
      { kind: 'RED', amount: 10 },
      { kind: 'STRAIGHT', numbers: [17], amount: 1 },
    ]);
    const rounds = [];
    for (let i = 0; i < ROULETTE_EPOCH_ROUNDS; i++) {
      const closed = await k.step(roulette);
      rounds.push(closed);
      if (i < ROULETTE_EPOCH_ROUNDS - 1) await k.step(roulette);
    }
    const proof = (await k.call('GET', HOUSE_TABLES_API.roundProof.replace(':roundId', first.id), player))
      .value;
    expect(createHash('sha256').update(proof.serverSeed).digest('hex')).toBe(proof.serverSeedHash);
    rounds.forEach((r, nonce) => {
      const number = verifyRouletteSpin(hmac, proof.serverSeed, proof.clientSeed, nonce);
      expect(r.result).toMatchObject({ game: 'ROULETTE', number });
    });
    // The next epoch commits to a new seed.
    const next = await k.step(roulette);
    expect(next.nonce).toBe(0);
    expect((await k.state(player, roulette)).value.table.round.serverSeedHash).not.toBe(proof.serverSeedHash);
    expect(
      await k.bet(player, roulette, next.id, [{ kind: 'SPLIT', numbers: [1, 5], amount: 1 }]),
    ).toMatchObject({
      value: [{ field: 'stakes', message: 'selection:SPLIT' }],
    });
  });
});

describe('under concurrency', () => {
  it('pays every accepted placement once when players race the close', async () => {
    const table = (await k.tableByCode('BAC-B')).id;
    const round = await k.step(table);
    const players = [alice, bob];
    const placements = players.flatMap((p) =>
      Array.from({ length: 6 }, (_, i) =>
        k.bet(p, table, round.id, [{ kind: i % 2 ? 'PLAYER' : 'BANKER', amount: 5 }]),
      ),
    );
    const closing = k.step(table);
    const answers = await Promise.all(placements);
    await closing;
    const accepted = answers.filter((a) => a.success).length;
    expect(answers.every((a) => a.success || a.errorCode === 'ROUND_CLOSED')).toBe(true);
    const [bets] = await k.rows<{ n: number; settled: number }>(sql`
      select count(*)::int as n, count(settled_at)::int as settled from house_table_bets where round_id = ${round.id}`);
    expect(bets).toEqual({ n: accepted, settled: accepted });
    const [credits] = await k.rows<{ n: number }>(sql`
      select count(*)::int as n from seamless_transactions where round_id = ${round.id} and kind = 'CREDIT'`);
    expect(credits!.n).toBe(accepted);
    expect((await k.ledger.verify()).ok).toBe(true);
  });
});

describe('the table’s socket', () => {
  it('pushes each placement to everyone at the table, the result to all, and a settlement to its player only', async () => {
    const address = (await k.t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const open = (token: string) =>
      new Promise<{ messages: TTableSocketMessage[]; socket: WebSocket }>((resolve, reject) => {
        const url = `${address}${HOUSE_TABLES_API.socket.replace(':tableId', String(baccarat))}?token=${token}`;
        const socket = new WebSocket(url);
        const messages: TTableSocketMessage[] = [];
        socket.onmessage = (m) => {
          messages.push(JSON.parse(String(m.data)));
          if (messages.length === 1) resolve({ messages, socket });
        };
        socket.onerror = reject;
      });
    const a = await open(alice);
    const b = await open(bob);
    const until = async (check: () => boolean) => {
      for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
      expect(check()).toBe(true);
    };
    const round = await k.step(baccarat);
    expect(round.phase).toBe('BETTING');
    await k.bet(bob, baccarat, round.id, [{ kind: 'TIE', amount: 3 }]);
    await until(() => a.messages.some((m) => m.type === 'bet'));
    expect(a.messages.find((m) => m.type === 'bet')).toMatchObject({
      player: 'bo***y',
      stakes: [{ kind: 'TIE', amount: 3 }],
    });
    await k.step(baccarat);
    await until(() => b.messages.some((m) => m.type === 'settled'));
    expect(a.messages.some((m) => m.type === 'round' && m.round.phase === 'RESULT')).toBe(true);
    expect(b.messages.find((m) => m.type === 'settled')).toMatchObject({ roundId: round.id });
    expect(a.messages.some((m) => m.type === 'settled')).toBe(false);
    const refused = new WebSocket(
      `${address}${HOUSE_TABLES_API.socket.replace(':tableId', String(roulette))}?token=${alice}`,
    );
    const code = await new Promise<number>((r) => (refused.onclose = (e) => r(e.code)));
    expect(code).toBe(4401);
    a.socket.close();
    b.socket.close();
  });
});

describe('a table the operator closes', () => {
  it('finishes the round in play, opens no other, and resumes when opened again', async () => {
    const table = (await k.tableByCode('BAC-B')).id;
    const round = await k.step(table);
    expect(round.phase).toBe('BETTING');
    await k.t.db.execute(sql`update house_tables set active = false where id = ${table}`);
    // a leader that starts now still runs it: its round must be drawn and paid
    const toRun = async () => (await findTablesToRun(k.t.db)).map((t) => t.id);
    expect(await toRun()).toContain(table);
    expect((await k.step(table)).id).toBe(round.id);
    expect(await toRun()).not.toContain(table);
    const after = await k.step(table);
    expect(after).toMatchObject({ id: round.id, phase: 'RESULT' });
    await k.t.db.execute(sql`update house_tables set active = true where id = ${table}`);
    expect(await k.step(table)).toMatchObject({ number: round.number + 1, phase: 'BETTING' });
  });
});

describe('a clock set back', () => {
  it('closes a round timed by the clock before it went back, and deals on', async () => {
    const table = (await k.tableByCode('BAC-A')).id;
    const round = await k.step(table);
    const open = round.phase === 'BETTING' ? round : await k.step(table);
    expect(open.phase).toBe('BETTING');
    // The clock goes back a day: the round's close lies a day ahead, which no table's times allow.
    k.setNow(open.opensAt.getTime() - 86_400_000);
    await k.rounds.advance({ id: table });
    const latest = async () => (await k.state(alice, table)).value.table.round;
    expect(await latest()).toMatchObject({ id: open.id, phase: 'RESULT' });
    // Its next round was due a day ahead too: it opens now, on the clock as it is.
    await k.rounds.advance({ id: table });
    expect(await latest()).toMatchObject({ number: open.number + 1, phase: 'BETTING' });
  });
});
