import { z } from 'zod';
import { ORDER_TYPE_LABELS } from './order-enums.js';
import { pagingSchema } from './paging.js';

/** Business groups tie order types to workers for automatic dispatch (D2, 02 §2.4). */

/** POST /api/user/workGroup/list. */
export const workGroupListSchema = pagingSchema.extend({ name: z.string().trim().max(50).optional() });

/** POST /api/user/workGroup/create: create (no id) or edit (id). */
export const workGroupSaveSchema = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string({ error: '请输入业务组名称' }).trim().min(1, '请输入业务组名称').max(50, '业务组名称不能超过50个字符'),
  orderTypes: z
    .array(
      z.coerce
        .number()
        .int()
        .refine((n) => n in ORDER_TYPE_LABELS, '订单类型只能是1到8'),
      { error: '请选择订单类型' },
    )
    .min(1, '请选择订单类型'),
  uid: z.array(z.coerce.number().int().positive(), { error: '请选择人员' }).min(1, '请选择人员'),
  roleType: z.coerce
    .number({ error: '请选择人员类型' })
    .refine((n) => n === 200 || n === 300, '人员类型只能是认证专员或审核专员')
    .default(200),
});

/** A save request. */
export type WorkGroupSave = z.infer<typeof workGroupSaveSchema>;

/** A row of the business group list. */
export const workGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  orderTypes: z.array(z.number().int()),
  roleType: z.number().int(),
  uid: z.array(z.number().int()),
  users: z.array(z.object({ id: z.number().int(), nickName: z.string(), account: z.string() })),
  createAt: z.number(),
});

/** A business group as listed. */
export type WorkGroupRow = z.infer<typeof workGroupRowSchema>;
