import { z } from 'zod';
import { blank, phoneField } from './calls.js';

// The softphone's events and commands of the simulated exchange (01 §4, D8), beside the call
// records of calls.ts.

/** Softphone events the server sends over /ws as `onSoftphoneEvent` (the simulated exchange). */
export type SoftphoneEventData =
  | { type: 'ringing'; sessionId: string; caller: string; callee: string; direction: 'incoming' | 'outgoing' }
  | { type: 'connecting'; sessionId: string; callee: string }
  | { type: 'connected'; sessionId: string; at: number }
  | { type: 'disconnected'; sessionId: string; callEndType: number }
  | { type: 'logout'; reason: string };

/** POST /api/softphone/dial: dial a number, from an order or not. */
export const softphoneDialSchema = z.object({
  number: z.string({ error: '请输入号码' }).trim().min(1, '请输入号码').max(40, '号码过长'),
  orderId: z.preprocess(blank, z.coerce.number().int().positive().optional()),
});

/** Commands naming the current call. */
export const softphoneCallSchema = z.object({ sessionId: z.string().trim().min(1, '会话ID不能为空').max(200) });

/** POST /api/softphone/dtmf: one key of the keypad (1-9, *, 0, #). */
export const softphoneDtmfSchema = softphoneCallSchema.extend({
  key: z.string().regex(/^[0-9*#]$/, '按键只能是0-9、*或#'),
});

/** POST /api/softphone/state: ready or busy. */
export const softphoneStateSchema = z.object({ status: z.enum(['ready', 'busy'], { error: '状态只能是ready或busy' }) });

/** POST /api/softphone/sim/incoming: an administrator places a simulated incoming call to a seat. */
export const simIncomingSchema = z.object({
  uid: z.coerce.number({ error: '请选择坐席' }).int().positive('请选择坐席'),
  fromMobile: phoneField('请输入主叫号码', '主叫号码'),
});

/** What the softphone needs after a reload: the seat's state and its current call. */
export const softphoneStatusSchema = z.object({
  online: z.boolean(),
  status: z.string(),
  call: z
    .object({
      sessionId: z.string(),
      direction: z.enum(['incoming', 'outgoing']),
      caller: z.string(),
      callee: z.string(),
      connectedAt: z.number().nullable(),
    })
    .nullable(),
});

/** Softphone status answer. */
export type SoftphoneStatus = z.infer<typeof softphoneStatusSchema>;
