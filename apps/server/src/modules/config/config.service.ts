import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';
import { allSubtotalKeywords, dictionaryHasKey, enabledRobotRows, msgTemplateOfEvent, websitesOfProvince } from './config.repo.js';
import type { archiveWebsites, subtotalKeywords } from './config.schema.js';

// Rules of the configuration screens beyond the CRUD factory, and what other features read of them.

/** The answer form of an archive website. */
export const toWebsiteRow = (r: typeof archiveWebsites.$inferSelect) => ({
  id: r.id,
  website: r.website,
  province: r.province,
  city: r.city,
  provinceName: r.provinceName,
  cityName: r.cityName,
  notes: r.notes,
});

/** The answer form of a subtotal keyword. */
export const toSubtotalKeywordRow = (r: typeof subtotalKeywords.$inferSelect) => ({
  id: r.id,
  keyword: r.keyword,
  orderType: r.orderTypes,
  progressKey: r.progressKey,
  progressContent: r.progressContent,
  warnKey: r.warnKey,
  warnContent: r.warnContent,
});

/** Registry websites of an area, the city's first, then the province's (for the order detail). */
export async function findWebsites(ctx: AppContext, province: string, city: string) {
  const rows = await websitesOfProvince(ctx.db, province);
  return rows
    .filter((r) => r.city === '' || r.city === city || r.cityName === city)
    .sort((a, b) => Number(b.city !== '') - Number(a.city !== ''))
    .map(toWebsiteRow);
}

/**
 * The text of an event's message with its placeholders filled ({orderId} …), or null when no
 * template exists; for the messages feature.
 */
export async function renderMessage(ctx: AppContext, eventName: string, values: Record<string, string | number>) {
  const row = await msgTemplateOfEvent(ctx.db, eventName);
  if (!row) return null;
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  return { title: fill(row.title), content: fill(row.content) };
}

/** The enabled robots for an order type, with their secrets opened (for the push sender). */
export async function enabledRobots(ctx: AppContext, orderType: number) {
  const rows = await enabledRobotRows(ctx.db, orderType);
  return rows.map((r) => ({ id: r.id, name: r.name, webhook: r.webhook, secret: r.secretEnc ? ctx.secrets.open(r.secretEnc) : '' }));
}

/** Keywords that apply to an order type (for the subtotal feature of the order detail). */
export async function keywordsForOrderType(ctx: AppContext, orderType: number) {
  const rows = await allSubtotalKeywords(ctx.db);
  return rows.filter((r) => r.orderTypes.length === 0 || r.orderTypes.includes(orderType)).map(toSubtotalKeywordRow);
}

/**
 * A keyword's progress and warning keys must be options of the data dictionary (types progress
 * and warn): the order detail can send nothing else, so a key typed wrong here would make every
 * prompt of the keyword fail.
 */
export async function assertDictionaryKeys(tx: Db, v: { progressKey?: string; warnKey?: string }) {
  for (const [key, type, label] of [
    [v.progressKey, 'progress', '进度编码'],
    [v.warnKey, 'warn', '预警编码'],
  ] as const) {
    if (!key) continue;
    if (!(await dictionaryHasKey(tx, type, key))) throw badRequest(`${label} ${key} 不在数据字典中`);
  }
}
