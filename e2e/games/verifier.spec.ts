import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  HOUSE_API,
  HOUSE_CRASH_API,
  HOUSE_NIUNIU_API,
  HOUSE_ROOMS_API,
  HOUSE_ROUNDS_API,
  type TCrashState,
  type TFishShot,
  type TKenoRound,
  type TNiuniuHandProof,
  type TNiuniuRoomView,
  type TPokerRooms,
} from '@openlobby/contracts';
import { expect, test } from '../support/fixtures.ts';
import { expectNoSeriousViolations } from '../support/axe.ts';

const SCREENS = 'test-results/screens';
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** A free-play launch of a house game (no member needed): the launch token of its game_url. */
async function freePlayToken(request: APIRequestContext, category: string, gameId: string): Promise<string> {
  const list = await request.post('/wps/relay/GCSGAME_gameList', {
    data: { category, pageSize: 50 },
    headers: { language: 'EN' },
  });
  const game = ((await list.json()).value.content as { gameId: string; nodeId: number }[]).find(
    (g) => g.gameId === gameId,
  );
  expect(game, `${gameId} is in the ${category} list`).toBeTruthy();
  const launched = await request.post('/wps/game/launchGame', {
    data: { nodeId: game!.nodeId, accountType: 0 },
    headers: { language: 'EN' },
  });
  expect(launched.ok(), await launched.text()).toBeTruthy();
  const url = (await launched.json()).value.game_url as string;
  const token = new URLSearchParams(new URL(url, 'http://x').hash.slice(1)).get('token');
  expect(token, 'the game_url carries a launch token').toBeTruthy();
  return token!;
}

/** A call of a house game with its launch token; fails the test on an error envelope. */
async function houseCall<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  data?: object,
): Promise<T> {
  const headers = { authorization: token };
  const res =
    data === undefined ? await request.get(url, { headers }) : await request.post(url, { headers, data });
  expect(res.ok(), `${url}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).value as T;
}

/** The verifier's address for a round, as the games' History links write it (round-chrome.ts). */
const gameVerifyUrl = (game: 'keno' | 'fish', fields: Record<string, string | number>) =>
  `${HOUSE_API.verifyPage}?${new URLSearchParams({ game, ...fields, lang: 'EN' }).toString()}`;

/** Opens the address at each width (a new document each time), waits for `ready`, runs axe, keeps a screenshot. */
async function checkAtBothWidths(page: Page, url: string, name: string, ready: () => Promise<void>) {
  mkdirSync(SCREENS, { recursive: true });
  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    await page.goto('about:blank');
    await page.goto(url);
    await ready();
    await expectNoSeriousViolations(page, `the ${name} verifier at ${viewport.width} px`);
    await page.screenshot({ path: `${SCREENS}/verifier-${name}-${viewport.width}.png`, fullPage: true });
  }
}

test.describe('the verifier', () => {
  // axe goes in as a script tag, which the pages' Content-Security-Policy would refuse
  test.use({ bypassCSP: true, reducedMotion: 'reduce' });

  test('recomputes a keno ticket played through the API, and a tampered win does not match', async ({
    page,
    request,
  }) => {
    const token = await freePlayToken(request, 'CONS', 'lucky-keno-80');
    const state = await houseCall<{ stakeLevels: number[]; decimals: number }>(
      request,
      token,
      HOUSE_ROUNDS_API.kenoState,
    );
    const picks = [3, 11, 17, 24, 38, 42, 55, 61, 70, 80];
    await houseCall(request, token, HOUSE_ROUNDS_API.kenoPlay, {
      picks,
      stake: state.stakeLevels[0],
      requestId: randomUUID(),
    });
    await houseCall(request, token, HOUSE_API.rotateSeed, {});
    const { items } = await houseCall<{ items: TKenoRound[] }>(
      request,
      token,
      `${HOUSE_ROUNDS_API.kenoRounds}?page=1&pageSize=5`,
    );
    const round = items[0]!;
    expect(round.serverSeed, 'rotating revealed the round’s server seed').toBeTruthy();
    const fields = {
      serverSeed: round.serverSeed!,
      clientSeed: round.clientSeed,
      nonce: round.nonce,
      picks: round.picks.join('-'),
      bet: round.stake,
      decimals: state.decimals,
      win: round.win,
    };

    const result = page.getByTestId('verify-result');
    await checkAtBothWidths(page, gameVerifyUrl('keno', fields), 'keno', async () => {
      await expect(result).toHaveAttribute('data-drawn', round.drawn.join(' '));
      await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'true');
    });
    await expect(result).toHaveAttribute('data-hits', round.hits.join(' '));
    await expect(page.getByTestId('verify-tab-keno')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('.v-keno-cell.hit')).toHaveCount(round.hits.length + 1); // and the legend's

    await page.goto(gameVerifyUrl('keno', { ...fields, win: round.win + 1 }));
    await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'false');
    await expect(page.getByTestId('verify-match')).toContainText('recorded');
  });

  test('recomputes a fishing shot played through the API, and a tampered win does not match', async ({
    page,
    request,
  }) => {
    const token = await freePlayToken(request, 'FISH', 'reef-hunter');
    const state = await houseCall<{ bulletCosts: number[]; decimals: number }>(
      request,
      token,
      HOUSE_ROUNDS_API.fishState,
    );
    // clownfish (2 ×) is caught 48 % of the time: a few shots give a catch to verify
    let caught: TFishShot | null = null;
    for (let i = 0; i < 30 && !caught; i++) {
      const { shot } = await houseCall<{ shot: TFishShot }>(request, token, HOUSE_ROUNDS_API.fishShot, {
        speciesId: 'clownfish',
        bulletCost: state.bulletCosts[0],
        requestId: randomUUID(),
      });
      if (shot.killed) caught = shot;
    }
    expect(caught, 'a clownfish was caught').toBeTruthy();
    await houseCall(request, token, HOUSE_API.rotateSeed, {});
    const { items } = await houseCall<{ items: TFishShot[] }>(
      request,
      token,
      `${HOUSE_ROUNDS_API.fishShots}?page=1&pageSize=50`,
    );
    const shot = items.find((s) => s.roundId === caught!.roundId)!;
    expect(shot.serverSeed).toBeTruthy();
    const fields = {
      serverSeed: shot.serverSeed!,
      clientSeed: shot.clientSeed,
      nonce: shot.nonce,
      species: shot.speciesId,
      bet: shot.bulletCost,
      decimals: state.decimals,
      win: shot.win,
    };

    const result = page.getByTestId('verify-result');
    await checkAtBothWidths(page, gameVerifyUrl('fish', fields), 'fish', async () => {
      await expect(result).toHaveAttribute('data-killed', 'true');
      await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'true');
    });
    await expect(page.getByTestId('verify-fish-outcome')).toContainText('Clownfish');

    await page.goto(gameVerifyUrl('fish', { ...fields, win: 0 }));
    await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'false');
  });

  test('recomputes a crashed game from its proof and its chain, by its link and by a pasted hash', async ({
    page,
    request,
  }) => {
    // the server's rounds run on their own: wait for two to crash (a long run lasts up to two minutes)
    test.setTimeout(360_000);
    const token = await freePlayToken(request, 'RNG', 'rocket-crash');
    const seen: { state?: TCrashState } = {};
    await expect
      .poll(
        async () => {
          seen.state = await houseCall<TCrashState>(request, token, HOUSE_CRASH_API.state);
          return seen.state.recent.length;
        },
        { timeout: 300_000, intervals: [1_000] },
      )
      .toBeGreaterThan(1);
    // the newest of two: its previous game is a game of the chain, not the terminal hash
    const game = seen.state!.recent[0]!;
    expect(game.number).toBeGreaterThan(1);
    const url = `${HOUSE_API.verifyPage}?${new URLSearchParams({ crashGame: game.roundId, lang: 'EN' }).toString()}`;

    await checkAtBothWidths(page, url, 'crash', async () => {
      await expect(page.getByTestId('verify-crash-point')).toHaveAttribute(
        'data-point',
        String(Math.round(game.crashPoint * 100)),
      );
      await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'true');
      await expect(page.getByTestId('verify-crash-previous')).toHaveAttribute('data-ok', 'true');
      await expect(page.getByTestId('verify-crash-chain')).toHaveAttribute('data-ok', 'true');
    });
    await expect(page.getByTestId('verify-crash-hash')).toHaveText(game.hash);

    // By hand: the form took the game's hash and salt; the list starts with this game's point.
    await expect(page.getByTestId('verify-crashHash')).toHaveValue(game.hash);
    await page.getByTestId('verify-crashCount').fill('3');
    await page.getByTestId('verify-crash-submit').click();
    const rows = page.getByTestId('verify-crash-list').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toHaveAttribute('data-point', String(Math.round(game.crashPoint * 100)));

    // A pasted hash alone, in the form's own mode: the salt comes from the game's proof.
    await page.goto(`${HOUSE_API.verifyPage}?mode=crash&lang=EN`);
    await expect(page.getByTestId('verify-tab-crash')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('verify-crashHash').fill(game.hash);
    await page.getByTestId('verify-crash-submit').click();
    await expect(page.getByTestId('verify-crash-list').locator('tbody tr').first()).toHaveAttribute(
      'data-point',
      String(Math.round(game.crashPoint * 100)),
    );
    await expectNoSeriousViolations(page, 'the crash verifier’s form at phone width');

    // A proof whose recorded point was tampered with: the recomputed one does not match it.
    await page.route(`**${HOUSE_CRASH_API.proof.replace(':game', game.roundId)}`, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.value.crashPoint = Number((body.value.crashPoint + 0.01).toFixed(2));
      await route.fulfill({ response, json: body });
    });
    await page.goto(url);
    await expect(page.getByTestId('verify-match')).toHaveAttribute('data-match', 'false');
  });

  test('recomputes a Niu-Niu hand played through the API, by its link and by a pasted id, and a tampered net does not match', async ({
    page,
    request,
  }) => {
    // two free-play seats, a deal within the room's pause, one stake, then the verifier at two widths
    test.setTimeout(150_000);
    const tokens = [
      await freePlayToken(request, 'PVP', 'niuniu'),
      await freePlayToken(request, 'PVP', 'niuniu'),
    ];
    const { rooms } = await houseCall<TPokerRooms>(request, tokens[0]!, HOUSE_ROOMS_API.rooms);
    const room = rooms.find((r) => r.code === 'NN-FUN')!;
    expect(room, 'free play lists NN-FUN').toBeTruthy();
    const at = (url: string) => url.replace(':roomId', String(room.roomId));
    const viewOf = (token: string) => houseCall<TNiuniuRoomView>(request, token, at(HOUSE_ROOMS_API.room));
    const taken = new Set((await viewOf(tokens[0]!)).seats.map((s) => s.seatNo));
    const free = Array.from({ length: room.seatCount }, (_, n) => n).filter((n) => !taken.has(n));
    const mySeats = free.slice(0, 2);
    for (const [i, token] of tokens.entries())
      await houseCall(request, token, at(HOUSE_ROOMS_API.sit), {
        seatNo: mySeats[i],
        buyIn: 100,
        requestId: randomUUID(),
      });
    let proof: TNiuniuHandProof;
    try {
      // the room deals once both are ready: a hand with both seats, its stakes on the clock
      let handId = '';
      await expect
        .poll(
          async () => {
            const hand = (await viewOf(tokens[0]!)).hand;
            const dealtIn = mySeats.every((n) => hand?.seats.some((s) => s.seatNo === n));
            handId = hand && dealtIn && hand.phase === 'STAKE' ? hand.handId : '';
            return handId;
          },
          { timeout: 60_000, intervals: [500] },
        )
        .not.toBe('');
      // the one of the two who is not the banker stakes 2 ×
      for (const token of tokens) {
        const hand = (await viewOf(token)).hand;
        if (hand?.handId === handId && hand.choices?.multiples.includes(2))
          await houseCall(request, token, at(HOUSE_NIUNIU_API.stake), { handId, multiple: 2 });
      }
      const proofUrl = HOUSE_NIUNIU_API.handProof.replace(':handId', handId);
      await expect
        .poll(
          async () => {
            proof = await houseCall<TNiuniuHandProof>(request, tokens[0]!, proofUrl);
            return proof.serverSeed !== null;
          },
          { timeout: 30_000, intervals: [500] },
        )
        .toBe(true);
    } finally {
      for (const token of tokens) await houseCall(request, token, at(HOUSE_ROOMS_API.leave), {});
    }
    expect(proof!.multiples).toContain(2);
    const url = `${HOUSE_API.verifyPage}?${new URLSearchParams({ niuniuHand: proof!.handId, lang: 'EN' }).toString()}`;

    const verdicts = ['seed', 'cards-verdict', 'nets', 'commission'].map((part) =>
      page.getByTestId(`verify-niuniu-${part}`),
    );
    const seats = page.getByTestId('verify-niuniu-seat');
    await checkAtBothWidths(page, url, 'niuniu', async () => {
      for (const verdict of verdicts) await expect(verdict).toHaveAttribute('data-ok', 'true');
    });
    await expect(page.getByTestId('verify-tab-niuniu')).toHaveAttribute('aria-current', 'page');
    await expect(verdicts[1]!).toContainText('match the room');
    // every hand as cards, in dealing order, the banker last
    await expect(seats).toHaveCount(proof!.seatNos.length);
    for (const [i, cards] of proof!.hands!.entries()) {
      const seat = seats.nth(i);
      await expect(seat).toHaveAttribute('data-seat-no', String(proof!.seatNos[i]));
      await expect(seat).toHaveAttribute('data-banker', String(i === proof!.seatNos.length - 1));
      // a bull's three cards are drawn apart from its two: the same five, perhaps in another order
      const drawn = await seat.locator('[data-card]').evaluateAll((els) => els.map((e) => e.dataset.card!));
      expect(drawn.sort()).toEqual([...cards].sort());
    }
    await expect(page.getByTestId('verify-niuniu-banker')).toHaveCount(1);

    // A pasted id, in the mode's own tab: the same hand, and the address now names it.
    await page.goto(`${HOUSE_API.verifyPage}?mode=niuniu&lang=EN`);
    await expect(page.getByTestId('verify-tab-niuniu')).toHaveAttribute('aria-current', 'page');
    await page.getByTestId('verify-niuniuHand').fill(` ${proof!.handId} `);
    await page.getByTestId('verify-niuniu-submit').click();
    for (const verdict of verdicts) await expect(verdict).toHaveAttribute('data-ok', 'true');
    await expect(page).toHaveURL(new RegExp(`niuniuHand=${proof!.handId}`));

    // A proof whose first seat's net was tampered with: that net, and only the nets, do not match.
    const proofRoute = `**${HOUSE_NIUNIU_API.handProof.replace(':handId', proof!.handId)}`;
    const serveProof = (change: (value: TNiuniuHandProof) => void) =>
      page.route(proofRoute, async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        change(body.value);
        await route.fulfill({ response, json: body });
      });
    await serveProof((value) => (value.net![0] = value.net![0]! + 1));
    await page.goto(url);
    await expect(page.getByTestId('verify-niuniu-nets')).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('verify-niuniu-nets')).toContainText('do not match');
    await expect(seats.first().getByTestId('verify-niuniu-seat-net')).toHaveAttribute('data-ok', 'false');
    await expect(page.getByTestId('verify-niuniu-cards-verdict')).toHaveAttribute('data-ok', 'true');

    // Before the show the proof has no seed yet: the page says so and shows the hash to keep.
    await page.unroute(proofRoute);
    await serveProof((value) =>
      Object.assign(value, { serverSeed: null, multiples: null, hands: null, net: null, commission: null }),
    );
    await page.goto(url);
    await expect(page.getByTestId('verify-niuniu-pending')).toContainText('still being played');
    await expect(page.getByTestId('verify-niuniu-hash')).toHaveText(proof!.serverSeedHash);

    // No such hand: said in words, nothing computed.
    await page.goto(`${HOUSE_API.verifyPage}?niuniuHand=${randomUUID()}&lang=EN`);
    await expect(page.getByTestId('verify-niuniu-error')).toHaveText('This hand could not be loaded.');
    await expect(page.getByTestId('verify-niuniu-result')).toHaveCount(0);
  });
});
