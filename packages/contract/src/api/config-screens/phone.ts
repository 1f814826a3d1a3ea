import { businessListSchema, businessRowSchema, saveBusinessSchema } from '../../admin-config.js';
import { serialRows } from '../crud-api.js';

/** The business phone library. */
export const phone = serialRows({ id: 72000, path: '/configuration/phone', title: '企业电话库' }, '/api/config/business', {
  list: businessListSchema,
  row: businessRowSchema,
  save: saveBusinessSchema,
});
