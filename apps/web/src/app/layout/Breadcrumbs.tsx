import { findMenuNode, MENU_TREE } from '@certdesk/contract';
import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { titleOf } from './visited-views';

/** Home / group / screen, from the menu tree. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const node = findMenuNode(pathname);
  const group = node ? MENU_TREE.find((g) => g.children?.some((c) => c.id === node.id)) : undefined;
  const items = [{ title: <Link to="/home">首页</Link> }];
  if (group) items.push({ title: <span>{group.title}</span> });
  if (pathname !== '/home') items.push({ title: <span>{titleOf(pathname)}</span> });
  return <Breadcrumb items={items} />;
}
