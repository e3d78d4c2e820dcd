/** A discrete distribution of an integer quantity (goal difference, total points): value → probability. */
export type TDistribution = Map<number, number>;

export const addMass = (dist: TDistribution, value: number, p: number) =>
  dist.set(value, (dist.get(value) ?? 0) + p);

const sumWhere = (dist: TDistribution, keep: (value: number) => boolean) => {
  let sum = 0;
  for (const [value, p] of dist) if (keep(value)) sum += p;
  return sum;
};

/** Poisson probabilities P(0..max); the tail beyond max is folded into max so they sum to 1. */
export function poissonPmf(lambda: number, max: number): number[] {
  const pmf: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k <= max; k++) {
    pmf.push(p);
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  pmf[max] = (pmf[max] ?? 0) + Math.max(0, 1 - sum);
  return pmf;
}

const erf = (x: number) => {
  // Abramowitz–Stegun 7.1.26: 1.5e-7 absolute error, plenty for prices in thousandths.
  const sign = Math.sign(x);
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
};
export const normalCdf = (x: number, mean: number, sd: number) =>
  0.5 * (1 + erf((x - mean) / (sd * Math.SQRT2)));

/** A normal N(mean, sd) rounded to integers: what a points margin or total is priced from. */
export function discreteNormal(mean: number, sd: number): TDistribution {
  const dist: TDistribution = new Map();
  const spread = Math.max(sd, 0.01);
  const from = Math.floor(mean - 7 * spread);
  const to = Math.ceil(mean + 7 * spread);
  for (let k = from; k <= to; k++) {
    const p = normalCdf(k + 0.5, mean, spread) - normalCdf(k - 0.5, mean, spread);
    if (p > 1e-12) dist.set(k, p);
  }
  return dist;
}

/** A quarter line (x.25, x.75) is half the stake on each neighbouring half line; others stand alone. */
export const halfLines = (line: number) =>
  Math.abs(Math.round(line * 4)) % 2 === 1 ? [line - 0.25, line + 0.25] : [line];

/**
 * The probability a two-way line bet is fairly priced at (1/fair odds), pushes refunded: with
 * win w and push r averaged over the halves, a fair price o returns w·o + r = 1, so 1/o = w/(1 − r).
 * The two sides of one line sum to 1 (quarter lines too).
 */
function lineProbability(halves: { win: number; push: number }[]): number {
  const win = halves.reduce((s, h) => s + h.win, 0) / halves.length;
  const push = halves.reduce((s, h) => s + h.push, 0) / halves.length;
  return push >= 1 - 1e-12 ? 0.5 : win / (1 - push);
}

/** Asian handicap: HOME gets `line` on the goal/point difference `diff` (home − away). */
export function handicapProbabilities(diff: TDistribution, line: number) {
  const halves = halfLines(line);
  const home = lineProbability(
    halves.map((l) => ({ win: sumWhere(diff, (d) => d + l > 0), push: sumWhere(diff, (d) => d + l === 0) })),
  );
  const away = lineProbability(
    halves.map((l) => ({ win: sumWhere(diff, (d) => d + l < 0), push: sumWhere(diff, (d) => d + l === 0) })),
  );
  return { home, away };
}

/** Over/under `line` on a total. */
export function totalProbabilities(total: TDistribution, line: number) {
  const halves = halfLines(line);
  const over = lineProbability(
    halves.map((l) => ({ win: sumWhere(total, (t) => t > l), push: sumWhere(total, (t) => t === l) })),
  );
  const under = lineProbability(
    halves.map((l) => ({ win: sumWhere(total, (t) => t < l), push: sumWhere(total, (t) => t === l) })),
  );
  return { over, under };
}

/** The distribution's mean, for tests and for choosing a market's main line. */
export const meanOf = (dist: TDistribution) => [...dist].reduce((s, [v, p]) => s + v * p, 0);
