import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-app.js';
import { Rng } from '../rng.js';
import type { Database } from './client.js';
import { readPage, totalColumn } from './paging.js';

// readPage against a plain oracle: random rows, filters, orders, page numbers (past the end too)
// and page sizes; the page's ids and the total must be what sorting and slicing in memory give.
const SEED = Number(process.env.PAGING_SEED ?? Date.now() % 2 ** 31);
const CASES = 200;
const probe = pgTable('paging_probe', { id: serial('id').primaryKey(), grp: integer('grp').notNull(), name: text('name').notNull() });
interface Row {
  id: number;
  grp: number;
  name: string;
}

let database: Database;
let rows: Row[] = [];
const rng = new Rng(SEED);

beforeAll(async () => {
  console.log(`paging oracle: ${CASES} cases, seed ${SEED} (repeat with PAGING_SEED=${SEED})`);
  database = await openTestDatabase();
  await database.db.execute(sql`create table paging_probe (id serial primary key, grp int not null, name text not null)`);
  const n = rng.int(0, 150);
  const values = Array.from({ length: n }, () => ({
    grp: rng.int(0, 4),
    name: rng.pick(['甲', '乙', '丙', 'a', 'b', 'c']) + rng.int(0, 9),
  }));
  rows = n ? await database.db.insert(probe).values(values).returning() : [];
});
afterAll(() => database.close());

it('answers the page and the total that sorting and slicing in memory give', async () => {
  let pastEnd = 0;
  for (let i = 0; i < CASES; i++) {
    const grp = rng.chance(0.5) ? rng.int(0, 5) : undefined;
    const nameFirst = rng.chance(0.5);
    const descending = rng.chance(0.5);
    const pageSize = rng.int(1, 30);
    const matching = rows.filter((r) => grp === undefined || r.grp === grp);
    const pageNum = rng.int(1, Math.ceil(matching.length / pageSize) + 2);
    const sign = descending ? -1 : 1;
    const expected = [...matching].sort(
      (a, b) => (nameFirst && a.name !== b.name ? (a.name < b.name ? -sign : sign) : 0) || sign * (a.id - b.id),
    );
    const order: SQL[] = [
      ...(nameFirst ? [descending ? desc(sql`${probe.name} collate "C"`) : asc(sql`${probe.name} collate "C"`)] : []),
      descending ? desc(probe.id) : asc(probe.id),
    ];
    const page = await readPage({ pageNum, pageSize }, (limit, offset) =>
      database.db
        .select({ id: probe.id, pageTotal: totalColumn() })
        .from(probe)
        .where(and(grp === undefined ? undefined : eq(probe.grp, grp)))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    );
    const start = (pageNum - 1) * pageSize;
    if (start >= matching.length && matching.length > 0) pastEnd++;
    const seen = { total: page.total, ids: page.rows.map((r) => r.id), keys: Object.keys(page.rows[0] ?? { id: 0 }) };
    expect(seen, `case ${i}: grp ${grp}, page ${pageNum} of size ${pageSize}`).toEqual({
      total: matching.length,
      ids: expected.slice(start, start + pageSize).map((r) => r.id),
      keys: ['id'],
    });
  }
  console.log(`paging oracle: ${rows.length} rows, ${CASES} cases agreed (${pastEnd} past the end)`);
});
