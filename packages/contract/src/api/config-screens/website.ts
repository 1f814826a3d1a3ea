import { saveWebsiteSchema, websiteListSchema, websiteRowSchema } from '../../admin-config.js';
import { serialRows } from '../crud-api.js';

/** The registry (查档) websites by area. */
export const website = serialRows({ id: 71000, path: '/configuration/web', title: '查档网站' }, '/api/config/website', {
  list: websiteListSchema,
  row: websiteRowSchema,
  save: saveWebsiteSchema,
});
