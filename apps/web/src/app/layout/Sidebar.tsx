import { visibleMenu } from '@certdesk/contract';
import { Menu } from 'antd';
import { type ComponentType, createElement, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PAGES } from '../pages';
import * as MENU_ICONS from './menu-icons';

const ICONS: Record<string, ComponentType> = MENU_ICONS;

const iconOf = (name?: string) => {
  const Icon = name ? ICONS[name] : undefined;
  return Icon ? createElement(Icon) : undefined;
};

/** The sidebar: the granted routes that have a screen, grouped as in the menu tree. */
export function Sidebar({ routeIds, collapsed }: { routeIds: number[]; collapsed: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  const groups = useMemo(
    () =>
      visibleMenu(routeIds)
        .map((g) => ({ ...g, children: (g.children ?? []).filter((c) => PAGES[c.path]) }))
        .filter((g) => g.children.length > 0),
    [routeIds],
  );
  const items = [
    { key: '/home', icon: iconOf('HomeOutlined'), label: '首页' },
    ...groups.map((g) => ({
      key: g.path,
      icon: iconOf(g.icon),
      label: g.title,
      children: g.children.map((c) => ({ key: c.path, label: c.title })),
    })),
  ];
  const selected = location.pathname;
  const openGroup = groups.find((g) => selected.startsWith(`${g.path}/`))?.path;
  return (
    <Menu
      theme="dark"
      mode="inline"
      data-testid="sidebar"
      items={items}
      selectedKeys={[selected]}
      defaultOpenKeys={collapsed || !openGroup ? [] : [openGroup]}
      onClick={({ key }) => navigate(key)}
    />
  );
}
