import { auditListSchema, auditRowSchema, loginLogListSchema, loginLogRowSchema } from '../admin.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** The login log and the administrators' audit trail (modules/login-log and admin-audit; pages/log). */
export const adminLogsApi = {
  loginLogs: defineRoute({ method: 'POST', path: '/api/log/login/list', body: loginLogListSchema, response: pageOf(loginLogRowSchema) }),
  auditTrail: defineRoute({ method: 'POST', path: '/api/log/audit/list', body: auditListSchema, response: pageOf(auditRowSchema) }),
};
