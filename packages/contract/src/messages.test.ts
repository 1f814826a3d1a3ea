import { describe, expect, it } from 'vitest';
import { fillMessageTemplate } from './messages.js';

describe('fillMessageTemplate', () => {
  it('lets a value that ends its own sentence swallow the template 。', () => {
    const tpl = '订单{orderId}审核未通过，已退回给您。原因：{reason}。';
    expect(fillMessageTemplate(tpl, { orderId: 7, reason: '请补充材料后重新提交。' })).toBe(
      '订单7审核未通过，已退回给您。原因：请补充材料后重新提交。',
    );
    expect(fillMessageTemplate(tpl, { orderId: 7, reason: '授权书模糊' })).toBe('订单7审核未通过，已退回给您。原因：授权书模糊。');
    expect(fillMessageTemplate(tpl, { orderId: 7, reason: '为何没有联系法人？ ' })).toBe(
      '订单7审核未通过，已退回给您。原因：为何没有联系法人？',
    );
    expect(fillMessageTemplate('原因：{missing}。', {})).toBe('原因：{missing}。');
  });
});
