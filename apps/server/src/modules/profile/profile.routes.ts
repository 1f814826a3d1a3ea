import { envelopeOf, myStatsSchema, updateAvatarSchema } from '@certdesk/contract';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { orders } from '../orders/orders.schema.js';
import { saveAvatar } from './avatar.service.js';

const tags = ['个人中心'];

/** Start of the current month in Asia/Shanghai (D20), as an instant. */
export function shanghaiMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3600_000);
}

/** The profile page (/profile/index): saving the avatar uploaded to the store, and the caller's statistics. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/update',
      {
        schema: {
          tags,
          summary: '修改个人信息（头像：以 avatar 用途上传后的文件）',
          body: updateAvatarSchema,
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(),
      },
      async (request) => {
        await saveAvatar(ctx, requireUser(request), request.body.avatar);
        return ok(null, '修改成功');
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
