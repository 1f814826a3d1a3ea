import { dictionary } from '../crud-api.js';

/** The mail configuration (category 'mail' of the dictionary table). */
export const mailConfig = dictionary({ id: 75000, path: '/configuration/mail', title: '邮件配置' }, '/api/config/emailTemplate');
