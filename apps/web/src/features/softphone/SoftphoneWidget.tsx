import { DownOutlined, PhoneOutlined } from '@ant-design/icons';
import { AGENT_STATUS_LABELS, type UserInfo } from '@certdesk/contract';
import { App, Badge, Button, Dropdown, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { CallPopup } from './CallPopup';
import { DialDialog } from './DialDialog';
import { setDialConfirm } from './dial';
import { readOnlineFlag } from './online-flag';
import { RingingPopup } from './RingingPopup';
import { clearPendingBind, goOffline, goOnline, setAgentStatus, setNavigator } from './softphone-store';
import { useSoftphone } from './use-softphone';

const STATUS_COLOR: Record<string, 'default' | 'success' | 'warning' | 'processing' | 'error'> = {
  offline: 'default',
  ready: 'success',
  busy: 'warning',
  afterCallWork: 'processing',
};

/** True for users who get the softphone: role 200 with a seat configuration (01 §2, §6). */
export const hasSoftphone = (user: UserInfo) => user.roles.includes(200) && Boolean(user.seatInfoConfig);

/** The top-bar softphone: online/offline dropdown, state, and the call popups. */
export function SoftphoneWidget({ user }: { user: UserInfo }) {
  const seat = user.seatInfoConfig;
  const { agent, pendingBind, busy } = useSoftphone();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [dialOpen, setDialOpen] = useState(false);
  const enabled = hasSoftphone(user);

  useEffect(() => {
    setNavigator(navigate);
    setDialConfirm(
      (text) =>
        new Promise((resolve) => modal.confirm({ title: text, okText: '拨打', onOk: () => resolve(true), onCancel: () => resolve(false) })),
    );
    return () => setNavigator(null);
  }, [navigate, modal]);

  // The seat comes back online by itself after a reload when it was online (01 §4).
  useEffect(() => {
    if (enabled && seat && readOnlineFlag()) void goOnline(seat);
  }, [enabled, seat]);

  if (!enabled || !seat) return null;
  const items = agent.online
    ? [
        { key: 'ready', label: <span data-testid="softphone-ready">就绪</span>, disabled: agent.status !== 'busy' },
        { key: 'busy', label: <span data-testid="softphone-busy">忙碌</span>, disabled: agent.status !== 'ready' },
        { key: 'dial', label: <span data-testid="softphone-dial">拨号</span> },
        { type: 'divider' as const },
        { key: 'offline', label: <span data-testid="softphone-offline">下线</span> },
      ]
    : [{ key: 'online', label: <span data-testid="softphone-online">上线</span> }];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'online') void goOnline(seat);
    else if (key === 'offline') void goOffline();
    else if (key === 'dial') setDialOpen(true);
    else void setAgentStatus(key as 'ready' | 'busy');
  };
  return (
    <>
      {pendingBind && (
        <Tag color="orange" closable onClose={clearPendingBind} data-testid="softphone-pending-bind">
          待绑定来电 {pendingBind}
        </Tag>
      )}
      <Dropdown trigger={['click']} menu={{ items, onClick }} disabled={busy}>
        <Button type="text" data-testid="softphone-menu" loading={busy}>
          <Space size={6}>
            <PhoneOutlined />
            <Badge status={STATUS_COLOR[agent.status] ?? 'processing'} />
            <span data-testid="softphone-status">{agent.online ? AGENT_STATUS_LABELS[agent.status] : '离线'}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Button>
      </Dropdown>
      <RingingPopup />
      <CallPopup />
      <DialDialog open={dialOpen} onClose={() => setDialOpen(false)} />
    </>
  );
}
