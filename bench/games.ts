// Every single-player house engine over many rounds (issue 19): each bet line plays ROUNDS rounds
// (default 10^7) from its own node:crypto HMAC stream, as the server draws them, and sets the
// empirical return to player against the declared RTP, with its standard error (from the spread per
// round) and how many standard errors apart they are, and how long each game took. Exits 1 when a
// line is more than 4 standard errors from its declared RTP.
//   npm run bench:games                 10^7 rounds a line (ROUNDS to change, SEED for another server seed)
//   tsx bench/games.ts --check          CI's sample: 100,000 rounds a line, the same check
//   GAMES=keno,crash npm run bench:games the games whose names start so, only
import { createHash, createHmac } from 'node:crypto';
import {
  hmacFloatStream,
  SLOT_RTP,
  verifySlotRound,
  type TFloatSource,
  type THmac,
} from '@openlobby/house-games';
import {
  BACCARAT_RTP,
  dealShoeHand,
  isShoeOver,
  openShoe,
  settleBaccaratBet,
  type TBaccaratBetKind,
  type TShoe,
} from '@openlobby/house-games/baccarat';
import { BINGO_FIXED_RTP, simulateBingo } from '@openlobby/house-games/bingo';
import { CRASH_HOUSE_EDGE_BP, crashPoint, settleCrashBet } from '@openlobby/house-games/crash';
import { FISH_RTP, fireFishShot, type TFishSpeciesId } from '@openlobby/house-games/fish';
import { KENO_RTP, playKenoRound } from '@openlobby/house-games/keno';
import { NIUNIU_RTP, playNiuniuRound } from '@openlobby/house-games/niuniu';
import {
  ROULETTE_RTP,
  settleRouletteSpin,
  spinRoulette,
  type TRouletteBet,
} from '@openlobby/house-games/roulette';

const check = process.argv.includes('--check');
const rounds = Number(process.env.ROUNDS ?? (check ? 100_000 : 10_000_000));
const serverSeed = process.env.SEED ?? '7d1f0e2c3b4a59687766554433221100ffeeddccbbaa99887766554433221100';
const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
/** A line fails when its empirical RTP is further than this many standard errors from the declared one. */
const MAX_STANDARD_ERRORS = 4;

/** What a line's rounds returned: the sum of each round's return per unit staked, and of its square. */
type TTally = { rounds: number; sum: number; squares: number };
const tally = (): TTally => ({ rounds: 0, sum: 0, squares: 0 });
const add = (t: TTally, returnPerUnit: number) => {
  t.rounds++;
  t.sum += returnPerUnit;
  t.squares += returnPerUnit * returnPerUnit;
};

/** A bet line: its declared RTP and a player of `n` rounds from a stream into one tally per line name. */
type TGame = {
  game: string;
  lines: Record<string, number>;
  play: (floats: TFloatSource, n: number) => Record<string, TTally>;
};

const BACCARAT_STAKE = 20; // a multiple of 20: BANKER's 19/20 pays whole, as BACCARAT_RTP assumes
const baccaratLines: Record<string, TBaccaratBetKind> = {
  player: 'PLAYER',
  banker: 'BANKER',
  tie: 'TIE',
  'player pair': 'PLAYER_PAIR',
};

const ROULETTE_BETS: Record<string, TRouletteBet> = {
  'straight 17': { kind: 'STRAIGHT', numbers: [17], stakeMinor: 1 },
  red: { kind: 'RED', stakeMinor: 1 },
  'dozen 2': { kind: 'DOZEN', index: 2, stakeMinor: 1 },
} as Record<string, TRouletteBet>;

/** Keno tickets by pick count, numbers spread over the board (the draw is uniform: any picks do). */
const KENO_TICKETS: Record<string, readonly number[]> = {
  'pick 1': [40],
  'pick 5': [3, 17, 38, 52, 71],
  'pick 10': [1, 9, 16, 24, 33, 41, 50, 58, 67, 80],
};
const CRASH_TARGETS: Record<string, number> = { 'cash out at 1.5×': 150, 'at 2×': 200, 'at 10×': 1_000 };
const FISH_LINES: Record<string, TFishSpeciesId> = { 'clownfish 2×': 'clownfish', 'shark 80×': 'shark' };
const BINGO_CARDS_PER_ROUND = 20;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const GAMES: TGame[] = [
  {
    game: 'slot (Gem Rush 20)',
    lines: { 'total bet 20': SLOT_RTP },
    // the slot reads a fresh nonce per round, as the server plays it
    play: (_floats, n) => {
      const t = tally();
      for (let nonce = 0; nonce < n; nonce++)
        add(t, verifySlotRound(hmac, serverSeed, 'bench-games', nonce, 20).totalWin / 20);
      return { 'total bet 20': t };
    },
  },
  {
    game: 'baccarat (8 decks)',
    lines: Object.fromEntries(
      Object.entries(baccaratLines).map(([line, kind]) => [line, BACCARAT_RTP[kind]]),
    ),
    play: (floats, n) => {
      const tallies = Object.fromEntries(Object.keys(baccaratLines).map((line) => [line, tally()]));
      let shoe: TShoe | null = null;
      for (let i = 0; i < n; i++) {
        if (!shoe || isShoeOver(shoe)) shoe = openShoe(floats);
        const dealt = dealShoeHand(shoe);
        shoe = dealt.shoe;
        for (const [line, kind] of Object.entries(baccaratLines))
          add(
            tallies[line]!,
            settleBaccaratBet({ kind, stakeMinor: BACCARAT_STAKE }, dealt.hand).returnedMinor /
              BACCARAT_STAKE,
          );
      }
      return tallies;
    },
  },
  {
    game: 'roulette (single zero)',
    lines: Object.fromEntries(Object.keys(ROULETTE_BETS).map((line) => [line, ROULETTE_RTP])),
    play: (floats, n) => {
      const tallies = Object.fromEntries(Object.keys(ROULETTE_BETS).map((line) => [line, tally()]));
      const bets = Object.values(ROULETTE_BETS);
      for (let i = 0; i < n; i++) {
        const settled = settleRouletteSpin(spinRoulette(floats), bets);
        Object.keys(ROULETTE_BETS).forEach((line, j) => add(tallies[line]!, settled.bets[j]!.returnedMinor));
      }
      return tallies;
    },
  },
  {
    game: 'keno (20 of 80)',
    lines: Object.fromEntries(
      Object.entries(KENO_TICKETS).map(([line, picks]) => [line, KENO_RTP[picks.length]!]),
    ),
    play: (floats, n) => {
      const tallies = Object.fromEntries(Object.keys(KENO_TICKETS).map((line) => [line, tally()]));
      for (const [line, picks] of Object.entries(KENO_TICKETS))
        for (let i = 0; i < n; i++)
          add(tallies[line]!, playKenoRound(floats, { picks, stakeMinor: 1_000 }).winMinor / 1_000);
      return tallies;
    },
  },
  {
    game: 'crash (hash chain)',
    lines: Object.fromEntries(
      Object.keys(CRASH_TARGETS).map((line) => [line, 1 - CRASH_HOUSE_EDGE_BP / 10_000]),
    ),
    // games along a chain hashed forward from the seed (the order a chain is played in does not
    // change the points' distribution), every target staked on each
    play: (_floats, n) => {
      const tallies = Object.fromEntries(Object.keys(CRASH_TARGETS).map((line) => [line, tally()]));
      let gameHash = sha256(serverSeed);
      for (let i = 0; i < n; i++) {
        const point = crashPoint(hmac, gameHash, 'bench-games-salt');
        for (const [line, target] of Object.entries(CRASH_TARGETS))
          add(
            tallies[line]!,
            settleCrashBet({ stakeMinor: 100, autoCashOutHundredths: target }, point).winMinor / 100,
          );
        gameHash = sha256(gameHash);
      }
      return tallies;
    },
  },
  {
    game: 'fishing',
    lines: Object.fromEntries(Object.keys(FISH_LINES).map((line) => [line, FISH_RTP])),
    play: (floats, n) => {
      const tallies = Object.fromEntries(Object.keys(FISH_LINES).map((line) => [line, tally()]));
      for (const [line, speciesId] of Object.entries(FISH_LINES))
        for (let i = 0; i < n; i++)
          add(tallies[line]!, fireFishShot(floats, { speciesId, bulletCostMinor: 10 }).winMinor / 10);
      return tallies;
    },
  },
  {
    game: 'niu-niu (a player against the banker)',
    lines: { 'base bet 20': NIUNIU_RTP },
    // a base bet of 20: the 5 % commission on any multiple of it is whole, as NIUNIU_RTP assumes
    play: (floats, n) => {
      const t = tally();
      for (let i = 0; i < n; i++) add(t, 1 + playNiuniuRound(floats, [20]).players[0]!.netMinor / 20);
      return { 'base bet 20': t };
    },
  },
  {
    game: 'bingo (75 balls)',
    // the fixed prizes; the first full house's pot pays its 5 % of each round's sales by construction
    // (BINGO_RTP = this + 5 %), so there is nothing of it to sample
    lines: { [`fixed prizes, ${BINGO_CARDS_PER_ROUND} cards a round`]: BINGO_FIXED_RTP },
    // a round's cards share its draw, so the independent samples are rounds: n cards in n / 20 rounds
    play: (floats, n) => {
      const t = tally();
      for (const r of simulateBingo(floats, Math.ceil(n / BINGO_CARDS_PER_ROUND), BINGO_CARDS_PER_ROUND)
        .roundReturns)
        add(t, r);
      return { [`fixed prizes, ${BINGO_CARDS_PER_ROUND} cards a round`]: t };
    },
  },
];

const pct = (x: number, digits = 3) => `${(100 * x).toFixed(digits)} %`;
const failures: string[] = [];
console.log(`bench:games: ${rounds.toLocaleString('en')} rounds a line${check ? ' (CI sample)' : ''}`);
console.log(
  `${'game / line'.padEnd(52)} ${'declared'.padStart(9)} ${'empirical'.padStart(10)} ${'± s.e.'.padStart(9)}  ${'z'.padStart(5)}  game's seconds`,
);
const only = process.env.GAMES?.split(',').map((g) => g.trim().toLowerCase());
for (const game of GAMES.filter((g) => !only || only.some((name) => g.game.startsWith(name)))) {
  const started = performance.now();
  const tallies = game.play(hmacFloatStream(hmac, serverSeed, `bench-${game.game}`, 0), rounds);
  const gameSeconds = (performance.now() - started) / 1000;
  for (const [line, declared] of Object.entries(game.lines)) {
    const t = tallies[line]!;
    const empirical = t.sum / t.rounds;
    const standardError = Math.sqrt((t.squares / t.rounds - empirical * empirical) / t.rounds);
    const z = (empirical - declared) / standardError;
    console.log(
      `${`${game.game} / ${line}`.padEnd(52)} ${pct(declared, 2).padStart(9)} ${pct(empirical).padStart(10)} ${pct(standardError).padStart(9)}  ${z.toFixed(1).padStart(5)}  ${gameSeconds.toFixed(1)}`,
    );
    if (Math.abs(z) > MAX_STANDARD_ERRORS)
      failures.push(
        `${game.game} / ${line}: ${pct(empirical)} is ${z.toFixed(1)} standard errors from ${pct(declared, 2)}`,
      );
  }
}
if (failures.length > 0) {
  console.log('FAILED:', ...failures.map((f) => `\n  ${f}`));
  process.exit(1);
}
console.log('bench:games: ok');
