import { describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * A migration may rewrite a table the lists read from their indexes alone (0024 rewrote
 * order_handlers), which empties its visibility map: runMigrations vacuums those tables when it
 * applied any migration, and leaves them alone when there was none to apply.
 */
describe('runMigrations', () => {
  it('vacuums the lists’ tables after applying migrations, and not when none was pending', { timeout: 120_000 }, async () => {
    const database = await openPglite({});
    try {
      const vacuums = async () =>
        (
          await database.query<{ relname: string; n: number }>(
            `select relname, vacuum_count::int n from pg_stat_user_tables where relname in ('orders', 'order_handlers') order by relname`,
          )
        ).rows;
      await runMigrations(database);
      expect(await vacuums()).toEqual([
        { relname: 'order_handlers', n: 1 },
        { relname: 'orders', n: 1 },
      ]);
      await runMigrations(database);
      expect((await vacuums()).map((r) => r.n)).toEqual([1, 1]);
    } finally {
      await database.close();
    }
  });
});
