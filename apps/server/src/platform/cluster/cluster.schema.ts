import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server processes sharing this database (several nodes behind a load balancer). Each node
 * writes its row when it starts and every few seconds after; a row not seen for a while is a
 * node that died. Nodes read it to refuse a set-up that cannot work with peers, and to pick one
 * node for the demo's jobs that must run once.
 */
export const clusterNodes = pgTable('cluster_nodes', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  /** Parts of this node that keep their state in the process (e.g. the simulated exchange). */
  singleNodeParts: jsonb('single_node_parts').$type<string[]>().notNull().default([]),
  /** The embedded file store's directory, or '' when files are on S3. */
  filesDir: text('files_dir').notNull().default(''),
});
