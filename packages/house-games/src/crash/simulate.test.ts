/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { THmac } from '../provably-fair.ts';
import { crashPoint } from './crash-point.ts';
import { simulateCrash } from './simulate.ts';

const hmac: THmac = (key, message) => createHmac('sha256', key).update(message).digest();
const SALT = 'salt';
const games = Array.from({ length: 400 }, (_, i) =>
  createHmac('sha256', 'sim').update(String(i)).digest('hex'),
);

describe('simulateCrash', () => {
  it('counts, per target, the games whose crash point reached it, and what a 1-unit stake won there', () => {
    const points = games.map((game) => crashPoint(hmac, game, SALT));
    // targets at the points themselves: a crash at exactly the target wins
    const targets = [101, points.find((p) => p > 150)!, 200, 1_000];
    const sim = simulateCrash(hmac, games, SALT, targets);
    const wins = targets.map((target) => points.filter((point) => point >= target).length);
    expect(sim).toEqual({
      games: 400,
      instantCrashes: points.filter((point) => point === 100).length,
      wins,
      wonStakes: targets.map((target, i) => (wins[i]! * target) / 100),
    });
    expect(sim.instantCrashes).toBeGreaterThan(0);
    expect(wins[1]).toBeGreaterThan(wins[2]!);
  });

  it('passes the house edge on: with no edge the same hashes crash later', () => {
    const withEdge = simulateCrash(hmac, games, SALT, [200]);
    const noEdge = simulateCrash(hmac, games, SALT, [200], 0);
    expect(noEdge.wins[0]).toBe(games.filter((game) => crashPoint(hmac, game, SALT, 0) >= 200).length);
    expect(noEdge.instantCrashes).toBeLessThan(withEdge.instantCrashes);
  });
});
