import { CHAT_APP_OPERATOR, type NotifyRow, thirdPartyApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { useUserInfo } from '../../api/session';
import { ListPage } from '../../ui/list-page';
import { usePeople } from '../../ui/pickers/PeoplePicker';

const STATUS: Record<string, [string, string]> = { pending: ['发送中', 'blue'], sent: ['已发送', 'green'], failed: ['发送失败', 'red'] };

/** The operator picker: people of the caller's role type (default 200) plus the chat-app robot. */
function OperatorPicker(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const { data: me } = useUserInfo();
  const roleType = me?.rolePo.roleType === 300 ? 300 : 200;
  const { data } = usePeople(roleType);
  const options = [
    { value: CHAT_APP_OPERATOR, label: '钉钉机器人' },
    ...(data ?? []).map((p) => ({ value: Number(p.key), label: p.name })),
  ];
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="请选择操作人"
      options={options}
      value={props.value}
      onChange={(v) => props.onChange?.(v ?? undefined)}
      data-testid="splm-operator"
      style={{ width: '100%' }}
    />
  );
}

/** Chat-app messages are JSON; supplementary requests are HTML (02 §2.4). */
function Preview({ id, onClose }: { id: number | null; onClose: () => void }) {
  const q = useQuery({ queryKey: ['notifyInfo', id], queryFn: () => call(thirdPartyApi.notice, { id: id ?? 0 }), enabled: id !== null });
  const r = q.data;
  let json = '';
  if (r?.channel === 'chatApp') {
    try {
      json = JSON.stringify(JSON.parse(r.content), null, 2);
    } catch {
      json = r.content;
    }
  }
  return (
    <Modal title="内容预览" open={id !== null} onCancel={onClose} footer={null} width={640} destroyOnHidden>
      {r && r.channel === 'chatApp' && (
        <pre data-testid="splm-preview-json" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {json}
        </pre>
      )}
      {r && r.channel !== 'chatApp' && (
        // The content is text this system composed from administrator-kept templates; React escapes it.
        <div data-testid="splm-preview-html">
          {r.content.split(';').map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </Modal>
  );
}

/** Supplementary-material log (/comm/splmDatum): requests to the partner and chat-app robot messages. */
export default function SupplementaryLogPage() {
  const [preview, setPreview] = useState<number | null>(null);
  return (
    <>
      <ListPage<NotifyRow>
        route={thirdPartyApi.notices}
        filters={[
          { name: 'orderId', label: '工单号', type: 'input' },
          { name: 'companyName', label: '企业名称', type: 'input' },
          { name: 'operatorUid', label: '操作人', type: 'custom', render: () => <OperatorPicker /> },
        ]}
        columns={[
          { title: '工单号', dataIndex: 'orderId', width: 100 },
          { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
          {
            title: '来源',
            dataIndex: 'channel',
            width: 100,
            render: (v: string) => (v === 'chatApp' ? <Tag color="purple">钉钉机器人</Tag> : <Tag>合作方</Tag>),
          },
          { title: '操作人', dataIndex: 'operatorUName', width: 120 },
          { title: '状态', dataIndex: 'status', width: 90, render: (v: string) => <Tag color={STATUS[v]?.[1]}>{STATUS[v]?.[0] ?? v}</Tag> },
          { title: '发送时间', dataIndex: 'createAt', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 80,
            render: (_: unknown, row: NotifyRow) => (
              <Button type="link" size="small" data-testid={`splm-preview-${row.id}`} onClick={() => setPreview(row.id)}>
                预览
              </Button>
            ),
          },
        ]}
      />
      <Preview id={preview} onClose={() => setPreview(null)} />
    </>
  );
}
