import type { FastifyBaseLogger } from 'fastify';
import type { Logger } from 'pino';

type TLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type TBindings = Record<string, unknown>;
type TChildOptions = { level?: string; serializers?: Record<string, (value: unknown) => unknown> };

/**
 * A request's logger that becomes pino's child only when something is logged at an enabled level.
 * Making the child (its bindings serialised, its redaction set up) cost more than a cached lobby
 * call's own work, and at the usual levels most requests log nothing.
 */
class LazyRequestLogger {
  #parent: Logger;
  #bindings: TBindings;
  #options: TChildOptions;
  #child: Logger | undefined;

  constructor(parent: Logger, bindings: TBindings, options: TChildOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): Logger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  #log(level: TLevel, args: unknown[]) {
    // A route's own level may enable what the parent's does not: then the child decides.
    if (!this.#child && this.#options.level === undefined && !this.#parent.isLevelEnabled(level)) return;
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.#log('fatal', args);
  }
  error(...args: unknown[]) {
    this.#log('error', args);
  }
  warn(...args: unknown[]) {
    this.#log('warn', args);
  }
  info(...args: unknown[]) {
    this.#log('info', args);
  }
  debug(...args: unknown[]) {
    this.#log('debug', args);
  }
  trace(...args: unknown[]) {
    this.#log('trace', args);
  }
  silent() {}

  child(bindings: TBindings, options?: TChildOptions) {
    return this.#real().child(bindings, options);
  }
  isLevelEnabled(level: string) {
    return this.#child || this.#options.level !== undefined
      ? this.#real().isLevelEnabled(level)
      : this.#parent.isLevelEnabled(level);
  }
  get level() {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  bindings(): TBindings {
    return this.#child ? this.#child.bindings() : { ...this.#parent.bindings(), ...this.#bindings };
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made lazily. */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: TBindings,
  options: TChildOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(parent as Logger, bindings, options) as unknown as FastifyBaseLogger;
}

/** Query (and fragment) parameters whose values never reach a log: tokens, codes, passwords. */
const SECRET_NAME = /token|code|pass|captcha|secret|ticket|otp|signature|key|auth/i;
/** A value that is itself an address with parameters (`/game?url=/house/slot/#token=…`). */
const NESTED_ADDRESS = /[?#][^=]*=/;
/** Only addresses with parameters need the slow path. */
const HAS_PARAMS = /[?#]/;

function decodeLoosely(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function redactParams(params: string, depth: number): string {
  return params
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (SECRET_NAME.test(decodeLoosely(name))) return `${name}=[redacted]`;
      const decoded = decodeLoosely(value);
      if (depth < 3 && NESTED_ADDRESS.test(decoded)) {
        const inner = redactAddress(decoded, depth + 1);
        if (inner !== decoded) return `${name}=${encodeURIComponent(inner)}`;
      }
      return pair;
    })
    .join('&');
}

function redactAddress(url: string, depth: number): string {
  if (!HAS_PARAMS.test(url)) return url;
  const hash = url.indexOf('#');
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? null : url.slice(hash + 1);
  const q = beforeHash.indexOf('?');
  const path = q === -1 ? beforeHash : beforeHash.slice(0, q);
  const query = q === -1 ? null : beforeHash.slice(q + 1);
  return (
    path +
    (query === null ? '' : `?${redactParams(query, depth)}`) +
    (fragment === null ? '' : `#${redactParams(fragment, depth)}`)
  );
}

/**
 * An address as it may be logged: the values of parameters named like secrets (token, code,
 * password, captcha, ticket, key…) replaced, also inside a parameter that is itself an address
 * (the site's `/game?url=` frame names the game page with its launch token).
 */
export const redactUrl = (url: string): string => redactAddress(url, 0);

type TLoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request serializer (method, address, host, client), with the address redacted. */
export function serializeRequest(req: TLoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

type TErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is TErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/** A logged error: pino's shape. */
type TLoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** pino's error shape: type, message and stack with their causes', and the error's own fields. */
function plainError(err: TErrorLike): TLoggedError {
  const chain: TErrorLike[] = [];
  for (let e: unknown = err; isErrorLike(e) && chain.length < 8 && !chain.includes(e); e = e.cause)
    chain.push(e);
  const record: TLoggedError = {
    type: err.constructor?.name ?? err.name,
    message: chain.map((e) => e.message).join(': '),
    stack: chain.map((e) => e.stack ?? '').join('\ncaused by: '),
  };
  for (const key in err) {
    if (key === 'cause' || key in record) continue;
    const value = err[key];
    record[key] = isErrorLike(value) ? plainError(value) : value;
  }
  return record;
}

/** Errors never shorter than this are parameter values worth scrubbing from a logged message. */
const MIN_SCRUBBED_VALUE = 4;

const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? (JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? '')
        : String(value as number | bigint | boolean);

/**
 * pino's error serializer without the values of failed queries: drizzle's `DrizzleQueryError`
 * (and PGlite's errors) carry the statement's `params`, print them in their message and stack,
 * and PostgreSQL echoes a bad value in its own message ("invalid input syntax …: "value""). The
 * SQL text stays (it holds placeholders, not values); `params`, `parameters` and PostgreSQL's
 * `detail` (which names key values) go, and every parameter value is cut from message and stack.
 */
export function serializeError(err: unknown): TLoggedError {
  if (!isErrorLike(err)) return { type: typeof err, message: String(err), stack: '' };
  const record = plainError(err);
  const lines: string[] = [];
  const values = new Set<string>();
  let e = err as { params?: unknown; parameters?: unknown; cause?: unknown } | undefined;
  for (let i = 0; e && typeof e === 'object' && i < 8; i++, e = e.cause as typeof e) {
    const params = Array.isArray(e.params) ? e.params : Array.isArray(e.parameters) ? e.parameters : null;
    if (!params) continue;
    lines.push(`\nparams: ${params.map(textOf).join(',')}`, `\nparams: ${String(params)}`);
    for (const p of params) {
      const text = textOf(p);
      if (text.length >= MIN_SCRUBBED_VALUE) values.add(text);
    }
  }
  delete record.params;
  delete record.parameters;
  delete record.detail;
  if (lines.length === 0) return record;
  const byLength = [...values].sort((a, b) => b.length - a.length);
  const scrub = (text: string) => {
    let s = text;
    for (const line of lines) s = s.split(line).join('\nparams: [redacted]');
    for (const v of byLength) s = s.split(v).join('[redacted]');
    return s;
  };
  record.message = scrub(record.message);
  record.stack = scrub(record.stack);
  return record;
}
