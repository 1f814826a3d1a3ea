import type { ApiRoute, RouteOutput } from '@certdesk/contract';
import { detailApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export type { CompanyCard, OrderDetail } from '@certdesk/contract';

/** Query key of an order's detail pieces. */
export const detailKey = (orderId: number, part: string) => ['orderDetail', orderId, part] as const;

/** The detail load. */
export function useOrderDetail(orderId: number) {
  return useQuery({ queryKey: detailKey(orderId, 'main'), queryFn: () => call(detailApi.detail, { id: orderId }), retry: false });
}

/** A route of the detail read by the order id (`/…/:id`). */
export type ByOrderId = ApiRoute & { method: 'GET'; params: typeof detailApi.detail.params };

/** Any GET of the detail by order id; `part` names it in the query cache (what a save invalidates). */
export function useDetailPart<R extends ByOrderId>(orderId: number, part: string, route: R, enabled = true) {
  return useQuery({
    queryKey: detailKey(orderId, part),
    // `call` answers the route's output; a generic R is beyond its inference, hence the one cast.
    queryFn: () => call<ByOrderId>(route, { id: orderId }) as Promise<RouteOutput<R>>,
    enabled,
    retry: false,
  });
}
