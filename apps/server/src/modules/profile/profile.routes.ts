import { envelopeOf, myStatsSchema } from '@certdesk/contract';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import { AVATAR_URL_PREFIX, readAvatar, storeAvatar } from './avatar-store.js';

const tags = ['个人中心'];

/** Start of the current month in Asia/Shanghai (D20), as an instant. */
export function shanghaiMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3600_000);
}

/** The profile page (/profile/index): avatar upload and save, and the caller's statistics. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/avatar',
      {
        schema: {
          tags,
          summary: '上传头像（裁剪后的PNG）',
          body: z.object({ data: z.string().min(1, '请选择图片').max(1_500_000, '头像图片不能超过1MB') }),
          response: { 200: envelopeOf(z.object({ url: z.string() })) },
        },
        onRequest: guard(),
      },
      async (request) => ok({ url: await storeAvatar(ctx.config.dataDir, request.body.data) }, '上传成功'),
    );
    app.post(
      '/api/user/update',
      {
        schema: {
          tags,
          summary: '修改个人信息（头像）',
          body: z.object({
            avatar: z
              .string()
              .max(500)
              .refine((v) => v === '' || v.startsWith(AVATAR_URL_PREFIX) || /^https:\/\//.test(v), '头像地址无效'),
          }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(),
      },
      async (request) => {
        await ctx.db
          .update(users)
          .set({ avatar: request.body.avatar, updatedAt: new Date() })
          .where(eq(users.id, requireUser(request).id));
        return ok(null, '修改成功');
      },
    );
    // Avatars are shown by <img>, which carries no bearer token: they are served by unguessable name.
    app.get(
      `${AVATAR_URL_PREFIX}:name`,
      { schema: { hide: true, params: z.object({ name: z.string().max(64) }) }, config: { public: true } },
      async (request, reply) => {
        const buf = await readAvatar(ctx.config.dataDir, request.params.name);
        if (!buf) return reply.status(404).send({ code: '1004', msg: '文件不存在', data: null });
        return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=86400').send(buf);
      },
    );
    app.get(
      '/api/user/stats',
      { schema: { tags, summary: '本月个人工作统计', response: { 200: envelopeOf(myStatsSchema) } }, onRequest: guard() },
      async (request) => {
        const me = requireUser(request).id;
        const since = shanghaiMonthStart();
        const n = async (...where: Parameters<typeof and>) =>
          (
            await ctx.db
              .select({ n: count() })
              .from(orders)
              .where(and(...where))
          )[0]?.n ?? 0;
        const [certified, certifiedSuccess, reviewed, pendingCertification, pendingReview] = await Promise.all([
          n(eq(orders.certificationUid, me), gte(orders.completedCerDate, since)),
          n(eq(orders.certificationUid, me), gte(orders.completedCerDate, since), eq(orders.certificationResult, 10)),
          n(eq(orders.auditUid, me), gte(orders.completedAuditDate, since)),
          n(eq(orders.certificationUid, me), eq(orders.orderStatus, 20)),
          n(eq(orders.auditUid, me), inArray(orders.orderStatus, [30, 40])),
        ]);
        const local = new Date(Date.now() + 8 * 3600_000);
        const month = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
        return ok({ month, certified, certifiedSuccess, reviewed, pendingCertification, pendingReview });
      },
    );
  };
}
