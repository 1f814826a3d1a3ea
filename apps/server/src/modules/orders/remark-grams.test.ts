import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom, testSeed } from '../../../bench/lists-random.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * A remark search finds its candidates by text_grams (migration 0029): a remark containing the
 * searched text, case-insensitively as ILIKE compares, must hold every gram text_search_grams
 * gives for it, one character or many. Random remarks and searches from a printed seed, over a
 * small alphabet (so that searches often match) of Chinese characters and letters of both cases,
 * checked against plain strpos; then through the partial index itself.
 */
let t: TestApp;
const { seed: SEED } = testSeed('GRAMS_SEED');
const ALPHABET = [...'午下联系客户aAbB'];

function texts(seed: number, count: number, maxLength: number) {
  const random = seededRandom(seed);
  const r = (n: number) => Math.floor(random() * n);
  return Array.from({ length: count }, () => Array.from({ length: r(maxLength + 1) }, () => ALPHABET[r(ALPHABET.length)]).join(''));
}

beforeAll(async () => {
  t = await createTestApp();
  console.log(`remark grams: seed ${SEED} (repeat with GRAMS_SEED=${SEED})`);
});

afterAll(async () => {
  await t.close();
});

it('every remark that contains a search holds the grams looked up for it, one character or more', async () => {
  const remarks = texts(SEED, 300, 8);
  const searches = texts(SEED + 1, 60, 3).filter((s) => s.length > 0);
  const { rows } = await t.database.query<{ contains: boolean; grams: boolean }>(
    `select strpos(lower(m), lower(s)) > 0 as contains, text_grams(m) @> text_search_grams(s) as grams
     from unnest($1::text[]) m, unnest($2::text[]) s`,
    [remarks, searches],
  );
  const missed = rows.filter((r) => r.contains && !r.grams).length;
  expect(missed).toBe(0);
  // The grams narrow: most pairs of remark and search that do not match are told apart by them.
  const told = rows.filter((r) => !r.contains && !r.grams).length;
  expect(told).toBeGreaterThan(rows.filter((r) => !r.contains).length / 2);
  expect(rows.filter((r) => r.contains).length).toBeGreaterThan(100);
});

it('the index finds what a reading of every pending remark finds', async () => {
  const remarks = texts(SEED + 2, 400, 8);
  await t.database.query(
    `insert into orders (open_order_id, order_type, order_status, company_name, mark, incoming_date, expired_date)
     select 'G' || i, 1, 20, '文字公司', m, now(), now() + interval '7 days'
     from unnest($1::text[]) with ordinality as x(m, i)`,
    [remarks],
  );
  await t.database.exec('analyze orders');
  for (const search of texts(SEED + 3, 40, 3).filter((s) => s.length > 0)) {
    const plain = await t.database.query<{ n: number }>(
      'select count(*)::int n from orders where order_status = 20 and strpos(lower(mark), lower($1)) > 0',
      [search],
    );
    // Through the index: no reading of the table or of another index in order (this transaction's settings).
    const byIndex = await t.database.db.transaction(async (tx) => {
      const rows = async (query: SQL) => ((await tx.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      const plan = await rows(
        sql`explain select 1 from orders where order_status = 20 and text_grams(mark) @> text_search_grams(${search})`,
      );
      expect(JSON.stringify(plan)).toContain('orders_pcert_remark_grams_idx');
      const found = await rows(
        sql`select count(*)::int n from orders
            where order_status = 20 and text_grams(mark) @> text_search_grams(${search}) and strpos(lower(mark), lower(${search})) > 0`,
      );
      return Number(found[0]!.n);
    });
    expect(byIndex, search).toBe(plain.rows[0]!.n);
  }
});
