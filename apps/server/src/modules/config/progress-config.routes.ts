import {
  envelopeOf,
  ORDER_TYPE_LABELS,
  type ProgressConfigRow,
  pageOf,
  progressConfigListSchema,
  progressConfigRowSchema,
  saveProgressConfigSchema,
  toPage,
} from '@certdesk/contract';
import { and, arrayOverlaps, asc, count, eq, gt, ilike, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { formatShanghai, inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { progressPushConfigs as t } from './config.schema.js';
import { actorOf, like, readAccess, WRITE } from './config.shared.js';

type Row = typeof t.$inferSelect;
const tags = ['配置管理'];
const ACCESS = readAccess(77000);

// The secret is sealed at rest and never answered; only whether one is set.
const toRow = (r: Row): ProgressConfigRow => ({
  id: r.id,
  name: r.name,
  webhook: r.webhook,
  hasSecret: r.secretEnc !== '',
  enabled: r.enabled,
  orderTypes: r.orderTypes,
  updateAt: formatShanghai(r.updatedAt),
});

function conditions(q: { name?: string; orderType?: number[] }): SQL[] {
  const where: SQL[] = [];
  if (q.name) where.push(ilike(t.name, like(q.name)));
  if (q.orderType?.length) where.push(arrayOverlaps(t.orderTypes, q.orderType));
  return where;
}

/** The chat-app robot configurations of progress pushes (/configuration/dingtalk, D14). */
export function progressConfigRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/progressConfig/list',
      {
        schema: {
          tags,
          summary: '进度推送配置列表',
          body: progressConfigListSchema,
          response: { 200: envelopeOf(pageOf(progressConfigRowSchema)) },
        },
        onRequest: guard(ACCESS),
      },
      async (request) => {
        const q = request.body;
        const cond = and(...conditions(q));
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(t)
            .where(cond)
            .orderBy(asc(t.id))
            .limit(q.pageSize)
            .offset((q.pageNum - 1) * q.pageSize),
          ctx.db.select({ n: count() }).from(t).where(cond),
        ]);
        return ok(toPage(rows.map(toRow), total?.n ?? 0, q.pageSize));
      },
    );
    app.post(
      '/api/progressConfig/save',
      {
        schema: { tags, summary: '保存进度推送配置', body: saveProgressConfigSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const input = request.body;
        const id = await ctx.db.transaction(async (tx) => {
          const [dup] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.name, input.name), input.id ? ne(t.id, input.id) : undefined));
          if (dup) throw conflict(`名称 ${input.name} 已存在`);
          const values = { name: input.name, webhook: input.webhook, enabled: input.enabled, orderTypes: input.orderTypes };
          const sealed = input.secret ? { secretEnc: ctx.secrets.seal(input.secret) } : {};
          if (!input.id) {
            const [row] = await tx
              .insert(t)
              .values({ ...values, ...sealed })
              .returning();
            await recordAudit(tx, actorOf(request), {
              entity: 'progressConfig',
              entityId: row!.id,
              action: 'create',
              after: { ...values, secret: input.secret },
            });
            return row!.id;
          }
          const [before] = await tx.select().from(t).where(eq(t.id, input.id));
          if (!before) throw notFound();
          await tx
            .update(t)
            .set({ ...values, ...sealed, updatedAt: new Date() })
            .where(eq(t.id, input.id));
          await recordAudit(tx, actorOf(request), {
            entity: 'progressConfig',
            entityId: input.id,
            action: 'update',
            before,
            after: { ...values, secret: input.secret },
          });
          return input.id;
        });
        return ok(id, '保存成功');
      },
    );
    app.delete(
      '/api/progressConfig/deleted/:id',
      {
        schema: {
          tags,
          summary: '删除进度推送配置',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx.delete(t).where(eq(t.id, request.params.id)).returning();
          if (!row) throw notFound();
          await recordAudit(tx, actorOf(request), { entity: 'progressConfig', entityId: row.id, action: 'delete', before: row });
        });
        return ok(null, '删除成功');
      },
    );
    app.post(
      '/api/progressConfig/list/export',
      { schema: { tags, summary: '导出进度推送配置', body: progressConfigListSchema.partial() }, onRequest: guard(WRITE) },
      async (request, reply) => {
        const where = conditions(request.body);
        const rows = inBatches<Row>((cursor, limit) =>
          ctx.db
            .select()
            .from(t)
            .where(and(...where, cursor ? gt(t.id, cursor.id) : undefined))
            .orderBy(asc(t.id))
            .limit(limit),
        );
        return sendXlsx(
          reply,
          '进度推送配置',
          [
            { header: '名称', value: (r) => r.name },
            { header: 'Webhook地址', width: 40, value: (r) => r.webhook },
            { header: '加签密钥', value: (r) => (r.secretEnc ? '已设置' : '未设置') },
            { header: '状态', value: (r) => (r.enabled ? '启用' : '停用') },
            { header: '订单类型', value: (r) => r.orderTypes.map((o) => ORDER_TYPE_LABELS[o] ?? o).join('、') },
            { header: '更新时间', width: 20, value: (r) => formatShanghai(r.updatedAt) },
          ],
          rows,
        );
      },
    );
  };
}

/** The enabled robots for an order type, with their secrets opened (for the push sender). */
export async function enabledRobots(ctx: AppContext, orderType: number) {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.enabled, true), arrayOverlaps(t.orderTypes, [orderType])));
  return rows.map((r) => ({ id: r.id, name: r.name, webhook: r.webhook, secret: r.secretEnc ? ctx.secrets.open(r.secretEnc) : '' }));
}
