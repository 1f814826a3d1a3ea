import { type Placeholder, sql } from 'drizzle-orm';

/**
 * Collects the values of a list query as named placeholders while its conditions are built.
 * The names, in order, are the query's shape: requests of one shape share one built query and
 * differ only in the values, so the SQL text is made once per shape instead of once per request
 * (building a 60-column select costs more Node.js time than PostgreSQL spends running it).
 * No value is ever part of the SQL text or of the shape.
 */
export class QueryParams {
  readonly values: Record<string, unknown> = {};
  private readonly names: string[] = [];

  /** A placeholder standing for `value`; `name` must be unique within the query. */
  bind(name: string, value: unknown): Placeholder {
    this.names.push(name);
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** Records a choice that changes the SQL without a value of its own (e.g. 待审核 = 30, 40, 50). */
  choose(tag: string): void {
    this.names.push(`#${tag}`);
  }

  /** The shape: which placeholders and choices the query has, in order. */
  get shape(): string {
    return this.names.join(',');
  }
}
