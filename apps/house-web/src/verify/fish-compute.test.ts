import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacFloatStream } from '@openlobby/house-games';
import { FISH_SPECIES, fireFishShot } from '@openlobby/house-games/fish';
import { recordedWinMatches } from './game-round-compute.ts';
import { parseFishSpecies, verifyFishShot } from './fish-compute.ts';

const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const serverSeed = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';
const seedsAt = (nonce: number) => ({ serverSeed, clientSeed: 'reef', nonce, stakeMinor: 10, decimals: 2 });

describe('the fishing verifier', () => {
  it('decides every shot of a session as the server’s engine does, and shows the roll it decided on', async () => {
    let caught = 0;
    for (let nonce = 0; nonce < 40; nonce++) {
      const species = FISH_SPECIES[nonce % 2]!; // clownfish (2 ×) and sardine (3 ×): a catch comes soon
      const server = fireFishShot(hmacFloatStream(hmac, serverSeed, 'reef', nonce), {
        speciesId: species.id,
        bulletCostMinor: 10,
      });
      const out = await verifyFishShot(seedsAt(nonce), species.id);
      expect(out.killed).toBe(server.killed);
      expect(out.winMinor).toBe(server.winMinor);
      expect(out.multiplier).toBe(species.multiplier);
      expect(out.roll.max).toBe(100 * species.multiplier - 1);
      expect(out.roll.value < 96).toBe(out.killed);
      if (out.killed) caught++;
    }
    expect(caught).toBeGreaterThan(0);
  });

  it('says a caught fish’s recorded win matches and a tampered one does not', async () => {
    let nonce = 0;
    while (!(await verifyFishShot(seedsAt(nonce), 'clownfish')).killed) nonce++;
    const out = await verifyFishShot(seedsAt(nonce), 'clownfish');
    expect(out.winMinor).toBe(20);
    expect(recordedWinMatches('0.2', out.winMinor, 2)?.matches).toBe(true);
    expect(recordedWinMatches('0.4', out.winMinor, 2)?.matches).toBe(false);
    expect(recordedWinMatches('0', out.winMinor, 2)?.matches).toBe(false);
  });

  it('knows the game’s species only', () => {
    expect(parseFishSpecies('golden-dragon')).toBe('golden-dragon');
    expect(parseFishSpecies('kraken')).toBeNull();
  });
});
