import {
  SLOT_LINES,
  SLOT_MAX_BLOCKS,
  SLOT_MAX_TOTAL_BET,
  StreamExhausted,
  blockMessage,
  floatsFromBlocks,
  playSlotRound,
  type TSlotRound,
} from '@openlobby/house-games';
import { createT, type TTranslate } from '../shared/i18n.ts';

/**
 * The verifier's arithmetic, independent of the server: WebCrypto for SHA-256 and HMAC-SHA256 (the
 * browser's, or node's globalThis.crypto in tests), then the shared engine plays the round from the
 * precomputed blocks. No DOM here.
 */

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let hex = '';
  for (const byte of view) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** hex SHA-256 of the text's UTF-8 bytes: the hash the game shows before the server seed is used. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** HMAC-SHA256 keyed by the server seed's text (never hex-decoded), one key import for many messages. */
export async function hmacSigner(serverSeed: string): Promise<(message: string) => Promise<Uint8Array>> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (message) => new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/** Blocks `from` … `to − 1` of a round: `${clientSeed}:${nonce}` then `${clientSeed}:${nonce}:1`, `:2`, … */
export async function roundBlocks(
  sign: (message: string) => Promise<Uint8Array>,
  clientSeed: string,
  nonce: number,
  from: number,
  to: number,
): Promise<Uint8Array[]> {
  const indexes = Array.from({ length: Math.max(0, to - from) }, (_, i) => from + i);
  return Promise.all(indexes.map((index) => sign(blockMessage(clientSeed, nonce, index))));
}

export type TVerifyInput = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** The total bet in minor units (a positive multiple of 20). */
  betMinor: number;
};

export type TVerifyOutput = {
  /** hex SHA-256 of the server seed. */
  serverSeedHash: string;
  /** Every HMAC block the round read, in order (hex). */
  blocksHex: string[];
  /** The engine's round, amounts in minor units. */
  round: TSlotRound;
};

/**
 * Recomputes one round: hashes the server seed, computes HMAC blocks with WebCrypto and plays the
 * round with the engine from them; when the engine says it needs more blocks, computes more and
 * plays it again (a base spin needs one block, a round with free spins a few dozen).
 */
export async function verifyRound(input: TVerifyInput): Promise<TVerifyOutput> {
  const [serverSeedHash, sign] = await Promise.all([
    sha256Hex(input.serverSeed),
    hmacSigner(input.serverSeed),
  ]);
  const blocks: Uint8Array[] = await roundBlocks(sign, input.clientSeed, input.nonce, 0, 1);
  for (;;) {
    try {
      const round = playSlotRound(floatsFromBlocks(blocks), input.betMinor);
      const used = Math.ceil(round.floatsUsed / 8);
      return { serverSeedHash, blocksHex: blocks.slice(0, Math.max(1, used)).map(toHex), round };
    } catch (error) {
      if (!(error instanceof StreamExhausted) || blocks.length >= SLOT_MAX_BLOCKS) throw error;
      const more = Math.min(SLOT_MAX_BLOCKS, Math.max(blocks.length * 4, 4));
      blocks.push(...(await roundBlocks(sign, input.clientSeed, input.nonce, blocks.length, more)));
    }
  }
}

export type TVerifyQuery = {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  bet: string;
  decimals: string;
  currency: string;
  /** The win the game recorded (major units), to compare with; optional. */
  win: string;
  roundId: string;
};

/** The verifier's form values from its query string; missing ones are empty. */
export function readVerifyQuery(search: string): TVerifyQuery {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name)?.trim() ?? '';
  return {
    serverSeed: get('serverSeed'),
    clientSeed: get('clientSeed'),
    nonce: get('nonce'),
    bet: get('bet'),
    decimals: get('decimals'),
    currency: get('currency'),
    win: get('win'),
    roundId: get('roundId'),
  };
}

export type TVerifyLinkInput = {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Total bet in major units, as the game shows it. */
  bet: number;
  decimals: number;
  currency?: string;
  win?: number;
  /** The page's language, so the verifier speaks it too. */
  lang?: string;
};

/** The verifier's address for one round (`base` is its page, /house/verify/). */
export function verifyLink(base: string, input: TVerifyLinkInput): string {
  const params = new URLSearchParams({
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: String(input.nonce),
    bet: String(input.bet),
    decimals: String(input.decimals),
  });
  if (input.currency) params.set('currency', input.currency);
  if (input.win !== undefined) params.set('win', String(input.win));
  if (input.lang) params.set('lang', input.lang);
  return `${base}?${params.toString()}`;
}

export type TFormCheck = { ok: true; input: TVerifyInput; decimals: number } | { ok: false; error: string };

/**
 * Checks the form: the bet is read in major units with the given decimals (2 when blank) and must
 * become a whole positive multiple of 20 minor units, as the engine requires. Errors are in the
 * language of `t` (English by default).
 */
export function checkForm(
  values: {
    serverSeed: string;
    clientSeed: string;
    nonce: string;
    bet: string;
    decimals: string;
  },
  t: TTranslate = createT('EN'),
): TFormCheck {
  const serverSeed = values.serverSeed.trim();
  const clientSeed = values.clientSeed.trim();
  if (!serverSeed) return { ok: false, error: t('check.serverSeed') };
  if (!clientSeed) return { ok: false, error: t('check.clientSeed') };
  if (!/^\d{1,15}$/.test(values.nonce.trim())) return { ok: false, error: t('check.nonce') };
  const decimalsText = values.decimals.trim() || '2';
  if (!/^\d$/.test(decimalsText)) return { ok: false, error: t('check.decimals') };
  const decimals = Number(decimalsText);
  const betText = values.bet.trim().replace(/,/g, '');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(betText);
  if (!match) return { ok: false, error: t('check.bet') };
  const [, whole, fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) {
    return { ok: false, error: t('check.betDecimals', { decimals }) };
  }
  const betMinor = Number(whole! + fraction.padEnd(decimals, '0').slice(0, decimals));
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) return { ok: false, error: t('check.betZero') };
  if (betMinor > SLOT_MAX_TOTAL_BET) return { ok: false, error: t('check.betMax') };
  const lines = SLOT_LINES.length;
  if (betMinor % lines !== 0) {
    return {
      ok: false,
      error: t('check.betLines', { lines }),
    };
  }
  return {
    ok: true,
    decimals,
    input: { serverSeed, clientSeed, nonce: Number(values.nonce.trim()), betMinor },
  };
}
