import type { z } from 'zod';

/**
 * One call of the API as both sides know it: the server registers it (`serve` in
 * apps/server/src/platform/serve.ts) and the web calls it (`call` in apps/web/src/api/client.ts).
 * Neither side writes the path or the types again, so a wrong path, body or use of the answer
 * does not compile (docs/architecture.md, "One route description").
 */
export interface ApiRoute {
  method: 'GET' | 'POST' | 'DELETE';
  /** Fastify's form: `:name` for a path parameter, filled from `params` on the web. */
  path: string;
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** The `data` of a 0000 answer (the envelope is added by both sides). */
  response: z.ZodType;
}

/** Keeps the literal types of a route (method, path, schemas) for both sides. */
export const defineRoute = <const R extends ApiRoute>(route: R): R => route;

type InputPart<S> = S extends z.ZodType ? z.input<S> : unknown;
type OutputPart<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What the web hands to a call: the path parameters, the body and the query, in one object. */
export type RouteInput<R extends ApiRoute> = InputPart<R['params']> & InputPart<R['body']> & InputPart<R['querystring']>;
/** What a 0000 answer's `data` holds. */
export type RouteOutput<R extends ApiRoute> = z.output<R['response']>;
/** What the server's handler answers (the serializer encodes it with the response schema). */
export type RouteAnswer<R extends ApiRoute> = z.input<R['response']>;
/** The validated request parts on the server. */
export interface RouteRequestParts<R extends ApiRoute> {
  params: OutputPart<R['params']>;
  body: OutputPart<R['body']>;
  query: OutputPart<R['querystring']>;
}
/** True when the route takes input at all (a call without one may leave it out). */
export type HasInput<R extends ApiRoute> = R['params'] extends z.ZodType
  ? true
  : R['body'] extends z.ZodType
    ? true
    : R['querystring'] extends z.ZodType
      ? true
      : false;
