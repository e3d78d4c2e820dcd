// Every single-player house engine over many rounds (issue 19): each bet line plays ROUNDS rounds
// (default 10^7) from its own node:crypto HMAC stream, as the server draws them, and sets the
// empirical return to player against the declared RTP, with its standard error (from the spread per
// round) and how many standard errors apart they are; then the speed. Exits 1 when a line is more
// than 4 standard errors from its declared RTP.
//   npm run bench:games                 10^7 rounds a line (ROUNDS to change, SEED for another server seed)
//   tsx bench/games.ts --check          CI's sample: 200,000 rounds a line, the same check
import { createHmac } from 'node:crypto';
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
import {
  ROULETTE_RTP,
  settleRouletteSpin,
  spinRoulette,
  type TRouletteBet,
} from '@openlobby/house-games/roulette';

const check = process.argv.includes('--check');
const rounds = Number(process.env.ROUNDS ?? (check ? 200_000 : 10_000_000));
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
];

const pct = (x: number, digits = 3) => `${(100 * x).toFixed(digits)} %`;
const failures: string[] = [];
console.log(`bench:games: ${rounds.toLocaleString('en')} rounds a line${check ? ' (CI sample)' : ''}`);
console.log(
  `${'game / line'.padEnd(36)} ${'declared'.padStart(9)} ${'empirical'.padStart(10)} ${'± s.e.'.padStart(9)}  ${'z'.padStart(5)}  rounds/s`,
);
for (const game of GAMES) {
  const started = performance.now();
  const tallies = game.play(hmacFloatStream(hmac, serverSeed, `bench-${game.game}`, 0), rounds);
  const perSecond = rounds / ((performance.now() - started) / 1000);
  for (const [line, declared] of Object.entries(game.lines)) {
    const t = tallies[line]!;
    const empirical = t.sum / t.rounds;
    const standardError = Math.sqrt((t.squares / t.rounds - empirical * empirical) / t.rounds);
    const z = (empirical - declared) / standardError;
    console.log(
      `${`${game.game} / ${line}`.padEnd(36)} ${pct(declared, 2).padStart(9)} ${pct(empirical).padStart(10)} ${pct(standardError).padStart(9)}  ${z.toFixed(1).padStart(5)}  ${Math.round(perSecond).toLocaleString('en')}`,
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
