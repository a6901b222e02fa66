import type { FastifyBaseLogger, LogLevel } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type Level = Exclude<LogLevel, 'silent'>;
type LevelWithSilentOrString = LogLevel | (string & {});
/** pino's logger; with logging off Fastify's placeholder has no `isLevelEnabled`. */
type ParentLogger = FastifyBaseLogger & { isLevelEnabled: (level: LevelWithSilentOrString) => boolean };

/**
 * Fastify gives every request a child logger (pino's `child`, bound to the request id) whether or not anything is
 * logged. Most requests log nothing, so the child is made on the first line that is actually written: a line below
 * the operator's level costs one comparison, and the request id still reaches every line that is written.
 */
export class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...a: unknown[]) => void)(...args);
  }

  // Methods on the prototype: nothing is allocated per request but the object itself.
  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }

  isLevelEnabled(level: LevelWithSilentOrString): boolean {
    return this.parent.isLevelEnabled(level);
  }

  get level(): LevelWithSilentOrString {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real.level = level;
  }
}

/** Fastify's `childLoggerFactory` with a lazy child. */
export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const pino = parent as Partial<ParentLogger>;
  if (typeof pino.isLevelEnabled !== 'function') return parent.child(bindings, options);
  return new LazyChildLogger(pino as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;
}
