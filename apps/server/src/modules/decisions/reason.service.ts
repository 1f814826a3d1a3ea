import type { ReasonKind, ReasonOption } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest } from '../../platform/errors.js';
import { dicEntriesOfType } from '../config/data-dic.repo.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { DEFAULT_REASONS, type ReasonNode } from './reason-defaults.js';

/** The tree of a kind: the data dictionary's entries of that type, else the built-in tree. */
export async function reasonTree(db: Db, kind: ReasonKind): Promise<ReasonNode[]> {
  const rows = await dicEntriesOfType(db, 'dic', kind);
  if (rows.length === 0) return DEFAULT_REASONS[kind];
  return rows.map((r) => ({ key: r.id, name: r.name, ext: r.value, pcode: r.pcode, orderTypes: r.orderTypes }));
}

const fits = (n: ReasonNode, orderType: number | null) =>
  orderType === null || n.orderTypes.length === 0 || n.orderTypes.includes(orderType);

/** The children of `pcode` ('' for the first level) that apply to the order type (null: all). */
export function childrenOf(tree: ReasonNode[], pcode: string, orderType: number | null): ReasonOption[] {
  return tree
    .filter((n) => n.pcode === pcode && fits(n, orderType))
    .map((n) => ({ key: n.key, name: n.name, ext: n.ext, pcode: n.pcode, leaf: !tree.some((c) => c.pcode === n.key) }));
}

/** The path from the first level to a chosen code; refused unless it is a leaf that applies to the order type. */
export function reasonPath(tree: ReasonNode[], code: string, orderType: number): ReasonNode[] {
  const path: ReasonNode[] = [];
  let node = tree.find((n) => n.key === code);
  if (!node || tree.some((c) => c.pcode === code) || !fits(node, orderType)) throw badRequest('所选原因不存在或不适用于该订单，请重新选择');
  // The tree is administrator data: a parent cycle must end the walk, not hang the request.
  while (node && !path.includes(node)) {
    path.unshift(node);
    const parent: string = node.pcode;
    node = parent ? tree.find((n) => n.key === parent) : undefined;
  }
  return path;
}

/** typeName and childTypeName of a chosen reason: its first two levels. */
export function typeNamesOf(path: ReasonNode[]): { typeName: string; childTypeName: string } {
  return { typeName: path[0]?.name ?? '', childTypeName: path[1]?.name ?? '' };
}

/** The options under `pcode` of a cascader; with an order (visible to the caller), those of its type only. */
export async function reasonOptions(ctx: AppContext, user: AuthUser, kind: ReasonKind, pcode: string, orderId?: number) {
  const order = orderId ? await assertOrderVisible(ctx, user, orderId) : null;
  return childrenOf(await reasonTree(ctx.db, kind), pcode, order?.orderType ?? null);
}
