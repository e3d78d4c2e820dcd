import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Server-to-server signatures, the way payment gateways and game vendors commonly sign:
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` over the exact bytes sent. Used by the
 * sandbox gateway's notifications and by vendors' calls to the seamless wallet.
 */

/** How old a signed call may be; older ones are refused as possible replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function signBody(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
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
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex'));
}
