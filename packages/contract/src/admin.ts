import { z } from 'zod';
import { dateRangeField, pagingSchema } from './paging.js';
import { SEAT_AGENT_ROLE_ID } from './roles.js';

const trimmed = (message: string, max = 64) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.slice(2)}过长`);
const optionalText = (max = 128) => z.string().trim().max(max).optional();

/** Seat fields of the add dialog and the seat card (02 §3 User). */
export const seatInfoInputSchema = z.object({
  entId: trimmed('请输入企业ID'),
  agentId: trimmed('请输入坐席ID'),
  password: z.string().trim().max(128).optional(),
  agentDn: trimmed('请输入坐席分机号'),
  seatNumber: trimmed('请输入外显号码'),
});

/** Mailbox fields of the add dialog and the mailbox card. */
export const emailConfigInputSchema = z.object({
  account: trimmed('请输入邮箱账号', 128).pipe(z.email('请输入正确的邮箱地址')),
  password: z.string().trim().max(128).optional(),
});

/** POST /api/manage/user/create: seat and mailbox are required for the seat agent role (id 10), absent otherwise. */
export const createUserSchema = z
  .object({
    account: trimmed('请输入用户名').regex(/^[A-Za-z0-9_.@-]+$/, '用户名只能包含字母、数字和 _ . @ -'),
    nickName: trimmed('请输入姓名'),
    roleId: z.number({ error: '请选择角色' }).int('请选择角色').positive('请选择角色'),
    seatInfo: seatInfoInputSchema.optional(),
    emailConfig: emailConfigInputSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.roleId !== SEAT_AGENT_ROLE_ID) return;
    if (!v.seatInfo) ctx.addIssue({ code: 'custom', path: ['seatInfo'], message: '请输入企业ID' });
    else if (!v.seatInfo.password) ctx.addIssue({ code: 'custom', path: ['seatInfo', 'password'], message: '请输入坐席密码' });
    if (!v.emailConfig) ctx.addIssue({ code: 'custom', path: ['emailConfig'], message: '请输入邮箱账号' });
    else if (!v.emailConfig.password) ctx.addIssue({ code: 'custom', path: ['emailConfig', 'password'], message: '请输入邮箱密码' });
  });
/** Body of the user creation. */
export type CreateUserRequest = z.infer<typeof createUserSchema>;

/** POST /api/manage/user/list filters. */
export const userListSchema = pagingSchema.extend({
  account: optionalText(64),
  nickName: optionalText(64),
  roleId: z.coerce.number().int().optional(),
});

/** A row of the user list (no password, no ciphertext). */
export const userRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  roleId: z.number().int(),
  roleName: z.string(),
  roleType: z.number().int(),
  entId: z.string(),
  agentId: z.string(),
  agentDn: z.string(),
  seatNumber: z.string(),
  email: z.string(),
  disabled: z.boolean(),
  disabledDispatch: z.boolean(),
  createAt: z.string(),
});
/** A row of the user list. */
export type UserRow = z.infer<typeof userRowSchema>;

/** A role as the pickers and the account screens show it. */
export const roleOptionSchema = z.object({ id: z.number().int(), name: z.string(), roleType: z.number().int() });

/** GET /api/manage/user/{id}: the account settings; passwords only as "is set". */
export const userDetailSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  roleId: z.number().int(),
  rolePo: roleOptionSchema,
  /** Further roles (D5). */
  roles: z.array(z.number().int()),
  roleTypes: z.array(z.number().int()),
  seatInfoConfig: z
    .object({ entId: z.string(), agentId: z.string(), agentDn: z.string(), seatNumber: z.string(), hasPassword: z.boolean() })
    .nullable(),
  emailConfig: z.object({ account: z.string(), hasPassword: z.boolean() }).nullable(),
  disabled: z.boolean(),
  disabledDispatch: z.boolean(),
});
/** The account settings of one user. */
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Answer of create and reset: the one-time password (D24). */
export const initialPasswordSchema = z.object({ id: z.number().int(), account: z.string(), password: z.string() });
/** The one-time password of a created or reset account. */
export type InitialPassword = z.infer<typeof initialPasswordSchema>;

/** Path parameter naming a user, a role or a whitelist entry by its id. */
export const adminIdParams = z.object({ id: z.coerce.number().int().positive() });

const uid = z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户');
/** Body naming one user. */
export const uidSchema = z.object({ uid });
/** POST /api/manage/user/update: name and further roles. */
export const updateUserSchema = z.object({ uid, nickName: trimmed('请输入姓名'), roles: z.array(z.number().int()).max(10).optional() });
/** POST /api/manage/user/lock and /disableDispatch: the new state; absent toggles. */
export const userFlagSchema = z.object({ uid, disabled: z.boolean().optional(), disabledDispatch: z.boolean().optional() });
/** POST /api/seatConfig/save: a blank password keeps the stored one. */
export const saveSeatSchema = seatInfoInputSchema.extend({ uid });
/** POST /api/manage/user/email/save: a blank password keeps the stored one. */
export const saveEmailSchema = emailConfigInputSchema.extend({ uid });

/** A row of the role list. */
export const roleRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  roleType: z.number().int(),
  routeList: z.array(z.number().int()),
  userCount: z.number().int(),
  createAt: z.string(),
});
/** A row of the role list. */
export type RoleRow = z.infer<typeof roleRowSchema>;

/** POST /api/role/list. */
export const roleListSchema = pagingSchema.extend({ name: optionalText(64), roleType: z.coerce.number().int().optional() });

/** POST /api/role/save: with id edits, without creates. */
export const saveRoleSchema = z.object({
  id: z.number().int().positive().optional(),
  name: trimmed('请输入角色名称', 32),
  description: z.string().trim().max(200).default(''),
  roleType: z.number({ error: '请选择角色类型' }).refine((n) => [0, 100, 200, 300, 900].includes(n), '请选择角色类型'),
  routeList: z.array(z.number().int()).max(200).default([]),
});
/** Body of a role save. */
export type SaveRoleRequest = z.infer<typeof saveRoleSchema>;

/** POST /api/log/login/list (and its export). */
export const loginLogListSchema = pagingSchema.extend({ account: optionalText(64), loginRang: dateRangeField('登录时间') });
/** A row of the login log. */
export const loginLogRowSchema = z.object({
  id: z.number().int(),
  identify: z.string(),
  operatorId: z.number().int().nullable(),
  account: z.string(),
  ipAddress: z.string(),
  ipLocation: z.string(),
  createAt: z.string(),
});
/** A row of the login log. */
export type LoginLogRow = z.infer<typeof loginLogRowSchema>;

/** POST /api/log/audit/list: the administrators' audit trail (role 0). */
export const auditListSchema = pagingSchema.extend({
  operator: optionalText(64),
  entity: optionalText(32),
  action: optionalText(32),
  createAt: dateRangeField('操作时间'),
});
/** Any JSON value (a jsonb column as read). */
export const jsonSchema = z.json();
/** Any JSON value. */
export type Json = z.infer<typeof jsonSchema>;

/** A row of the audit trail. */
export const auditRowSchema = z.object({
  id: z.number().int(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string(),
  entity: z.string(),
  entityId: z.string(),
  action: z.string(),
  /** The row before and after the change, as stored (any JSON; null when created or deleted). */
  before: jsonSchema.nullable(),
  after: jsonSchema.nullable(),
  ip: z.string(),
  createAt: z.string(),
});
/** A row of the audit trail. */
export type AuditRow = z.infer<typeof auditRowSchema>;

/** Chinese names of the audited entities. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: '用户',
  role: '角色',
  ipWhite: 'IP白名单',
  dataDic: '数据字典',
  mailConfig: '邮件配置',
  msgTemplate: '消息模板',
  progressConfig: '进度推送配置',
  subtotalKeyword: '小计关键词',
  website: '查档网站',
  businessPhone: '企业电话库',
};

/** Chinese names of the audited actions. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  deactivate: '停用(保留历史)',
  resetPassword: '重置密码',
  lock: '禁用',
  unlock: '启用',
  clearLoginLock: '解除登录锁定',
  pauseDispatch: '暂停派单',
  resumeDispatch: '恢复派单',
  highDangerUse: '高危IP访问',
};
