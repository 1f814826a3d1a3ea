/**
 * The benchmark's random cases checked against plain SQL on the benchmark's own data (`--verify`):
 * each case's total and page as the API answers them, twice (the second time a list past its cap
 * is read without counting again, findListPage), against the oracle of the list tests
 * (test-list-oracle.ts). The tests run the oracle on 20,000 orders; on a million, the choices
 * taken from the data (the dated orders' counts, the dates' rates, a deep page's day walk, the
 * trigram estimates) are those the benchmark times.
 */
import { LIST_COUNT_CAP, SUBSTRING_COUNT_CAP } from '@certdesk/contract';
import { plainList } from '../src/modules/orders/test-list-oracle.js';
import type { Database } from '../src/platform/db/client.js';
import type { ApiCaller } from './bench-client.js';
import { type BenchCase, type Caller, LIST_URL } from './lists-cases.js';

interface ListAnswer {
  code: string;
  msg: string;
  data: { result: { orderId: number }[]; totalCount: number; totalCapped?: boolean };
}

/** What a list shows: its total, whether it passed the cap, and its page's order ids. */
const shown = (total: number, capped: boolean, ids: number[]) => `${total}${capped ? '+' : ''} [${ids.join(',')}]`;

/**
 * Checks every case (drawn from `seed`) against the oracle as its caller sees the list (`uids`:
 * the callers' user ids), prints each disagreement and a closing line, and answers how many disagreed.
 */
export async function verifyCases(
  database: Database,
  cases: BenchCase[],
  seed: number,
  call: ApiCaller,
  tokens: Record<Caller, string>,
  uids: Record<Caller, number>,
): Promise<number> {
  console.log(`random cases: ${cases.length}, seed ${seed} (repeat with --seed ${seed}), checked against plain SQL`);
  let wrong = 0;
  let oracleMs = 0;
  for (const c of cases) {
    const body = { pageNum: 1, pageSize: 10, ...c.body };
    const t0 = performance.now();
    const want = await plainList(database, c.kind, body, c.as === 'admin' ? undefined : uids[c.as]);
    oracleMs += performance.now() - t0;
    const cap = 'companyName' in body || 'mark' in body ? SUBSTRING_COUNT_CAP : LIST_COUNT_CAP;
    const expected = shown(Math.min(want.count, cap), want.count > cap, want.ids);
    for (const time of ['first', 'again']) {
      const answer = JSON.parse((await call(LIST_URL[c.kind], body, tokens[c.as])).body) as ListAnswer;
      const got =
        answer.code === '0000'
          ? shown(
              answer.data.totalCount,
              answer.data.totalCapped ?? false,
              answer.data.result.map((r) => r.orderId),
            )
          : `${answer.code} ${answer.msg}`;
      if (got === expected) continue;
      wrong++;
      console.log(`DISAGREES (${time}) | ${c.kind} | ${c.as} | ${c.name}\n  API:   ${got}\n  plain: ${expected} (${want.count} matches)`);
      break;
    }
  }
  console.log(
    `\nverified ${cases.length} random cases against plain SQL: ${cases.length - wrong} agree, ${wrong} disagree (oracle ${(oracleMs / 1000).toFixed(0)} s)`,
  );
  return wrong;
}
