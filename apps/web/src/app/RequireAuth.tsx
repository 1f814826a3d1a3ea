import { canOpenPath } from '@certdesk/contract';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useUserInfo } from '../api/session';
import { ChangePasswordGate } from './ChangePasswordGate';
import { PageFallback } from './layout/PageFallback';
import { forgetSession, isSignedIn } from './token';

/**
 * The route guard: no token → /login?redirect=…; user info loads once; a failed load clears the
 * token and goes to sign-in; a path not granted to the user shows 404.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const info = useUserInfo();
  const wanted = `${location.pathname}${location.search}`;
  if (!isSignedIn()) return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  if (info.isPending) return <PageFallback />;
  if (info.isError || !info.data) {
    forgetSession();
    return <Navigate to={`/login?redirect=${encodeURIComponent(wanted)}`} replace />;
  }
  if (info.data.mustChangePassword) return <ChangePasswordGate />;
  const path = location.pathname;
  const open = path === '/' || path === '/404' || path.startsWith('/redirect/') || canOpenPath(info.data.rolePo.routeList, path);
  if (!open) return <Navigate to="/404" replace />;
  return <>{children}</>;
}
