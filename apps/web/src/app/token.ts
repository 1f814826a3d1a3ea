import { getCookie, removeCookie, setCookie } from './cookies';

// The token lives in a cookie, as the specification says (01 §4); it is sent as a bearer header.
const TOKEN_COOKIE = 'certdesk_token';

/** The session token, if signed in. */
export function getToken(): string | undefined {
  return getCookie(TOKEN_COOKIE);
}

/** Stores the token after sign-in. */
export function setToken(token: string) {
  setCookie(TOKEN_COOKIE, token, true);
}

/** Forgets the token (sign-out, -100). */
export function clearToken() {
  removeCookie(TOKEN_COOKIE);
}
