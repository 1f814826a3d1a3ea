import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { dataDic } from '../config/config.schema.js';
import { orderIncoming, orders } from '../orders/orders.schema.js';
import { companyRecords } from '../registry/registry.schema.js';
import { users } from '../users/users.schema.js';
import { registryResult } from './detail-fixtures.js';

const PROGRESS = [
  ['progress-01', '已联系法人', '已与企业法人取得联系，正在核实'],
  ['progress-02', '等待回电', '已留言，等待企业回电'],
  ['progress-03', '资料审核中', '已收到资料，正在审核'],
] as const;
const WARN = [
  ['warn-01', '联系不上', '多次联系企业未接通'],
  ['warn-02', '资料不全', '企业提供的资料不完整'],
  ['warn-03', '信息不一致', '来单信息与档案信息不一致'],
] as const;

/**
 * Demo data of the detail: the progress and warning options (data dictionary types progress and
 * warn), and, when no order seeder gave cert01 a company and a degree order to certify, one of
 * each with a registry result, so the detail screen has something to show on a fresh start.
 */
export async function seedDetail(ctx: AppContext) {
  await seedIncomingRows(ctx);
  await ctx.db
    .insert(dataDic)
    .values([
      ...PROGRESS.map(([id, name, value], i) => ({ id, name, value, type: 'progress', sort: i + 1 })),
      ...WARN.map(([id, name, value], i) => ({ id, name, value, type: 'warn', sort: i + 1, orderTypes: [] })),
    ])
    .onConflictDoNothing();
  const [cert] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.account, 'cert01'));
  const [audit] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.account, 'audit01'));
  if (!cert || !audit) return;
  for (const orderType of [1, 4]) {
    const [has] = await ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.orderType, orderType),
          eq(orders.orderStatus, 20),
          eq(orders.certificationUid, cert.id),
          sql`${orders.expiredDate} > now() + interval '3 days'`,
        ),
      )
      .limit(1);
    if (has) continue;
    const company = orderType === 1 ? '上海云帆信息科技有限公司' : '';
    const [o] = await ctx.db
      .insert(orders)
      .values({
        openOrderId: `DEMO-DETAIL-${orderType}`,
        orderType,
        orderStatus: 20,
        queryStatus: 20,
        companyName: company,
        socialCredit: orderType === 1 ? '91310000MA1FL8LQ6T' : '',
        ceoName: orderType === 1 ? '王建国' : '',
        applyUser: '陈晓梅',
        applyMobile: '13812345678',
        applyIDCard: '11010519491231002X',
        educationLevel: orderType === 4 ? '本科' : '',
        major: orderType === 4 ? '计算机科学与技术' : '',
        school: orderType === 4 ? '复旦大学' : '',
        province: '310000',
        city: '310100',
        provinceName: '上海市',
        cityName: '上海市',
        mobileBook: ['021-60001234'],
        labels: [{ name: '加急', color: 'red' }],
        certificationUid: cert.id,
        auditUid: audit.id,
        handlerUids: [cert.id, audit.id],
        fourValidateGranted: orderType === 1,
        expiredDate: new Date(Date.now() + 10 * 86_400_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!o) continue;
    await ctx.db.insert(orderIncoming).values({
      orderId: o.id,
      kind: 10,
      payload: {
        companyName: o.companyName,
        applyUser: o.applyUser,
        applyMobile: o.applyMobile,
        educationLevel: o.educationLevel,
        school: o.school,
      },
    });
    if (orderType === 1) {
      await ctx.db.insert(companyRecords).values({
        orderId: o.id,
        companyName: company,
        seqNo: `DEMO${o.id}`,
        origin: 10,
        status: 'success',
        resultJson: registryResult('上海云帆信息科技有限公司', '91310000MA1FL8LQ6T'),
      });
    }
  }
}

/**
 * Every demo order shows what the partner sent (the OrderCome section): orders seeded straight
 * into the table get their create row here, built from the order's own fields, in one statement.
 */
async function seedIncomingRows(ctx: AppContext) {
  await ctx.db.execute(sql`
    insert into order_incoming (order_id, kind, payload, created_at)
    select o.id, 10, jsonb_strip_nulls(jsonb_build_object(
        'openOrderId', o.open_order_id, 'orderType', o.order_type, 'certificationType', o.certification_type,
        'companyName', nullif(o.company_name, ''), 'socialCredit', nullif(o.social_credit, ''),
        'applyUser', nullif(o.apply_user, ''), 'applyMobile', nullif(o.apply_mobile, ''),
        'applyIDCard', nullif(o.apply_id_card, ''), 'position', nullif(o.position, ''),
        'educationLevel', nullif(o.education_level, ''), 'school', nullif(o.school, ''),
        'expertTitle', nullif(o.expert_title, ''), 'honorTitle', nullif(o.honor_title, ''),
        'licenseNumber', nullif(o.license_number, ''), 'province', o.province, 'city', o.city)),
      o.incoming_date
    from orders o
    where not exists (select 1 from order_incoming i where i.order_id = o.id)`);
}
