import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';

/**
 * Folds the list changes (list-changes.schema.ts) into one row of their sum, in one statement:
 * a statement sees either the rows before or the row after, and the same sum in both. Rows
 * appended meanwhile are not in the delete's snapshot and stay as they are. One row alone is left
 * as it is: deleted and not written again, it took the sum back to 0, and a list remembered past
 * its cap at a sum the changes then reached again was read without counting (the random-shape
 * oracle: "10000+" for 9,010 orders).
 */
export async function foldListChanges(db: Db): Promise<void> {
  await db.execute(sql`with d as (
      delete from order_list_changes where (select count(*) from order_list_changes) > 1 returning n)
    insert into order_list_changes (n) select sum(n)::int from d having count(*) > 0`);
}
