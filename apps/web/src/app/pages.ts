import { type ConfigScreenKey, configApi } from '@certdesk/contract';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

// Every configuration screen's file, found by its name: pages/configuration/<Key>Page.tsx.
const configurationFiles = import.meta.glob<{ default: ComponentType }>('../pages/configuration/*Page.tsx');

/** The file of a configuration screen of the contract's `configApi` (key 'dataDic' → DataDicPage.tsx). */
export const configPageFile = (key: ConfigScreenKey) => `../pages/configuration/${key[0]!.toUpperCase()}${key.slice(1)}Page.tsx`;

/**
 * The configuration screens, each at its menu path: a screen listed in `configApi` needs only its
 * file here, no line below (a missing file fails pages.test.ts).
 */
const CONFIG_PAGES: Record<string, Screen> = Object.fromEntries(
  (Object.keys(configApi) as ConfigScreenKey[]).flatMap((key) => {
    const load = configurationFiles[configPageFile(key)];
    return load ? [[configApi[key].menu.path, lazy(load)]] : [];
  }),
);

/**
 * The screen of each route path, loaded lazily so the first page stays small. A menu entry
 * appears in the sidebar only when its path has a screen here. Add one line per screen (the
 * configuration screens are found by their file name, above).
 */
export const PAGES: Record<string, Screen> = {
  ...CONFIG_PAGES,
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
  '/profile/index': lazy(() => import('../pages/profile/ProfilePage')),
  '/comm/message': lazy(() => import('../pages/comm/MessageCenterPage')),
  '/comm/mail': lazy(() => import('../pages/comm/MailHistoryPage')),
  '/comm/call': lazy(() => import('../pages/comm/CallRecordsPage')),
  '/comm/missed': lazy(() => import('../pages/comm/MissedCallsPage')),
};
