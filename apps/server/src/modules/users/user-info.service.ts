import { createHash } from 'node:crypto';
import type { SeatInfoConfig, UserInfo } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { unreadCount } from '../messages/messages.repo.js';
import { avatarLink } from '../profile/avatar.service.js';
import { userWithRole } from './users.repo.js';
import type { SeatConfig } from './users.schema.js';

/** The seat configuration the browser softphone needs, or null for users without a seat. */
export function toSeatInfoConfig(ctx: AppContext, seat: SeatConfig | null): SeatInfoConfig | null {
  if (!seat) return null;
  const password = ctx.secrets.open(seat.passwordEnc);
  return {
    agentId: seat.agentId,
    passwordMD5: createHash('md5').update(password).digest('hex'),
    entId: seat.entId,
    agentDn: seat.agentDn,
    seatNumber: seat.seatNumber,
    terminalType: '1',
    skillDesc: '',
    httpServerAddress: '',
    agentDnPwd: '',
    // Where the softphone reaches the exchange: 'sim' (our /ws) or the SIP WebSocket (D8).
    ...ctx.telephony.endpoints(),
    udpUrl: '',
  };
}

/** GET /api/user/info: who the caller is, what they may open, and their unread count. */
export async function getUserInfo(ctx: AppContext, user: AuthUser): Promise<UserInfo> {
  const row = await userWithRole(ctx.db, user.id);
  if (!row) throw notFound();
  return {
    id: row.user.id,
    account: row.user.account,
    nickName: row.user.nickName,
    name: row.user.nickName,
    avatar: avatarLink(row.user.avatar),
    email: row.user.emailConfig?.account ?? row.user.email,
    roleId: row.user.roleId,
    rolePo: { id: row.role.id, name: row.role.name, roleType: row.role.roleType, routeList: user.routeIds },
    roles: user.roleTypes,
    seatInfoConfig: toSeatInfoConfig(ctx, row.user.seatConfig),
    unReadCount: await unreadCount(ctx.db, user.id),
    mustChangePassword: row.user.mustChangePassword,
  };
}
