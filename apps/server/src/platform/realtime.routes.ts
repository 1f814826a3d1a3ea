import type { WebSocket } from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { resolveSession } from '../modules/auth/auth.service.js';
import type { AuthUser } from './auth/auth-user.js';
import type { AppContext } from './context.js';

/** Close code telling the browser its session is over: stop reconnecting, sign in again. */
export const SESSION_OVER_CLOSE = 4401;
/** How long a socket without the session cookie may take to send its token. */
const AUTH_MESSAGE_TIMEOUT_MS = 10_000;

/**
 * The browser's one WebSocket, `/ws` (D16). Our web app is signed in by its HttpOnly session
 * cookie, which the browser sends with the upgrade. Other clients send their token as the first
 * message, `{"token":"…"}`: never in the URL, which proxies and access logs keep. A bad or ended
 * session closes the socket with 4401; a socket whose session ends later is closed the same way
 * (modules/auth/socket-sessions.ts).
 */
export function realtimeRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const attach = (socket: WebSocket, user: AuthUser) => {
      const remove = ctx.realtime.add({
        userId: user.id,
        sessionId: user.sessionId,
        send: (text) => socket.send(text),
        close: (code, reason) => socket.close(code, reason),
      });
      socket.on('close', remove);
      // Browsers send "ping" every 25 s to keep proxies from closing an idle socket.
      socket.on('message', (data: Buffer) => {
        if (data.toString() === 'ping') socket.send('pong');
      });
    };

    app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
      // A page of another site opening our socket with the user's cookie (cross-site WebSocket
      // hijacking, ASVS V4.4.2) is refused. Host names only: a proxy may drop the port from Host.
      if (request.user && isCrossSite(request.headers.origin, request.hostname)) return socket.close(SESSION_OVER_CLOSE, 'cross-site');
      if (request.user) return attach(socket, request.user);
      // A token in the URL is refused outright, so that no client keeps sending it where proxies log it.
      const inUrl = 'token' in (request.query as Record<string, unknown>);
      if (request.sessionEndMessage || inUrl) return socket.close(SESSION_OVER_CLOSE, 'session invalid');
      const timer = setTimeout(() => socket.close(SESSION_OVER_CLOSE, 'session invalid'), AUTH_MESSAGE_TIMEOUT_MS);
      socket.once('message', async (data: Buffer) => {
        clearTimeout(timer);
        const token = tokenOfMessage(data.toString());
        const session = token ? await resolveSession(ctx, token) : null;
        if (session && 'user' in session) attach(socket, session.user);
        else socket.close(SESSION_OVER_CLOSE, 'session invalid');
      });
    });
  };
}

/** True when a browser's Origin names another host than the one it asked (no Origin: not a browser page). */
export function isCrossSite(origin: string | undefined, hostname: string): boolean {
  if (!origin) return false;
  try {
    return new URL(origin).hostname !== hostname.replace(/:\d+$/, '');
  } catch {
    return true; // "null" (sandboxed frames, file:) and anything unreadable
  }
}

function tokenOfMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    const token = typeof parsed === 'object' && parsed !== null && 'token' in parsed ? parsed.token : '';
    return typeof token === 'string' ? token : '';
  } catch {
    return '';
  }
}
