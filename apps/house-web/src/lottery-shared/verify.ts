import type { TDrawResult, TDrawView } from '@openlobby/contracts';
import {
  ELOTT_DRAW_BLOCKS,
  LOTTERY_DRAW_NONCE,
  VN_DRAW_BLOCKS,
  computeBlocks,
  drawElott,
  drawVnResult,
  floatsFromBlocks,
  type TVnRegion,
} from '@openlobby/house-games';

/**
 * A draw recomputed in the browser, independently of the server: SHA-256 of the revealed seed
 * against the hash published when betting opened, then the numbers from HMAC-SHA256 (WebCrypto)
 * keyed by the seed on `${gameCode}:${drawKey}`, nonce 0, read by the same engine the server draws
 * with. No DOM here (node's globalThis.crypto runs it in tests).
 */

const encoder = new TextEncoder();

const toHex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** hex SHA-256 of the text's UTF-8 bytes. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256 keyed by the seed's text (never hex-decoded), one key import for every block. */
async function hmacOf(seed: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(seed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (_key: string, message: string) =>
    new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** The HMAC message of a draw: its game's code and its key, as the server draws it. */
export const drawMessage = (gameCode: string, drawKey: string) => `${gameCode}:${drawKey}`;

/** The numbers a seed gives a draw: a Vietnam sheet of the region, or the e-lottery's five balls. */
export async function computeDraw(
  seed: string,
  gameCode: string,
  drawKey: string,
  region: TVnRegion | null,
): Promise<TDrawResult> {
  const hmac = await hmacOf(seed);
  const count = region === null ? ELOTT_DRAW_BLOCKS : VN_DRAW_BLOCKS[region];
  const blocks = await computeBlocks(hmac, seed, drawMessage(gameCode, drawKey), LOTTERY_DRAW_NONCE, count);
  const source = floatsFromBlocks(blocks);
  if (region === null) return { kind: 'ELOTT', balls: drawElott(source) };
  return { kind: 'VN', ...drawVnResult(source, region) };
}

/** Whether two results are the same numbers in the same places. */
export function sameResult(a: TDrawResult, b: TDrawResult): boolean {
  if (a.kind === 'ELOTT' || b.kind === 'ELOTT') {
    if (a.kind !== 'ELOTT' || b.kind !== 'ELOTT') return false;
    return a.balls.length === b.balls.length && a.balls.every((ball, i) => ball === b.balls[i]);
  }
  return (
    a.region === b.region &&
    a.prizes.length === b.prizes.length &&
    a.prizes.every((prize, i) => {
      const other = b.prizes[i]!;
      return (
        prize.code === other.code &&
        prize.numbers.length === other.numbers.length &&
        prize.numbers.every((n, j) => n === other.numbers[j])
      );
    })
  );
}

export type TDrawVerdict =
  /** The seed is still secret (betting open): nothing can be checked yet. */
  | { kind: 'secret' }
  /** The seed's hash is not the one published: the seed was changed. */
  | { kind: 'hashMismatch'; hash: string }
  /** The hash matches and the published numbers are the seed's. */
  | { kind: 'match'; hash: string; computed: TDrawResult }
  /** The hash matches but the published numbers are not the seed's. */
  | { kind: 'mismatch'; hash: string; computed: TDrawResult }
  /** Official results typed in by operators, or a void draw: the seed decides nothing to compare. */
  | { kind: 'notDrawn'; hash: string; computed: TDrawResult | null };

/**
 * Verifies a past draw from its own proof. A Vietnam draw's region comes from its sheet; a void
 * Vietnam draw (no sheet) has none, so only its seed's hash is checked.
 */
export async function verifyDraw(
  draw: Pick<TDrawView, 'gameCode' | 'drawKey' | 'seed' | 'seedHash' | 'result' | 'resultSource'>,
  product: 'VN' | 'ELOTT',
): Promise<TDrawVerdict> {
  if (draw.seed === null) return { kind: 'secret' };
  const hash = await sha256Hex(draw.seed);
  if (hash !== draw.seedHash.toLowerCase()) return { kind: 'hashMismatch', hash };
  const region = draw.result?.kind === 'VN' ? draw.result.region : null;
  if (product === 'VN' && region === null) return { kind: 'notDrawn', hash, computed: null };
  const computed = await computeDraw(draw.seed, draw.gameCode, draw.drawKey, region);
  if (draw.result === null || draw.resultSource !== 'DRAWN') return { kind: 'notDrawn', hash, computed };
  return sameResult(computed, draw.result)
    ? { kind: 'match', hash, computed }
    : { kind: 'mismatch', hash, computed };
}
