import type { ApiRoute, RouteOutput } from '@certdesk/contract';
import type { z } from 'zod';
import { call } from '../../api/client';

/** A list route of the contract: POST the list's request (paging, sort, filters), answer a page of rows. */
export type ListRoute = ApiRoute & { method: 'POST'; body: z.ZodObject };

/**
 * The `fetch` of a ListPage for a list route of the contract. The page sends what its URL state
 * holds, checked by the same schema (`schema={route.body}`), so the request is not spelled again.
 */
export function fetchList<R extends ListRoute>(route: R): (params: Record<string, unknown>) => Promise<RouteOutput<R>> {
  // `call` answers the route's output; a generic R is beyond its inference, hence the one cast.
  return (params) => call<ListRoute>(route, params) as Promise<RouteOutput<R>>;
}
