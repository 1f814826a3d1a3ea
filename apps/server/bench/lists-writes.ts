import pg from 'pg';
import type { Database } from '../src/platform/db/client.js';

/**
 * What every index of `orders` costs on writes (issue 18): an order's status change and a partner
 * intake, each in a transaction that is rolled back (the data set stays as filled; the index
 * entries are written all the same, only the commit's flush is left out), one client, `samples`
 * times each on random orders. Prints p50 / p95 in milliseconds.
 *
 * The status change is the one that moves the most index entries: pending certification to
 * pending review (20 → 30, certification date set), out of one list's partial indexes into the
 * other's. The intake inserts a pending order as the partner does, with its handler.
 */
export async function measureWrites(database: Database, samples = 300): Promise<string> {
  const pending = (
    await database.query<{ id: number }>(`select id from orders where order_status = 20 order by random() limit ${samples}`)
  ).rows.map((r) => r.id);
  const [cert] = (await database.query<{ id: number }>(`select id from users where account like 'bcert%' limit 1`)).rows;
  // One connection for begin, the write and rollback (a pool may hand each to another).
  const client = database.url ? new pg.Client({ connectionString: database.url }) : undefined;
  await client?.connect();
  const run = async (text: string, params: unknown[] = []) => {
    if (client) await client.query(text, params);
    else await database.query(text, params);
  };
  const timed = async (statement: string, params: unknown[]) => {
    await run('begin');
    const t0 = performance.now();
    await run(statement, params);
    const ms = performance.now() - t0;
    await run('rollback');
    return ms;
  };
  const change: number[] = [];
  for (const id of pending) {
    change.push(
      await timed(
        `update orders set order_status = 30, completed_cer_date = now(), updated_at = now() where id = $1 and order_status = 20`,
        [id],
      ),
    );
  }
  const intake: number[] = [];
  for (let i = 0; i < samples; i++) {
    intake.push(
      await timed(
        `insert into orders (open_order_id, order_type, order_status, query_status, certification_type, company_name, apply_user,
           province, city, province_name, city_name, incoming_date, expired_date, certification_uid, handler_uids, mark, labels)
         values ($1, 3, 20, 20, 10, '公司写入测试科技有限公司', '申请人写入', '31', '3101', '上海', '上海市', now(), now() + interval '9 days',
           $2, array[$2::int], '', '[]'::jsonb)`,
        [`W${Date.now()}-${i}`, cert?.id ?? null],
      ),
    );
  }
  await client?.end();
  const p = (ms: number[], q: number) => [...ms].sort((a, b) => a - b)[Math.ceil((q / 100) * ms.length) - 1] ?? 0;
  return [
    `writes (one client, ${samples} each, rolled back; ms): `,
    `| write | p50 | p95 |`,
    `|---|---|---|`,
    `| status change 20 → 30 | ${p(change, 50).toFixed(2)} | ${p(change, 95).toFixed(2)} |`,
    `| partner intake (insert) | ${p(intake, 50).toFixed(2)} | ${p(intake, 95).toFixed(2)} |`,
  ].join('\n');
}
