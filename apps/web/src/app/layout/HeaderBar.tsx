import { DownOutlined, FontSizeOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import type { UserInfo } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/session';
import { MessageBell } from '../../features/messages/MessageBell';
import { SoftphoneWidget } from '../../features/softphone';
import { toastSuccess } from '../feedback';
import { LAYOUT_SIZES, writeLayoutSize } from '../layout-size';
import { useLayoutSize } from '../layout-size-context';
import { forgetSession } from '../token';
import { Breadcrumbs } from './Breadcrumbs';
import { resetViews } from './visited-views';

/** Slots of the top bar that later features fill (messages popover, softphone). */
export const HEADER_EXTRAS: ((props: { user: UserInfo }) => ReactNode)[] = [MessageBell, SoftphoneWidget];

/** Top bar: collapse toggle, breadcrumbs, feature slots, layout size, greeting and account menu. */
export function HeaderBar({ user, collapsed, onToggle }: { user: UserInfo; collapsed: boolean; onToggle: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { size, setSize } = useLayoutSize();
  const signOut = async () => {
    await logout().catch(() => undefined);
    forgetSession();
    resetViews();
    queryClient.clear();
    navigate('/login');
  };
  return (
    <div className="header-bar">
      <Space size={12}>
        <Button type="text" aria-label="折叠菜单" onClick={onToggle} icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />} />
        <Breadcrumbs />
      </Space>
      <Space size={16}>
        {HEADER_EXTRAS.map((Extra, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are a fixed list
          <Extra key={i} user={user} />
        ))}
        <Dropdown
          trigger={['click']}
          menu={{
            selectable: true,
            selectedKeys: [size],
            items: LAYOUT_SIZES.map((s) => ({ key: s.key, label: <span data-testid={`size-${s.key}`}>{s.label}</span> })),
            onClick: ({ key }) => {
              const next = key as typeof size;
              setSize(next);
              writeLayoutSize(next);
              toastSuccess('切换布局大小成功');
            },
          }}
        >
          <Button type="text" icon={<FontSizeOutlined />} aria-label="布局大小" data-testid="layout-size" />
        </Dropdown>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'profile', icon: <UserOutlined />, label: '个人中心' },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">退出登录</span> },
            ],
            onClick: ({ key }) => (key === 'logout' ? void signOut() : navigate('/profile/index')),
          }}
        >
          <Space className="header-user" data-testid="user-menu">
            <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
            <span data-testid="greeting">您好，{user.nickName}</span>
            <DownOutlined style={{ fontSize: 10 }} />
          </Space>
        </Dropdown>
      </Space>
    </div>
  );
}
