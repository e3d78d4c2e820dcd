import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Server-to-server calls to payment gateways and to the brand's own callback address. Addresses
 * come from configuration (a channel's API base URL, a brand's domain), never from a request, and
 * still every call is guarded: redirects are never followed (a 3xx is an answer like any other),
 * answers are read up to a size, and with `publicOnly` (production) only https to public addresses
 * is allowed: every address a name resolves to is checked, and the connection goes to the checked
 * address, so DNS cannot swap in an internal host between the check and the connect.
 */

/** An outbound call that was not made, and why (a refused address, a bad URL). */
export class OutboundRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OutboundRefused';
  }
}

export type TOutboundAnswer = { status: number; body: string };

export type TOutboundOptions = {
  /** Production: https only, to public unicast addresses only. */
  publicOnly: boolean;
  timeoutMs?: number;
  /** The longest answer read; a longer one fails the call. */
  maxBytes?: number;
};

/** Ranges that are not the public internet (RFC 6890 special-purpose, private, loopback, link-local). */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address is a public unicast one (an IPv4-mapped IPv6 address counts as its IPv4). */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1];
  if (mapped) return isPublicAddress(mapped);
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(bare)) return false;
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** RFC 6761: `localhost` and `*.localhost` are this machine, whatever DNS says. */
const isLocalhostName = (host: string) => host === 'localhost' || host.endsWith('.localhost');

/** The resolver of guarded calls: checks every address before the socket may use one. */
function guardedLookup(publicOnly: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const answer = (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 4);
      const refused = publicOnly && addresses.find((a) => !isPublicAddress(a.address));
      if (refused || addresses.length === 0)
        return callback(
          new OutboundRefused(
            refused ? `${hostname} resolves to a non-public address` : `${hostname} has no address`,
          ),
          '',
          4,
        );
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    };
    if (isLocalhostName(hostname.toLowerCase())) return answer(null, [{ address: '127.0.0.1', family: 4 }]);
    dnsLookup(hostname, { all: true, family: options.family }, answer);
  };
}

/**
 * POSTs `body` (JSON) to `url` and answers the status and the body's text, whatever the status.
 * Throws OutboundRefused when the call may not be made, and the network's error when it failed.
 */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  opts: TOutboundOptions,
): Promise<TOutboundAnswer> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (target.protocol !== 'https:' && (opts.publicOnly || target.protocol !== 'http:'))
    throw new OutboundRefused(`${target.protocol} is not allowed here`);
  if (target.username || target.password) throw new OutboundRefused('credentials in a URL are not allowed');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (opts.publicOnly && isIP(host) && !isPublicAddress(host))
    throw new OutboundRefused(`${host} is not a public address`);
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<TOutboundAnswer>((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
        lookup: guardedLookup(opts.publicOnly),
        timeout: opts.timeoutMs ?? 10_000,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy(new Error(`the answer is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the call timed out')));
    request.on('error', reject);
    request.end(body);
  });
}
