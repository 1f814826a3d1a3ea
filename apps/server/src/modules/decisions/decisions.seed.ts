import { REASON_KINDS } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { dataDic } from '../config/config.schema.js';
import { DEFAULT_REASONS } from './reason-defaults.js';

/**
 * Demo data: the three reason trees as data-dictionary entries (type = the tree, pcode = the
 * parent, value = a leaf's default text), so that administrators see and edit them (D21).
 */
export async function seedReasons(ctx: AppContext): Promise<void> {
  const rows = REASON_KINDS.flatMap((kind) =>
    DEFAULT_REASONS[kind].map((n, i) => ({
      id: n.key,
      category: 'dic',
      name: n.name,
      type: kind,
      value: n.ext,
      sort: i,
      orderTypes: n.orderTypes,
      pcode: n.pcode,
    })),
  );
  await ctx.db.insert(dataDic).values(rows).onConflictDoNothing();
}
