import { SessionTransport } from '@certdesk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Where a request's session token came from. */
export type TokenSource = 'bearer' | 'cookie';

/** The session token of a request: the bearer header first (the specification's clients), else the cookie. */
export function sessionTokenOf(request: FastifyRequest): { token: string; source: TokenSource } | null {
  const header = request.headers.authorization ?? '';
  if (header.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, source: 'bearer' };
  }
  const cookie = request.cookies?.[SECURE_TOKEN_COOKIE] ?? request.cookies?.[SessionTransport.TOKEN_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * Over HTTPS the token cookie is `__Host-` prefixed: the browser then keeps it only when it is
 * Secure, for this host alone, with path /, so no other host of the domain can set or read it.
 * Over plain HTTP (a fresh clone on 127.0.0.1) a Secure cookie would not be kept: the plain name.
 */
const SECURE_TOKEN_COOKIE = `__Host-${SessionTransport.TOKEN_COOKIE}`;
const tokenCookieName = (request: FastifyRequest) => (request.protocol === 'https' ? SECURE_TOKEN_COOKIE : SessionTransport.TOKEN_COOKIE);

/**
 * A call authenticated by the cookie alone that may change something must come from our web app:
 * browsers send cookies with requests another site starts, but only our scripts set this header
 * (SameSite=Strict already keeps the cookie off cross-site requests; this also covers same-site ones).
 */
export function isForgeableCookieCall(request: FastifyRequest, source: TokenSource): boolean {
  if (source !== 'cookie') return false;
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  return request.headers[SessionTransport.CLIENT_HEADER] === undefined;
}

const cookieBase = (request: FastifyRequest) => ({
  path: '/',
  sameSite: 'strict' as const,
  // Behind a TLS-terminating proxy the protocol comes from the trusted X-Forwarded-Proto.
  secure: request.protocol === 'https',
});

/** Sets the session cookies after a sign-in: the token out of scripts' reach, and the readable marker. */
export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number) {
  const base = cookieBase(request);
  reply.setCookie(tokenCookieName(request), token, { ...base, httpOnly: true, maxAge: maxAgeSeconds });
  reply.setCookie(SessionTransport.SIGNED_IN_COOKIE, '1', { ...base, httpOnly: false, maxAge: maxAgeSeconds });
}

/** Clears the session cookies (sign-out, or a cookie whose session is over). */
export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply) {
  const base = cookieBase(request);
  reply.clearCookie(tokenCookieName(request), { ...base, httpOnly: true });
  reply.clearCookie(SessionTransport.SIGNED_IN_COOKIE, base);
}
