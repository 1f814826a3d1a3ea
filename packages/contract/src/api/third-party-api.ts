import { z } from 'zod';
import {
  notifyListSchema,
  notifyRowSchema,
  supplementSendSchema,
  supplementSentSchema,
  supplementTemplateSchema,
  supplementTemplatesQuerySchema,
  warnListSchema,
  warnRowSchema,
} from '../decisions.js';
import { detailIdParams } from '../detail.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** Supplementary material to the partner and the logs of third-party notices and warnings (modules/third-party). */
export const thirdPartyApi = {
  supplementTemplates: defineRoute({
    method: 'GET',
    path: '/api/thirdParty/supplement/templates',
    querystring: supplementTemplatesQuerySchema,
    response: z.array(supplementTemplateSchema),
  }),
  sendSupplement: defineRoute({
    method: 'POST',
    path: '/api/thirdParty/supplement/send',
    body: supplementSendSchema,
    response: supplementSentSchema,
  }),
  notices: defineRoute({
    method: 'POST',
    path: '/api/thirdParty/findNotifyMsgList',
    body: notifyListSchema,
    response: pageOf(notifyRowSchema),
  }),
  notice: defineRoute({ method: 'GET', path: '/api/thirdParty/info/:id', params: detailIdParams, response: notifyRowSchema }),
  warnings: defineRoute({ method: 'POST', path: '/api/certification/warnList', body: warnListSchema, response: pageOf(warnRowSchema) }),
};
