/** Reads a cookie. */
export function getCookie(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/** Writes a cookie for the whole site (a year unless a session cookie is wanted). */
export function setCookie(name: string, value: string, session = false) {
  const expires = session ? '' : `; max-age=${365 * 24 * 3600}`;
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${expires}`;
}

/** Removes a cookie. */
export function removeCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0`;
}
