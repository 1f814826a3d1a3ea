import { saveSubtotalSchema, subtotalListSchema, subtotalRowSchema } from '../../admin-config.js';
import { serialRows } from '../crud-api.js';

/** Keywords of a certifier's subtotal that suggest a progress or warning message. */
export const subtotal = serialRows({ id: 74000, path: '/configuration/subtotal', title: '小计关键词' }, '/api/config/subtotal', {
  list: subtotalListSchema,
  row: subtotalRowSchema,
  save: saveSubtotalSchema,
});
