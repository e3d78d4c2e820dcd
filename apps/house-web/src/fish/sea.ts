/**
 * The fishing sea as the page plays it: fish swimming on curved paths, the cannon's aim, bullets that
 * bounce off the walls until they hit a fish. Pure (no DOM, no time source): main.ts steps it each
 * frame. Which fish a bullet hits is decided here; whether the shot kills is the server's.
 */

export type TSpeciesView = { id: string; multiplier: number; sizePx: number; speedPxPerS: number };

/** A fish on its path: a quadratic curve from one side to the other, `t` from 0 to 1. */
export type TFish = {
  key: number;
  species: TSpeciesView;
  from: { x: number; y: number };
  via: { x: number; y: number };
  to: { x: number; y: number };
  t: number;
  /** Path progress per second (speed / path length). */
  rate: number;
  x: number;
  y: number;
  /** Heading in radians, for drawing. */
  heading: number;
  /** Set once the server said it was caught: it plays its end and leaves. */
  caught: boolean;
  /** A bullet of the player is on its way to the server for it. */
  pending: number;
};

export type TBullet = {
  key: number;
  x: number;
  y: number;
  vx: number;
  vy: number;
  age: number;
  cost: number;
};

export type TWorld = { width: number; height: number };

/** The cannon turns within this angle either side of straight up. */
export const MAX_AIM = (80 * Math.PI) / 180;
export const BULLET_SPEED = 900;
export const BULLET_RADIUS = 6;
/** A bullet that hit nothing in this long is gone (nothing is charged for it). */
export const BULLET_LIFE_S = 4;
/** Bullets in flight at once, as fishing games cap them. */
export const MAX_BULLETS = 8;

/** How many of each species swim at a time, roughly: the small ones many, the dragon seldom. */
export function spawnWeight(multiplier: number): number {
  return 1 / Math.sqrt(multiplier);
}

/** A species drawn by weight from `random` (uniform on [0, 1)). */
export function pickSpecies(species: readonly TSpeciesView[], random: () => number): TSpeciesView {
  const total = species.reduce((sum, s) => sum + spawnWeight(s.multiplier), 0);
  let r = random() * total;
  for (const s of species) {
    r -= spawnWeight(s.multiplier);
    if (r < 0) return s;
  }
  return species[species.length - 1]!;
}

const bezier = (a: number, b: number, c: number, t: number) =>
  (1 - t) * (1 - t) * a + 2 * (1 - t) * t * b + t * t * c;

/** A new fish entering from the left or right edge (off screen), curving across to the other side. */
export function spawnFish(key: number, species: TSpeciesView, world: TWorld, random: () => number): TFish {
  const margin = species.sizePx;
  const leftToRight = random() < 0.5;
  // The cannon sits at the bottom: fish keep to the upper 80 % of the sea.
  const band = world.height * 0.8;
  const y0 = margin / 2 + random() * (band - margin);
  const y1 = margin / 2 + random() * (band - margin);
  const from = { x: leftToRight ? -margin : world.width + margin, y: y0 };
  const to = { x: leftToRight ? world.width + margin : -margin, y: y1 };
  const via = {
    x: world.width * (0.25 + random() * 0.5),
    y: Math.max(0, Math.min(band, (y0 + y1) / 2 + (random() - 0.5) * band * 0.6)),
  };
  const length = Math.hypot(via.x - from.x, via.y - from.y) + Math.hypot(to.x - via.x, to.y - via.y);
  const fish: TFish = {
    key,
    species,
    from,
    via,
    to,
    t: 0,
    rate: species.speedPxPerS / length,
    x: from.x,
    y: from.y,
    heading: 0,
    caught: false,
    pending: 0,
  };
  return moveFish(fish, 0);
}

/** The fish `dt` seconds further along its path (a caught fish stays where it was caught). */
export function moveFish(fish: TFish, dt: number): TFish {
  if (fish.caught) return fish;
  const t = Math.min(1, fish.t + fish.rate * dt);
  const x = bezier(fish.from.x, fish.via.x, fish.to.x, t);
  const y = bezier(fish.from.y, fish.via.y, fish.to.y, t);
  const heading =
    dt > 0
      ? Math.atan2(y - fish.y, x - fish.x)
      : Math.atan2(fish.via.y - fish.from.y, fish.via.x - fish.from.x);
  return { ...fish, t, x, y, heading };
}

export const isGone = (fish: TFish) => fish.t >= 1;

/** The cannon's angle (0 = straight up, positive to the right) to point at (x, y), within MAX_AIM. */
export function aimAt(cannon: { x: number; y: number }, x: number, y: number): number {
  const angle = Math.atan2(x - cannon.x, cannon.y - y);
  return clampAim(angle);
}

export const clampAim = (angle: number) => Math.max(-MAX_AIM, Math.min(MAX_AIM, angle));

/** A bullet leaving the cannon's muzzle (`barrel` long) at the angle. */
export function fireBullet(
  key: number,
  cannon: { x: number; y: number },
  angle: number,
  barrel: number,
  cost: number,
): TBullet {
  const dx = Math.sin(angle);
  const dy = -Math.cos(angle);
  return {
    key,
    x: cannon.x + dx * barrel,
    y: cannon.y + dy * barrel,
    vx: dx * BULLET_SPEED,
    vy: dy * BULLET_SPEED,
    age: 0,
    cost,
  };
}

/** The bullet `dt` seconds on, bounced off the left, right and top walls (and the bottom, below the cannon). */
export function moveBullet(b: TBullet, dt: number, world: TWorld): TBullet {
  let { x, y, vx, vy } = b;
  x += vx * dt;
  y += vy * dt;
  if (x < 0) [x, vx] = [-x, -vx];
  if (x > world.width) [x, vx] = [2 * world.width - x, -vx];
  if (y < 0) [y, vy] = [-y, -vy];
  if (y > world.height) [y, vy] = [2 * world.height - y, -vy];
  return { ...b, x, y, vx, vy, age: b.age + dt };
}

/** The fish a bullet touches (the nearest of those it touches), or null: a fish's body is an ellipse. */
export function hitFish(b: TBullet, fish: readonly TFish[]): TFish | null {
  let best: TFish | null = null;
  let bestD = Infinity;
  for (const f of fish) {
    if (f.caught) continue;
    // The bullet's own radius widens the body it may touch.
    const rx = f.species.sizePx * 0.45 + BULLET_RADIUS;
    const ry = f.species.sizePx * 0.28 + BULLET_RADIUS;
    // The bullet in the fish's own frame (its heading along x).
    const cos = Math.cos(-f.heading);
    const sin = Math.sin(-f.heading);
    const dx = b.x - f.x;
    const dy = b.y - f.y;
    const lx = dx * cos - dy * sin;
    const ly = dx * sin + dy * cos;
    const d = (lx / rx) ** 2 + (ly / ry) ** 2;
    if (d <= 1 && d < bestD) {
      best = f;
      bestD = d;
    }
  }
  return best;
}

/** The sea's logical size for a screen: its longer side is 1280 units, so fish keep their size. */
export function worldFor(cssWidth: number, cssHeight: number): TWorld & { scale: number } {
  const scale = Math.max(cssWidth, cssHeight, 1) / 1280;
  return { width: cssWidth / scale, height: cssHeight / scale, scale };
}

/**
 * Auto-fire's target: of the swimming fish on screen, one of the smallest prize (the likeliest
 * catch), the nearest the cannon among those; null when none is on screen.
 */
export function nearestFish(
  fish: readonly TFish[],
  cannon: { x: number; y: number },
  world: TWorld,
): TFish | null {
  let best: TFish | null = null;
  let bestD = Infinity;
  for (const f of fish) {
    if (f.caught || f.x < 0 || f.x > world.width || f.y < 0 || f.y > world.height) continue;
    const d = f.species.multiplier * 1e6 + Math.hypot(f.x - cannon.x, f.y - cannon.y);
    if (d < bestD) [best, bestD] = [f, d];
  }
  return best;
}
