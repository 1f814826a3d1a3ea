import { z } from 'zod';
import { interfaceLogListSchema, interfaceLogRowSchema, outboxHealthSchema, repushSchema } from '../decisions.js';
import { detailIdParams } from '../detail.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** The interface log (02 §2.4; D11): list, outbox health, one row, re-push (modules/interface-log). The export is a download. */
export const interfaceLogApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/log/interface/list',
    body: interfaceLogListSchema,
    response: pageOf(interfaceLogRowSchema),
  }),
  health: defineRoute({ method: 'GET', path: '/api/log/interface/health', response: outboxHealthSchema }),
  row: defineRoute({ method: 'GET', path: '/api/log/interface/:id', params: detailIdParams, response: interfaceLogRowSchema }),
  repush: defineRoute({ method: 'POST', path: '/api/log/interface/repush', body: repushSchema, response: z.null() }),
};

/** The interface log's xlsx export (a download: the list's filters without the page). */
export const INTERFACE_LOG_EXPORT_PATH = '/api/log/interface/list/export';
