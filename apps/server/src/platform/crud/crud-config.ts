import type { ApiRoute, Page } from '@certdesk/contract';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Actor } from '../../modules/admin-audit/admin-audit.service.js';
import type { Access } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import type { ExportColumn } from '../export/xlsx.js';

/** A table the factory can serve: keyed by `id`, with the `updated_at` an edit stamps. */
export type CrudTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn };
type Select<T extends CrudTable> = T['$inferSelect'];
type Insert<T extends CrudTable> = T['$inferInsert'];
type Id = string | number;
/**
 * The routes of a configuration screen as the contract describes them (`crudApi` in
 * packages/contract/src/api/crud-api.ts): its menu entry, list and save, and delete, info and
 * the export's path where the screen has them.
 */
export interface CrudRoutesOf<L extends ListBody, S extends z.ZodType<{ id?: Id }>, R> {
  menu: { id: number; title: string };
  list: ApiRoute & { method: 'POST'; body: L; response: z.ZodType<Page<R>> };
  save: ApiRoute & { method: 'POST'; body: S };
  delete?: ApiRoute & { method: 'DELETE'; params: z.ZodType<{ id: Id }> };
  info?: ApiRoute & { method: 'GET'; params: z.ZodType<{ id: Id }> };
  exportPath?: string;
}
/** A list request: an object schema (its partial is the export's filter) that carries the page. */
export type ListBody = z.ZodObject & z.ZodType<{ pageNum: number; pageSize: number }>;
/**
 * A configuration screen's list, save and delete (and, where it has them, info and export),
 * each guarded, validated by the contract's schemas and written to the admin audit trail.
 * Methods, paths and schemas are the contract's (`api`); behaviour a screen has beyond that is a
 * hook here, not a copy of the routes.
 */
export interface CrudConfig<T extends CrudTable, L extends ListBody, S extends z.ZodType<{ id?: Id }>, R> extends CrudScreen<T, L, S, R> {
  tags: string[];
  /** Who may read (list, info) and who may change (save, delete, export). */
  access: { read: Access; write: Access };
}
/** What a screen's own file writes: the CRUD configuration but its OpenAPI group and access, which come from the menu entry. */
export interface CrudScreen<T extends CrudTable, L extends ListBody, S extends z.ZodType<{ id?: Id }>, R> {
  api: CrudRoutesOf<L, S, R>;
  table: T;
  /** The audit trail's name of the entity ('website', 'subtotalKeyword' …). */
  entity: string;
  /** Rows outside the scope are neither listed nor read nor deleted (a dictionary category). */
  scope?: SQL;
  /** The message when a row to edit, read or delete is missing; Msg.notFound unless given. */
  notFound?: string;
  list: {
    where(query: Partial<z.infer<L>>): SQL[];
    /** Sort of a page; by id unless given. */
    orderBy?(query: z.infer<L>): SQL[];
    /** Computed columns beside the row's own (the submitter's name). */
    extra?: Record<string, SQL.Aliased | SQL | AnyPgColumn>;
    toRow(row: Select<T>, extra: Record<string, unknown>): R;
  };
  /** Create (no id) or update (id) with the audit trail, answered with the id or null (as the route says). */
  save?: { msg?: string } & (SaveRows<T, S> | SaveOwn<S>);
  /** The filtered rows as a spreadsheet (at the contract's `exportPath`), read in keyset batches. */
  export?: { sheet: string; columns: ExportColumn<Select<T>>[] };
}
/** A save the factory writes: the row's columns from the request, and the rules around them. */
interface SaveRows<T extends CrudTable, S extends z.ZodType<{ id?: Id }>> {
  /** The columns written, also the audit trail's "after". */
  values(input: Omit<z.infer<S>, 'id'>, ctx: AppContext): Partial<Insert<T>>;
  /** Columns written on create only, not audited (the submitter). */
  onCreate?(actor: Actor): Partial<Insert<T>>;
  /** Columns written but never audited nor answered (a sealed secret); none when empty. */
  hidden?(input: z.infer<S>, ctx: AppContext): Partial<Insert<T>>;
  /** The audit trail's "after" when it differs from the values (credentials are redacted there). */
  audited?(values: Partial<Insert<T>>, input: z.infer<S>): unknown;
  /** A column no two rows share, and the message that refuses a second one. */
  unique?: { column: AnyPgColumn; of(values: Partial<Insert<T>>): unknown; message(values: Partial<Insert<T>>): string };
  /** Further rules, in the save's transaction, after the unique check. */
  check?(tx: Db, values: Partial<Insert<T>>): Promise<void>;
}

/** A save that is its own use case (the dictionary's typed codes), audited by itself. */
interface SaveOwn<S extends z.ZodType<{ id?: Id }>> {
  run(ctx: AppContext, actor: Actor, input: z.infer<S>): Promise<Id | null>;
}
