import { describe, expect, it, vi } from 'vitest';
import { testAppPerFile } from '../../../test/test-app.js';
import { activeEntries, invalidateWhitelist, WHITELIST_TTL_MS, whitelistCache } from './ip-whitelist.cache.js';
import { ipWhitelist } from './ip-whitelist.schema.js';

const t = testAppPerFile();

describe('whitelist cache', () => {
  it('sees a change made elsewhere only after the TTL, and at once after invalidation', async () => {
    let now = 1_000_000;
    whitelistCache(t.ctx.db, () => now);
    await t.ctx.db.delete(ipWhitelist);
    expect(await activeEntries(t.ctx.db)).toEqual([]);

    // Another process adds an entry: this one does not see it within the TTL...
    await t.ctx.db.insert(ipWhitelist).values({ ip: '10.0.0.0/8', identify: 'lan', dangerLevel: 2, disabled: false });
    now += WHITELIST_TTL_MS;
    expect(await activeEntries(t.ctx.db)).toEqual([]);
    // ...and reads it once the TTL has passed.
    now += 1;
    expect((await activeEntries(t.ctx.db)).map((e) => [e.ip, e.range.prefix])).toEqual([['10.0.0.0/8', 8]]);

    // A save on this process is seen at once.
    await t.ctx.db.update(ipWhitelist).set({ disabled: true });
    invalidateWhitelist(t.ctx.db);
    expect(await activeEntries(t.ctx.db)).toEqual([]);
  });

  it('shares one read among concurrent calls, and a read cut short by a save is read again', async () => {
    await t.ctx.db.update(ipWhitelist).set({ disabled: false });
    invalidateWhitelist(t.ctx.db);
    const select = vi.spyOn(t.ctx.db, 'select');
    const together = await Promise.all([activeEntries(t.ctx.db), activeEntries(t.ctx.db), activeEntries(t.ctx.db)]);
    expect(select).toHaveBeenCalledTimes(1);
    expect(together.map((list) => list.map((e) => e.ip))).toEqual([['10.0.0.0/8'], ['10.0.0.0/8'], ['10.0.0.0/8']]);

    // A save invalidates while a read is under way: that caller reads again (a second select)
    // and gets the entries, never an empty list, which would open the gate.
    invalidateWhitelist(t.ctx.db);
    select.mockClear();
    const during = activeEntries(t.ctx.db);
    invalidateWhitelist(t.ctx.db);
    expect((await during).map((e) => e.ip)).toEqual(['10.0.0.0/8']);
    expect(select).toHaveBeenCalledTimes(2);
    select.mockRestore();
  });
});
