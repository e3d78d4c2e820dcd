import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header of every server-to-server call and of its answer (Node lower-cases incoming names). */
export const SIGNATURE_HEADER = 'x-sim-signature';
/** How far a signature's time may be from ours; older calls are refused as possible replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * What a signature covers besides its time: the request's method and path (with any query, as
 * sent) and the exact body bytes. An answer is signed with the method `ANSWER` and its request's
 * path, so neither a call's nor an answer's signature fits any other call or answer.
 */
export type TSigned = { method: string; path: string; body: string | Buffer };

const hmac = (secret: string, t: number, s: TSigned) =>
  createHmac('sha256', secret)
    .update(`${t}.${s.method.toUpperCase()}.${s.path}.`)
    .update(Buffer.from(s.body))
    .digest();

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.METHOD.path.body")>`. */
export function signRequest(secret: string, signed: TSigned, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, signed).toString('hex')}`;
}

/** Signs an answer to a call of `path` (the platform checks it before believing the answer). */
export const signAnswer = (secret: string, path: string, body: string | Buffer, at: Date) =>
  signRequest(secret, { method: 'ANSWER', path, body }, at);

/**
 * Whether `header` signs this method, path and exact body with `secret` within the tolerance of
 * `now`. The comparison is constant-time so the answer leaks nothing about the expected digest.
 */
export function verifySignature(
  secret: string,
  signed: TSigned,
  header: string | string[] | undefined | null,
  now: Date,
): boolean {
  if (typeof header !== 'string') return false;
  const parts = new Map(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(hmac(secret, t, signed), Buffer.from(v1, 'hex'));
}
