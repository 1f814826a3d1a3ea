import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The screen of each route path, loaded lazily so the first page stays small. A menu entry
 * appears in the sidebar only when its path has a screen here. Add one line per screen.
 */
export const PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/home': lazy(() => import('../pages/home/HomePage')),
};
