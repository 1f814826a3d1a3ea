import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { partnerNonces } from './partner.schema.js';

/** Forgets the nonces whose window has passed. */
export async function purgeExpiredNonces(db: Db, now: Date) {
  await db.delete(partnerNonces).where(lt(partnerNonces.expiresAt, now));
}

/** Stores a caller's nonce until it expires; false when that caller has used it already. */
export async function storeNonce(db: Db, partnerId: string, nonce: string, expiresAt: Date): Promise<boolean> {
  const stored = await db
    .insert(partnerNonces)
    .values({ partnerId, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: partnerNonces.nonce });
  return stored.length > 0;
}
