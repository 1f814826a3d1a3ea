import { createHmac, timingSafeEqual } from 'node:crypto';

/** Who a file link is for: the signed-in user it was given to, and the order it belongs to (if any). */
export interface LinkScope {
  userId: number;
  /** The order the file belongs to: its reader must still be allowed to see it when the link is used. */
  orderId?: number;
}

/** What a link's query says, once checked. */
export type LinkVerdict = { ok: true; scope: LinkScope } | { ok: false; reason: 'expired' | 'invalid' };

/** Where stored files are served to signed-in users: `/files/<key>?u=&o=&exp=&sig=`. */
export const FILES_PATH = '/files';

/**
 * File links (D15): a stored file is served only through `/files/<key>`, to the signed-in user the
 * link was made for, while they may still see the file's order, within a short time. The link
 * carries that scope under an HMAC, so it cannot be widened; the server checks the session and
 * the order when the link is used (modules/files). Every process sharing the app secret accepts
 * the links of the others.
 */
export class LinkSigner {
  private readonly key: string;

  constructor(secret: string) {
    this.key = createHmac('sha256', secret).update('storage-link').digest('hex');
  }

  /** The link to a key for one reader, valid ttlMs. */
  link(key: string, scope: LinkScope, ttlMs: number, now = new Date()): string {
    const exp = Math.floor((now.getTime() + ttlMs) / 1000);
    const order = scope.orderId ?? 0;
    return `${FILES_PATH}/${key}?u=${scope.userId}&o=${order}&exp=${exp}&sig=${this.signature(key, scope.userId, order, exp)}`;
  }

  /** Checks a link's signature and expiry. */
  verify(key: string, query: Record<string, string | undefined>, now = new Date()): LinkVerdict {
    const [userId, orderId, exp] = [query.u, query.o, query.exp].map(Number);
    if (!query.sig || ![userId, orderId, exp].every((n) => Number.isSafeInteger(n) && (n ?? -1) >= 0))
      return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.signature(key, userId ?? 0, orderId ?? 0, exp ?? 0));
    const given = Buffer.from(query.sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
    if ((exp ?? 0) * 1000 < now.getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, scope: { userId: userId ?? 0, ...(orderId ? { orderId } : {}) } };
  }

  private signature(key: string, userId: number, orderId: number, exp: number): string {
    return createHmac('sha256', this.key).update(`${key}\n${userId}\n${orderId}\n${exp}`).digest('base64url');
  }
}

/** The key of a link of ours (`/files/<key>?…`, relative or on any host), or null. */
export function keyOfLink(url: string): string | null {
  const bare = url.split('?')[0] ?? '';
  const match = /^(?:https?:\/\/[^/]+)?\/files\/(.+)$/.exec(bare);
  return match?.[1] ?? null;
}
