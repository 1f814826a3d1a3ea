import { describe, expect, it } from 'vitest';
import {
  ALL_ROUTE_IDS,
  canOpenPath,
  describeGrants,
  effectiveRouteIds,
  findMenuNode,
  flattenMenu,
  MENU_TREE,
  visibleMenu,
} from './menu.js';

describe('menu tree', () => {
  it('has the group ids and paths of the specification', () => {
    expect(MENU_TREE.map((g) => [g.id, g.path])).toEqual([
      [10000, '/neworder'],
      [20000, '/record'],
      [30000, '/comm'],
      [40000, '/log'],
      [50000, '/user'],
      [60000, '/system'],
      [70000, '/configuration'],
      [80000, '/statistics'],
    ]);
  });

  it('has unique ids, each child inside its group range and path', () => {
    const ids = flattenMenu().map((n) => n.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const g of MENU_TREE) {
      for (const c of g.children ?? []) {
        expect(c.id).toBeGreaterThan(g.id);
        expect(c.id).toBeLessThan(g.id + 10000);
        expect(c.path.startsWith(`${g.path}/`)).toBe(true);
      }
    }
  });

  it('keeps the route ids the specification names', () => {
    expect(findMenuNode('/neworder/list')?.id).toBe(11000);
    expect(findMenuNode('/neworder/auth')?.id).toBe(12000);
    expect(findMenuNode('/neworder/check')?.id).toBe(13000);
    expect(findMenuNode('/neworder/detail/123')?.id).toBe(14000);
    expect(findMenuNode('/statistics/audit')?.id).toBe(81000);
    expect(findMenuNode('/nothing')).toBeUndefined();
  });
});

describe('effectiveRouteIds', () => {
  it('grants every route to role type 0 whatever its list', () => {
    expect(effectiveRouteIds([0], [])).toEqual([...ALL_ROUTE_IDS]);
    expect(effectiveRouteIds([200, 0], [11000])).toEqual([...ALL_ROUTE_IDS]);
  });

  it('adds the group of a granted child, and the children of a granted group', () => {
    expect(effectiveRouteIds([200], [11000, 14000])).toEqual([10000, 11000, 14000]);
    expect(effectiveRouteIds([100], [60000])).toEqual([60000, 61000]);
  });

  it('ignores ids that are not in the tree', () => {
    expect(effectiveRouteIds([900], [12345, 81000])).toEqual([80000, 81000]);
  });
});

describe('visibleMenu and canOpenPath', () => {
  it('shows granted groups with their visible children only', () => {
    const menu = visibleMenu(effectiveRouteIds([900], [11000, 14000, 81000]));
    expect(menu.map((g) => [g.title, g.children?.map((c) => c.title)])).toEqual([
      ['订单管理', ['全部订单']],
      ['统计分析', ['审核统计']],
    ]);
  });

  it('opens granted paths, hidden detail paths when granted, and the always-granted pages', () => {
    const ids = effectiveRouteIds([900], [11000, 14000]);
    expect(canOpenPath(ids, '/neworder/list')).toBe(true);
    expect(canOpenPath(ids, '/neworder/detail/9')).toBe(true);
    expect(canOpenPath(ids, '/neworder/auth')).toBe(false);
    expect(canOpenPath(ids, '/user/manage')).toBe(false);
    expect(canOpenPath(ids, '/home')).toBe(true);
    expect(canOpenPath(ids, '/profile/index')).toBe(true);
    expect(canOpenPath(ids, '/comm/message')).toBe(true);
  });
});

describe('describeGrants (the role list column 菜单权限)', () => {
  it('lists whole groups for the demo 管理员, whose routeList holds group ids (issue 19)', () => {
    expect(describeGrants(100, [10000, 20000, 30000, 41000, 42000, 50000, 60000, 70000, 80000])).toEqual([
      '订单管理（全部）',
      '查档管理（全部）',
      '沟通管理（全部）',
      '日志管理：登录日志、接口日志',
      '用户管理（全部）',
      '系统管理（全部）',
      '配置管理（全部）',
      '统计分析（全部）',
    ]);
  });

  it('names single screens, counts a group whose every visible screen is granted as whole, skips hidden screens', () => {
    expect(describeGrants(900, [11000, 14000, 81000])).toEqual(['订单管理：全部订单', '统计分析（全部）']);
    expect(describeGrants(900, [41000, 42000, 43000])).toEqual(['日志管理（全部）']);
    expect(describeGrants(900, [14000])).toEqual([]);
    expect(describeGrants(900, [])).toEqual([]);
    expect(describeGrants(0, [])).toEqual(MENU_TREE.map((g) => `${g.title}（全部）`));
  });
});
