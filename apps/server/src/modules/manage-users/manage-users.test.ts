import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInTestApp, type TestApp } from '../../../test/test-app.js';
import { adminAudit } from '../admin-audit/admin-audit.schema.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

let t: TestApp;
let tok: Record<string, string>;
beforeAll(async () => {
  ({ t, tok } = await signedInTestApp(['admin', 'manager', 'cert01', 'audit01', 'viewer']));
});
afterAll(async () => t.close());

const seatUser = {
  account: 'seat09',
  nickName: '周坐席',
  roleId: 10,
  seatInfo: { entId: '10086', agentId: '8009', password: 'SeatPw#9', agentDn: '6009', seatNumber: '02160001009' },
  emailConfig: { account: 'seat09@certdesk.local', password: 'MailPw#9' },
};

describe('user management access', () => {
  it('refuses every endpoint to non-administrators with the forbidden answer', async () => {
    for (const who of ['cert01', 'audit01', 'viewer']) {
      const calls: [string, string, unknown][] = [
        ['POST', '/api/manage/user/list', {}],
        ['GET', '/api/manage/user/1', undefined],
        ['POST', '/api/manage/user/create', seatUser],
        ['POST', '/api/manage/user/resetPassword', { uid: 2 }],
        ['POST', '/api/manage/user/lock', { uid: 2 }],
        ['POST', '/api/manage/user/disableDispatch', { uid: 2 }],
        ['DELETE', '/api/manage/user/del/2', undefined],
        ['POST', '/api/manage/user/update', { uid: 2, nickName: 'x' }],
        ['POST', '/api/seatConfig/save', { uid: 3, ...seatUser.seatInfo }],
        ['POST', '/api/manage/user/email/save', { uid: 3, ...seatUser.emailConfig }],
      ];
      for (const [m, url, body] of calls) {
        const r = await t.call(m as 'POST', url, tok[who]!, body);
        expect(r, `${who} ${url}`).toMatchObject({ code: '1003', msg: '没有权限执行此操作' });
      }
    }
  });

  it('answers -100 without a session', async () => {
    expect((await t.call('POST', '/api/manage/user/list', null, {})).code).toBe('-100');
  });

  it('lists users for admin and manager, with filters, without credentials', async () => {
    for (const who of ['admin', 'manager']) {
      const r = await t.call<{ result: { account: string }[]; totalCount: number }>('POST', '/api/manage/user/list', tok[who]!, {});
      expect(r.code).toBe('0000');
      expect(r.data.totalCount).toBe(6);
    }
    const f = await t.call<{ result: { account: string; agentId: string }[] }>('POST', '/api/manage/user/list', tok.admin!, {
      roleId: 10,
      account: 'cert',
    });
    expect(f.data.result.map((u) => u.account)).toEqual(['cert01', 'cert02']);
    expect(f.data.result[0]!.agentId).toBe('8001');
    const raw = JSON.stringify(f);
    expect(raw).not.toMatch(/password|passwordEnc|seat-1234|mail-1234/i);
  });
});

describe('POST /api/manage/user/create', () => {
  it('requires account, name and role with the screen messages', async () => {
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, { nickName: 'a', roleId: 20 })).msg).toBe('请输入用户名');
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, { account: 'a1', nickName: ' ', roleId: 20 })).msg).toBe(
      '请输入姓名',
    );
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, { account: 'a1', nickName: 'a' })).msg).toBe('请选择角色');
  });

  it('requires every seat and mailbox field for role 10', async () => {
    const base = { account: 'seat10', nickName: '坐席', roleId: 10 };
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, base)).code).toBe('1001');
    const noPw = { ...seatUser, account: 'seat10', seatInfo: { ...seatUser.seatInfo, password: '' } };
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, noPw)).msg).toBe('请输入坐席密码');
    const noDn = { ...seatUser, account: 'seat10', seatInfo: { ...seatUser.seatInfo, agentDn: '' } };
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, noDn)).msg).toBe('请输入坐席分机号');
    const noMail = { ...seatUser, account: 'seat10', emailConfig: { account: '', password: 'x' } };
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, noMail)).msg).toBe('请输入邮箱账号');
    const noMailPw = { ...seatUser, account: 'seat10', emailConfig: { account: 'a@b.cn' } };
    expect((await t.call('POST', '/api/manage/user/create', tok.admin!, noMailPw)).msg).toBe('请输入邮箱密码');
  });

  it('creates a seat user: one-time password, forced change, sealed secrets never answered', async () => {
    const r = await t.call<{ id: number; password: string }>('POST', '/api/manage/user/create', tok.admin!, seatUser);
    expect(r.code).toBe('0000');
    expect(r.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row!.mustChangePassword).toBe(true);
    expect(row!.seatConfig!.passwordEnc).not.toContain('SeatPw');
    expect(t.ctx.secrets.open(row!.emailConfig!.passwordEnc)).toBe('MailPw#9');
    expect(t.ctx.secrets.open(row!.seatConfig!.passwordEnc)).toBe('SeatPw#9');

    const detail = await t.call('GET', `/api/manage/user/${r.data.id}`, tok.manager!);
    expect(detail).toMatchObject({
      code: '0000',
      data: {
        account: 'seat09',
        rolePo: { roleType: 200 },
        seatInfoConfig: { agentId: '8009', hasPassword: true },
        emailConfig: { account: 'seat09@certdesk.local', hasPassword: true },
      },
    });
    const list = await t.call('POST', '/api/manage/user/list', tok.admin!, { account: 'seat09' });
    for (const body of [JSON.stringify(detail), JSON.stringify(list)]) {
      expect(body).not.toContain('SeatPw#9');
      expect(body).not.toContain('MailPw#9');
      expect(body).not.toContain(row!.emailConfig!.passwordEnc);
      expect(body).not.toContain(row!.seatConfig!.passwordEnc);
    }

    // The new user signs in, must change the password first, then works.
    const token = await t.login('seat09', r.data.password);
    expect((await t.call('POST', '/api/manage/user/list', token, {})).msg).toBe('请先修改初始密码');
    expect(
      (await t.call('POST', '/api/user/updatePassword', token, { oldPassword: r.data.password, newPassword: 'NewPass123' })).code,
    ).toBe('0000');
    const info = await t.call<{ seatInfoConfig: { agentId: string } | null; mustChangePassword: boolean }>('GET', '/api/user/info', token);
    expect(info.data).toMatchObject({ mustChangePassword: false, seatInfoConfig: { agentId: '8009' } });

    const audit = await t.ctx.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.entityId, String(r.data.id)));
    expect(audit.some((a) => a.action === 'create' && a.entity === 'user')).toBe(true);
    expect(JSON.stringify(audit)).not.toContain(row!.emailConfig!.passwordEnc);
  });

  it('ignores seat and mailbox for other roles, refuses duplicates clearly', async () => {
    const r = await t.call<{ id: number }>('POST', '/api/manage/user/create', tok.manager!, { ...seatUser, account: 'aud09', roleId: 20 });
    expect(r.code).toBe('0000');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row!.seatConfig).toBeNull();
    expect(row!.emailConfig).toBeNull();
    const dup = await t.call('POST', '/api/manage/user/create', tok.admin!, { account: 'AUD09', nickName: 'x', roleId: 20 });
    expect(dup).toMatchObject({ code: '1009', msg: '用户名 AUD09 已存在' });
  });

  it('keeps super administrators out of reach of a manager', async () => {
    expect((await t.call('POST', '/api/manage/user/create', tok.manager!, { account: 'root2', nickName: 'x', roleId: 1 })).code).toBe(
      '1003',
    );
    expect((await t.call('POST', '/api/manage/user/resetPassword', tok.manager!, { uid: 1 })).code).toBe('1003');
  });
});

describe('reset, lock, dispatch, update, seat and mailbox', () => {
  const idOf = async (account: string) => (await t.ctx.db.select().from(users).where(eq(users.account, account)))[0]!.id;

  it('resets a password: new one returned once, sessions end, change forced', async () => {
    const uid = await idOf('cert02');
    const before = await t.login('cert02');
    const r = await t.call<{ password: string }>('POST', '/api/manage/user/resetPassword', tok.admin!, { uid });
    expect(r.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await t.call('GET', '/api/user/info', before)).code).toBe('-100');
    const after = await t.call<{ mustChangePassword: boolean }>('POST', '/api/auth/login', null, {
      account: 'cert02',
      pwd: r.data.password,
    });
    expect(after.data.mustChangePassword).toBe(true);
  });

  it('disabling a user ends their session at once; enabling lets them back', async () => {
    const uid = await idOf('audit01');
    const session = await t.login('audit01');
    expect((await t.call('GET', '/api/user/info', session)).code).toBe('0000');
    const r = await t.call('POST', '/api/manage/user/lock', tok.manager!, { uid });
    expect(r).toMatchObject({ code: '0000', data: { disabled: true } });
    expect((await t.call('GET', '/api/user/info', session)).code).toBe('-100');
    expect((await t.call('POST', '/api/auth/login', null, { account: 'audit01', pwd: 'Certdesk@2026' })).code).toBe('2003');
    expect((await t.call('POST', '/api/manage/user/lock', tok.manager!, { uid, disabled: false })).data).toEqual({ disabled: false });
    tok.audit01 = await t.login('audit01');
    expect((await t.call('POST', '/api/manage/user/lock', tok.admin!, { uid: 1 })).msg).toBe('不能禁用自己的账号');
  });

  it('pauses and resumes dispatch', async () => {
    const uid = await idOf('cert01');
    expect((await t.call('POST', '/api/manage/user/disableDispatch', tok.admin!, { uid })).data).toEqual({ disabledDispatch: true });
    expect((await t.ctx.db.select().from(users).where(eq(users.id, uid)))[0]!.disabledDispatch).toBe(true);
    expect((await t.call('POST', '/api/manage/user/disableDispatch', tok.admin!, { uid })).data).toEqual({ disabledDispatch: false });
  });

  it('updates name and further roles (D5)', async () => {
    const uid = await idOf('cert01');
    const r = await t.call('POST', '/api/manage/user/update', tok.admin!, { uid, nickName: '李认证二', roles: [20] });
    expect(r.code).toBe('0000');
    const d = await t.call<{ nickName: string; roles: number[]; roleTypes: number[] }>('GET', `/api/manage/user/${uid}`, tok.admin!);
    expect(d.data).toMatchObject({ nickName: '李认证二', roles: [20], roleTypes: [200, 300] });
    expect((await t.call('POST', '/api/manage/user/update', tok.admin!, { uid, nickName: '' })).msg).toBe('请输入姓名');
  });

  it('saves seat and mailbox with sealed passwords; blank keeps the stored one; only for role type 200', async () => {
    const uid = await idOf('cert01');
    const seat = { uid, entId: '20001', agentId: '8101', agentDn: '6101', seatNumber: '021999', password: '' };
    expect((await t.call('POST', '/api/seatConfig/save', tok.admin!, seat)).code).toBe('0000');
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, uid));
    expect(row!.seatConfig).toMatchObject({ entId: '20001', agentId: '8101' });
    expect(t.ctx.secrets.open(row!.seatConfig!.passwordEnc)).toBe('seat-1234');
    const mail = await t.call('POST', '/api/manage/user/email/save', tok.admin!, {
      uid,
      account: 'li@certdesk.local',
      password: 'Secret-77',
    });
    expect(mail.code).toBe('0000');
    const [row2] = await t.ctx.db.select().from(users).where(eq(users.id, uid));
    expect(t.ctx.secrets.open(row2!.emailConfig!.passwordEnc)).toBe('Secret-77');
    const detail = JSON.stringify(await t.call('GET', `/api/manage/user/${uid}`, tok.admin!));
    expect(detail).not.toContain('Secret-77');
    expect(detail).not.toContain(row2!.emailConfig!.passwordEnc);
    expect((await t.call('POST', '/api/manage/user/email/save', tok.admin!, { uid, account: 'bad', password: 'x' })).msg).toBe(
      '请输入正确的邮箱地址',
    );
    const manager = await idOf('manager');
    expect((await t.call('POST', '/api/seatConfig/save', tok.admin!, { ...seat, uid: manager, password: 'x' })).msg).toBe(
      '只有认证专员可以配置坐席',
    );
  });
});

describe('DELETE /api/manage/user/del/{id}', () => {
  it('erases a user who handled nothing', async () => {
    const r = await t.call<{ id: number }>('POST', '/api/manage/user/create', tok.admin!, {
      account: 'temp01',
      nickName: '临时',
      roleId: 90,
    });
    const del = await t.call('DELETE', `/api/manage/user/del/${r.data.id}`, tok.admin!);
    expect(del).toMatchObject({ code: '0000', msg: '删除成功', data: { outcome: 'deleted' } });
    expect(await t.ctx.db.select().from(users).where(eq(users.id, r.data.id))).toHaveLength(0);
  });

  it('deactivates a user who handled orders, keeping the row for history', async () => {
    const r = await t.call<{ id: number }>('POST', '/api/manage/user/create', tok.admin!, {
      account: 'hist01',
      nickName: '历史',
      roleId: 20,
    });
    await t.ctx.db
      .insert(orders)
      .values({ openOrderId: 'DEL-1', orderType: 1, expiredDate: new Date(), auditUid: r.data.id, handlerUids: [r.data.id] });
    const del = await t.call('DELETE', `/api/manage/user/del/${r.data.id}`, tok.admin!);
    expect(del).toMatchObject({ code: '0000', data: { outcome: 'deactivated' } });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, r.data.id));
    expect(row!.deletedAt).not.toBeNull();
    expect(row!.disabled).toBe(true);
    const list = await t.call<{ result: { account: string }[] }>('POST', '/api/manage/user/list', tok.admin!, { account: 'hist01' });
    expect(list.data.result).toHaveLength(0);
    expect((await t.call('GET', `/api/manage/user/${r.data.id}`, tok.admin!)).code).toBe('1004');
    expect((await t.call('DELETE', '/api/manage/user/del/1', tok.admin!)).msg).toBe('不能删除自己的账号');
  });
});
