import { type ApiRoute, type Envelope, envelopeOf, type RouteAnswer, type RouteRequestParts } from '@certdesk/contract';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** What a route adds to its contract description: OpenAPI text and who may call it. */
export interface ServeOptions {
  tags: string[];
  summary: string;
  /** The guard; 'public' (sign-in only) says in so many words that anyone may call the route. */
  onRequest: onRequestHookHandler | 'public';
  /**
   * Answers with plain JSON.stringify instead of encoding field by field with the response schema
   * (the OpenAPI document still shows it): only for a hot answer whose rows are built to the
   * schema's type and checked against it by tests (the order lists).
   */
  unencodedAnswer?: true;
}

/** The request a handler sees: fastify's, with the route's validated params, body and query. */
export type ServedRequest<R extends ApiRoute> = Omit<FastifyRequest, 'params' | 'body' | 'query'> & RouteRequestParts<R>;

/**
 * Registers a route of the contract's table: method, path, request schemas and the enveloped
 * response schema all come from `route`, so the server cannot drift from what the web calls.
 * The handler must answer the response schema's input type (checked here, once, instead of in
 * fastify's generics, which cannot follow a route passed as a value).
 */
export function serve<R extends ApiRoute>(
  app: App,
  route: R,
  options: ServeOptions,
  handler: (request: ServedRequest<R>, reply: FastifyReply) => Promise<Envelope<RouteAnswer<R> | null>>,
): void {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      tags: options.tags,
      summary: options.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.querystring ? { querystring: route.querystring } : {}),
      response: { 200: envelopeOf(route.response) },
    },
    ...(options.unencodedAnswer ? { serializerCompiler: () => (data: unknown) => JSON.stringify(data) } : {}),
    ...(options.onRequest === 'public' ? {} : { onRequest: options.onRequest }),
    handler: (request, reply) => handler(request as unknown as ServedRequest<R>, reply),
  });
}
