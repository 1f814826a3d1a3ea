import type { ReasonKind } from '@certdesk/contract';
import rows from './reason-defaults.json' with { type: 'json' };

/** One node of a reason tree: code, name, default text (leaves), parent code, order types (empty: all). */
export interface ReasonNode {
  key: string;
  name: string;
  ext: string;
  pcode: string;
  orderTypes: number[];
}

/**
 * A row of reason-defaults.json, one node a row in tree order: `[code, name]` for the two upper
 * levels, `[code, name, default text, order types]` for a leaf (no order types: every type). A
 * code is its parent's code and two more digits (AR01 → AR0101 → AR010101), so the parent is
 * read from the code.
 */
type Row = [key: string, name: string, ext?: string, orderTypes?: number[]];

function nodes(tree: Row[]): ReasonNode[] {
  return tree.map(([key, name, ext = '', orderTypes = []]) => ({
    key,
    name,
    ext,
    pcode: key.length > 4 ? key.slice(0, -2) : '',
    orderTypes,
  }));
}

// JSON holds no tuple types: the file's rows are read as what the comment above says they are.
const trees = rows as Record<ReasonKind, Row[]>;

/**
 * The built-in reason trees (three levels; a leaf's ext is the default text), kept as data in
 * reason-defaults.json. The demo seeder writes them into the data dictionary (type = the tree's
 * kind, pcode = parent) where an administrator edits them; while the dictionary holds no entry of
 * a kind these are used.
 */
export const DEFAULT_REASONS: Record<ReasonKind, ReasonNode[]> = {
  authReject: nodes(trees.authReject),
  authSuccess: nodes(trees.authSuccess),
  auditReject: nodes(trees.auditReject),
};
