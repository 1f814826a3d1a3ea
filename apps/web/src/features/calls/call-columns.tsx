import { CALL_END_TYPE_LABELS, CALL_TYPE_LABELS, type CallRecordRow } from '@certdesk/contract';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { RecordingPlayer } from './RecordingPlayer';

/** Seconds as 1分05秒. */
export function formatSeconds(s: number): string {
  if (!s) return '0秒';
  const m = Math.floor(s / 60);
  return m ? `${m}分${String(s % 60).padStart(2, '0')}秒` : `${s}秒`;
}

/** The columns every call table shares (the lists and the order's call tab). */
export function callColumns(options: { withOrder: boolean }): ColumnsType<CallRecordRow> {
  return [
    ...(options.withOrder
      ? [
          {
            title: '工单号',
            dataIndex: 'orderId',
            width: 90,
            render: (v: number | null, row: CallRecordRow) =>
              v ? <Link to={`/neworder/detail/${v}?orderType=${row.orderType ?? ''}`}>{v}</Link> : '-',
          },
          { title: '企业名称', dataIndex: 'companyName', width: 200, ellipsis: true },
          { title: '申请人', dataIndex: 'applyUser', width: 90 },
        ]
      : []),
    {
      title: '类型',
      dataIndex: 'callType',
      width: 70,
      render: (v: number) => <Tag color={v === 10 ? 'blue' : 'green'}>{CALL_TYPE_LABELS[v]}</Tag>,
    },
    { title: '主叫号码', dataIndex: 'fromMobile', width: 130 },
    { title: '被叫号码', dataIndex: 'toMobile', width: 130 },
    { title: '通话人', dataIndex: 'callUname', width: 90 },
    {
      title: '是否接通',
      dataIndex: 'callConnected',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="success">已接通</Tag> : <Tag color="error">未接通</Tag>),
    },
    { title: '挂机类型', dataIndex: 'callEndType', width: 110, render: (v: number) => CALL_END_TYPE_LABELS[v] ?? '-' },
    { title: '开始时间', dataIndex: 'startDate', width: 170 },
    { title: '结束时间', dataIndex: 'endDate', width: 170 },
    { title: '通话时长', dataIndex: 'talkDuration', width: 90, render: formatSeconds },
    { title: '振铃时长', dataIndex: 'ringDuration', width: 90, render: formatSeconds },
    { title: '录音', dataIndex: 'recordUrl', width: 260, render: (v: string, row) => <RecordingPlayer url={v} id={row.id} /> },
  ];
}
