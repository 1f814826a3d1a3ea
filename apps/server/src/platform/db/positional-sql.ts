import { type SQL, sql } from 'drizzle-orm';

/**
 * "$1"-style SQL and its values as a Drizzle query: SQL written for a driver (pg-boss's, a plan
 * test's) run through Drizzle, inside one of its transactions.
 */
export function positionalSql(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    if (i % 2 === 0) chunks.push(sql.raw(parts[i] ?? ''));
    // One placeholder per value, an array too (written inline, Drizzle would spread it into a list);
    // null for undefined, which Drizzle drops.
    else chunks.push(sql`${sql.param(values[Number(parts[i]) - 1] ?? null)}`);
  }
  return sql.join(chunks);
}
