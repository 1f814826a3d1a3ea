import { RealtimeEvent } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FloatButton, Grid, Layout } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useUserInfo } from '../../api/session';
import { getCookie, setCookie } from '../cookies';
import { toastError } from '../feedback';
import { realtime } from '../realtime';
import { forgetSession } from '../token';
import { HeaderBar } from './HeaderBar';
import { PageFallback } from './PageFallback';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { resetViews } from './visited-views';
import './layout.css';

const SIDEBAR_COOKIE = 'sidebarStatus';

/** Sidebar (210 px, collapsible, mobile under 992 px), top bar, tags bar, back-to-top at 400 px. */
export function AppLayout() {
  const { data: user } = useUserInfo();
  const screens = Grid.useBreakpoint();
  const mobile = screens.lg === false;
  const [collapsed, setCollapsed] = useState(getCookie(SIDEBAR_COOKIE) === 'closed');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();

  // Under 992 px the sidebar is a drawer over the page: it closes once a menu item has taken the
  // user somewhere, and when the window narrows into this mode. The cookie keeps the desktop choice.
  useEffect(() => {
    if (mobile && pathname) setCollapsed(true);
  }, [mobile, pathname]);

  useEffect(() => {
    realtime.start();
    const off = realtime.on(RealtimeEvent.LOGIN_OTHER_DEVICE, (data) => {
      toastError((data as { msg?: string } | null)?.msg ?? '您的账号已在其他设备登录');
      realtime.stop();
      forgetSession();
      resetViews();
      queryClient.clear();
      navigate('/login');
    });
    return () => {
      off();
      realtime.stop();
    };
  }, [navigate, queryClient]);

  if (!user) return <PageFallback />;
  const toggle = () => {
    setCollapsed(!collapsed);
    setCookie(SIDEBAR_COOKIE, collapsed ? 'opened' : 'closed');
  };
  const hidden = mobile ? collapsed : false;
  return (
    <Layout className="app-layout">
      <Layout.Sider
        width={210}
        collapsed={mobile ? hidden : collapsed}
        collapsedWidth={mobile ? 0 : 64}
        trigger={null}
        className={`app-sider${mobile ? ' mobile' : ''}`}
      >
        <div className="app-logo">{collapsed ? '认证' : '企业信息认证管理系统'}</div>
        <Sidebar routeIds={user.rolePo.routeList} collapsed={collapsed} />
      </Layout.Sider>
      {mobile && !hidden && <div className="app-sider-mask" onClick={toggle} aria-hidden="true" />}
      <Layout className="app-main" style={{ marginLeft: mobile ? 0 : collapsed ? 64 : 210 }}>
        <Layout.Header className="app-header">
          <HeaderBar user={user} collapsed={mobile ? hidden : collapsed} onToggle={toggle} />
          <TagsView />
        </Layout.Header>
        <Layout.Content className="app-content">
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
      <FloatButton.BackTop visibilityHeight={400} data-testid="back-top" />
    </Layout>
  );
}
