/**
 * Rows read from the database, kept only while its change stamp (`Sql.changeStamp`) holds the value it had
 * before they were read. A write by this process moves the stamp at once and a commit by another within a turn
 * of the event loop, and either forgets them all: a session revoked, or a contact changed, here is seen by the
 * very next request, and on another instance by every request from the next turn on. A null stamp (PostgreSQL,
 * an open transaction) keeps nothing.
 *
 * A row read after the stamp was taken may be newer than the stamp says (another instance committed meanwhile);
 * it is kept under that stamp and used at most until the stamp moves, which is harmless: it is only newer.
 */
export function keptReads<T>(limit: number) {
  let keptStamp: string | null = null;
  const rows = new Map<string, T>();
  const sync = (stamp: string) => {
    if (stamp === keptStamp) return;
    rows.clear();
    keptStamp = stamp;
  };
  return {
    find(stamp: string | null, key: string): T | undefined {
      if (stamp === null) return undefined;
      sync(stamp);
      return rows.get(key);
    },
    /** `stamp` is the one taken before the read. */
    keep(stamp: string | null, key: string, row: T): void {
      if (stamp === null || stamp !== keptStamp) return;
      if (rows.size >= limit) rows.clear();
      rows.set(key, row);
    },
  };
}
