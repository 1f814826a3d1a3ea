import { z } from 'zod';
import { pageOf } from '../envelope.js';
import { emailHistorySchema, emailRowSchema, mailboxStateSchema, mailTemplateSchema, notifyCountSchema, sendEmailSchema } from '../mail.js';
import { positiveIdField } from '../paging.js';
import { defineRoute } from './route.js';

const byOrder = z.object({ orderId: positiveIdField('订单ID') });

/** Mail from orders (modules/mail, features/mail): templates, sending, history, counts. The export stays a file answer. */
export const mailApi = {
  template: defineRoute({ method: 'GET', path: '/api/email/template/order/:orderId', params: byOrder, response: mailTemplateSchema }),
  send: defineRoute({
    method: 'POST',
    path: '/api/email/sendEmail',
    body: sendEmailSchema,
    response: z.object({ seqNo: z.string(), messageId: z.string() }),
  }),
  history: defineRoute({ method: 'POST', path: '/api/email/history', body: emailHistorySchema, response: pageOf(emailRowSchema) }),
  mailboxStatus: defineRoute({ method: 'GET', path: '/api/email/mailboxStatus', response: z.array(mailboxStateSchema) }),
  notifyCount: defineRoute({ method: 'GET', path: '/api/thirdParty/notifyCnt', querystring: byOrder, response: notifyCountSchema }),
};
