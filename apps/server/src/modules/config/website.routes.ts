import { envelopeOf, pageOf, saveWebsiteSchema, toPage, websiteListSchema, websiteRowSchema } from '@certdesk/contract';
import { and, asc, count, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { areaName } from './area-names.js';
import { archiveWebsites as t } from './config.schema.js';
import { actorOf, readAccess, WRITE } from './config.shared.js';

const tags = ['配置管理'];
const toRow = (r: typeof t.$inferSelect) => ({
  id: r.id,
  website: r.website,
  province: r.province,
  city: r.city,
  provinceName: r.provinceName,
  cityName: r.cityName,
  notes: r.notes,
});

/** Area filter: a code or a name matches either column. */
const areaIs = (code: AnyPgColumn, name: AnyPgColumn, value: string) => or(eq(code, value), eq(name, value));

/** Registry websites of an area, the city's first, then the province's (for the order detail). */
export async function findWebsites(ctx: AppContext, province: string, city: string) {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(areaIs(t.province, t.provinceName, province))
    .orderBy(asc(t.id));
  return rows
    .filter((r) => r.city === '' || r.city === city || r.cityName === city)
    .sort((a, b) => Number(b.city !== '') - Number(a.city !== ''))
    .map(toRow);
}

/** Archive websites (/configuration/web). */
export function websiteRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/config/website/list',
      {
        schema: { tags, summary: '查档网站列表', body: websiteListSchema, response: { 200: envelopeOf(pageOf(websiteRowSchema)) } },
        onRequest: guard(readAccess(71000)),
      },
      async (request) => {
        const q = request.body;
        const where: SQL[] = [];
        if (q.province) where.push(areaIs(t.province, t.provinceName, q.province)!);
        if (q.city) where.push(areaIs(t.city, t.cityName, q.city)!);
        const cond = and(...where);
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(t)
            .where(cond)
            .orderBy(asc(t.province), asc(t.city), asc(t.id))
            .limit(q.pageSize)
            .offset((q.pageNum - 1) * q.pageSize),
          ctx.db.select({ n: count() }).from(t).where(cond),
        ]);
        return ok(toPage(rows.map(toRow), total?.n ?? 0, q.pageSize));
      },
    );
    app.post(
      '/api/config/website/save',
      {
        schema: { tags, summary: '保存查档网站', body: saveWebsiteSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const { id, ...input } = request.body;
        const values = {
          ...input,
          provinceName: areaName(input.province, input.provinceName),
          cityName: input.city ? areaName(input.city, input.cityName) : '',
        };
        const saved = await ctx.db.transaction(async (tx) => {
          if (!id) {
            const [row] = await tx.insert(t).values(values).returning();
            await recordAudit(tx, actorOf(request), { entity: 'website', entityId: row!.id, action: 'create', after: values });
            return row!.id;
          }
          const [before] = await tx.select().from(t).where(eq(t.id, id));
          if (!before) throw notFound();
          await tx
            .update(t)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(t.id, id));
          await recordAudit(tx, actorOf(request), { entity: 'website', entityId: id, action: 'update', before, after: values });
          return id;
        });
        return ok(saved, '保存成功');
      },
    );
    app.delete(
      '/api/config/website/:id',
      {
        schema: {
          tags,
          summary: '删除查档网站',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx.delete(t).where(eq(t.id, request.params.id)).returning();
          if (!row) throw notFound();
          await recordAudit(tx, actorOf(request), { entity: 'website', entityId: row.id, action: 'delete', before: row });
        });
        return ok(null, '删除成功');
      },
    );
  };
}
