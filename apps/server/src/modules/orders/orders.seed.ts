import { createWorkCalendar, DEFAULT_TIME_LIMITS, InterfaceType, orderDefaults, type PartnerCreate } from '@certdesk/contract';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { Rng } from '../../platform/rng.js';
import { orderPayload } from '../partner/order-generator.js';
import { interfaceLogs } from '../partner/partner.schema.js';
import { resolveArea } from '../partner/partner-area.js';
import { companyRecords } from '../registry/registry.schema.js';
import { enqueueLookup } from '../registry/registry.service.js';
import { SimulatedRegistry } from '../registry/simulated-registry.js';
import { users } from '../users/users.schema.js';
import { businessGroupMembers, businessGroups, orderLogs, orders } from './orders.schema.js';

/**
 * Demo orders (D21): 3,000 orders of every type, status, label and worker, deterministic, with
 * business groups that make automatic dispatch visible (certifiers cert01 + cert02 for types
 * 1–8, auditor audit01), registry records for looked-up orders, and the latest few orders still
 * in archive lookup with real queued jobs, so the queue visibly drains after start-up.
 */

const COUNT = 3000;
const DAY = 86_400_000;
const BATCH = 500;
// Status mix: ended orders dominate, every list has plenty.
const STATUSES = [
  ...Array(40).fill(100),
  ...Array(28).fill(20),
  ...Array(15).fill(30),
  ...Array(6).fill(40),
  ...Array(6).fill(50),
  ...Array(5).fill(10),
] as number[];
const MARKS = ['', '', '', '客户要求加急处理', '法人电话多次未接通', '已发送补充资料通知', '申请人周五后方便接听'];
const REVIEW = [
  { typeName: '审核通过', childTypeName: '资料齐全', reason: '认证资料齐全，核实无误' },
  { typeName: '审核通过', childTypeName: '电话核实', reason: '已电话核实法人及申请人' },
  { typeName: '审核驳回', childTypeName: '资料不清晰', reason: '营业执照照片不清晰，请重新核实' },
];

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

export async function seedOrders(ctx: AppContext) {
  const rng = new Rng('demo-orders');
  const people = await ctx.db
    .select({ id: users.id, account: users.account })
    .from(users)
    .where(inArray(users.account, ['cert01', 'cert02', 'audit01']));
  const id = (account: string) => people.find((p) => p.account === account)?.id ?? null;
  const certifiers = [id('cert01'), id('cert02')].filter((x): x is number => x !== null);
  const auditor = id('audit01');
  if (certifiers.length === 0 || auditor === null) return;

  const [certGroup, auditGroup] = await ctx.db
    .insert(businessGroups)
    .values([
      { name: '认证一组', roleType: 200, orderTypes: [1, 2, 3, 4, 5, 6, 7, 8] },
      { name: '审核组', roleType: 300, orderTypes: [1, 2, 3, 4, 5, 6, 7, 8] },
    ])
    .returning();
  if (!certGroup || !auditGroup) return;
  await ctx.db
    .insert(businessGroupMembers)
    .values([...certifiers.map((uid) => ({ groupId: certGroup.id, uid })), { groupId: auditGroup.id, uid: auditor }]);

  const calendar = createWorkCalendar();
  const now = Date.now();
  const rows: (typeof orders.$inferInsert)[] = [];
  for (let i = 1; i <= COUNT; i++) {
    const orderType = rng.pick([1, 1, 1, 2, 3, 3, 4, 4, 5, 6, 7, 8]);
    const picked = rng.pick(STATUSES);
    // Only orders with a company are looked up (intake sends the others straight on to 20).
    const status = picked === 10 && orderType >= 4 ? 20 : picked;
    const openOrderId = `P${new Date(now).getUTCFullYear()}${String(i).padStart(7, '0')}`;
    // The generator's payloads pass the intake schema (partner tests send every type through it).
    const fields = orderDefaults(orderPayload(rng, orderType, openOrderId) as PartnerCreate);
    // Open orders arrived recently; ended ones spread over three months.
    const ageDays =
      status === 10 ? rng.next() * 0.05 : status === 100 ? rng.int(5, 90) + rng.next() : rng.next() * (status === 20 ? 8 : 12);
    const incoming = new Date(now - ageDays * DAY);
    const at = (fraction: number) => new Date(incoming.getTime() + (now - incoming.getTime()) * fraction);
    const cert = status >= 20 && rng.chance(0.93) ? rng.pick(certifiers) : null;
    const audit = status >= 30 && (status !== 100 || cert) && rng.chance(0.95) ? auditor : null;
    const review = rng.pick(REVIEW);
    const endedByAdmin = status === 100 && rng.chance(0.08);
    rows.push({
      ...fields,
      ...resolveArea(fields.province, fields.city),
      partnerId: 'demo',
      openOrderId,
      orderStatus: status,
      queryStatus: status === 10 ? 10 : rng.chance(0.04) ? -1 : 20,
      incomingDate: incoming,
      expiredDate: calendar.addWorkDays(incoming, DEFAULT_TIME_LIMITS[orderType] ?? 5),
      certificationUid: cert,
      auditUid: audit,
      handlerUids: [cert, audit].filter((x): x is number => x !== null),
      dispatchCerDate: cert ? at(0.1) : null,
      dispatchAuditDate: audit ? at(0.55) : null,
      lastContactDate: cert && rng.chance(0.6) ? at(0.3) : null,
      completedCerDate: status >= 30 && cert ? at(0.5) : null,
      certificationResult: status >= 30 && cert ? (rng.chance(0.85) ? 10 : 20) : null,
      completedAuditDate: (status === 50 || status === 100) && audit ? at(0.8) : null,
      finishDate: status === 100 ? at(0.95) : null,
      pushStatus: status === 100 && !endedByAdmin ? 1 : status === 50 && rng.chance(0.3) ? 0 : null,
      mark: cert ? rng.pick(MARKS) : '',
      ...(audit && (status === 50 || status === 100) ? review : {}),
      reviewRejected: status === 40,
      rejectMsg: status === 40 ? (REVIEW[2]?.reason ?? '') : '',
      createdAt: incoming,
      updatedAt: incoming,
    });
  }
  const duplicates = new Map<string, number>();
  for (const r of rows) if (r.orderStatus !== 100 && r.companyName) duplicates.set(r.companyName, (duplicates.get(r.companyName) ?? 0) + 1);
  for (const r of rows) r.duplicateName = r.orderStatus !== 100 && (duplicates.get(r.companyName ?? '') ?? 0) > 1;

  const inserted: {
    id: number;
    status: number;
    companyName: string;
    orgType: number;
    socialCredit: string;
    incomingDate: Date;
    openOrderId: string;
  }[] = [];
  await inBatches(rows, async (batch) => {
    const r = await ctx.db.insert(orders).values(batch).returning({
      id: orders.id,
      status: orders.orderStatus,
      companyName: orders.companyName,
      orgType: orders.orgType,
      socialCredit: orders.socialCredit,
      incomingDate: orders.incomingDate,
      openOrderId: orders.openOrderId,
    });
    inserted.push(...r);
  });

  const logs = inserted.map((o) => ({
    orderId: o.id,
    uname: '合作方 demo',
    operateType: '进件',
    logEventType: 100,
    doc: `合作方订单号 ${o.openOrderId}`,
    createdAt: o.incomingDate,
  }));
  await inBatches(logs, (b) => ctx.db.insert(orderLogs).values(b));
  const calls = inserted.map((o) => ({
    orderId: o.id,
    openOrderId: o.openOrderId,
    companyName: o.companyName,
    partnerId: 'demo',
    interfaceType: InterfaceType.INCOMING,
    direction: 'in',
    requestJson: JSON.stringify({ openOrderId: o.openOrderId, companyName: o.companyName }),
    respValue: JSON.stringify({ code: '0000', msg: '进件成功', data: { orderId: o.id, openOrderId: o.openOrderId, orderStatus: 10 } }),
    success: true,
    createdAt: o.incomingDate,
  }));
  await inBatches(calls, (b) => ctx.db.insert(interfaceLogs).values(b));

  // Registry records of looked-up company orders (the recent ones, to keep the seed fast).
  const registry = new SimulatedRegistry();
  const looked = inserted.filter((o) => o.status !== 10 && o.companyName).slice(-600);
  const records = await Promise.all(
    looked.map(async (o, i) => ({
      orderId: o.id,
      companyName: o.companyName,
      socialCredit: o.socialCredit,
      orgType: o.orgType,
      seqNo: `CD${String(o.id).padStart(10, '0')}`,
      origin: i % 25 === 0 ? 20 : 10,
      status: 'success',
      requestDate: new Date(o.incomingDate.getTime() + 5_000),
      resultDate: new Date(o.incomingDate.getTime() + 5_000 + 800 + (i % 7) * 300),
      requestDuration: 800 + (i % 7) * 300,
      resultJson: await registry.lookup({ companyName: o.companyName, socialCredit: o.socialCredit, orgType: o.orgType }),
      attempts: 1,
    })),
  );
  await inBatches(records, (b) => ctx.db.insert(companyRecords).values(b));
  // Orders still in archive lookup get real jobs: the worker finishes them after start-up.
  for (const o of inserted.filter((x) => x.status === 10)) {
    await ctx.db.transaction((tx) => enqueueLookup(ctx, tx, { orderId: o.id, companyName: o.companyName, orgType: o.orgType, origin: 10 }));
  }
}
