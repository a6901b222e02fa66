/**
 * The little the store modules need from a SQL engine. Statements are written once, with `?`
 * placeholders, in the SQL both engines speak (RETURNING, ON CONFLICT, partial unique indexes);
 * each engine's adapter runs them its own way.
 */
export interface Sql {
  readonly engine: 'sqlite' | 'postgres';
  all<T>(text: string, params?: readonly unknown[]): Promise<T[]>;
  get<T>(text: string, params?: readonly unknown[]): Promise<T | undefined>;
  /** Runs a statement and answers how many rows it changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>;
  /** Several statements without parameters (migrations). */
  exec(text: string): Promise<void>;
  /**
   * Runs `fn` in one transaction on `tx`, committed when it resolves and rolled back when it throws.
   * SQLite takes the database's write lock at the start (BEGIN IMMEDIATE); PostgreSQL relies on
   * unique indexes, row locks (`forUpdate`) and `lock`.
   */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: waits for, then holds until commit, a lock named `key` across every process
   * on the database. Serialises work that has no row to lock yet (first seeding, a document's
   * registration). SQLite's write lock already serialises every transaction, so there it does nothing.
   */
  lock(key: string): Promise<void>;
  /** Suffix for a SELECT whose rows the transaction goes on to update (a row lock where supported). */
  readonly forUpdate: string;
  /**
   * A value that changes whenever the database may have changed since it was last taken: a write by this
   * process at once, a commit by any other connection at most one turn of the event loop later (the requests
   * answered meanwhile were being handled as it happened). Something read while it held one value may be used again only while it
   * still holds it. null where the engine cannot tell cheaply (PostgreSQL) or a transaction is open:
   * then nothing read may be kept.
   */
  changeStamp(): string | null;
}

/** A database connection of either engine: the `Sql` statements plus what operators and tests ask of it. */
export interface Database extends Sql {
  /** Names of the application's tables. */
  tables(): Promise<string[]>;
  /** 'ok' when the engine finds its files and indexes sound. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

/** A unique or primary-key violation, whichever engine raised it. */
export function isUniqueViolation(error: unknown): boolean {
  if (!(error instanceof Error) || !('code' in error)) return false;
  const code = String(error.code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
