import type { Db } from './client.js';

/**
 * `create` run once per database and kept with it: prepared statements and caches of a hot
 * path. Keyed weakly by the Drizzle handle, because tests run several apps (databases) in one
 * process and a closed one must not be kept alive.
 */
export function oncePerDatabase<T>(create: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = create(db);
      made.set(db, value);
    }
    return value;
  };
}
