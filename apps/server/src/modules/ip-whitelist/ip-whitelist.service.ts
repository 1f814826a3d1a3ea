import type { ipWhiteListSchema, saveIpWhiteSchema } from '@certdesk/contract';
import { type IpWhiteRow, parseAddress, parseIpOrCidr, rangeContains } from '@certdesk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import { invalidateWhitelist } from './ip-whitelist.cache.js';
import {
  deleteIpWhiteRow,
  enabledIps,
  insertIpWhite,
  ipTaken,
  ipWhiteById,
  ipWhitePage,
  type IpWhiteRecord as Row,
  updateIpWhite,
} from './ip-whitelist.repo.js';

const toRow = (r: Row): IpWhiteRow => ({
  id: r.id,
  ip: r.ip,
  identify: r.identify,
  dangerLevel: r.dangerLevel,
  disabled: r.disabled,
  createAt: formatShanghai(r.createdAt),
  updateAt: formatShanghai(r.updatedAt),
});

/** The whitelist screen's list. */
export async function listIpWhite(ctx: AppContext, q: z.infer<typeof ipWhiteListSchema>) {
  const { rows, total } = await ipWhitePage(ctx.db, q);
  return { rows: rows.map(toRow), total };
}

/**
 * True when the caller's own address stays allowed with these enabled entries, so that an
 * administrator cannot lock everyone (including themselves) out by one save.
 */
function keepsCallerIn(entries: { ip: string }[], callerIp: string): boolean {
  if (entries.length === 0) return true;
  const addr = parseAddress(callerIp);
  if (!addr) return false;
  return entries.some((e) => {
    const range = parseIpOrCidr(e.ip);
    return range ? rangeContains(range, addr) : false;
  });
}

/** Adds or edits an entry (edit also serves the enable/disable switch). */
export async function saveIpWhite(ctx: AppContext, actor: Actor, input: z.infer<typeof saveIpWhiteSchema>) {
  const ip = input.ip.replace(/\s+/g, '');
  const values = { ip, identify: input.identify, dangerLevel: input.dangerLevel, disabled: input.disabled };
  const id = await ctx.db.transaction(async (tx) => {
    if (await ipTaken(tx, ip, input.id)) throw conflict(`IP地址 ${ip} 已存在`);
    const before = input.id ? await ipWhiteById(tx, input.id) : undefined;
    if (input.id && !before) throw notFound();
    const saved = input.id ? await updateIpWhite(tx, input.id, values) : await insertIpWhite(tx, values);
    if (!saved) throw notFound();
    if (!keepsCallerIn(await enabledIps(tx), actor.ip)) throw badRequest(`保存后您当前的IP（${actor.ip}）将无法访问系统，请先添加当前IP`);
    await recordAudit(tx, actor, { entity: 'ipWhite', entityId: saved.id, action: before ? 'update' : 'create', before, after: saved });
    return saved.id;
  });
  // After commit: the cache must not see a rolled-back save.
  invalidateWhitelist(ctx.db);
  return id;
}

/** Deletes an entry, unless that would leave the caller outside the whitelist. */
export async function deleteIpWhite(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const row = await deleteIpWhiteRow(tx, id);
    if (!row) throw notFound();
    const enabled = await enabledIps(tx);
    if (!keepsCallerIn(enabled, actor.ip)) throw badRequest(`删除后您当前的IP（${actor.ip}）将无法访问系统`);
    await recordAudit(tx, actor, { entity: 'ipWhite', entityId: id, action: 'delete', before: row });
  });
  invalidateWhitelist(ctx.db);
}
