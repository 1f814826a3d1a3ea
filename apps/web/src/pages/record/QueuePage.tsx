import { registryApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { call } from '../../api/client';
import { RecordListPage } from '../../features/registry/RecordListPage';

/** Registry lookup queue (/record/queue, D10): the summary and the lookups not yet finished. */
export default function QueuePage() {
  const { data } = useQuery({
    queryKey: ['records-queue', 'summary'],
    queryFn: () => call(registryApi.queueSummary),
    refetchInterval: 5000,
  });
  const minutes = data ? Math.round(data.oldestPendingMs / 60_000) : 0;
  return (
    <>
      <Card size="small" style={{ margin: '12px 12px 0' }} data-testid="queue-summary">
        <Row gutter={24}>
          <Col span={6}>
            <Statistic title="排队中" value={data?.pending ?? 0} />
          </Col>
          <Col span={6}>
            <Statistic title="查询中" value={data?.running ?? 0} />
          </Col>
          <Col span={6}>
            <Statistic title="失败" value={data?.failed ?? 0} valueStyle={data?.failed ? { color: '#cf1322' } : undefined} />
          </Col>
          <Col span={6}>
            <Statistic title="最早排队" value={data?.pending ? `${minutes}分钟前` : '-'} />
          </Col>
        </Row>
      </Card>
      <RecordListPage kind="queue" />
    </>
  );
}
