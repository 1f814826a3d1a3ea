import { and, asc, eq, gt, ne, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type Actor, recordAudit } from '../../modules/admin-audit/admin-audit.service.js';
import type { AppContext } from '../context.js';
import { conflict, notFound } from '../errors.js';
import { inBatches } from '../export/xlsx.js';
import type { CrudConfig, CrudTable, ListBody } from './crud-config.js';
import { selectPage, totalOver } from './page.js';

type Id = string | number;
// The use cases serve any configuration of the table; its schemas' own types do not matter here.
type AnyCrud<T extends CrudTable> = CrudConfig<T, ListBody, z.ZodType<{ id?: Id }>, unknown>;
type Select<T extends CrudTable> = T['$inferSelect'];

const missing = <T extends CrudTable>(cfg: AnyCrud<T>) => notFound(cfg.notFound);
const byId = <T extends CrudTable>(cfg: AnyCrud<T>, id: Id) => and(eq(cfg.table.id, id), cfg.scope);

/** One page of rows in their answer form, and the total, from one statement. */
export async function listRows<T extends CrudTable>(ctx: AppContext, cfg: AnyCrud<T>, query: { pageNum: number; pageSize: number }) {
  const where = and(cfg.scope, ...cfg.list.where(query));
  const table = cfg.table as PgTable;
  // `as never` here and in the writes below: Drizzle cannot check the columns of a table that is
  // a type parameter; the configuration's own types checked them where it was written.
  const select = ctx.db
    .select({ row: cfg.table, ...(cfg.list.extra ? { extra: cfg.list.extra } : {}), total: totalOver() } as never)
    .from(table)
    .where(where)
    .orderBy(...(cfg.list.orderBy?.(query) ?? [asc(cfg.table.id)]))
    .$dynamic();
  const { rows, total } = await selectPage(ctx.db, select, query, { table, where });
  const read = rows as unknown as { row: Select<T>; extra: Record<string, unknown> }[];
  return { result: read.map((r) => cfg.list.toRow(r.row, r.extra ?? {})), total };
}

/** One row in its answer form. */
export async function infoRow<T extends CrudTable>(ctx: AppContext, cfg: AnyCrud<T>, id: Id) {
  const [row] = (await ctx.db
    .select()
    .from(cfg.table as PgTable)
    .where(byId(cfg, id))) as Select<T>[];
  if (!row) throw missing(cfg);
  return cfg.list.toRow(row, {});
}

/**
 * Creates (no id) or updates (id) a row in one transaction with its audit entry, after the
 * unique check and the configuration's own rules. Answers the row's id.
 */
export async function saveRow<T extends CrudTable>(ctx: AppContext, cfg: AnyCrud<T>, actor: Actor, body: { id?: Id }): Promise<Id | null> {
  const save = cfg.save!;
  if ('run' in save) return save.run(ctx, actor, body);
  const { id, ...input } = body;
  const values = save.values(input, ctx);
  const written = { ...values, ...save.hidden?.(body, ctx) };
  const after = save.audited ? save.audited(values, body) : values;
  const table = cfg.table as CrudTable;
  return ctx.db.transaction(async (tx) => {
    if (save.unique) {
      const [dup] = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(save.unique.column, save.unique.of(values)), id ? ne(table.id, id) : undefined));
      if (dup) throw conflict(save.unique.message(values));
    }
    await save.check?.(tx, values);
    if (!id) {
      const [row] = (await tx
        .insert(table)
        .values({ ...written, ...save.onCreate?.(actor) } as never)
        .returning({ id: table.id })) as { id: Id }[];
      await recordAudit(tx, actor, { entity: cfg.entity, entityId: row!.id, action: 'create', after });
      return row!.id;
    }
    const [before] = await tx.select().from(table).where(byId(cfg, id));
    if (!before) throw missing(cfg);
    await tx
      .update(table)
      .set({ ...written, updatedAt: new Date() } as never)
      .where(byId(cfg, id));
    await recordAudit(tx, actor, { entity: cfg.entity, entityId: id, action: 'update', before, after });
    return id;
  });
}

/** Deletes a row of the scope with its audit entry. */
export async function deleteRow<T extends CrudTable>(ctx: AppContext, cfg: AnyCrud<T>, actor: Actor, id: Id): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(cfg.table as CrudTable)
      .where(byId(cfg, id))
      .returning();
    if (!row) throw missing(cfg);
    await recordAudit(tx, actor, { entity: cfg.entity, entityId: id, action: 'delete', before: row });
  });
}

/** The filtered rows in id order, read in keyset batches for an export. */
export function exportRows<T extends CrudTable>(ctx: AppContext, cfg: AnyCrud<T>, query: object): AsyncIterable<Select<T>> {
  const where: (SQL | undefined)[] = [cfg.scope, ...cfg.list.where(query)];
  const table = cfg.table as CrudTable;
  return inBatches<Select<T>>(
    (cursor, limit) =>
      ctx.db
        .select()
        .from(table)
        .where(and(...where, cursor ? gt(table.id, (cursor as { id: Id }).id) : undefined))
        .orderBy(asc(table.id))
        .limit(limit) as Promise<Select<T>[]>,
  );
}
