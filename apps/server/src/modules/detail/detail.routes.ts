import { type ApiRoute, detailApi, type RouteAnswer } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { type ServedRequest, serve } from '../../platform/serve.js';
import { changeRecords, updateCompany } from './company.service.js';
import { loadCompany, loadDetail, orderBusinessPhones, orderIncomings, orderWebsites } from './detail.service.js';
import { readableOrder } from './detail-access.js';
import { autoCommitEducational, ocrDegree, ocrReportCode } from './ocr.service.js';
import { saveRecord, saveReportCode, saveValues } from './type-data.service.js';

/** Who may read an order's detail (the order itself is checked per user, D4). */
export const READ = guard({ roles: [0, 100, 200, 300], routes: [14000] });
/** Who may change it: certifiers (the service checks it is theirs and editable). */
export const WRITE = guard({ roles: [200] });
const tags = ['订单详情'];

type User = ReturnType<typeof requireUser>;

/**
 * Registers GETs of one order's piece by its id for the detail's readers (READ): each names its
 * route, its summary and what it loads for the user and the order (the service checks the order).
 */
export function detailReads(app: Parameters<typeof serve>[0], tags: string[]) {
  return <R extends ApiRoute & { params: typeof detailApi.detail.params }>(
    route: R,
    summary: string,
    load: (user: User, id: number) => Promise<RouteAnswer<R>>,
  ) => serve(app, route, { tags, summary, onRequest: READ }, async (request) => ok(await load(requireUser(request), request.params.id)));
}

/** The order detail: load, registry card, websites, phones, incoming orders, type data, OCR. */
export function detailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = detailReads(app, tags);
    byId(detailApi.detail, '订单详情（基本信息）', (u, id) => loadDetail(ctx, u, id));
    byId(detailApi.company, '档案信息', (u, id) => loadCompany(ctx, u, id));
    byId(detailApi.websites, '查档网址', (u, id) => orderWebsites(ctx, u, id));
    byId(detailApi.businessPhones, '工商电话库', (u, id) => orderBusinessPhones(ctx, u, id));
    byId(detailApi.incomings, '来单信息', (u, id) => orderIncomings(ctx, u, id));

    serve(app, detailApi.changeRecords, { tags, summary: '字段修改记录', onRequest: READ }, async (request) => {
      const { orderId, eventType, filed } = request.body;
      await readableOrder(ctx, requireUser(request), orderId);
      return ok(await changeRecords(ctx, orderId, eventType, filed));
    });
    serve(app, detailApi.updateCompany, { tags, summary: '保存档案信息', onRequest: WRITE }, async (request) =>
      ok(await updateCompany(ctx, requireUser(request), request.body), '保存成功'),
    );

    // The saves answer nothing but their message.
    const save = <R extends ApiRoute & { body: z.ZodType<{ orderId: number }> }>(
      route: R,
      summary: string,
      run: (user: User, b: ServedRequest<R>['body']) => Promise<void>,
    ) =>
      serve(app, route, { tags, summary, onRequest: WRITE }, async (request) => {
        await run(requireUser(request), request.body);
        return ok(null, '保存成功');
      });
    const strip = <T extends { orderId: number }>(b: T) => {
      const { orderId: _o, ...rest } = b;
      return rest as Record<string, string>;
    };
    const { saveEducationalValue, savePosition, saveMajorValue, saveHonorValue } = detailApi;
    save(saveEducationalValue, '保存申请人学历', (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save(savePosition, '保存申请人职位', (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save(saveMajorValue, '保存技能名称', (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save(saveHonorValue, '保存荣誉名称', (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save(detailApi.saveEducational, '保存学历信息', (u, b) => saveRecord(ctx, u, b.orderId, 'educationalInfo', strip(b)));
    save(detailApi.saveMajor, '保存技能/资格/职称信息', (u, b) => saveRecord(ctx, u, b.orderId, 'majorInfo', strip(b)));
    save(detailApi.saveHonor, '保存荣誉信息', (u, b) => saveRecord(ctx, u, b.orderId, 'honorInfo', strip(b)));
    save(detailApi.saveReportCode, '保存学信网验证码', (u, b) => saveReportCode(ctx, u, b.orderId, b.reportVerificationCode));
    serve(app, detailApi.autoCommitEducational, { tags, summary: '按验证码自动提交学历', onRequest: WRITE }, async (request) =>
      ok(await autoCommitEducational(ctx, requireUser(request), request.body.orderId), '保存成功'),
    );

    serve(app, detailApi.ocrReportCode, { tags, summary: '识别学信网验证码（二维码）', onRequest: WRITE }, async (request) =>
      ok(await ocrReportCode(ctx, requireUser(request), request.body.orderId, request.body.url)),
    );
    serve(app, detailApi.ocrDegree, { tags, summary: '识别学历证书', onRequest: WRITE }, async (request) =>
      ok(await ocrDegree(ctx, requireUser(request), request.body.orderId, request.body.url, request.body.type)),
    );
  };
}
