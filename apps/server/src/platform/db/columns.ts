import { integer, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../../modules/orders/orders.schema.js';

/** A point in time, stored with its zone (every time column of the database is). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The order a row belongs to (`order_id`), deleted with it: the column of every per-order table.
 * The caller adds `.notNull()` (many rows per order) or `.primaryKey()` (one row per order).
 */
export const orderRef = () => integer('order_id').references(() => orders.id, { onDelete: 'cascade' });
