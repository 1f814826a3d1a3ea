import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../users/users.schema.js';

/** What rows held before avatars moved to the store: the node-local `/api/files/avatar/<name>` route. */
const LEGACY_PREFIX = '/api/files/avatar/';
const LEGACY_NAME = /^[A-Za-z0-9_-]{22}\.png$/;

/**
 * Moves avatars saved by the old node-local route into the object store: the file is read from
 * this node's `<DATA_DIR>/files/avatar/<name>`, put at `avatar/legacy/<name>`, and the row then
 * keeps that key. Run by every node at start-up: an old avatar lived only on the node that took
 * its upload, so a row whose file is not on this node is left for the node that has it (until
 * then it shows the default icon). Idempotent; a row changed meanwhile is not overwritten.
 */
export async function importLegacyAvatars(ctx: AppContext): Promise<{ imported: number; missing: number }> {
  const rows = await ctx.db
    .select({ id: users.id, avatar: users.avatar })
    .from(users)
    .where(like(users.avatar, `${LEGACY_PREFIX}%`));
  let imported = 0;
  let missing = 0;
  for (const row of rows) {
    const name = row.avatar.slice(LEGACY_PREFIX.length);
    if (!LEGACY_NAME.test(name)) continue;
    const bytes = await fs.readFile(path.join(ctx.config.dataDir, 'files', 'avatar', name)).catch(() => null);
    if (!bytes) {
      missing++;
      continue;
    }
    const key = `avatar/legacy/${name}`;
    await ctx.storage.putObject(key, bytes, 'image/png');
    await ctx.db
      .update(users)
      .set({ avatar: key })
      .where(and(eq(users.id, row.id), eq(users.avatar, row.avatar)));
    imported++;
  }
  if (imported || missing)
    ctx.log.info({ imported, missing }, 'legacy avatars: imported into the object store; missing ones are on another node');
  return { imported, missing };
}
