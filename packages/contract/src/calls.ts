import { z } from 'zod';
import { Msg } from './errors.js';
import { isSaneInstant, outOfRangeMessage } from './instants.js';
import { dateRangeField, pagingSchema, positiveIdField } from './paging.js';
import { normalizePhone } from './rules/phone.js';
import { isHttpOrLocalLink } from './web-links.js';

/**
 * Calls (01 §2, §3, §7; 02 §3, §5; D8): call records, missed calls, binding to orders, the
 * exchange's call-detail webhook and the softphone commands of the simulated exchange.
 */

/** Call type: 10 incoming, 20 outgoing. */
export const CallType = { INCOMING: 10, OUTGOING: 20 } as const;

/** Chinese label of each call type. */
export const CALL_TYPE_LABELS: Record<number, string> = { 10: '呼入', 20: '呼出' };

/** How a call ended (01 §4). */
export const CallEndType = {
  CALLEE_QUEUE_ABANDON: 100,
  CALLEE_RING_ABANDON: 101,
  CALLEE_HANGUP: 102,
  CALLER_RING_ABANDON: 200,
  CALLER_HANGUP: 201,
  OTHER: 300,
} as const;

/** Chinese label of each call end type. */
export const CALL_END_TYPE_LABELS: Record<number, string> = {
  100: '被叫排队放弃',
  101: '被叫振铃放弃',
  102: '被叫挂机',
  200: '主叫振铃放弃',
  201: '主叫挂机',
  300: '其他',
};

/** A missed call is an incoming call that rang and was not connected (D8). */
export function isMissedCall(call: { callType: number; callConnected: boolean }): boolean {
  return call.callType === CallType.INCOMING && !call.callConnected;
}

const when = z.string().nullable();

/** One call record (01 §3) as the lists and the order's call tab show it. */
export const callRecordRowSchema = z.object({
  id: z.number().int(),
  orderId: z.number().int().nullable(),
  orderType: z.number().int().nullable(),
  callUid: z.number().int().nullable(),
  callUname: z.string(),
  fromMobile: z.string(),
  toMobile: z.string(),
  callType: z.number().int(),
  callConnected: z.boolean(),
  callEndType: z.number().int(),
  companyName: z.string(),
  applyUser: z.string(),
  startDate: when,
  endDate: when,
  talkDuration: z.number().int(),
  duration: z.number().int(),
  ringDuration: z.number().int(),
  /** A short-lived link to the recording, '' when there is none. */
  recordUrl: z.string(),
  /** SHA-256 of the recording's bytes when it is in our store and has been digested, else null. */
  recordSha256: z.string().nullable(),
});

/** One call record row. */
export type CallRecordRow = z.infer<typeof callRecordRowSchema>;

/** Blank form values (empty strings, null) read as absent. */
export const blank = (v: unknown) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.trim() || undefined : v);
const optionalId = (label: string) => z.preprocess(blank, positiveIdField(label).optional());
const optionalText = (label: string) => z.preprocess(blank, z.string().max(50, `${label}最多50个字符`).optional());
/** A number filter: digits (and + - space) only, matched as a part of the stored number. */
const numberFilter = (label: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .max(30, `${label}最多30个字符`)
      .regex(/^[+\d\s\-()]+$/, `${label}只能包含数字`)
      .optional(),
  );

/** Filters of the call records list (01 §2). */
export const callRecordFilterSchema = z.strictObject({
  orderId: optionalId('工单号'),
  fromMobile: numberFilter('主叫号码'),
  toMobile: numberFilter('被叫号码'),
  applyUser: optionalText('申请人'),
  companyName: optionalText('企业名称'),
  callUid: optionalId('通话人'),
  startDate: dateRangeField('通话时间'),
});

/** Filters of the missed calls list (01 §2): the same fields. */
export const missedCallFilterSchema = callRecordFilterSchema;

/** Call records list request. */
export const callRecordListSchema = callRecordFilterSchema.extend(pagingSchema.shape);
/** Missed calls list request. */
export const missedCallListSchema = missedCallFilterSchema.extend(pagingSchema.shape);
/** Parsed filters of the call lists. */
export type CallFilters = z.output<typeof callRecordFilterSchema>;

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: '绑定标志只能是true或false' }),
);

/** POST /api/call/bindCall: bind (true) or unbind (false) call `id` to/from `orderId`. */
export const bindCallSchema = z
  .object({
    bind: flag,
    id: z.coerce.number({ error: '通话记录ID必须是数字' }).int().positive('通话记录ID必须大于0'),
    orderId: optionalId('订单号'),
  })
  .refine((v) => !v.bind || v.orderId !== undefined, { message: Msg.orderNumberRequired, path: ['orderId'] });

/** Bind request. */
export type BindCallRequest = z.output<typeof bindCallSchema>;

/** Answer of the bind dialog's check step (GET /api/call/checkOrder/{orderId}). */
export const callOrderCheckSchema = z.object({
  orderId: z.number().int(),
  /** The partner's order number: the dialog accepts it as well as the work-order id. */
  openOrderId: z.string(),
  orderType: z.number().int(),
  companyName: z.string(),
  applyUser: z.string(),
});

/** Answer of GET /api/call/searchByCall/{number}: the caller's order, or null. */
export const callerOrderSchema = z.object({ orderId: z.number().int(), orderType: z.number().int() }).nullable();

/** A phone number field: required, and a Chinese phone number once normalised. */
export function phoneField(requiredMessage: string, label: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(40, `${label}过长`)
    .refine((v) => normalizePhone(v) !== null, `${label}格式错误`);
}

/**
 * An instant sent by a form or an exchange: epoch milliseconds, ISO 8601, or
 * 'YYYY-MM-DD HH:mm:ss' read in Asia/Shanghai (D20).
 */
export function instantField(requiredMessage: string) {
  return z.preprocess(
    (v) => {
      if (v === '' || v === null || v === undefined) return undefined;
      if (typeof v === 'number' || (typeof v === 'string' && /^\d{10,17}$/.test(v))) return new Date(Number(v));
      if (typeof v === 'string') {
        const local = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(v) ? `${v.replace(' ', 'T')}+08:00` : v;
        return new Date(local);
      }
      return v;
    },
    z
      .date({ error: requiredMessage })
      .refine((d) => !Number.isNaN(d.getTime()), '时间格式错误')
      .refine((d) => Number.isNaN(d.getTime()) || isSaneInstant(d.getTime()), outOfRangeMessage('时间')),
  );
}

/** Audio file names the upload accepts (one file, 02 §5). */
export const AUDIO_EXTENSIONS = ['wav', 'mp3', 'm4a', 'aac', 'ogg', 'oga', 'webm', 'amr', 'opus'] as const;

/** True when a stored key or link names an audio file. */
export function isAudioFileName(name: string): boolean {
  const ext = /\.([a-z0-9]+)(?:\?.*)?$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return (AUDIO_EXTENSIONS as readonly string[]).includes(ext);
}

/** POST /api/call/upload/order: a call record entered by hand with its recording (02 §5). */
export const uploadCallSchema = z
  .object({
    fromMobile: phoneField('请输入主叫号码', '主叫号码'),
    toMobile: phoneField('请输入被叫号码', '被叫号码'),
    startDate: instantField('请选择开始时间'),
    endDate: instantField('请选择结束时间'),
    recordUrl: z.preprocess(
      (v) => (Array.isArray(v) ? (v.length > 1 ? '\u0000many' : v[0]) : v),
      z
        .string({ error: '请上传录音文件' })
        .trim()
        .min(1, '请上传录音文件')
        .refine((v) => v !== '\u0000many', '最多只允许上传1个文件')
        .refine((v) => !v.includes(','), '最多只允许上传1个文件')
        .refine(isAudioFileName, '只能上传音频文件'),
    ),
    orderId: z.coerce.number({ error: Msg.orderNumberRequired }).int().positive(Msg.orderNumberRequired),
  })
  .refine((v) => v.endDate >= v.startDate, { message: '结束时间不能早于开始时间', path: ['endDate'] });

/** Upload request. */
export type UploadCallRequest = z.output<typeof uploadCallSchema>;

/** POST /api/call/saveSessionId: the exchange's session id of a call dialled from an order. */
export const saveSessionIdSchema = z.object({
  sessionId: z.string({ error: '会话ID不能为空' }).trim().min(1, '会话ID不能为空').max(200, '会话ID过长'),
  orderId: z.coerce.number({ error: Msg.orderNumberRequired }).int().positive(Msg.orderNumberRequired),
  callInfo: z.record(z.string(), z.unknown()).optional(),
});

/** POST /api/call/recording: a recording the browser made, for a call the exchange does not record. */
export const attachRecordingSchema = z.object({
  sessionId: z.string().trim().min(1, '会话ID不能为空').max(200, '会话ID过长'),
  recordUrl: z.string().trim().min(1, '请上传录音文件').refine(isAudioFileName, '只能上传音频文件'),
});

const seconds = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int()
    .min(0, `${label}不能为负数`)
    .max(86_400, `${label}过大`);

/**
 * POST /open/v1/calls: a call detail record from the exchange (D8), signed like the partner API.
 * Field names are those of the call record (01 §3) plus the seat's agentId and the exchange's
 * sessionId, on which ingestion is idempotent. The numbers are checked by the same phone rule.
 */
export const callDetailRecordSchema = z.object({
  sessionId: z.string({ error: '会话ID不能为空' }).trim().min(1, '会话ID不能为空').max(200, '会话ID过长'),
  agentId: z.string({ error: '坐席ID不能为空' }).trim().min(1, '坐席ID不能为空').max(50, '坐席ID过长'),
  callType: z.union([z.literal(10), z.literal(20)], { error: '通话类型只能是10或20' }),
  fromMobile: phoneField('请输入主叫号码', '主叫号码'),
  toMobile: phoneField('请输入被叫号码', '被叫号码'),
  callConnected: z.boolean({ error: '是否接通必须是布尔值' }),
  callEndType: z.coerce
    .number()
    .int()
    .refine((n) => n in CALL_END_TYPE_LABELS, '挂机类型只能是100、101、102、200、201或300'),
  startDate: instantField('请选择开始时间'),
  endDate: instantField('请选择结束时间'),
  talkDuration: seconds('通话时长').default(0),
  duration: seconds('总时长').optional(),
  ringDuration: seconds('振铃时长').default(0),
  /** A link to the exchange's recording, when it records; '' when the browser uploads one. */
  recordUrl: z.string().trim().max(1000).refine(isHttpOrLocalLink, '录音链接必须是http或https链接').default(''),
  orderId: z.coerce.number().int().positive().optional(),
});

/** A call detail record as ingested. */
export type CallDetailRecord = z.output<typeof callDetailRecordSchema>;
