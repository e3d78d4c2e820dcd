import { isIP } from 'node:net';

/**
 * Whether a client address is this machine's loopback (127.0.0.0/8, ::1, or IPv4-mapped
 * 127.x). With TRUST_PROXY_HOPS set, request.ip is the forwarded client, so a proxy in front
 * never makes a public client look local.
 */
export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  const address = ip.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}
