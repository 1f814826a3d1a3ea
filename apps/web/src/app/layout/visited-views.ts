import { findMenuNode } from '@certdesk/contract';
import { useSyncExternalStore } from 'react';

/** One tab of the visited-views bar. */
export interface VisitedView {
  /** Path with query: the tab reopens exactly what was open. */
  fullPath: string;
  path: string;
  title: string;
}

// Kept in sessionStorage so the open tabs survive a page reload of this browser tab.
const STORAGE_KEY = 'certdesk.visitedViews';
const listeners = new Set<() => void>();
let views: VisitedView[] = load();

function load(): VisitedView[] {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as VisitedView[]) : [];
  } catch {
    return [];
  }
}

function commit(next: VisitedView[]) {
  views = next;
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const l of listeners) l();
}

/** The title of a path for tabs and breadcrumbs. */
export function titleOf(path: string): string {
  if (path === '/home') return '首页';
  if (path === '/profile/index') return '个人中心';
  if (path === '/404') return '页面不存在';
  const node = findMenuNode(path);
  if (!node) return path;
  const id = node.path.includes(':') ? path.split('/').pop() : undefined;
  return id ? `${node.title}-${id}` : node.title;
}

/** Adds or updates the tab of a visited path. */
export function visit(path: string, fullPath: string) {
  // '/' only redirects to /home, and /redirect/… only refreshes: neither is a view of its own.
  if (path === '/' || path.startsWith('/redirect/') || path === '/404') return;
  const existing = views.find((v) => v.path === path);
  if (existing) {
    if (existing.fullPath !== fullPath) commit(views.map((v) => (v.path === path ? { ...v, fullPath } : v)));
    return;
  }
  commit([...views, { path, fullPath, title: titleOf(path) }]);
}

/** Closes one tab; returns the tab to show next when the closed one was active. */
export function closeView(path: string): VisitedView | undefined {
  const index = views.findIndex((v) => v.path === path);
  const next = views.filter((v) => v.path !== path || v.path === '/home');
  commit(next);
  return next[Math.min(index, next.length - 1)];
}

/** Keeps only the given tab (and home, which never closes). */
export function closeOthers(path: string) {
  commit(views.filter((v) => v.path === path || v.path === '/home'));
}

/** Closes every tab but home. */
export function closeAll() {
  commit(views.filter((v) => v.path === '/home'));
}

/** Forgets every tab (sign-out). */
export function resetViews() {
  commit([]);
}

/** The open tabs, re-rendering on change. */
export function useVisitedViews(): VisitedView[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => views,
  );
}
