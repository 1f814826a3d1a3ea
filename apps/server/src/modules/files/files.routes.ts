import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { contentTypeOf } from '../../platform/storage/content-types.js';
import { FILES_PATH, LocalStorage, S3Storage } from '../../platform/storage/index.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { isAvatarKey, isCurrentAvatar } from '../profile/avatar.service.js';

/** How long the store's own presigned link lives once our checks have passed (S3: the browser follows a redirect). */
const STORE_LINK_TTL_MS = 60_000;

/**
 * GET /files/<key>?u=&o=&exp=&sig=: a stored file, to the signed-in user the link was made for,
 * while they may see the file's order (D15: evidence is personal data). The link alone is not
 * enough: a link copied out of the app, or kept after signing out, or after the order was taken
 * away, is refused. The one exception: a user's current avatar, to any signed-in user.
 */
export function fileRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get(`${FILES_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      if (!isSafeKey(key)) throw notFound('文件不存在');
      const query = request.query as Record<string, string | undefined>;
      // Avatars are shown to colleagues, and the app keeps user info for the whole session, so a
      // short-lived link would break: a current avatar is served to any signed-in user (docs/decisions-admin.md).
      if (query.sig === undefined && isAvatarKey(key)) {
        requireUser(request);
        if (!(await isCurrentAvatar(ctx, key))) throw notFound('文件不存在');
        return deliver(ctx, key, reply);
      }
      const verdict = ctx.storage.verifyLink(key, query);
      if (!verdict.ok) throw forbidden(verdict.reason === 'expired' ? '文件链接已过期，请刷新页面' : '文件链接无效');
      const user = requireUser(request);
      if (user.id !== verdict.scope.userId) throw forbidden('文件链接无效');
      if (verdict.scope.orderId) await assertOrderVisible(ctx, user, verdict.scope.orderId);
      return deliver(ctx, key, reply);
    });
  };
}

async function deliver(ctx: AppContext, key: string, reply: FastifyReply) {
  reply
    .header('cache-control', 'private, max-age=300')
    .header('x-content-type-options', 'nosniff')
    // SVG may carry script: never let a stored file run in our origin.
    .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  if (ctx.storage instanceof S3Storage) return reply.redirect(await ctx.storage.presignGet(key, STORE_LINK_TTL_MS), 302);
  if (!(ctx.storage instanceof LocalStorage)) throw notFound('文件不存在');
  const file = ctx.storage.pathOf(key);
  const stat = await fs.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound('文件不存在');
  return reply.header('content-type', contentTypeOf(key)).header('content-length', stat.size).send(createReadStream(file));
}
