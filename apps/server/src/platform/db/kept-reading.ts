import type { Db } from './client.js';
import { oncePerDatabase } from './once-per-database.js';

/**
 * A reading of the database (statistics, a sample) kept per database and read again when `keptMs`
 * old: a caller meanwhile is answered with the reading it has, never kept waiting for a fresher
 * one. A read that fails (the database restarting) answers the reading had before, or `none`,
 * and the next call reads again: what rests on it is never refused for want of it.
 */
export function keptReading<T>(read: (db: Db) => Promise<T>, keptMs: number, none: T): (db: Db) => Promise<T> {
  const readingOf = oncePerDatabase((db) => {
    let kept: { at: number; value: Promise<T> } | undefined;
    return (): Promise<T> => {
      const now = Date.now();
      if (kept && now - kept.at <= keptMs) return kept.value;
      const previous = kept?.value;
      const entry: { at: number; value: Promise<T> } = { at: now, value: Promise.resolve(none) };
      entry.value = read(db).catch(() => {
        entry.at = 0;
        return previous ?? none;
      });
      kept = entry;
      return previous ?? entry.value;
    };
  });
  return (db) => readingOf(db)();
}
