import { SessionTransport } from '@certdesk/contract';
import { getCookie, removeCookie } from './cookies';

/**
 * The session token lives in an HttpOnly cookie that the server sets at sign-in: no script of
 * ours, or injected into the page, can read it. A second cookie that scripts can read tells the
 * app that a session exists, so that it knows whether to show the sign-in page.
 */
export function isSignedIn(): boolean {
  return getCookie(SessionTransport.SIGNED_IN_COOKIE) === '1';
}

/** Forgets the session on this side (sign-out, -100); the server clears the token cookie itself. */
export function forgetSession() {
  removeCookie(SessionTransport.SIGNED_IN_COOKIE);
}
