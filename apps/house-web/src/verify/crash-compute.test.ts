import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildCrashChain, crashPoint } from '@openlobby/house-games/crash';
import { checkCrashGame, listCrashGames, reachesTerminalHash, readCrashGameKey } from './crash-compute.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, message: string) =>
  new Uint8Array(createHmac('sha256', key).update(message).digest());
const salt = '00000000000000000004a1c2b3d4e5f6';
/** A chain as the server builds it: chain[0] the terminal hash, chain[i] game i's hash. */
const chain = buildCrashChain(sha256, 'ab'.repeat(32), 30);

describe('the crash verifier', () => {
  it('recomputes each game’s point as the server’s engine does and finds it to match the recorded one', async () => {
    for (const number of [1, 2, 17, 30]) {
      const hash = chain[number]!;
      const recorded = crashPoint(hmac, hash, salt, 100) / 100;
      const check = await checkCrashGame(
        { hash, salt, edgeBp: 100, crashPoint: recorded },
        chain[number - 1]!,
      );
      expect(check).toEqual({
        point: crashPoint(hmac, hash, salt, 100),
        pointMatches: true,
        previousMatches: true,
      });
    }
  });

  it('says a tampered point or a hash off the chain does not match', async () => {
    const hash = chain[5]!;
    const real = crashPoint(hmac, hash, salt, 100) / 100;
    const tampered = await checkCrashGame({ hash, salt, edgeBp: 100, crashPoint: real + 0.01 }, chain[4]!);
    expect(tampered.pointMatches).toBe(false);
    const offChain = await checkCrashGame({ hash, salt, edgeBp: 100, crashPoint: real }, chain[3]!);
    expect(offChain.previousMatches).toBe(false);
    const notCrashed = await checkCrashGame({ hash, salt, edgeBp: 100, crashPoint: null }, chain[4]!);
    expect(notCrashed.pointMatches).toBe(false);
  });

  it('hashes a game down to the terminal hash in exactly its number of steps', async () => {
    expect(await reachesTerminalHash(chain[12]!, 12, chain[0]!)).toBe(true);
    expect(await reachesTerminalHash(chain[12]!, 11, chain[0]!)).toBe(false);
    expect(await reachesTerminalHash('not a hash', 1, chain[0]!)).toBe(false);
  });

  it('lists a pasted hash’s game and the ones before it, as bustabit’s verifier does', async () => {
    const games = await listCrashGames(chain[10]!, salt, 100, 4);
    expect(games.map((g) => g.hash)).toEqual([chain[10], chain[9], chain[8], chain[7]]);
    expect(games.map((g) => g.point)).toEqual(
      [10, 9, 8, 7].map((i) => crashPoint(hmac, chain[i]!, salt, 100)),
    );
  });

  it('reads the game of the crash page’s link, by round id or by hash', () => {
    const id = '0b6c4a52-7f53-4c9e-9d1e-2f0c8a7b6e5d';
    expect(readCrashGameKey(`?crashGame=${id}&lang=EN`)).toBe(id);
    expect(readCrashGameKey(`?crashGame=${chain[3]}`)).toBe(chain[3]);
    expect(readCrashGameKey('?crashGame=../etc')).toBeNull();
  });
});
