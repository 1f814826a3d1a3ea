import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate.js';

/**
 * A migration may rewrite a table the lists read from their indexes alone (0024 rewrote
 * order_handlers, 0026 copied it into partitions), which empties its visibility map: runMigrations vacuums those tables when it
 * applied any migration, and leaves them alone when there was none to apply.
 */
describe('runMigrations', () => {
  it('vacuums the lists’ tables after applying migrations, and not when none was pending', { timeout: 120_000 }, async () => {
    const database = await openPglite({});
    try {
      const vacuums = async () =>
        (
          await database.query<{ relname: string; n: number }>(
            // order_handlers is partitioned (migration 0026): its partitions hold its rows.
            `select relname, vacuum_count::int n from pg_stat_user_tables
             where relid = 'orders'::regclass
                or relid in (select inhrelid from pg_inherits where inhparent = 'order_handlers'::regclass)
             order by relname`,
          )
        ).rows;
      await runMigrations(database);
      const first = await vacuums();
      expect(first.map((r) => r.relname)).toEqual(expect.arrayContaining(['orders', 'order_handlers_p0', 'order_handlers_p31']));
      expect(first).toHaveLength(33);
      expect(first.every((r) => r.n === 1)).toBe(true);
      await runMigrations(database);
      expect((await vacuums()).every((r) => r.n === 1)).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('finds each migration dated after the one before: it applies only those later than the last applied', () => {
    // drizzle-kit dates a new migration by the clock, and the journal's dates run ahead of it: a
    // new one dated earlier would be skipped by every database already migrated (docs/architecture.md).
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const notLater = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(notLater).toEqual([]);
    expect(journal.entries.length).toBeGreaterThan(30);
  });
});
