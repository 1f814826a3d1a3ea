import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its zone (every time column of the database is). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
