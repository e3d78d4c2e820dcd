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
