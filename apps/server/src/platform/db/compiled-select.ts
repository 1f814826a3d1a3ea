import { PGlite } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, Placeholder, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.js';

/** A select built once and run with each call's placeholder values. */
export interface CompiledSelect<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/** What compiledSelect needs of a Drizzle select: its SQL and its (flat) selection. */
interface SelectQuery {
  toSQL(): { sql: string; params: unknown[] };
  _: { selectedFields: Record<string, unknown> };
}

type Decoder = (value: unknown) => unknown;
type ArrayRunner = (text: string, params: unknown[]) => Promise<unknown[][]>;

/**
 * A select whose rows are read as arrays and decoded by one function per column, chosen when
 * the select is compiled. Drizzle's own execute chooses each cell's decoder anew (several
 * entity checks and an iterator per cell): on a list page of 10 rows × 50 columns that was
 * ~0.3 ms of the event loop per call, a fifth of the request (docs/performance.md). The rows are
 * the same objects Drizzle returns: the same keys, each value decoded by its column.
 * Unnamed statements, as Drizzle's `prepare('')`: PostgreSQL plans each run with its values. Named,
 * they saved the planning (mean p50 9.2 → 7.5 ms over 300 random lists) but PostgreSQL then kept
 * generic plans, chosen without the values that shaped the statement: 249 of 300 lists within
 * 50 ms instead of 288, one at 628 ms p95 (docs/performance.md, forty-third session).
 */
export function compiledSelect<T>(db: Db, query: SelectQuery): CompiledSelect<T> {
  const { sql: text, params } = query.toSQL();
  assertOnlyPlaceholders(text, params);
  // The columns in the selection's key order, as Drizzle writes the select list.
  const fields = Object.entries(query._.selectedFields);
  const keys = fields.map(([key]) => key);
  const decoders = fields.map(([key, field]) => decoderOf(key, field));
  const run = arrayRunner(db);
  return {
    async execute(values) {
      const rows = await run(text, fillPlaceholders(params, values));
      return rows.map((row) => {
        const out: Record<string, unknown> = {};
        for (let i = 0; i < keys.length; i++) {
          const value = row[i];
          out[keys[i] as string] = value === null ? null : (decoders[i] as Decoder)(value);
        }
        return out as T;
      });
    },
  };
}

/**
 * A compiled statement is reused by every later call of its shape: a value written into it when
 * it was built (instead of a placeholder) would be carried into the next request, another
 * user's filter or visibility. So the first compilation refuses any value that is not a placeholder.
 */
function assertOnlyPlaceholders(text: string, params: unknown[]): void {
  const inline = params.findIndex((p) => !is(p, Placeholder));
  if (inline >= 0) throw new Error(`compiledSelect: value $${inline + 1} is not a placeholder in: ${text}`);
}

function decoderOf(key: string, field: unknown): Decoder {
  if (is(field, Column)) return (v) => field.mapFromDriverValue(v);
  // An SQL field's decoder is its mapWith (Drizzle keeps it internal), else the value itself.
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  throw new Error(`compiledSelect: ${key} is neither a column nor SQL (flat selections only)`);
}

function decoderOfSql(sql: SQL): Decoder {
  const { decoder } = sql as unknown as { decoder: { mapFromDriverValue: Decoder } };
  return (v) => decoder.mapFromDriverValue(v);
}

/** Dates and intervals come as PostgreSQL prints them, for the columns to decode (as Drizzle reads them). */
const RAW_TYPES = new Set([1082, 1083, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231]);
const raw = (value: string) => value;
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(oid) ? raw : pg.types.getTypeParser(oid, format ?? 'text')) as pg.CustomTypesConfig['getTypeParser'],
};
const pgliteParsers = Object.fromEntries([...RAW_TYPES].map((oid) => [oid, raw]));

/** Runs a statement on the driver under Drizzle and returns its rows as arrays. */
function arrayRunner(db: Db): ArrayRunner {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    return async (text, values) => (await client.query<unknown[]>({ text, values, rowMode: 'array', types: pgTypes })).rows;
  }
  if (client instanceof PGlite) {
    return async (text, values) => (await client.query<unknown[]>(text, values, { rowMode: 'array', parsers: pgliteParsers })).rows;
  }
  throw new Error('compiledSelect: the database is neither a pg pool nor PGlite');
}
