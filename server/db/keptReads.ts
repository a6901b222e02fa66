/**
 * Rows read from the database, kept only while its change stamp (`Sql.changeStamp`) holds the value it had
 * before they were read. Any write by this process or commit by another moves the stamp and forgets them all,
 * so a row used again is exactly what reading it now would give: a session revoked, or a contact changed, on
 * any instance is seen by the very next request. A null stamp (PostgreSQL, an open transaction) keeps nothing.
 *
 * A row read after the stamp was taken may be newer than the stamp says; it is then kept under a stamp that no
 * longer holds, and never used.
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
