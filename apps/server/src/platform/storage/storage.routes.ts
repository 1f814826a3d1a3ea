import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { storageApi } from '@certdesk/contract';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { ok } from '../http.js';
import { serve } from '../serve.js';
import { contentTypeOf } from './content-types.js';
import { FILES_PATH } from './file-links.js';
import { checkPolicy, policyAllowsType } from './local-policy.js';
import { LocalStorage } from './local-storage.js';
import { isSafeKey, PURPOSES } from './storage.js';

/** Upload signing for every store; the embedded store's upload and download endpoints when it is local. */
export function storageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, storageApi.uploadPolicy, { tags: ['文件'], summary: '获取上传签名 (D15)', onRequest: guard() }, async (request) => {
      const { purpose, contentType } = request.query;
      return ok(await ctx.storage.createUploadPolicy({ userId: requireUser(request).id, purpose, contentType }));
    });
    if (ctx.storage instanceof LocalStorage) await app.register(localStoreRoutes(ctx.storage));
  };
}

const refuse = (reply: FastifyReply, status: number, message: string) =>
  reply.status(status).send({ code: status === 413 ? '1001' : '1003', msg: message, data: null });

/** The embedded store's upload: POST /files (OSS PostObject form). Files are read through modules/files. */
function localStoreRoutes(store: LocalStorage) {
  return async (app: FastifyInstance) => {
    const maxBytes = Math.max(...Object.values(PURPOSES).map((p) => p.maxBytes));
    await app.register(fastifyMultipart, { limits: { fileSize: maxBytes + 1, files: 1, fields: 20, fieldSize: 16 * 1024 } });

    app.post(FILES_PATH, { schema: { hide: true } }, async (request, reply) => {
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        // The file comes last (OSS convention): everything it must meet is known by now.
        const checked = checkPolicy(store.policySecret, fields, new Date());
        if (!checked.ok) {
          part.file.resume();
          return refuse(reply, checked.status, checked.message);
        }
        const key = fields.key ?? '';
        const declared = fields['Content-Type'] ?? part.mimetype;
        if (!isSafeKey(key)) {
          part.file.resume();
          return refuse(reply, 403, '上传路径不合法');
        }
        // The key's suffix decides how the file is served, so it must be an allowed type as well.
        if (![declared, part.mimetype, contentTypeOf(key)].every((t) => policyAllowsType(checked.policy, t))) {
          part.file.resume();
          return refuse(reply, 403, '上传的文件类型不允许');
        }
        const target = store.pathOf(key);
        const temp = `${target}.${randomBytes(6).toString('hex')}.part`;
        await fs.mkdir(path.dirname(target), { recursive: true });
        let size = 0;
        let tooBig = false;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > checked.policy.maxBytes && !tooBig) {
            tooBig = true;
            part.file.unpipe();
            part.file.resume();
          }
        });
        try {
          await pipeline(part.file, createWriteStream(temp));
        } catch {
          tooBig = true;
        }
        if (tooBig || part.file.truncated || size > checked.policy.maxBytes) {
          await fs.rm(temp, { force: true });
          return refuse(reply, 413, `文件大小不能超过 ${Math.floor(checked.policy.maxBytes / 1024 / 1024)}MB`);
        }
        if (size < checked.policy.minBytes) {
          await fs.rm(temp, { force: true });
          return refuse(reply, 400, '上传的文件为空');
        }
        await fs.rename(temp, target);
        const status = Number(fields.success_action_status ?? 204);
        const code = [200, 201, 204].includes(status) ? status : 204;
        if (code === 201) {
          reply.header('content-type', 'application/xml');
          return reply.status(201).send(`<PostResponse><Location>${FILES_PATH}/${key}</Location><Key>${key}</Key></PostResponse>`);
        }
        return reply.status(code).send();
      }
      return refuse(reply, 400, '请选择要上传的文件');
    });
  };
}
