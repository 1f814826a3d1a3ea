import { describe, expect, it } from 'vitest';
import { openPostgres } from './client.js';

/** The settings every connection of the pool starts with (openPostgres), on a real server. */
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL connection of the pool', () => {
  it('plans no parallel workers, compiles nothing, checks every query against the constraints, prices index pages as cached', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 2);
    try {
      const { rows } = await database.query<{ workers: string; jit: string; exclusion: string; randomPage: string }>(
        `select current_setting('max_parallel_workers_per_gather') workers, current_setting('jit') jit,
           current_setting('constraint_exclusion') exclusion, current_setting('random_page_cost') "randomPage"`,
      );
      // Each call is one short statement among others in flight; the lifecycle's checks rule list
      // walks' parts out; a deep page walks an index in memory rather than sorting (client.ts).
      expect(rows[0]).toEqual({ workers: '0', jit: 'off', exclusion: 'on', randomPage: '1.1' });
    } finally {
      await database.close();
    }
  });

  it("keeps an idle connection past pg's default ten seconds: the next call does not connect again", { timeout: 20_000 }, async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, 1);
    try {
      const pid = async () => (await database.query<{ pid: number }>('select pg_backend_pid() pid')).rows[0]?.pid;
      const before = await pid();
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(await pid()).toBe(before);
    } finally {
      await database.close();
    }
  });
});
