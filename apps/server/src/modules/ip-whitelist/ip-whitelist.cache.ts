import { type IpRange, parseAddress, parseIpOrCidr, rangeContains } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { AppContext } from '../../platform/context.js';
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

async function load(db: Db): Promise<ActiveEntry[]> {
  const rows = await db.select().from(ipWhitelist).where(eq(ipWhitelist.disabled, false));
  return rows.flatMap((r) => {
    const range = parseIpOrCidr(r.ip);
    return range ? [{ id: r.id, ip: r.ip, dangerLevel: r.dangerLevel, range }] : [];
  });
}

type EntriesCache = LRUCache<'enabled', ActiveEntry[]>;
// One cache per database (tests build several apps in one process).
const caches = new WeakMap<Db, EntriesCache>();

/**
 * The entries' cache of a database, made on first use; `clock` (milliseconds) is for tests.
 * lru-cache keeps the list for the TTL and shares one read among the requests that arrive
 * while it runs.
 */
export function whitelistCache(db: Db, clock: () => number = () => performance.now()): EntriesCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<'enabled', ActiveEntry[]>({
      max: 1,
      ttl: WHITELIST_TTL_MS,
      ttlResolution: 0,
      perf: { now: clock },
      fetchMethod: () => load(db),
      // A read under way when a save invalidates resolves to undefined and is not kept (below).
      allowStaleOnFetchAbort: true,
    });
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets the cached entries (after a save or delete on this process). */
export function invalidateWhitelist(db: Db) {
  caches.get(db)?.clear();
}

/** The enabled entries, from the cache when fresh. */
export async function activeEntries(db: Db): Promise<ActiveEntry[]> {
  // Undefined only when a save invalidated the read this call joined: read again, after the save.
  return (await whitelistCache(db).fetch('enabled')) ?? load(db);
}

/** Whether an address is on an enabled entry (the metrics scraper's other way in). */
export async function onWhitelist(ctx: AppContext, ip: string): Promise<boolean> {
  const addr = parseAddress(ip);
  if (!addr) return false;
  const entries = await activeEntries(ctx.db);
  return entries.some((e) => rangeContains(e.range, addr));
}
