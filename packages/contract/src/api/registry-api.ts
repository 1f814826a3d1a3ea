import { pageOf } from '../envelope.js';
import {
  manualReptileAnswerSchema,
  manualReptileSchema,
  queueSummarySchema,
  recordDetailSchema,
  recordIdParams,
  recordListSchema,
  recordRowSchema,
} from '../registry.js';
import { defineRoute } from './route.js';
import { postOf } from './route-shapes.js';

const recordList = <const P extends string>(path: P) => postOf(path, recordListSchema, pageOf(recordRowSchema));

/** Registry lookups (D10): manual re-check, the queue summary, the queue and history lists, a record (modules/registry, features/registry). */
export const registryApi = {
  manualLookup: postOf('/api/manualReptile', manualReptileSchema, manualReptileAnswerSchema),
  queueSummary: defineRoute({ method: 'GET', path: '/api/queue', response: queueSummarySchema }),
  queue: recordList('/api/queue/list'),
  history: recordList('/api/history/list'),
  record: defineRoute({ method: 'GET', path: '/api/info/:id', params: recordIdParams, response: recordDetailSchema }),
};
