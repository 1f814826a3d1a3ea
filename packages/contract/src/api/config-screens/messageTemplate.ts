import { z } from 'zod';
import { msgTemplateListSchema, msgTemplateRowSchema, saveMsgTemplateSchema } from '../../admin-config.js';
import { crudApi, serialId } from '../crud-api.js';

/** Texts of the in-app messages. They belong to fixed events: edited only, neither added nor deleted. */
export const messageTemplate = crudApi({
  menu: { id: 76000, path: '/configuration/message', title: '消息模板' },
  base: '/api/config/msgTemplate',
  list: msgTemplateListSchema,
  row: msgTemplateRowSchema,
  save: saveMsgTemplateSchema,
  saved: z.null(),
  id: serialId,
});
