import { Navigate, useLocation, useParams } from 'react-router';

/**
 * The older order-detail path /neworder/orderDetail/{id}?orderType= (02 §2): replaces itself with
 * the newer /neworder/detail/{id}, keeping the query, so old links and reloads land on one screen.
 */
export function LegacyOrderDetailRedirect() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/neworder/detail/${encodeURIComponent(id)}${search}`} replace />;
}
