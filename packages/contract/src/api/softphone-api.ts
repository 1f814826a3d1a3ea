import { z } from 'zod';
import {
  simIncomingSchema,
  softphoneCallSchema,
  softphoneDialSchema,
  softphoneDtmfSchema,
  softphoneStateSchema,
  softphoneStatusSchema,
} from '../softphone.js';
import { defineRoute } from './route.js';
import { saveOf as command } from './route-shapes.js';

const session = z.object({ sessionId: z.string() });

/**
 * The browser softphone's commands to the simulated exchange (modules/telephony, features/softphone);
 * its events come back over /ws. A SIP softphone talks to its exchange itself and uses none.
 */
export const softphoneApi = {
  status: defineRoute({ method: 'GET', path: '/api/softphone/status', response: softphoneStatusSchema }),
  login: defineRoute({ method: 'POST', path: '/api/softphone/login', response: softphoneStatusSchema }),
  logout: defineRoute({ method: 'POST', path: '/api/softphone/logout', response: z.null() }),
  setState: command('/api/softphone/state', softphoneStateSchema),
  /** Answers the exchange's session id and the number as dialled (normalised). */
  dial: defineRoute({
    method: 'POST',
    path: '/api/softphone/dial',
    body: softphoneDialSchema,
    response: session.extend({ number: z.string() }),
  }),
  answer: command('/api/softphone/answer', softphoneCallSchema),
  hangup: command('/api/softphone/hangup', softphoneCallSchema),
  dtmf: command('/api/softphone/dtmf', softphoneDtmfSchema),
  /** An administrator's simulated incoming call to a seat. */
  simIncoming: defineRoute({ method: 'POST', path: '/api/softphone/sim/incoming', body: simIncomingSchema, response: session }),
  /** The simulated caller hangs up. */
  simHangup: command('/api/softphone/sim/hangup', softphoneCallSchema),
};
