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
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';
import { getById, postOf } from './route-shapes.js';

/** Supplementary material to the partner and the logs of third-party notices and warnings (modules/third-party). */
export const thirdPartyApi = {
  supplementTemplates: defineRoute({
    method: 'GET',
    path: '/api/thirdParty/supplement/templates',
    querystring: supplementTemplatesQuerySchema,
    response: z.array(supplementTemplateSchema),
  }),
  sendSupplement: postOf('/api/thirdParty/supplement/send', supplementSendSchema, supplementSentSchema),
  notices: postOf('/api/thirdParty/findNotifyMsgList', notifyListSchema, pageOf(notifyRowSchema)),
  notice: getById('/api/thirdParty/info/:id', notifyRowSchema),
  warnings: postOf('/api/certification/warnList', warnListSchema, pageOf(warnRowSchema)),
};
