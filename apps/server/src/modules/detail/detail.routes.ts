import {
  autoCommitEducationalSchema,
  changeRecordListSchema,
  changeRecordRowSchema,
  companyUpdateSchema,
  detailIdParams,
  envelopeOf,
  ocrSchema,
  positionSaveSchema,
  saveEducationalSchema,
  saveEducationalValueSchema,
  saveHonorSchema,
  saveHonorValueSchema,
  saveMajorSchema,
  saveMajorValueSchema,
  saveReportCodeSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { changeRecords, updateCompany } from './company.service.js';
import { loadCompany, loadDetail, orderBusinessPhones, orderIncomings, orderWebsites } from './detail.service.js';
import { readableOrder } from './detail-access.js';
import { autoCommitEducational, ocrDegree, ocrReportCode } from './ocr.service.js';
import { saveRecord, saveReportCode, saveValues } from './type-data.service.js';

/** Who may read an order's detail (the order itself is checked per user, D4). */
export const READ = guard({ roles: [0, 100, 200, 300], routes: [14000] });
/** Who may change it: certifiers (the service checks it is theirs and editable). */
export const WRITE = guard({ roles: [200] });
const loose = envelopeOf(z.unknown());
const tags = ['订单详情'];

/** The order detail: load, registry card, websites, phones, incoming orders, type data, OCR. */
export function detailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = (url: string, summary: string, load: (user: ReturnType<typeof requireUser>, id: number) => Promise<unknown>) =>
      app.get(url, { schema: { tags, summary, params: detailIdParams, response: { 200: loose } }, onRequest: READ }, async (request) =>
        ok(await load(requireUser(request), request.params.id)),
      );
    byId('/api/order/detail/:id', '订单详情（基本信息）', (u, id) => loadDetail(ctx, u, id));
    byId('/api/order/company/:id', '档案信息', (u, id) => loadCompany(ctx, u, id));
    byId('/api/order/website/:id', '查档网址', (u, id) => orderWebsites(ctx, u, id));
    byId('/api/order/business/:id', '工商电话库', (u, id) => orderBusinessPhones(ctx, u, id));
    byId('/api/order/incoming/:id', '来单信息', (u, id) => orderIncomings(ctx, u, id));

    app.post(
      '/api/order/changeRecord/list',
      {
        schema: {
          tags,
          summary: '字段修改记录',
          body: changeRecordListSchema,
          response: { 200: envelopeOf(z.array(changeRecordRowSchema)) },
        },
        onRequest: READ,
      },
      async (request) => {
        const { orderId, eventType, filed } = request.body;
        await readableOrder(ctx, requireUser(request), orderId);
        return ok(await changeRecords(ctx, orderId, eventType, filed));
      },
    );
    app.post(
      '/api/order/company/update',
      { schema: { tags, summary: '保存档案信息', body: companyUpdateSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => ok(await updateCompany(ctx, requireUser(request), request.body), '保存成功'),
    );

    const save = <S extends z.ZodType<{ orderId: number }>>(
      url: string,
      summary: string,
      body: S,
      run: (user: ReturnType<typeof requireUser>, b: z.output<S>) => Promise<unknown>,
    ) =>
      app.post(url, { schema: { tags, summary, body, response: { 200: loose } }, onRequest: WRITE }, async (request) => {
        const data = await run(requireUser(request), request.body as z.output<S>);
        return ok(data ?? null, '保存成功');
      });
    const strip = <T extends { orderId: number }>(b: T) => {
      const { orderId: _o, ...rest } = b;
      return rest as Record<string, string>;
    };
    save('/api/order/saveEducationalValue', '保存申请人学历', saveEducationalValueSchema, (u, b) =>
      saveValues(ctx, u, b.orderId, strip(b)),
    );
    save('/api/certification/position/save', '保存申请人职位', positionSaveSchema, (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save('/api/order/saveMajorValue', '保存技能名称', saveMajorValueSchema, (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save('/api/order/saveHonorValue', '保存荣誉名称', saveHonorValueSchema, (u, b) => saveValues(ctx, u, b.orderId, strip(b)));
    save('/api/order/saveEducational', '保存学历信息', saveEducationalSchema, (u, b) =>
      saveRecord(ctx, u, b.orderId, 'educationalInfo', strip(b)),
    );
    save('/api/order/saveMajor', '保存技能/资格/职称信息', saveMajorSchema, (u, b) => saveRecord(ctx, u, b.orderId, 'majorInfo', strip(b)));
    save('/api/order/saveHonor', '保存荣誉信息', saveHonorSchema, (u, b) => saveRecord(ctx, u, b.orderId, 'honorInfo', strip(b)));
    save('/api/order/saveReportCode', '保存学信网验证码', saveReportCodeSchema, (u, b) =>
      saveReportCode(ctx, u, b.orderId, b.reportVerificationCode),
    );
    save('/api/order/autoCommitEducational', '按验证码自动提交学历', autoCommitEducationalSchema, (u, b) =>
      autoCommitEducational(ctx, u, b.orderId),
    );

    app.post(
      '/api/ocr/reportCode',
      { schema: { tags, summary: '识别学信网验证码（二维码）', body: ocrSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => ok(await ocrReportCode(ctx, requireUser(request), request.body.orderId, request.body.url)),
    );
    app.post(
      '/api/ocr/edu',
      { schema: { tags, summary: '识别学历证书', body: ocrSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => ok(await ocrDegree(ctx, requireUser(request), request.body.orderId, request.body.url, request.body.type)),
    );
  };
}
