import { SEAT_AGENT_ROLE_ID } from '@certdesk/contract';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { hashPassword } from '../../platform/crypto.js';
import { roles } from '../roles/roles.schema.js';
import { users } from '../users/users.schema.js';

/** The demo roles: one of each role type; id 10 is the seat agent of the specification. */
export const DEMO_ROLES = [
  { id: 1, name: '超级管理员', roleType: 0, description: '拥有全部权限', routeList: [] as number[] },
  {
    id: 2,
    name: '管理员',
    roleType: 100,
    description: '分配、导出与配置',
    routeList: [10000, 20000, 30000, 41000, 42000, 50000, 60000, 70000, 80000],
  },
  {
    id: SEAT_AGENT_ROLE_ID,
    name: '认证坐席',
    roleType: 200,
    description: '带软电话坐席与邮箱的认证专员',
    routeList: [11000, 12000, 14000, 23000, 31000, 32000, 33000, 34000, 35000, 36000],
  },
  {
    id: 20,
    name: '审核专员',
    roleType: 300,
    description: '复核认证结果',
    routeList: [11000, 13000, 14000, 23000, 31000, 32000, 34000, 81000],
  },
  { id: 90, name: '只读访客', roleType: 900, description: '只读查看订单与统计', routeList: [11000, 14000, 81000] },
];

/** The demo accounts (D21); all share the demo password. */
export const DEMO_ACCOUNTS = [
  { account: 'admin', nickName: '系统管理员', roleId: 1 },
  { account: 'manager', nickName: '王经理', roleId: 2 },
  {
    account: 'cert01',
    nickName: '李认证',
    roleId: SEAT_AGENT_ROLE_ID,
    seat: { agentId: '8001', agentDn: '6001', seatNumber: '02160001001' },
  },
  {
    account: 'cert02',
    nickName: '张认证',
    roleId: SEAT_AGENT_ROLE_ID,
    seat: { agentId: '8002', agentDn: '6002', seatNumber: '02160001002' },
  },
  { account: 'audit01', nickName: '陈审核', roleId: 20 },
  { account: 'viewer', nickName: '赵访客', roleId: 90 },
];

/** Creates the demo roles and accounts. */
export async function seedAccounts(ctx: AppContext) {
  await ctx.db.insert(roles).values(DEMO_ROLES);
  // Ids above the seeded ones for roles added later on the role screen.
  await ctx.db.execute(sql`select setval(pg_get_serial_sequence('roles', 'id'), 100)`);
  const passwordHash = await hashPassword(ctx.config.demoPassword);
  for (const a of DEMO_ACCOUNTS) {
    const seat = 'seat' in a && a.seat ? a.seat : undefined;
    await ctx.db.insert(users).values({
      account: a.account,
      nickName: a.nickName,
      roleId: a.roleId,
      passwordHash,
      email: seat ? `${a.account}@certdesk.local` : '',
      seatConfig: seat ? { entId: '10086', ...seat, passwordEnc: ctx.secrets.seal('seat-1234') } : null,
      emailConfig: seat ? { account: `${a.account}@certdesk.local`, passwordEnc: ctx.secrets.seal('mail-1234') } : null,
    });
  }
}
