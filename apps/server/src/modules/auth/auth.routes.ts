import { authApi, SessionTransport } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import { clearSessionCookies, setSessionCookies } from '../../platform/auth/session-transport.js';
import type { AppContext } from '../../platform/context.js';
import { dummyPasswordHash } from '../../platform/crypto.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { login, logout } from './auth.service.js';

const tags = ['认证'];

/** Sign-in and sign-out. */
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Made now rather than on the first unknown account, whose answer would otherwise be slower.
    await dummyPasswordHash();
    serve(app, authApi.login, { tags, summary: '登录', onRequest: 'public' }, async (request, reply) => {
      const signedIn = await login(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      setSessionCookies(request, reply, signedIn.authToken, Math.floor(ctx.config.sessionMaxMs / 1000));
      // Our web app uses the HttpOnly cookie and never sees the token; other clients get it as the specification says.
      const cookieClient = request.headers[SessionTransport.CLIENT_HEADER] !== undefined;
      return ok({ ...signedIn, authToken: cookieClient ? '' : signedIn.authToken }, '登录成功');
    });
    serve(app, authApi.logout, { tags, summary: '退出登录', onRequest: guard() }, async (request, reply) => {
      await logout(ctx, requireUser(request).sessionId);
      clearSessionCookies(request, reply);
      return ok(null);
    });
  };
}
