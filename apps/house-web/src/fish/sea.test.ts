import { describe, expect, it } from 'vitest';
import {
  BULLET_SPEED,
  MAX_AIM,
  aimAt,
  fireBullet,
  hitFish,
  isGone,
  moveBullet,
  moveFish,
  pickSpecies,
  spawnFish,
  worldFor,
  type TSpeciesView,
} from './sea.ts';

const clown: TSpeciesView = { id: 'clownfish', multiplier: 2, sizePx: 40, speedPxPerS: 180 };
const dragon: TSpeciesView = { id: 'golden-dragon', multiplier: 300, sizePx: 320, speedPxPerS: 35 };
const world = { width: 1280, height: 720 };
const fixed = (values: number[]) => {
  let i = 0;
  return () => values[i++ % values.length]!;
};

describe('the fishing sea', () => {
  it('spawns small fish far more often than the dragon', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const counts = { clownfish: 0, 'golden-dragon': 0 } as Record<string, number>;
    for (let i = 0; i < 5000; i++) counts[pickSpecies([clown, dragon], random).id]!++;
    expect(counts.clownfish! / counts['golden-dragon']!).toBeGreaterThan(8);
  });

  it('swims a fish from one side to the other at its species’ speed, then it is gone', () => {
    let fish = spawnFish(1, clown, world, fixed([0.2, 0.5, 0.5, 0.5, 0.5]));
    expect(fish.x).toBeLessThan(0);
    const start = { x: fish.x, y: fish.y };
    fish = moveFish(fish, 0.1);
    expect(Math.hypot(fish.x - start.x, fish.y - start.y)).toBeLessThanOrEqual(180 * 0.1 + 1);
    expect(fish.x).toBeGreaterThan(start.x);
    for (let i = 0; i < 200 && !isGone(fish); i++) fish = moveFish(fish, 0.1);
    expect(isGone(fish)).toBe(true);
    expect(fish.x).toBeGreaterThan(world.width);
  });

  it('aims the cannon at the pointer within its turning range', () => {
    const cannon = { x: 640, y: 720 };
    expect(aimAt(cannon, 640, 100)).toBeCloseTo(0);
    expect(aimAt(cannon, 1280, 720 - 640)).toBeCloseTo(Math.PI / 4);
    expect(aimAt(cannon, 0, 730)).toBe(-MAX_AIM);
  });

  it('fires along the aim and bounces bullets off the walls', () => {
    const b = fireBullet(1, { x: 640, y: 720 }, Math.PI / 2 - 0.0001, 0, 1);
    expect(Math.hypot(b.vx, b.vy)).toBeCloseTo(BULLET_SPEED);
    const bounced = moveBullet({ ...b, x: 1270, y: 300 }, 0.1, world);
    expect(bounced.vx).toBeLessThan(0);
    expect(bounced.x).toBeLessThanOrEqual(world.width);
    const top = moveBullet({ ...b, x: 600, y: 10, vx: 0, vy: -900 }, 0.1, world);
    expect(top.vy).toBeGreaterThan(0);
    expect(top.y).toBeGreaterThanOrEqual(0);
  });

  it('hits the fish a bullet is inside, never a caught one', () => {
    const fish = { ...spawnFish(7, clown, world, fixed([0.5])), x: 500, y: 300, heading: 0 };
    const bullet = { key: 1, x: 510, y: 302, vx: 0, vy: 0, age: 0, cost: 1 };
    expect(hitFish(bullet, [fish])?.key).toBe(7);
    expect(hitFish({ ...bullet, x: 560 }, [fish])).toBeNull();
    expect(hitFish(bullet, [{ ...fish, caught: true }])).toBeNull();
  });

  it('gives the sea 1280 units along the screen’s longer side', () => {
    expect(worldFor(1440, 810)).toMatchObject({ width: 1280, height: 720 });
    const phone = worldFor(390, 700);
    expect(phone.height).toBeCloseTo(1280);
    expect(phone.width).toBeCloseTo(713, 0);
  });
});

describe('auto-fire', () => {
  it('locks on the smallest prize on screen, the nearest of those', async () => {
    const { nearestFish } = await import('./sea.ts');
    const at = (key: number, species: TSpeciesView, x: number, y: number) => ({
      ...spawnFish(key, species, world, fixed([0.5])),
      x,
      y,
    });
    const cannon = { x: 640, y: 720 };
    const fish = [
      at(1, dragon, 640, 600),
      at(2, clown, 100, 100),
      at(3, clown, 600, 400),
      at(4, clown, -50, 700),
    ];
    expect(nearestFish(fish, cannon, world)?.key).toBe(3);
    expect(nearestFish([at(5, dragon, 2000, 100)], cannon, world)).toBeNull();
  });
});
