import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header of every server-to-server call (Node lower-cases incoming header names). */
export const SIGNATURE_HEADER = 'x-sim-signature';
/** How far a signature's time may be from ours; older calls are refused as possible replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: Buffer) =>
  createHmac('sha256', secret).update(`${t}.`).update(body).digest();

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "t.body")>`, the payments sandbox's style. */
export function signBody(secret: string, body: string | Buffer, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, Buffer.from(body)).toString('hex')}`;
}

/**
 * Whether `header` signs the exact raw bytes of `body` with `secret` within the tolerance of `now`.
 * The comparison is constant-time so the answer leaks nothing about the expected digest.
 */
export function verifySignature(
  secret: string,
  body: Buffer,
  header: string | string[] | undefined,
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
  return timingSafeEqual(hmac(secret, t, body), Buffer.from(v1, 'hex'));
}
