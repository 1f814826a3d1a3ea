import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testSeed } from '../../../bench/lists-random.js';
import { openTestDatabase } from '../../../test/test-app.js';
import type { Database } from './client.js';
import { caseless, likeContains } from './like.js';

/**
 * A caseless search text (Chinese, digits, punctuation) is searched with LIKE instead of ILIKE
 * (order-filters.ts): on the database itself, both must match the same rows, whatever the names
 * hold around it (letters of either case, the characters whose lower case is longer).
 */
let database: Database;
const { seed: SEED, random } = testSeed('LIKE_SEED');
const ALPHABET = [...'科技有限公司上海北京123０９-（）_% \\AaBbİıẞßΣσςÅåǅ'];
const text = (max: number) =>
  Array.from({ length: 1 + Math.floor(random() * max) }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

describe('a caseless search text', () => {
  it('tells caseless texts from those with a letter that has a case', () => {
    expect(['科技', '公司1', '（上海）-2024', '１２３', '_%', ' '].every(caseless)).toBe(true);
    expect(['A科技', 'ß', 'ı', 'ǅ', 'Ⅻ', '科技 ltd'].some(caseless)).toBe(false);
  });

  it('matches the same names with LIKE as with ILIKE, on the database', async () => {
    console.log(`like: seed ${SEED} (repeat with LIKE_SEED=${SEED})`);
    const names = Array.from({ length: 400 }, () => text(14));
    const searches = Array.from({ length: 200 }, () => {
      const from = names[Math.floor(random() * names.length)]!;
      const start = Math.floor(random() * from.length);
      return random() < 0.7 ? from.slice(start, start + 1 + Math.floor(random() * 4)) : text(3);
    }).filter(caseless);
    expect(searches.length).toBeGreaterThan(20);
    const { rows } = await database.query<{ search: string; plain: number; folded: number }>(
      `select s.search, count(*) filter (where n.name like s.pattern)::int plain, count(*) filter (where n.name ilike s.pattern)::int folded
       from unnest($1::text[]) n(name) cross join unnest($2::text[], $3::text[]) s(search, pattern) group by s.search`,
      [names, searches, searches.map(likeContains)],
    );
    const differ = rows.filter((r) => r.plain !== r.folded);
    expect(differ, `seed ${SEED}`).toEqual([]);
    expect(rows.some((r) => r.plain > 0)).toBe(true);
  });
});
