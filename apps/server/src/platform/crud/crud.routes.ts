import { toPage } from '@certdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Actor } from '../../modules/admin-audit/admin-audit.service.js';
import { guard, requireUser } from '../auth/guard.js';
import type { AppContext } from '../context.js';
import { sendXlsx } from '../export/xlsx.js';
import { ok } from '../http.js';
import { serve } from '../serve.js';
import { deleteRow, exportRows, infoRow, listRows, saveRow } from './crud.service.js';
import type { CrudConfig, CrudTable, ListBody } from './crud-config.js';

type Id = string | number;

/** The acting administrator of a request, for the audit trail. */
export const actorOf = (request: FastifyRequest): Actor => ({ user: requireUser(request), ip: request.ip });

/**
 * The routes of one configuration screen, at the contract's paths (`cfg.api`): list, save,
 * delete, info and export, each present when the contract has it.
 */
export function crudRoutes<T extends CrudTable, L extends ListBody, S extends z.ZodType<{ id?: Id }>, R>(
  ctx: AppContext,
  cfg: CrudConfig<T, L, S, R>,
): FastifyPluginAsyncZod {
  const { api, tags, save } = cfg;
  // The OpenAPI summaries name the screen by its menu title ('查档网站列表', '保存查档网站' …).
  const title = api.menu.title;
  const read = { tags, onRequest: guard(cfg.access.read) };
  const write = { tags, onRequest: guard(cfg.access.write) };
  return async (app) => {
    serve(app, api.list, { ...read, summary: `${title}列表` }, async (request) => {
      const query = request.body as z.infer<L>;
      const { result, total } = await listRows(ctx, cfg, query);
      return ok(toPage(result as R[], total, query.pageSize));
    });
    if (save) {
      // Only serial-keyed screens answer their id; the contract's save route says which.
      const answersId = !(api.save.response instanceof z.ZodNull);
      serve(app, api.save, { ...write, summary: `保存${title}` }, async (request) => {
        const id = await saveRow(ctx, cfg, actorOf(request), request.body as z.infer<S>);
        return ok(answersId ? id : null, save.msg);
      });
    }
    if (api.delete) {
      serve(app, api.delete, { ...write, summary: `删除${title}` }, async (request) => {
        await deleteRow(ctx, cfg, actorOf(request), (request.params as { id: Id }).id);
        return ok(null, '删除成功');
      });
    }
    if (api.info) {
      serve(app, api.info, { ...read, summary: `${title}详情` }, async (request) =>
        ok(await infoRow(ctx, cfg, (request.params as { id: Id }).id)),
      );
    }
    if (api.exportPath && cfg.export) {
      const { sheet, columns } = cfg.export;
      app.post(
        api.exportPath,
        { schema: { tags, summary: `导出${title}`, body: api.list.body.partial() }, ...write },
        async (request, reply) => sendXlsx(reply, sheet, columns, exportRows(ctx, cfg, request.body as object)),
      );
    }
  };
}
