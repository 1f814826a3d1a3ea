import { type IpRange, parseIpOrCidr } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { ipWhitelist } from './ip-whitelist.schema.js';

/** An enabled entry, parsed once. */
export interface ActiveEntry {
  id: number;
  ip: string;
  dangerLevel: number;
  range: IpRange;
}

/**
 * Enabled entries are read at most every TTL per process: a save invalidates this process at
 * once, other processes (several behind a load balancer) follow within the TTL.
 */
export const WHITELIST_TTL_MS = 5_000;

interface Slot {
  at: number;
  entries?: ActiveEntry[];
  loading?: Promise<ActiveEntry[]>;
}
// One cache per database (tests build several apps in one process).
const slots = new WeakMap<Db, Slot>();

/** Forgets the cached entries (after a save or delete on this process). */
export function invalidateWhitelist(db: Db) {
  slots.delete(db);
}

/** The enabled entries, from the cache when fresh. */
export async function activeEntries(db: Db): Promise<ActiveEntry[]> {
  const slot = slots.get(db) ?? { at: 0 };
  slots.set(db, slot);
  if (slot.entries && Date.now() - slot.at < WHITELIST_TTL_MS) return slot.entries;
  slot.loading ??= (async () => {
    try {
      const rows = await db.select().from(ipWhitelist).where(eq(ipWhitelist.disabled, false));
      const entries = rows.flatMap((r) => {
        const range = parseIpOrCidr(r.ip);
        return range ? [{ id: r.id, ip: r.ip, dangerLevel: r.dangerLevel, range }] : [];
      });
      slot.at = Date.now();
      slot.entries = entries;
      return entries;
    } finally {
      slot.loading = undefined;
    }
  })();
  return slot.loading;
}
