import { z } from 'zod';
import { roleOptionSchema } from './admin.js';
import { Msg } from './errors.js';

/** Sign-in request: the account is trimmed; both fields are required. */
export const loginRequestSchema = z.object({
  account: z.string({ error: Msg.accountRequired }).trim().min(1, Msg.accountRequired).max(64, '账号过长'),
  pwd: z.string({ error: Msg.passwordRequired }).min(1, Msg.passwordRequired).max(128, '密码过长'),
});

/** Sign-in request body. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Sign-in answer: the bearer token, and whether the password must be changed first (D24). */
export const loginResponseSchema = z.object({
  authToken: z.string(),
  mustChangePassword: z.boolean(),
});

/** Seat (softphone) configuration of a seat agent, as the browser softphone needs it. */
export const seatInfoConfigSchema = z.object({
  agentId: z.string(),
  passwordMD5: z.string(),
  entId: z.string(),
  agentDn: z.string(),
  terminalType: z.string(),
  skillDesc: z.string(),
  httpServerAddress: z.string(),
  agentDnPwd: z.string(),
  serverUrl: z.string(),
  wsUrl: z.string(),
  udpUrl: z.string(),
  stunServers: z.array(z.string()),
  seatNumber: z.string(),
});

/** The seat configuration of /api/user/info. */
export type SeatInfoConfig = z.infer<typeof seatInfoConfigSchema>;

/** Answer of GET /api/user/info. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickName: z.string(),
  name: z.string(),
  avatar: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  /** The main role with the menus it grants. */
  rolePo: roleOptionSchema.extend({ routeList: z.array(z.number().int()) }),
  roles: z.array(z.number().int()),
  seatInfoConfig: seatInfoConfigSchema.nullable(),
  unReadCount: z.number().int(),
  mustChangePassword: z.boolean(),
});

/** The signed-in user as the web app sees it. */
export type UserInfo = z.infer<typeof userInfoSchema>;

/** Minimum strength of a new password. */
export const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;

/** Change-password request (the confirmation is checked in the browser and not sent). */
export const updatePasswordSchema = z
  .object({
    oldPassword: z.string().trim().min(1, '请输入原密码'),
    newPassword: z.string().trim().min(1, '请输入新密码').regex(PASSWORD_RULE, Msg.passwordTooWeak),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { message: Msg.passwordSame, path: ['newPassword'] });

/** Change-password request body. */
export type UpdatePasswordRequest = z.infer<typeof updatePasswordSchema>;

/**
 * Save-avatar request of POST /api/user/update: the file the caller uploaded with the `avatar`
 * purpose of /api/api/oss/generateSign (its storage key or its URL), or '' to remove the avatar.
 */
export const updateAvatarSchema = z.object({ avatar: z.string().trim().max(500, '头像地址无效') });

/** Save-avatar request body. */
export type UpdateAvatarRequest = z.infer<typeof updateAvatarSchema>;

/**
 * How the web app carries its session. The token lives in an HttpOnly cookie that scripts cannot
 * read (the server sets it at sign-in); a second, readable cookie only says that a session exists,
 * so the app knows whether to show the sign-in page. Clients of the specification's API still send
 * `Authorization: Bearer <token>`.
 */
export const SessionTransport = {
  /** HttpOnly cookie holding the session token. */
  TOKEN_COOKIE: 'certdesk_token',
  /** Readable cookie, value '1', present while a session cookie is. */
  SIGNED_IN_COOKIE: 'certdesk_signed_in',
  /**
   * Header every call of the web app carries. A call authenticated by the cookie alone must carry
   * it when it changes anything: another site cannot set a custom header without CORS consent.
   */
  CLIENT_HEADER: 'x-certdesk-client',
} as const;
