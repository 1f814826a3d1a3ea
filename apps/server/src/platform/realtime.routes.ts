import type { FastifyPluginAsync } from 'fastify';
import { resolveSession } from '../modules/auth/auth.service.js';
import type { AppContext } from './context.js';

/**
 * The browser's one WebSocket, `/ws?token=…` (D16). A bad or ended token closes the socket with
 * code 4401 so the browser knows to stop reconnecting and sign in again.
 */
export function realtimeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/ws', { websocket: true, schema: { hide: true } }, async (socket, request) => {
      const token = (request.query as { token?: string }).token ?? '';
      const session = token ? await resolveSession(ctx, token) : { ended: '' };
      if (!('user' in session)) {
        socket.close(4401, 'session invalid');
        return;
      }
      const remove = ctx.realtime.add({
        userId: session.user.id,
        sessionId: session.user.sessionId,
        send: (text) => socket.send(text),
      });
      socket.on('close', remove);
      // Browsers send "ping" every 25 s to keep proxies from closing an idle socket.
      socket.on('message', (data: Buffer) => {
        if (data.toString() === 'ping') socket.send('pong');
      });
    });
  };
}
