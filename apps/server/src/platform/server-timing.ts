import type { FastifyInstance } from 'fastify';

/**
 * Every API answer says how long the server spent on it, from the request's arrival to its
 * serialised answer, in the standard `Server-Timing` header: the browser's network panel shows it
 * beside the round trip, and the list benchmark reads it from a server process of its own.
 */
export function installServerTiming(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/')) reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(3)}`);
    return payload;
  });
}

/** The `app` duration of a Server-Timing header, in milliseconds (NaN when absent). */
export function appDuration(header: unknown): number {
  const match = /(?:^|,)\s*app;dur=([\d.]+)/.exec(String(header ?? ''));
  return match ? Number(match[1]) : Number.NaN;
}
