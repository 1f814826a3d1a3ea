import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The screen of each route path, loaded lazily so the first page stays small. A menu entry
 * appears in the sidebar only when its path has a screen here. Add one line per screen.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../pages/home/HomePage')),
  '/neworder/detail/:id': lazy(() => import('../pages/orders/OrderDetailPage')),
  '/neworder/list': lazy(() => import('../pages/orders/AllOrdersPage')),
  '/neworder/auth': lazy(() => import('../pages/orders/PendingCertificationPage')),
  '/neworder/check': lazy(() => import('../pages/orders/PendingReviewPage')),
  '/statistics/audit': lazy(() => import('../pages/statistics/AuditStatisticsPage')),
  '/user/manage': lazy(() => import('../pages/user/UserManagePage')),
  '/user/detail/:id': lazy(() => import('../pages/user/UserDetailPage')),
  '/user/permission': lazy(() => import('../pages/user/PermissionPage')),
  '/user/userBusinessGroup': lazy(() => import('../pages/user/BusinessGroupPage')),
  '/record/queue': lazy(() => import('../pages/record/QueuePage')),
  '/record/history': lazy(() => import('../pages/record/HistoryPage')),
  '/record/detail/:id': lazy(() => import('../pages/record/RecordDetailPage')),
  '/log/login': lazy(() => import('../pages/log/LoginLogPage')),
  '/log/interface': lazy(() => import('../pages/log/InterfaceLogPage')),
  '/comm/warning': lazy(() => import('../pages/comm/WarningLogPage')),
  '/comm/splmDatum': lazy(() => import('../pages/comm/SupplementaryLogPage')),
  '/log/audit': lazy(() => import('../pages/log/AuditPage')),
  '/system/ip': lazy(() => import('../pages/system/IpWhitePage')),
  '/configuration/web': lazy(() => import('../pages/configuration/WebsitePage')),
  '/configuration/phone': lazy(() => import('../pages/configuration/PhonePage')),
  '/configuration/datadic': lazy(() => import('../pages/configuration/DataDicPage')),
  '/configuration/subtotal': lazy(() => import('../pages/configuration/SubtotalPage')),
  '/configuration/mail': lazy(() => import('../pages/configuration/MailConfigPage')),
  '/configuration/message': lazy(() => import('../pages/configuration/MessageTemplatePage')),
  '/configuration/dingtalk': lazy(() => import('../pages/configuration/DingtalkPage')),
  '/profile/index': lazy(() => import('../pages/profile/ProfilePage')),
  '/comm/message': lazy(() => import('../pages/comm/MessageCenterPage')),
  '/comm/mail': lazy(() => import('../pages/comm/MailHistoryPage')),
  '/comm/call': lazy(() => import('../pages/comm/CallRecordsPage')),
  '/comm/missed': lazy(() => import('../pages/comm/MissedCallsPage')),
};
