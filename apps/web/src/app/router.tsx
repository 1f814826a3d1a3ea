import { flattenMenu } from '@certdesk/contract';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate, useLocation, useParams } from 'react-router';
import { LoginPage } from '../pages/login/LoginPage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { LegacyOrderDetailRedirect } from '../pages/orders/LegacyOrderDetailRedirect';
import { AppLayout } from './layout/AppLayout';
import { PageFallback } from './layout/PageFallback';
import { PAGES } from './pages';
import { RequireAuth } from './RequireAuth';

/** /redirect/{path}: replaces the route with that path, keeping the query (used to refresh a view). */
function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  return <Navigate to={`/${params['*'] ?? ''}${location.search}`} replace />;
}

/** Every screen path: the menu's paths that have a screen, plus the always-there pages. */
const screenPaths = [...new Set([...flattenMenu().map((n) => n.path), ...Object.keys(PAGES)])].filter((p) => PAGES[p]);

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/auth-redirect', element: <Navigate to="/" replace /> },
  // outside RequireAuth: the path it replaces itself with is checked there (the old one has no menu node)
  { path: '/neworder/orderDetail/:id', element: <LegacyOrderDetailRedirect /> },
  {
    path: '/',
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'redirect/*', element: <RedirectPage /> },
      { path: '404', element: <NotFoundPage /> },
      ...screenPaths.map((path) => {
        const Page = PAGES[path]!;
        return {
          path: path.slice(1),
          element: (
            <Suspense fallback={<PageFallback />}>
              <Page />
            </Suspense>
          ),
        };
      }),
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
