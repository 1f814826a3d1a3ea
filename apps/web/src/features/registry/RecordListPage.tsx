import { type RecordRow, registryApi } from '@certdesk/contract';
import { Button, Tag, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { ListPage } from '../../ui/list-page';
import { originLabel, STATUS_COLORS, seconds, shanghaiTime, statusLabel } from './record-format';

/** The queue (unfinished lookups) or the history (finished ones) of registry lookups (D10). */
export function RecordListPage({ kind }: { kind: 'queue' | 'history' }) {
  const navigate = useNavigate();
  const route = registryApi[kind];
  return (
    <ListPage<RecordRow>
      queryKey={`records-${kind}`}
      route={route}
      scrollX={1300}
      filters={[
        { name: 'orderId', label: '订单ID', type: 'input' },
        { name: 'companyName', label: '企业名称', type: 'input' },
        { name: 'requestDate', label: '请求时间', type: 'dateRange' },
      ]}
      columns={[
        { title: '查档流水号', dataIndex: 'seqNo', width: 170 },
        { title: '订单ID', dataIndex: 'orderId', width: 90, render: (v: number | null) => v ?? '-' },
        { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
        { title: '主体类型', dataIndex: 'orgType', width: 90, render: (v: number) => (v === 10 ? '机构' : '企业') },
        { title: '查档来源', dataIndex: 'origin', width: 100, render: originLabel },
        {
          title: '状态',
          dataIndex: 'status',
          width: 90,
          render: (v: string, r) => {
            const tag = <Tag color={STATUS_COLORS[v]}>{statusLabel(v)}</Tag>;
            return r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
          },
        },
        { title: '尝试次数', dataIndex: 'attempts', width: 90 },
        { title: '请求时间', dataIndex: 'requestDate', width: 170, render: shanghaiTime },
        ...(kind === 'history'
          ? [
              { title: '完成时间', dataIndex: 'resultDate', width: 170, render: shanghaiTime },
              { title: '耗时', dataIndex: 'requestDuration', width: 90, render: seconds },
            ]
          : []),
        {
          title: '操作',
          key: 'actions',
          width: 80,
          render: (_: unknown, r: RecordRow) =>
            r.status === 'success' ? (
              <Button type="link" size="small" data-testid={`record-detail-${r.id}`} onClick={() => navigate(`/record/detail/${r.id}`)}>
                详情
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
