import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Server-to-server signatures, the way payment gateways and game vendors commonly sign:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256>` over the exact bytes sent. Payment notifications sign
 * "t.body"; vendors' calls to the seamless wallet sign "t.METHOD.path.body" (signRequest), so a
 * signature made for one call (a debit) cannot be replayed against another (a credit).
 */

/** How old a signed call may be; older ones are refused as possible replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** What a request signature covers besides its time: the method, the request path and the body. */
export type TSignedRequest = { method: string; path: string; body: string };

const signed = (r: TSignedRequest) => `${r.method.toUpperCase()}.${r.path}.${r.body}`;
const digest = (secret: string, t: number, message: string) =>
  createHmac('sha256', secret).update(`${t}.${message}`).digest();

export function signBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${digest(secret, t, body).toString('hex')}`;
}

/** Signs a request: its method, its path (with any query, exactly as sent) and its body. */
export function signRequest(secret: string, request: TSignedRequest, at: Date): string {
  return signBody(secret, signed(request), at);
}

/** Whether `header` signs `body` with `secret` within the tolerance of `now` (constant-time compare). */
export function verifyBodySignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return timingSafeEqual(digest(secret, t, body), Buffer.from(parts.v1!, 'hex'));
}

/** Whether `header` signs this method, path and body with `secret` within the tolerance of `now`. */
export function verifyRequestSignature(
  secret: string,
  request: TSignedRequest,
  header: string | undefined,
  now: Date,
): boolean {
  return verifyBodySignature(secret, signed(request), header, now);
}
