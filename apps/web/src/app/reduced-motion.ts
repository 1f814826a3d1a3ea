import { useSyncExternalStore } from 'react';

/**
 * The system's "reduce motion" setting (prefers-reduced-motion): when set, dialogs, drop-downs
 * and notices appear at once instead of zooming and sliding in (antd's motion token).
 */
const query = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-reduced-motion: reduce)') : null;

export const prefersReducedMotion = () => query?.matches ?? false;

function subscribe(onChange: () => void) {
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True while the system asks for reduced motion; follows changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion);
}
