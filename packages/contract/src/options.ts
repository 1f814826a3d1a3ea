import { z } from 'zod';

/** One entry of an option list (pickers): key and Chinese name. */
export const optionSchema = z.object({ key: z.union([z.string(), z.number()]), name: z.string() });

/** One entry of an option list. */
export type Option = z.infer<typeof optionSchema>;

/** An area of the cascader; leaf is true for districts (no children to load). */
export const areaOptionSchema = z.object({ key: z.string(), name: z.string(), leaf: z.boolean() });

/** One area of the province/city/district cascader. */
export type AreaOption = z.infer<typeof areaOptionSchema>;

/** GET /api/options/userByRoleType?roleType=: the people picker (200 certifiers, 300 auditors). */
export const userByRoleTypeQuerySchema = z.object({
  roleType: z.coerce
    .number({ error: '角色类型必须是数字' })
    .refine((n) => [0, 100, 200, 300, 900].includes(n), '角色类型只能是0、100、200、300或900'),
});

/** GET /api/options/area?pcode=: children of a province or city; an empty pcode gives the provinces. */
export const areaQuerySchema = z.object({
  pcode: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4})?$/, '上级地区代码格式错误')
    .optional(),
});

/**
 * Kinds of evidence attachment (02: datum files of an order). The key is what the detail screen
 * stores with a file; the list is fixed in code because the screens branch on it.
 */
export const ATTACH_TYPES: readonly Option[] = [
  { key: 10, name: '营业执照' },
  { key: 20, name: '授权书' },
  { key: 30, name: '身份证明' },
  { key: 40, name: '学历证明' },
  { key: 50, name: '职业资格证书' },
  { key: 60, name: '职称证书' },
  { key: 70, name: '荣誉证书' },
  { key: 80, name: '在职证明' },
  { key: 90, name: '银行对公账户证明' },
  { key: 100, name: '邮件附件' },
  { key: 999, name: '其他' },
];

/** Currencies of registered capital (registry records and the currency picker), ISO 4217 codes. */
export const CURRENCY_TYPES: readonly Option[] = [
  { key: 'CNY', name: '人民币' },
  { key: 'USD', name: '美元' },
  { key: 'EUR', name: '欧元' },
  { key: 'HKD', name: '港元' },
  { key: 'JPY', name: '日元' },
  { key: 'GBP', name: '英镑' },
  { key: 'TWD', name: '新台币' },
  { key: 'MOP', name: '澳门元' },
  { key: 'SGD', name: '新加坡元' },
  { key: 'KRW', name: '韩元' },
  { key: 'AUD', name: '澳大利亚元' },
  { key: 'CAD', name: '加拿大元' },
  { key: 'CHF', name: '瑞士法郎' },
];
