import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOUSE_TABLES_API, WALLET_API, type TTableSocketMessage } from '@openlobby/contracts';
import { settleBingoRound } from '@openlobby/house-games/bingo';
import { body } from '../../../test/test-app.ts';
import { bingoCardKey, dealTableCard, drawTableOrder } from './table-bingo.ts';
import { tablesKit } from './tables-test-kit.ts';

let k: Awaited<ReturnType<typeof tablesKit>>;
let aliceLogin: string;
let bobLogin: string;
let alice: string;
let bob: string;
let hall: number;

beforeAll(async () => {
  k = await tablesKit();
  await k.house.fund('player1', 1_000_000n);
  aliceLogin = await k.house.kit.tokenOf('player1', 'Player123');
  bobLogin = await k.player('bingobob', 1_000_000n);
  alice = (await k.launch('bingo-75', aliceLogin)).token;
  bob = (await k.launch('bingo-75', bobLogin)).token;
  hall = (await k.tableByCode('BINGO-1')).id;
});
afterAll(async () => k.t.close());

const mainBalance = async (login = aliceLogin) =>
  body(await k.t.call({ method: 'GET', url: WALLET_API.balance, headers: { authorization: login } })).value
    .mainBalance as number;
const cards = (n: number, amount = 1) => Array.from({ length: n }, () => ({ kind: 'CARD' as const, amount }));
const seedOf = async (roundId: string) =>
  (
    await k.rows<{ server_seed: string; client_seed: string; nonce: number }>(sql`
      select e.server_seed, e.client_seed, r.nonce from house_table_rounds r
      join house_table_epochs e on e.id = r.epoch_id where r.id = ${roundId}`)
  )[0]!;
const countBets = async (roundId: string) =>
  (
    await k.rows<{ n: number }>(
      sql`select count(*)::int as n from house_table_bets where round_id = ${roundId}`,
    )
  )[0]!.n;
/** Steps the hall until a round is taking cards. */
const bettingRound = async () => {
  let round = await k.step(hall);
  if (round.phase !== 'BETTING') round = await k.step(hall);
  expect(round.phase).toBe('BETTING');
  return round;
};

describe('launching the bingo hall', () => {
  it('opens the bingo page and lists the hall with its card price and most cards a round', async () => {
    expect((await k.launch('bingo-75', aliceLogin)).page).toBe(HOUSE_TABLES_API.bingoPage);
    const list = await k.call('GET', HOUSE_TABLES_API.tables, alice);
    expect(list.value.gameName).toBe('Bingo 75');
    expect(list.value.tables).toHaveLength(1);
    expect(list.value.tables[0]).toMatchObject({
      code: 'BINGO-1',
      game: 'BINGO',
      limits: { CARD: { min: 1, max: 12 } },
    });
  });
});

describe('buying cards', () => {
  it('debits exactly the cards bought and deals each from the round’s seed and the request id, fixed at purchase', async () => {
    const round = await bettingRound();
    const before = await mainBalance();
    const requestId = randomUUID();
    const bought = await k.bet(alice, hall, round.id, cards(3), requestId);
    expect(bought).toMatchObject({ success: true });
    expect(bought.value.balance).toBe(before - 3);
    const seed = await seedOf(round.id);
    const seeds = { serverSeed: seed.server_seed, clientSeed: seed.client_seed };
    expect(bought.value.myStakes.map((s: { card: number[] }) => s.card)).toEqual(
      [0, 1, 2].map((i) => dealTableCard(seeds, seed.nonce, bingoCardKey(requestId, i))),
    );
    // A retry answers the same cards and moves nothing.
    const again = await k.bet(alice, hall, round.id, cards(3), requestId);
    expect(again.value).toEqual(bought.value);
    expect(await mainBalance()).toBe(before - 3);
    const state = await k.state(alice, hall);
    expect(state.value.myStakes).toEqual(bought.value.myStakes);
    expect(state.value.table.round).toMatchObject({ players: 1, staked: 3 });
  });

  it('refuses a card at another price, more cards than the hall allows and another game’s spot, writing nothing', async () => {
    const round = (await k.state(alice, hall)).value.table.round;
    const before = await mainBalance();
    const placed = await countBets(round.id);
    for (const [stakes, message] of [
      [cards(1, 2), 'price:CARD'],
      [cards(10), 'aboveMax:CARD'], // 3 bought already: 13 > 12
      [[{ kind: 'BANKER', amount: 1 }], 'notOnTable:BANKER'],
    ] as const)
      expect(await k.bet(alice, hall, round.id, [...stakes])).toMatchObject({
        status: 400,
        errorCode: 'VALIDATION_FAILED',
        value: [{ field: 'stakes', message }],
      });
    expect(await k.bet(alice, hall, round.id, cards(0))).toMatchObject({ status: 400 });
    expect(await mainBalance()).toBe(before);
    expect(await countBets(round.id)).toBe(placed);
  });
});

describe('a bingo round', () => {
  it('draws the order at the close, pays prizes and pots as the engine settles the cards, once, in one batch', async () => {
    const round = (await k.state(alice, hall)).value.table.round;
    const bobBefore = await mainBalance(bobLogin);
    await k.bet(bob, hall, round.id, cards(2));
    const aliceBefore = await mainBalance();
    const stored = await k.rows<{
      id: string;
      stakes: { card: number[]; amountMinor: number }[];
      session: number;
    }>(
      sql`select id, stakes, game_session_id as session from house_table_bets where round_id = ${round.id}
           order by created_at, id`,
    );
    // Two leaders that both believe they lead close it at once: it is drawn and paid once.
    const table = (await k.tableByCode('BINGO-1'))!;
    k.setNow(round.closesAt ? new Date(round.closesAt).getTime() : k.now().getTime());
    await Promise.all([k.rounds.advance(table), k.rounds.advance(table)]);
    const [closed] = await k.rows<{
      phase: string;
      result: { balls: number[]; pots: unknown[]; wins: unknown[] };
    }>(sql`select phase, result from house_table_rounds where id = ${round.id}`);
    expect(closed!.phase).toBe('RESULT');
    const seed = await seedOf(round.id);
    const order = drawTableOrder({ serverSeed: seed.server_seed, clientSeed: seed.client_seed }, seed.nonce);
    expect(closed!.result.balls).toEqual(order);

    const tickets = stored.flatMap((b) => b.stakes.map((s) => ({ card: s.card, priceMinor: s.amountMinor })));
    const engine = settleBingoRound(tickets, order);
    // stakes = payouts + house result, for the round
    expect(engine.priceMinor).toBe(500);
    const [sums] = await k.rows<{ staked: string; returned: string }>(sql`
      select sum(staked_minor)::text as staked, sum(returned_minor)::text as returned
        from house_table_bets where round_id = ${round.id}`);
    expect(Number(sums!.staked)).toBe(engine.priceMinor);
    expect(Number(sums!.returned)).toBe(engine.winMinor);
    expect(Number(sums!.staked) - Number(sums!.returned)).toBe(engine.houseMinor);
    // Alice's placement holds 3 cards and Bob's 2 (one clock instant: the rows' order is their ids').
    let card = 0;
    const wonBy = stored.map((b) => b.stakes.reduce((sum) => sum + engine.cards[card++]!.winMinor, 0));
    const aliceWon = wonBy[stored.findIndex((b) => b.stakes.length === 3)]!;
    const bobWon = wonBy[stored.findIndex((b) => b.stakes.length === 2)]!;
    expect(await mainBalance()).toBe(aliceBefore + aliceWon / 100);
    expect(await mainBalance(bobLogin)).toBe(bobBefore - 2 + bobWon / 100);
    expect(closed!.result.pots).toEqual([
      expect.objectContaining({
        pattern: 'FULL_HOUSE',
        pot: engine.pools[0]!.potMinor / 100,
        firstBall: engine.pools[0]!.firstBall,
        winners: engine.pools[0]!.winners.length,
      }),
    ]);
    // the winners as the others see them: the accounts masked
    for (const w of closed!.result.wins as { player: string }[])
      expect(['pl***1', 'bi***b']).toContain(w.player);
    const [credits] = await k.rows<{ n: number }>(sql`
      select count(*)::int as n from seamless_transactions where round_id = ${round.id} and kind = 'CREDIT'`);
    expect(credits!.n).toBe(2);
    expect((await k.ledger.verify()).ok).toBe(true);
  });

  it('reveals the round’s seed at its close, and its proof lists every card with its key', async () => {
    const latest = (await k.state(alice, hall)).value.table.round;
    const proof = (await k.call('GET', HOUSE_TABLES_API.roundProof.replace(':roundId', latest.id), alice))
      .value;
    expect(proof.game).toBe('BINGO');
    expect(createHash('sha256').update(proof.serverSeed).digest('hex')).toBe(proof.serverSeedHash);
    expect(proof.cards).toHaveLength(5);
    for (const c of proof.cards)
      expect(
        dealTableCard({ serverSeed: proof.serverSeed, clientSeed: proof.clientSeed }, proof.nonce, c.key),
      ).toEqual(c.card);
    expect(drawTableOrder(proof, proof.nonce)).toEqual(proof.result.balls);
    // The next round commits to a new seed.
    const next = await k.step(hall);
    expect(next.phase).toBe('BETTING');
    expect((await k.state(alice, hall)).value.table.round.serverSeedHash).not.toBe(proof.serverSeedHash);
  });

  it('keeps free play’s cards out of the members’ pot, in a pot of their own demo chips', async () => {
    const round = (await k.state(alice, hall)).value.table.round;
    const fun = (await k.launch('bingo-75', null, 0)).token;
    const bought = await k.bet(fun, hall, round.id, cards(4));
    expect(bought.value.balance).toBe(1_996);
    await k.bet(alice, hall, round.id, cards(1));
    const closed = await k.step(hall);
    const pots = closed.result!.game === 'BINGO' ? closed.result!.pots : [];
    expect(pots.map((p) => [p.pot, p.freePlay ?? false])).toEqual([
      [0.05, false],
      [0.2, true],
    ]);
    const settled = await k.state(fun, hall);
    expect(settled.value.freePlay).toBe(true);
    const [credits] = await k.rows<{ n: number }>(sql`
      select count(*)::int as n from seamless_transactions where round_id = ${round.id} and kind = 'CREDIT'`);
    expect(credits!.n).toBe(1);
  });
});

describe('under concurrency', () => {
  it('debits a purchase retried in parallel once, and pays every card bought before a racing close once', async () => {
    const round = await bettingRound();
    const before = await mainBalance();
    const requestId = randomUUID();
    const twins = await Promise.all([1, 2, 3].map(() => k.bet(alice, hall, round.id, cards(2), requestId)));
    expect(twins.every((a) => a.success)).toBe(true);
    expect(await mainBalance()).toBe(before - 2);
    const racing = [alice, bob].flatMap((p) => [1, 2, 3].map(() => k.bet(p, hall, round.id, cards(1))));
    const closing = k.step(hall);
    const answers = await Promise.all(racing);
    await closing;
    expect(answers.every((a) => a.success || a.errorCode === 'ROUND_CLOSED')).toBe(true);
    const accepted = answers.filter((a) => a.success).length + 1;
    const [bets] = await k.rows<{ n: number; settled: number }>(sql`
      select count(*)::int as n, count(settled_at)::int as settled from house_table_bets where round_id = ${round.id}`);
    expect(bets).toEqual({ n: accepted, settled: accepted });
    const [credits] = await k.rows<{ n: number }>(sql`
      select count(*)::int as n from seamless_transactions where round_id = ${round.id} and kind = 'CREDIT'`);
    expect(credits!.n).toBe(accepted);
    expect((await k.ledger.verify()).ok).toBe(true);
  });
});

describe('the hall’s socket', () => {
  it('pushes another player’s purchase without its cards', async () => {
    const round = await bettingRound();
    const heard: TTableSocketMessage[] = [];
    const off = k.tableEvents.subscribe((e) => heard.push(e.event));
    await k.bet(bob, hall, round.id, cards(2));
    off();
    expect(heard).toContainEqual(
      expect.objectContaining({ type: 'bet', roundId: round.id, stakes: cards(2), players: 1, staked: 2 }),
    );
  });
});
