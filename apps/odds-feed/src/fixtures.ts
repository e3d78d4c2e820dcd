import type { TEsportsTitle, TFeedSport } from '@openlobby/contracts';
import {
  BASKETBALL_LEAGUES,
  COCKFIGHT_ARENAS,
  ESPORTS_TEAMS,
  FOOTBALL_LEAGUES,
  GAME_FARMS,
  TENNIS_TOURS,
} from './names.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { createBasketballModel } from './sports/basketball.ts';
import { COCKFIGHT_MARGIN, createCockfightModel } from './sports/cockfight.ts';
import { createEsportsModel } from './sports/esports.ts';
import { createFootballModel } from './sports/football.ts';
import type { TSportModel } from './sports/sport-model.ts';
import { createTennisModel } from './sports/tennis.ts';

/** One event as scheduled: who plays when, its margin, and its model (created when it is published). */
export type TFixtureSpec = {
  eventId: string;
  sport: TFeedSport;
  title?: TEsportsTitle;
  competition: string;
  home: string;
  away: string;
  bestOf?: number;
  startsAtMs: number;
  /** When the fixture is first published: -Infinity for as soon as it is inside the horizon. */
  publishAtMs: number;
  /** The provider's margin on this event's prices. */
  margin: number;
  /** Called off at its start time (a CANCELLED result). */
  cancelled: boolean;
  /** Its result gets a RESULT_CORRECTION a little later (where the sport has corrections). */
  corrected: boolean;
  createModel: () => TSportModel;
};

/**
 * A competition's slots: an event every `everySimMin` simulated minutes, shifted by `offsetSimMin`
 * so the competitions interleave. Slots are counted from the Unix epoch, so the same seed and speed
 * give the same event ids and teams whenever the feed starts. `leadSimMin` publishes late (a
 * cockfight is announced shortly before it); `lastsSimMin` is how far back a start looks for events
 * still in play.
 */
type TCompetition = {
  code: string;
  sport: TFeedSport;
  title?: TEsportsTitle;
  name: string;
  everySimMin: number;
  offsetSimMin: number;
  lastsSimMin: number;
  leadSimMin?: number;
  bestOf?: number;
  draw: (
    rng: Rng,
    teamRng: (name: string) => Rng,
  ) => { home: string; away: string; model: (rng: Rng) => TSportModel; margin?: number };
};

const pickTwo = <T>(rng: Rng, items: readonly T[]): [T, T] => {
  const first = rng.int(items.length);
  const second = (first + 1 + rng.int(items.length - 1)) % items.length;
  return [items[first] as T, items[second] as T];
};

const COMPETITIONS: TCompetition[] = [
  ...FOOTBALL_LEAGUES.map((league, i): TCompetition => ({
    code: league.code,
    sport: 'FOOTBALL',
    name: league.name,
    everySimMin: 180,
    offsetSimMin: i * 45,
    lastsSimMin: 95,
    draw: (rng, teamRng) => {
      const clubs = league.clubs.map((town, t) => `${town} ${league.suffixes[t % league.suffixes.length]}`);
      const [home, away] = pickTwo(rng, clubs);
      const h = teamRng(home);
      const a = teamRng(away);
      const [attH, defH, attA, defA] = [
        h.between(0.8, 1.3),
        h.between(0.8, 1.25),
        a.between(0.8, 1.3),
        a.between(0.8, 1.25),
      ];
      const rates = { lambdaHome: 1.35 * attH * defA * 1.1, lambdaAway: (1.35 * attA * defH) / 1.1 };
      return { home, away, model: (play) => createFootballModel(rates, play) };
    },
  })),
  ...BASKETBALL_LEAGUES.map((league, i): TCompetition => ({
    code: league.code,
    sport: 'BASKETBALL',
    name: league.name,
    everySimMin: 150,
    offsetSimMin: 20 + i * 75,
    lastsSimMin: 125,
    draw: (rng, teamRng) => {
      const [home, away] = pickTwo(rng, league.teams);
      const [h, a] = [teamRng(home), teamRng(away)];
      const [ratingH, paceH, ratingA, paceA] = [
        h.between(-5, 5),
        h.between(205, 235),
        a.between(-5, 5),
        a.between(205, 235),
      ];
      const total = (paceH + paceA) / 2;
      const margin = ratingH - ratingA + 2.5;
      const rates = { homePerMinute: (total + margin) / 2 / 48, awayPerMinute: (total - margin) / 2 / 48 };
      return { home, away, model: (play) => createBasketballModel(rates, play) };
    },
  })),
  ...TENNIS_TOURS.map((tour, i): TCompetition => ({
    code: tour.code,
    sport: 'TENNIS',
    name: tour.name,
    everySimMin: 150,
    offsetSimMin: 10 + i * 50,
    lastsSimMin: 120,
    bestOf: 3,
    draw: (rng, teamRng) => {
      const [home, away] = pickTwo(rng, tour.players);
      const serve = { pa: teamRng(home).between(0.58, 0.7), pb: teamRng(away).between(0.58, 0.7) };
      return { home, away, model: (play) => createTennisModel(serve, play) };
    },
  })),
  ...(Object.keys(ESPORTS_TEAMS) as TEsportsTitle[]).map((title, i): TCompetition => ({
    code: title,
    sport: 'ESPORTS',
    title,
    name: `${title} Open Series`,
    everySimMin: 180,
    offsetSimMin: 30 + i * 40,
    lastsSimMin: 130,
    bestOf: 3,
    draw: (rng, teamRng) => {
      const [home, away] = pickTwo(rng, ESPORTS_TEAMS[title]);
      const edge = teamRng(home).between(-0.06, 0.06) - teamRng(away).between(-0.06, 0.06);
      const unitWin = Math.min(0.62, Math.max(0.38, 0.5 + edge));
      return { home, away, model: (play) => createEsportsModel(title, unitWin, play) };
    },
  })),
  ...COCKFIGHT_ARENAS.map((arena, i): TCompetition => ({
    code: arena.code,
    sport: 'COCKFIGHT',
    name: arena.name,
    everySimMin: 12,
    offsetSimMin: i * 6,
    lastsSimMin: 3,
    leadSimMin: 9,
    draw: (rng) => {
      const [meron, wala] = pickTwo(rng, GAME_FARMS);
      const share = rng.between(0.5, 0.53);
      return {
        home: meron,
        away: wala,
        margin: COCKFIGHT_MARGIN,
        model: (play) => createCockfightModel(share, play),
      };
    },
  })),
];

export type TScheduleOptions = {
  seed: string;
  /** Simulated time per real time: 6 plays a 90-minute match in 15 minutes. */
  speed: number;
  cancelRate: number;
  correctionRate: number;
};

const SIM_MINUTE_MS = 60_000;

/**
 * Every fixture starting in [fromMs, toMs), by start time: the same seed always draws the same
 * sides, strengths, margins, cancellations and corrections for a slot. The events found in play
 * at the feed's start are included through `lookback`: fixtures up to a match's length back.
 */
export function fixturesBetween(
  opts: TScheduleOptions,
  fromMs: number,
  toMs: number,
  lookback = false,
): TFixtureSpec[] {
  const wall = (simMin: number) => (simMin * SIM_MINUTE_MS) / opts.speed;
  const specs: TFixtureSpec[] = [];
  for (const comp of COMPETITIONS) {
    const every = wall(comp.everySimMin);
    const offset = wall(comp.offsetSimMin);
    const from = lookback ? fromMs - wall(comp.lastsSimMin) : fromMs;
    for (let k = Math.ceil((from - offset) / every); k * every + offset < toMs; k++) {
      const startsAtMs = Math.round(k * every + offset);
      const eventId = `${comp.sport.slice(0, 2)}-${comp.code}-${k}`;
      const rng = createRng(hashSeed(opts.seed, eventId, 'fixture'));
      const drawn = comp.draw(rng, (name) => createRng(hashSeed(opts.seed, 'side', name)));
      const margin = drawn.margin ?? rng.between(0.04, 0.06);
      specs.push({
        eventId,
        sport: comp.sport,
        title: comp.title,
        competition: comp.name,
        home: drawn.home,
        away: drawn.away,
        bestOf: comp.bestOf,
        startsAtMs,
        publishAtMs: comp.leadSimMin === undefined ? -Infinity : startsAtMs - wall(comp.leadSimMin),
        margin,
        cancelled: rng.chance(opts.cancelRate),
        corrected: rng.chance(opts.correctionRate),
        createModel: () => drawn.model(createRng(hashSeed(opts.seed, eventId, 'play'))),
      });
    }
  }
  return specs.sort((a, b) => a.startsAtMs - b.startsAtMs || a.eventId.localeCompare(b.eventId));
}
