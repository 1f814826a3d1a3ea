import {
  type BusinessRow,
  businessListSchema,
  businessRowSchema,
  envelopeOf,
  pageOf,
  saveBusinessSchema,
  toPage,
} from '@certdesk/contract';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { users } from '../users/users.schema.js';
import { areaName } from './area-names.js';
import { businessPhones as t } from './config.schema.js';
import { actorOf, like, readAccess, WRITE } from './config.shared.js';

const tags = ['配置管理'];
type Filters = z.infer<typeof businessListSchema>;
const areaIs = (code: AnyPgColumn, name: AnyPgColumn, value: string) => or(eq(code, value), eq(name, value))!;

function conditions(q: Omit<Filters, 'pageNum' | 'pageSize'>): SQL[] {
  const where: SQL[] = [];
  if (q.mobile) where.push(ilike(t.mobile, like(q.mobile)));
  if (q.deptName) where.push(ilike(t.deptName, like(q.deptName)));
  if (q.province) where.push(areaIs(t.province, t.provinceName, q.province));
  if (q.city) where.push(areaIs(t.city, t.cityName, q.city));
  if (q.area) where.push(areaIs(t.area, t.areaName, q.area));
  if (q.uid !== undefined) where.push(eq(t.submitterUid, q.uid));
  return where;
}

/**
 * One page of the business phone library with the submitter's name; exported for the order
 * detail's phone-library dialog, which reads the same data by the order's area.
 */
export async function findBusinessPhones(ctx: AppContext, q: Filters): Promise<{ result: BusinessRow[]; total: number }> {
  const cond = and(...conditions(q));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ p: t, uname: users.nickName })
      .from(t)
      .leftJoin(users, eq(users.id, t.submitterUid))
      .where(cond)
      .orderBy(asc(t.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    ctx.db.select({ n: count() }).from(t).where(cond),
  ]);
  const result = rows.map(({ p, uname }) => ({
    id: p.id,
    deptName: p.deptName,
    mobile: p.mobile,
    province: p.province,
    city: p.city,
    area: p.area,
    provinceName: p.provinceName,
    cityName: p.cityName,
    areaName: p.areaName,
    uid: p.submitterUid,
    uname: uname ?? '',
  }));
  return { result, total: total?.n ?? 0 };
}

/** The business phone library (/configuration/phone). */
export function businessPhoneRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/config/business/list',
      {
        schema: { tags, summary: '企业电话库列表', body: businessListSchema, response: { 200: envelopeOf(pageOf(businessRowSchema)) } },
        onRequest: guard(readAccess(72000)),
      },
      async (request) => {
        const { result, total } = await findBusinessPhones(ctx, request.body);
        return ok(toPage(result, total, request.body.pageSize));
      },
    );
    app.post(
      '/api/config/business/save',
      {
        schema: { tags, summary: '保存企业电话', body: saveBusinessSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const { id, ...input } = request.body;
        const actor = actorOf(request);
        const values = {
          ...input,
          provinceName: input.province ? areaName(input.province, input.provinceName) : '',
          cityName: input.city ? areaName(input.city, input.cityName) : '',
          areaName: input.area ? areaName(input.area, input.areaName) : '',
        };
        const saved = await ctx.db.transaction(async (tx) => {
          if (!id) {
            const [row] = await tx
              .insert(t)
              .values({ ...values, submitterUid: actor.user.id })
              .returning();
            await recordAudit(tx, actor, { entity: 'businessPhone', entityId: row!.id, action: 'create', after: values });
            return row!.id;
          }
          const [before] = await tx.select().from(t).where(eq(t.id, id));
          if (!before) throw notFound();
          await tx
            .update(t)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(t.id, id));
          await recordAudit(tx, actor, { entity: 'businessPhone', entityId: id, action: 'update', before, after: values });
          return id;
        });
        return ok(saved, '保存成功');
      },
    );
    app.delete(
      '/api/config/business/:id',
      {
        schema: {
          tags,
          summary: '删除企业电话',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx.delete(t).where(eq(t.id, request.params.id)).returning();
          if (!row) throw notFound();
          await recordAudit(tx, actorOf(request), { entity: 'businessPhone', entityId: row.id, action: 'delete', before: row });
        });
        return ok(null, '删除成功');
      },
    );
  };
}
