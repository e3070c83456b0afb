import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;

/**
 * A request's logger that creates its pino child only when something is logged at an enabled level.
 * Fastify makes a child logger for every request; at the usual production levels most requests log
 * nothing, and creating the child was about a tenth of a cheap request's cost (bench/RESULTS.md).
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled?(level: string): boolean },
    private readonly bindings: Bindings,
    private readonly options: object,
  ) {}

  #real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  #log(level: Level, args: unknown[]) {
    if (this.parent.isLevelEnabled && !this.parent.isLevelEnabled(level)) return;
    // pino's level methods are overloaded; one rest signature is what this forwarding needs.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  get level() {
    return this.#child?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  fatal(...args: unknown[]) { this.#log('fatal', args); }
  error(...args: unknown[]) { this.#log('error', args); }
  warn(...args: unknown[]) { this.#log('warn', args); }
  info(...args: unknown[]) { this.#log('info', args); }
  debug(...args: unknown[]) { this.#log('debug', args); }
  trace(...args: unknown[]) { this.#log('trace', args); }
  silent() {}
  child(bindings: Bindings, options?: object) {
    return this.#real().child(bindings, options);
  }
}

export const lazyChildLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  return new LazyRequestLogger(logger, bindings, options);
};
