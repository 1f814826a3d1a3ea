import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { businessGroupMembers, businessGroups } from './orders.schema.js';
import { orderTestApp, type StaffAccount } from './test-users.js';

let t: TestApp;
let ids: Record<StaffAccount, number>;
let admin: string;
beforeAll(async () => {
  ({ t, ids } = await orderTestApp());
  admin = await t.login('admin');
});
afterAll(async () => t.close());

type Row = { id: number; name: string; orderTypes: number[]; uid: number[]; users: { nickName: string }[] };

describe('business groups', () => {
  it('creates, lists, edits and deletes a group', async () => {
    const created = await t.call<{ id: number }>('POST', '/api/user/workGroup/create', admin, {
      name: '企业认证组',
      orderTypes: [2, 1, 2],
      uid: [ids.cert01, ids.cert02],
      roleType: 200,
    });
    expect(created).toMatchObject({ code: '0000', msg: '保存成功' });
    const list = await t.call<{ result: Row[]; totalCount: number }>('POST', '/api/user/workGroup/list', admin, {
      pageNum: 1,
      pageSize: 10,
    });
    expect(list.data.result).toEqual([
      expect.objectContaining({ name: '企业认证组', orderTypes: [1, 2], uid: [ids.cert01, ids.cert02], roleType: 200 }),
    ]);
    expect(list.data.result[0]?.users.map((u) => u.nickName)).toEqual(['李认证', '张认证']);
    const edited = await t.call('POST', '/api/user/workGroup/create', admin, {
      id: created.data.id,
      name: '企业组',
      orderTypes: [1],
      uid: [ids.cert02],
    });
    expect(edited.code).toBe('0000');
    const members = await t.ctx.db.select().from(businessGroupMembers).where(eq(businessGroupMembers.groupId, created.data.id));
    expect(members.map((m) => m.uid)).toEqual([ids.cert02]);
    expect(await t.call('DELETE', `/api/user/workGroup/delete/${created.data.id}`, admin)).toMatchObject({ code: '0000', msg: '删除成功' });
    expect(await t.ctx.db.select().from(businessGroups)).toHaveLength(0);
    expect(await t.call('DELETE', `/api/user/workGroup/delete/${created.data.id}`, admin)).toMatchObject({
      code: '1004',
      msg: '业务组不存在',
    });
  });

  it('refuses bad input with Chinese messages and changes nothing', async () => {
    const send = (body: object) => t.call('POST', '/api/user/workGroup/create', admin, body);
    expect((await send({ name: '', orderTypes: [1], uid: [ids.cert01] })).msg).toBe('请输入业务组名称');
    expect((await send({ name: 'A', orderTypes: [], uid: [ids.cert01] })).msg).toBe('请选择订单类型');
    expect((await send({ name: 'A', orderTypes: [9], uid: [ids.cert01] })).msg).toContain('订单类型只能是1到8');
    expect((await send({ name: 'A', orderTypes: [1], uid: [] })).msg).toBe('请选择人员');
    expect((await send({ name: 'A', orderTypes: [1], uid: [ids.audit01] })).msg).toBe('所选人员必须是认证专员');
    expect((await send({ name: 'A', orderTypes: [1], uid: [ids.cert01], roleType: 300 })).msg).toBe('所选人员必须是审核专员');
    expect((await send({ name: 'B', orderTypes: [1], uid: [ids.audit01], roleType: 300 })).code).toBe('0000');
    expect(await send({ name: 'B', orderTypes: [1], uid: [ids.audit01], roleType: 300 })).toMatchObject({
      code: '1009',
      msg: '业务组名称已存在',
    });
    expect(await t.ctx.db.select().from(businessGroups)).toHaveLength(1);
  });

  it('is for roles 0 and 100 only', async () => {
    const manager = await t.login('manager');
    expect((await t.call('POST', '/api/user/workGroup/list', manager, {})).code).toBe('0000');
    for (const account of ['cert01', 'audit01', 'viewer']) {
      const token = await t.login(account);
      expect((await t.call('POST', '/api/user/workGroup/list', token, {})).code, account).toBe('1003');
      expect((await t.call('DELETE', '/api/user/workGroup/delete/1', token)).code, account).toBe('1003');
    }
  });
});
