import { interfaceLogListSchema, interfaceLogRowSchema, outboxHealthSchema, repushSchema } from '../decisions.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';
import { getById, postOf, saveOf } from './route-shapes.js';

/** The interface log (02 §2.4; D11): list, outbox health, one row, re-push (modules/interface-log). The export is a download. */
export const interfaceLogApi = {
  list: postOf('/api/log/interface/list', interfaceLogListSchema, pageOf(interfaceLogRowSchema)),
  health: defineRoute({ method: 'GET', path: '/api/log/interface/health', response: outboxHealthSchema }),
  row: getById('/api/log/interface/:id', interfaceLogRowSchema),
  repush: saveOf('/api/log/interface/repush', repushSchema),
};

/** The interface log's xlsx export (a download: the list's filters without the page). */
export const INTERFACE_LOG_EXPORT_PATH = '/api/log/interface/list/export';
