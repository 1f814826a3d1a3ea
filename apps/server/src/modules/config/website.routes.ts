import { saveWebsiteSchema, websiteListSchema, websiteRowSchema } from '@certdesk/contract';
import { asc, eq, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { areaName } from './area-names.js';
import { archiveWebsites as t } from './config.schema.js';
import { accessOf, tags } from './config.shared.js';

const toRow = (r: typeof t.$inferSelect) => ({
  id: r.id,
  website: r.website,
  province: r.province,
  city: r.city,
  provinceName: r.provinceName,
  cityName: r.cityName,
  notes: r.notes,
});

/** Area filter: a code or a name matches either column. */
export const areaIs = (code: AnyPgColumn, name: AnyPgColumn, value: string) => or(eq(code, value), eq(name, value))!;

/** Registry websites of an area, the city's first, then the province's (for the order detail). */
export async function findWebsites(ctx: AppContext, province: string, city: string) {
  const rows = await ctx.db
    .select()
    .from(t)
    .where(areaIs(t.province, t.provinceName, province))
    .orderBy(asc(t.id));
  return rows
    .filter((r) => r.city === '' || r.city === city || r.cityName === city)
    .sort((a, b) => Number(b.city !== '') - Number(a.city !== ''))
    .map(toRow);
}

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
      where: (q) => {
        const where: SQL[] = [];
        if (q.province) where.push(areaIs(t.province, t.provinceName, q.province));
        if (q.city) where.push(areaIs(t.city, t.cityName, q.city));
        return where;
      },
      orderBy: () => [asc(t.province), asc(t.city), asc(t.id)],
      toRow,
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
