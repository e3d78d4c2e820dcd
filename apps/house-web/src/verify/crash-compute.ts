import type { TCrashProof } from '@openlobby/contracts';
import { crashBits, crashPointOfBits, isPreviousCrashHash } from '@openlobby/house-games/crash';
import { sha256Hex } from './compute.ts';

/**
 * The verifier's arithmetic for a Rocket Crash game, independent of the server (apps/server/src/
 * modules/crash/crash-chain.ts): the crash point from the game's hash and the chain's salt by the
 * engine's crashBits and crashPointOfBits, and the hash's place in the chain (chain.ts: SHA-256 of
 * game i's hash is game i − 1's, and of game 1's the published terminal hash). WebCrypto is async
 * and the engine's THmac and THash are not, so each digest is taken first and handed to the engine.
 * No DOM here.
 */

const encoder = new TextEncoder();
const HEX64 = /^[0-9a-f]{64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Games hashed down to the terminal hash without asking (a new chain's first weeks): 30 µs a hash
 * in a browser makes 20,000 of them well under a second; a later game offers the walk on a button.
 */
export const CRASH_AUTO_WALK = 20_000;

/** The game of `?crashGame=` (its round id, as the crash page links it, or its hash), or null. */
export function readCrashGameKey(search: string): string | null {
  const key = new URLSearchParams(search).get('crashGame')?.trim() ?? '';
  return UUID.test(key) || HEX64.test(key) ? key : null;
}

/** Whether the text is a game hash: 64 lowercase hex characters, as the chain writes them. */
export const isGameHash = (text: string) => HEX64.test(text);

/** HMAC-SHA256 keyed by the text of `key` over the text of `message`, with WebCrypto. */
async function hmacBytes(key: string, message: string): Promise<Uint8Array> {
  const imported = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', imported, encoder.encode(message)));
}

/** The crash point in hundredths (100 = 1.00 ×) of a game hash under the chain's salt and edge. */
export async function crashPointOfHash(gameHash: string, salt: string, edgeBp: number): Promise<number> {
  const digest = await hmacBytes(gameHash, salt);
  return crashPointOfBits(
    crashBits(() => digest, gameHash, salt),
    edgeBp,
  );
}

/** Whether SHA-256 of the game's hash is the previous game's hash (the terminal hash for game 1). */
export async function followsFromPrevious(gameHash: string, previousHash: string): Promise<boolean> {
  const hashed = await sha256Hex(gameHash);
  return isPreviousCrashHash(() => hashed, previousHash, gameHash);
}

/**
 * Whether hashing the game's hash `times` times (its game number) gives the chain's terminal hash,
 * as chain.ts's isCrashGameHash defines; `onProgress` hears how many hashes are done every 5,000.
 */
export async function reachesTerminalHash(
  gameHash: string,
  times: number,
  terminalHash: string,
  onProgress: (done: number) => void = () => {},
): Promise<boolean> {
  if (!HEX64.test(gameHash) || !Number.isSafeInteger(times) || times < 1) return false;
  let current = gameHash;
  for (let done = 1; done <= times; done++) {
    current = await sha256Hex(current);
    if (done % 5_000 === 0) onProgress(done);
  }
  return current === terminalHash;
}

/** A game of a chain listed back from a pasted hash: its hash and crash point (hundredths). */
export type TCrashListedGame = { back: number; hash: string; point: number };

/**
 * The pasted game and the `count − 1` before it, bustabit's way: each earlier game's hash is SHA-256
 * of the later one's, each point from its hash and the salt. Works without the server.
 */
export async function listCrashGames(
  gameHash: string,
  salt: string,
  edgeBp: number,
  count: number,
): Promise<TCrashListedGame[]> {
  const games: TCrashListedGame[] = [];
  let hash = gameHash;
  for (let back = 0; back < count; back++) {
    games.push({ back, hash, point: await crashPointOfHash(hash, salt, edgeBp) });
    hash = await sha256Hex(hash);
  }
  return games;
}

/** What the verifier found for a crashed game's proof. */
export type TCrashCheck = {
  /** The recomputed point in hundredths. */
  point: number;
  /** Whether it is the point the game recorded. */
  pointMatches: boolean;
  /** Whether SHA-256 of the hash is the previous game's hash as recorded (its own proof's). */
  previousMatches: boolean;
};

/**
 * Checks a crashed game: its point from its hash, and one step of its chain against the previous
 * game's hash (`previousGameHash`: the previous game's own proof's hash, the terminal hash for game 1).
 */
export async function checkCrashGame(
  proof: Pick<TCrashProof, 'salt' | 'edgeBp' | 'crashPoint'> & { hash: string },
  previousGameHash: string,
): Promise<TCrashCheck> {
  const [point, previousMatches] = await Promise.all([
    crashPointOfHash(proof.hash, proof.salt, proof.edgeBp),
    followsFromPrevious(proof.hash, previousGameHash),
  ]);
  const recorded = proof.crashPoint === null ? Number.NaN : Math.round(proof.crashPoint * 100);
  return { point, pointMatches: recorded === point, previousMatches };
}
