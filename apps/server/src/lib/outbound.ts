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

/** The address a guarded call may go to, or OutboundRefused before anything is sent. */
function checkedTarget(url: string | URL, publicOnly: boolean): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (target.protocol !== 'https:' && (publicOnly || target.protocol !== 'http:'))
    throw new OutboundRefused(`${target.protocol} is not allowed here`);
  if (target.username || target.password) throw new OutboundRefused('credentials in a URL are not allowed');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (publicOnly && isIP(host) && !isPublicAddress(host))
    throw new OutboundRefused(`${host} is not a public address`);
  return target;
}

/**
 * Whether an address an operator types (an SMS gateway, an OIDC issuer) is one the guard will
 * call: answers why not, or undefined. Names are resolved only at call time, so a name is judged
 * by its form here; the call itself checks where it resolves.
 */
export function outboundUrlProblem(url: string, publicOnly: boolean): string | undefined {
  try {
    checkedTarget(url, publicOnly);
    const host = new URL(url).hostname.toLowerCase();
    if (publicOnly && isLocalhostName(host)) return `${host} is not a public address`;
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

type TRawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One guarded request: the address checked, the socket on a checked address, the answer capped. */
function send(
  target: URL,
  init: { method: string; headers: Record<string, string>; body?: Buffer; signal?: AbortSignal },
  opts: TOutboundOptions,
): Promise<TRawAnswer> {
  const maxBytes = opts.maxBytes ?? 64 * 1024;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<TRawAnswer>((resolve, reject) => {
    if (init.signal?.aborted) return reject(init.signal.reason);
    const request = client.request(
      target,
      {
        method: init.method,
        headers: {
          ...init.headers,
          ...(init.body && { 'content-length': String(init.body.length) }),
        },
        lookup: guardedLookup(opts.publicOnly),
        timeout: opts.timeoutMs ?? 10_000,
        agent: false,
        signal: init.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            // Refused at once: the rest may already be buffered, and its 'end' must not answer.
            const tooLarge = new Error(`the answer is larger than ${maxBytes} bytes`);
            reject(tooLarge);
            request.destroy(tooLarge);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('the call timed out')));
    request.on('error', reject);
    request.end(init.body);
  });
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
  const target = checkedTarget(url, opts.publicOnly);
  const answer = await send(
    target,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: Buffer.from(body) },
    opts,
  );
  return { status: answer.status, body: answer.body.toString('utf8') };
}

/** Statuses whose Response has no body (the Fetch standard refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/** What a guarded fetch accepts as a body: what SMS gateways and openid-client send. */
async function bytesOf(body: unknown): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string' || body instanceof URLSearchParams) return Buffer.from(String(body));
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof ReadableStream || body instanceof Blob)
    return Buffer.from(await new Response(body).arrayBuffer());
  throw new OutboundRefused('this kind of request body is not supported');
}

/**
 * A fetch with the guard of postJson, for code written against fetch (the SMS gateway, the OIDC
 * client): the same address checks and pinned connection, no redirect followed (a 3xx comes back
 * as the answer, whatever `redirect` asks), the answer capped. A refused call rejects with
 * OutboundRefused and sends nothing.
 */
export function guardedFetch(opts: TOutboundOptions): typeof globalThis.fetch {
  return async (input, init = {}) => {
    const request = input instanceof Request ? input : undefined;
    const target = checkedTarget(
      request ? request.url : input instanceof URL ? input : String(input),
      opts.publicOnly,
    );
    const headers = Object.fromEntries(new Headers(init.headers ?? request?.headers).entries());
    const body = await bytesOf(init.body ?? (request?.body ? await request.arrayBuffer() : undefined));
    const answer = await send(
      target,
      {
        method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
        headers,
        body,
        signal: init.signal ?? request?.signal ?? undefined,
      },
      opts,
    );
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
        responseHeaders.append(name, v);
    const response = new Response(NULL_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: responseHeaders,
    });
    // Like fetch's own answers, it knows where it came from (openid-client reads it).
    Object.defineProperty(response, 'url', { value: target.href });
    return response;
  };
}
