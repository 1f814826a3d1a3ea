import { saveWebsiteSchema, websiteListSchema, websiteRowSchema } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { areaName } from './area-names.js';
import { websiteOrder, websiteWhere } from './config.repo.js';
import { archiveWebsites as t } from './config.schema.js';
import { toWebsiteRow } from './config.service.js';
import { accessOf, tags } from './config.shared.js';

/** Archive websites (/configuration/web); the area cascader sends codes, the names are stored beside them. */
export const websiteRoutes = (ctx: AppContext) =>
  crudRoutes(ctx, {
    table: t,
    entity: 'website',
    tags,
    access: accessOf(71000),
    list: {
      path: '/api/config/website/list',
      summary: '查档网站列表',
      body: websiteListSchema,
      row: websiteRowSchema,
      where: websiteWhere,
      orderBy: websiteOrder,
      toRow: toWebsiteRow,
    },
    save: {
      path: '/api/config/website/save',
      summary: '保存查档网站',
      body: saveWebsiteSchema,
      answer: { data: 'id', msg: '保存成功' },
      values: (input) => ({
        ...input,
        provinceName: areaName(input.province, input.provinceName),
        cityName: input.city ? areaName(input.city, input.cityName) : '',
      }),
    },
    delete: { path: '/api/config/website', summary: '删除查档网站' },
  });
