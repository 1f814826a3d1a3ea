import { envelopeOf, pageOf, toPage } from '@certdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../modules/admin-audit/admin-audit.service.js';
import { guard, requireUser } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { sendXlsx } from '../export/xlsx.js';
import { ok } from '../http.js';
import { deleteRow, exportRows, infoRow, listRows, saveRow } from './crud.service.js';
import type { CrudConfig, CrudTable, ListBody } from './crud-config.js';

type Id = string | number;
const serialId = z.coerce.number().int().positive();

/** The acting administrator of a request, for the audit trail. */
export const actorOf = (request: FastifyRequest): Actor => ({ user: requireUser(request), ip: request.ip });

/**
 * The routes of one configuration screen: list (POST path), save (POST path), delete
 * (DELETE path/:id), info (GET path/:id) and export (POST path), each present when configured.
 */
export function crudRoutes<T extends CrudTable, L extends ListBody, S extends z.ZodType<{ id?: Id }>, R>(
  ctx: AppContext,
  cfg: CrudConfig<T, L, S, R>,
): FastifyPluginAsyncZod {
  const { tags, list, save, info, export: exp } = cfg;
  const read = guard(cfg.access.read);
  const write = guard(cfg.access.write);
  const params = z.object({ id: cfg.idParam ?? serialId });
  return async (app) => {
    app.post(
      list.path,
      { schema: { tags, summary: list.summary, body: list.body, response: { 200: envelopeOf(pageOf(list.row)) } }, onRequest: read },
      async (request) => {
        const query = request.body as z.infer<L>;
        const { result, total } = await listRows(ctx, cfg, query);
        return ok(toPage(result as R[], total, query.pageSize));
      },
    );
    if (save) {
      const answer = save.answer.data === 'id' ? z.number().int() : z.null();
      app.post(
        save.path,
        { schema: { tags, summary: save.summary, body: save.body, response: { 200: envelopeOf(answer) } }, onRequest: write },
        async (request) => {
          const id = await saveRow(ctx, cfg, actorOf(request), request.body as z.infer<S>);
          // Only serial-keyed screens answer their id.
          return ok(save.answer.data === 'id' ? (id as number) : null, save.answer.msg);
        },
      );
    }
    if (cfg.delete) {
      app.delete(
        `${cfg.delete.path}/:id`,
        { schema: { tags, summary: cfg.delete.summary, params, response: { 200: envelopeOf(z.null()) } }, onRequest: write },
        async (request) => {
          await deleteRow(ctx, cfg, actorOf(request), request.params.id as Id);
          return ok(null, '删除成功');
        },
      );
    }
    if (info) {
      app.get(
        `${info.path}/:id`,
        { schema: { tags, summary: info.summary, params, response: { 200: envelopeOf(list.row) } }, onRequest: read },
        async (request) => ok((await infoRow(ctx, cfg, request.params.id as Id)) as R),
      );
    }
    if (exp) {
      app.post(exp.path, { schema: { tags, summary: exp.summary, body: list.body.partial() }, onRequest: write }, async (request, reply) =>
        sendXlsx(reply, exp.sheet, exp.columns, exportRows(ctx, cfg, request.body as object)),
      );
    }
  };
}
