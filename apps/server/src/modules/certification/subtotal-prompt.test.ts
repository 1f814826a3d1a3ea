import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { dataDic, subtotalKeywords } from '../config/config.schema.js';
import { seedConfig } from '../config/config.seed.js';
import { detailOrder } from '../detail/detail-fixtures.js';
import { orderNotices } from './certification.schema.js';

// The walkthrough of issue 19: on the demo configuration, a subtotal with 无人接听 on a company
// order offered a progress (P_NO_ANSWER) that was no option of the order, so 发送 always failed.
let t: TestApp;
let cert01: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedConfig(t.ctx);
  cert01 = await t.login('cert01');
  admin = await t.login('admin');
});
afterAll(() => t.close());

interface Suggestion {
  keyword: string;
  progressKey: string;
  progressContent: string;
  warnKey: string;
  warnContent: string;
}

/** What the prompt's 发送 does (CourseSection): the offered progress, then the offered warning. */
async function pressSend(orderId: number, s: Suggestion) {
  const answers = [];
  if (s.progressKey)
    answers.push(await t.call('POST', '/api/certification/progress', cert01, { orderId, key: s.progressKey, content: s.progressContent }));
  if (s.warnKey)
    answers.push(await t.call('POST', '/api/certification/warn/send', cert01, { orderId, key: s.warnKey, content: s.warnContent }));
  return answers;
}

describe('subtotal keyword prompt on the demo configuration', () => {
  it('sends the progress of 无人接听 on a company order', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1);
    const saved = await t.call<{ suggestions: Suggestion[] }>('POST', '/api/certification/subtotal/save', cert01, {
      orderId: order.id,
      content: '上午两次致电法人，均无人接听',
    });
    expect(saved.data.suggestions).toEqual([expect.objectContaining({ keyword: '无人接听', progressKey: 'P_NO_ANSWER' })]);
    const answers = await pressSend(order.id, saved.data.suggestions[0]!);
    expect(answers.map((a) => [a.code, a.msg])).toEqual([['0000', '发送成功']]);
    const notices = await t.ctx.db.select().from(orderNotices).where(eq(orderNotices.orderId, order.id));
    expect(notices).toMatchObject([{ kind: 40, code: 'P_NO_ANSWER', codeMsg: '多次致电无人接听，已发送核实邮件' }]);
  });

  it('offers only what each order type can send, and every offer sends', async () => {
    const text = '空号；无人接听；已离职';
    for (const orderType of [1, 2, 3, 4]) {
      const order = await detailOrder(t.ctx.db, 'cert01', orderType);
      const saved = await t.call<{ suggestions: Suggestion[] }>('POST', '/api/certification/subtotal/save', cert01, {
        orderId: order.id,
        content: text,
      });
      for (const s of saved.data.suggestions) {
        for (const a of await pressSend(order.id, s)) expect([orderType, s.keyword, a.msg]).toEqual([orderType, s.keyword, '发送成功']);
      }
      // Degree orders send neither; position orders only warnings (02 §2.1).
      if (orderType === 4) expect(saved.data.suggestions).toEqual([]);
      if (orderType === 3)
        expect(saved.data.suggestions).toEqual([expect.objectContaining({ keyword: '已离职', progressKey: '', warnKey: 'W_LEFT' })]);
      if (orderType === 1)
        expect(saved.data.suggestions.map((s) => [s.keyword, s.progressKey, s.warnKey])).toEqual([
          ['空号', '', 'W_EMPTY_NUMBER'],
          ['无人接听', 'P_NO_ANSWER', ''],
        ]);
    }
  });

  it('does not offer a key that is no option of the order (removed from the dictionary)', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1);
    await t.ctx.db.delete(dataDic).where(and(eq(dataDic.category, 'dic'), eq(dataDic.id, 'W_EMPTY_NUMBER')));
    const saved = await t.call<{ suggestions: Suggestion[] }>('POST', '/api/certification/subtotal/save', cert01, {
      orderId: order.id,
      content: '登记电话是空号',
    });
    expect(saved.data.suggestions).toEqual([]);
  });

  it('refuses keyword configuration whose keys are not in the dictionary', async () => {
    const save = (body: object) => t.call('POST', '/api/config/subtotal/save', admin, { keyword: '停机', ...body });
    expect((await save({ progressKey: 'P_TYPO' })).msg).toBe('进度编码 P_TYPO 不在数据字典中');
    expect((await save({ warnKey: 'P_NO_ANSWER' })).msg).toBe('预警编码 P_NO_ANSWER 不在数据字典中');
    expect(await t.ctx.db.select().from(subtotalKeywords).where(eq(subtotalKeywords.keyword, '停机'))).toEqual([]);
    expect((await save({ progressKey: 'P_NO_ANSWER', progressContent: '电话停机' })).code).toBe('0000');
  });
});
