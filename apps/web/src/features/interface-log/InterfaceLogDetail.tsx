import type { InterfaceLogRow } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Tag } from 'antd';
import { fetchInterfaceLog } from './interface-log-api';

/** Pretty JSON when the text is JSON, else the text as it is. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const pre = { maxHeight: 260, overflow: 'auto', margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The detail dialog (02 §2.4): order, time, type, the message sent and the message received. */
export function InterfaceLogDetail({ id, onClose }: { id: number | null; onClose: () => void }) {
  const q = useQuery({ queryKey: ['interfaceLog', id], queryFn: () => fetchInterfaceLog(id ?? 0), enabled: id !== null });
  const r: InterfaceLogRow | undefined = q.data;
  return (
    <Modal title="接口日志详情" open={id !== null} onCancel={onClose} footer={null} width={760} destroyOnHidden>
      {r && (
        <Descriptions
          bordered
          size="small"
          column={2}
          styles={{ label: { width: 96, whiteSpace: 'nowrap' } }}
          data-testid="interface-log-detail"
        >
          <Descriptions.Item label="工单号">{r.orderId ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="时间">{r.dateTime}</Descriptions.Item>
          <Descriptions.Item label="接口类型">{r.interfaceTypeName}</Descriptions.Item>
          <Descriptions.Item label="结果">
            <Tag color={r.success ? 'green' : 'red'}>{r.success ? '成功' : '失败'}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="发送报文" span={2}>
            <pre style={pre}>{pretty(r.requestJson)}</pre>
          </Descriptions.Item>
          <Descriptions.Item label="接收报文" span={2}>
            <pre style={pre}>{pretty(r.respValue)}</pre>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
