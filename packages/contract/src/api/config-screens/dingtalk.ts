import { progressConfigListSchema, progressConfigRowSchema, saveProgressConfigSchema } from '../../admin-config.js';
import { serialRows } from '../crud-api.js';

/** The chat-app (DingTalk-style) robots that receive progress pushes (D14). */
export const dingtalk = serialRows(
  { id: 77000, path: '/configuration/dingtalk', title: '进度推送配置' },
  '/api/progressConfig',
  { list: progressConfigListSchema, row: progressConfigRowSchema, save: saveProgressConfigSchema },
  { delete: '/api/progressConfig/deleted', export: true },
);
