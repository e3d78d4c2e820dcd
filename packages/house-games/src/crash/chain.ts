/** SHA-256 of a text's UTF-8 bytes, as 64 lowercase hex characters; the server passes node:crypto's. */
export type THash = (text: string) => string;

/** The most games one chain may hold (10^7): building it is N hashes, verifying game i is i hashes. */
export const CRASH_MAX_CHAIN = 10_000_000;

const HEX64 = /^[0-9a-f]{64}$/;

/**
 * The operator's hash chain, bustabit style. From a secret seed of 64 hex characters, h_N = seed and
 * h_i = SHA256(h_{i+1}) for i = N − 1 … 0, each hash taken of the previous one's hex text. Before any
 * game is played the operator publishes h_0, the chain's terminal hash; game 1 uses h_1, game 2 h_2 and
 * so on, so every game's hash is revealed only after the one before it, and SHA256 of game i's hash is
 * game i − 1's (h_0 for game 1). Returns [h_0, h_1, …, h_N]: index = game number.
 */
export function buildCrashChain(hash: THash, seed: string, games: number): string[] {
  if (!HEX64.test(seed)) throw new RangeError('a chain seed is 64 lowercase hex characters');
  if (!Number.isSafeInteger(games) || games < 1 || games > CRASH_MAX_CHAIN)
    throw new RangeError(`a chain holds 1…${CRASH_MAX_CHAIN} games, got ${games}`);
  const chain = new Array<string>(games + 1);
  chain[games] = seed;
  for (let i = games - 1; i >= 0; i--) chain[i] = hash(chain[i + 1]!);
  return chain;
}

/**
 * Whether a revealed game hash belongs to the published chain at that game number: hashing it
 * `game` times must give the published terminal hash h_0.
 */
export function isCrashGameHash(hash: THash, gameHash: string, game: number, terminalHash: string): boolean {
  if (!Number.isSafeInteger(game) || game < 1 || game > CRASH_MAX_CHAIN)
    throw new RangeError(`a game number is 1…${CRASH_MAX_CHAIN}, got ${game}`);
  if (!HEX64.test(gameHash)) return false;
  let current = gameHash;
  for (let i = 0; i < game; i++) current = hash(current);
  return current === terminalHash;
}

/** Whether a game's hash follows from the next one's: SHA256(h_{i+1}) = h_i. Checks one step of the chain. */
export function isPreviousCrashHash(hash: THash, gameHash: string, nextGameHash: string): boolean {
  return hash(nextGameHash) === gameHash;
}
