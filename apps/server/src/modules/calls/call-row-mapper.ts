import { CALL_END_TYPE_LABELS, CALL_TYPE_LABELS, type CallRecordRow } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { type ExportColumn, formatShanghai } from '../../platform/export/xlsx.js';
import type { CallListRecord } from './calls.repo.js';

/** A call row as the lists show it; the recording as a short-lived signed link (D15). */
export function toCallRow(ctx: AppContext, user: AuthUser, r: CallListRecord): CallRecordRow {
  const c = r.record;
  return {
    id: c.id,
    orderId: c.orderId,
    orderType: r.orderType,
    callUid: c.callUid,
    callUname: c.callUname,
    fromMobile: c.fromMobile,
    toMobile: c.toMobile,
    callType: c.callType,
    callConnected: c.callConnected,
    callEndType: c.callEndType,
    companyName: r.companyName ?? '',
    applyUser: r.applyUser ?? '',
    startDate: formatShanghai(c.startDate),
    endDate: formatShanghai(c.endDate),
    talkDuration: c.talkDuration,
    duration: c.duration,
    ringDuration: c.ringDuration,
    recordUrl: c.recordKey ? ctx.storage.signUrl(c.recordKey, recordingScope(user, c)) : '',
    recordSha256: c.recordSha256,
  };
}

/**
 * Who may play a recording through its link: the caller's own calls whatever their order; other
 * calls while the reader may still see the call's order (visibleCallsWhere).
 */
function recordingScope(user: AuthUser, c: CallListRecord['record']) {
  return c.callUid === user.id || c.orderId === null ? { userId: user.id } : { userId: user.id, orderId: c.orderId };
}

/** Columns of the call exports (D19): the list's Chinese headers. */
export const CALL_EXPORT_COLUMNS: ExportColumn<CallListRecord>[] = [
  { header: '工单号', value: (r) => r.record.orderId ?? '' },
  { header: '企业名称', width: 30, value: (r) => r.companyName ?? '' },
  { header: '申请人', value: (r) => r.applyUser ?? '' },
  { header: '主叫号码', value: (r) => r.record.fromMobile },
  { header: '被叫号码', value: (r) => r.record.toMobile },
  { header: '通话类型', value: (r) => CALL_TYPE_LABELS[r.record.callType] ?? '' },
  { header: '是否接通', value: (r) => (r.record.callConnected ? '是' : '否') },
  { header: '挂机类型', value: (r) => CALL_END_TYPE_LABELS[r.record.callEndType] ?? '' },
  { header: '通话人', value: (r) => r.record.callUname },
  { header: '开始时间', width: 20, value: (r) => formatShanghai(r.record.startDate) },
  { header: '结束时间', width: 20, value: (r) => formatShanghai(r.record.endDate) },
  { header: '通话时长(秒)', value: (r) => r.record.talkDuration },
  { header: '总时长(秒)', value: (r) => r.record.duration },
  { header: '振铃时长(秒)', value: (r) => r.record.ringDuration },
];
