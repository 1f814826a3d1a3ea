import { configApi } from './api/config-api.js';

/**
 * The menu tree: every screen of the product with its route id. Roles are granted ids of this
 * tree (routeList); the sidebar shows the granted, non-hidden entries. Ids and group paths are
 * those of the specification (01 §2, 02 §2); children of a group are numbered within it.
 */
export interface MenuNode {
  id: number;
  path: string;
  title: string;
  /** Name of the antd icon shown beside a group. */
  icon?: string;
  /** Not shown in the sidebar (detail pages reached from a list). */
  hidden?: boolean;
  children?: MenuNode[];
}

export const MENU_TREE: readonly MenuNode[] = [
  {
    id: 10000,
    path: '/neworder',
    title: '订单管理',
    icon: 'FileTextOutlined',
    children: [
      { id: 11000, path: '/neworder/list', title: '全部订单' },
      { id: 12000, path: '/neworder/auth', title: '待认证订单' },
      { id: 13000, path: '/neworder/check', title: '待审核订单' },
      { id: 14000, path: '/neworder/detail/:id', title: '订单详情', hidden: true },
    ],
  },
  {
    id: 20000,
    path: '/record',
    title: '查档管理',
    icon: 'FileSearchOutlined',
    children: [
      { id: 21000, path: '/record/queue', title: '查档队列' },
      { id: 22000, path: '/record/history', title: '查档历史' },
      { id: 23000, path: '/record/detail/:id', title: '档案详情', hidden: true },
    ],
  },
  {
    id: 30000,
    path: '/comm',
    title: '沟通管理',
    icon: 'PhoneOutlined',
    children: [
      { id: 31000, path: '/comm/call', title: '通话记录' },
      { id: 32000, path: '/comm/missed', title: '未接来电' },
      { id: 33000, path: '/comm/mail', title: '邮件记录' },
      { id: 34000, path: '/comm/message', title: '消息中心' },
      { id: 35000, path: '/comm/warning', title: '预警消息' },
      { id: 36000, path: '/comm/splmDatum', title: '补充资料' },
    ],
  },
  {
    id: 40000,
    path: '/log',
    title: '日志管理',
    icon: 'ProfileOutlined',
    children: [
      { id: 41000, path: '/log/login', title: '登录日志' },
      { id: 42000, path: '/log/interface', title: '接口日志' },
      { id: 43000, path: '/log/audit', title: '操作审计' },
    ],
  },
  {
    id: 50000,
    path: '/user',
    title: '用户管理',
    icon: 'TeamOutlined',
    children: [
      { id: 51000, path: '/user/manage', title: '用户列表' },
      { id: 52000, path: '/user/detail/:id', title: '账号设置', hidden: true },
      { id: 53000, path: '/user/permission', title: '角色权限' },
      { id: 54000, path: '/user/userBusinessGroup', title: '业务组' },
    ],
  },
  {
    id: 60000,
    path: '/system',
    title: '系统管理',
    icon: 'SafetyOutlined',
    children: [{ id: 61000, path: '/system/ip', title: 'IP白名单' }],
  },
  {
    id: 70000,
    path: '/configuration',
    title: '配置管理',
    icon: 'SettingOutlined',
    // Each configuration screen's entry is written beside its routes (api/config-screens/<key>.ts).
    children: Object.values(configApi).map((screen) => screen.menu),
  },
  {
    id: 80000,
    path: '/statistics',
    title: '统计分析',
    icon: 'BarChartOutlined',
    children: [{ id: 81000, path: '/statistics/audit', title: '审核统计' }],
  },
];

/** Routes every signed-in user has, whatever the role: home, profile and the message centre. */
export const ALWAYS_GRANTED_PATHS: readonly string[] = ['/home', '/profile/index', '/comm/message'];

/** Every node of the tree, groups and children, depth first. */
export function flattenMenu(tree: readonly MenuNode[] = MENU_TREE): MenuNode[] {
  return tree.flatMap((node) => [node, ...flattenMenu(node.children ?? [])]);
}

/** Every route id of the tree. */
export const ALL_ROUTE_IDS: readonly number[] = flattenMenu().map((n) => n.id);

/** True when the id is a node of the menu tree. */
export function isMenuId(id: number): boolean {
  return ALL_ROUTE_IDS.includes(id);
}

/**
 * The route ids a role effectively holds: role type 0 holds every route; others hold their
 * routeList, with a group granted when any child is (so the sidebar can show it) and a group's
 * children granted when the group id itself is granted.
 */
export function effectiveRouteIds(roleTypes: readonly number[], routeList: readonly number[]): number[] {
  if (roleTypes.includes(0)) return [...ALL_ROUTE_IDS];
  const granted = new Set(routeList.filter(isMenuId));
  for (const group of MENU_TREE) {
    const children = group.children ?? [];
    if (granted.has(group.id)) for (const c of children) granted.add(c.id);
    if (children.some((c) => granted.has(c.id))) granted.add(group.id);
  }
  return ALL_ROUTE_IDS.filter((id) => granted.has(id));
}

/** The sidebar: the granted, non-hidden part of the tree, groups without visible children dropped. */
export function visibleMenu(grantedIds: readonly number[]): MenuNode[] {
  const granted = new Set(grantedIds);
  return MENU_TREE.filter((g) => granted.has(g.id))
    .map((g) => ({ ...g, children: (g.children ?? []).filter((c) => granted.has(c.id) && !c.hidden) }))
    .filter((g) => g.children.length > 0);
}

/** Finds the menu node whose path pattern matches a concrete path ('/neworder/detail/:id' matches '/neworder/detail/42'). */
export function findMenuNode(pathname: string): MenuNode | undefined {
  return flattenMenu().find((n) => {
    const pattern = new RegExp(`^${n.path.replace(/:[^/]+/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
}

/** True when a user with these granted ids may open the path (always-granted paths included). */
export function canOpenPath(grantedIds: readonly number[], pathname: string): boolean {
  if (ALWAYS_GRANTED_PATHS.includes(pathname)) return true;
  const node = findMenuNode(pathname);
  return node !== undefined && grantedIds.includes(node.id);
}

/**
 * The screens a role grants, one line per menu group, for the role list: 订单管理（全部） when the
 * group is granted whole (the group id, or every visible screen of it), else the group with its
 * granted screens. Hidden detail screens are not listed: they come with their list.
 */
export function describeGrants(roleType: number, routeList: readonly number[]): string[] {
  const granted = new Set(effectiveRouteIds([roleType], routeList));
  return MENU_TREE.flatMap((group) => {
    const screens = (group.children ?? []).filter((c) => !c.hidden);
    const mine = screens.filter((c) => granted.has(c.id));
    if (mine.length === 0) return [];
    if (mine.length === screens.length) return [`${group.title}（全部）`];
    return [`${group.title}：${mine.map((c) => c.title).join('、')}`];
  });
}
