import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { clusterNodes } from './cluster.schema.js';
import { assertSafeBeside, type NodeTraits, type Peer } from './single-node-parts.js';

/** How often a node writes that it is alive, and after how long without it a node counts as gone. */
export const HEARTBEAT_MS = 10_000;
export const LIVE_WINDOW_SECONDS = 30;

/** This process's place among the nodes that share the database. */
export class NodeMembership {
  readonly id = randomUUID();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly db: Db,
    private readonly traits: NodeTraits,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The other live nodes. */
  async peers(): Promise<Peer[]> {
    return this.db
      .select()
      .from(clusterNodes)
      .where(and(ne(clusterNodes.id, this.id), gt(clusterNodes.seenAt, sql`now() - make_interval(secs => ${LIVE_WINDOW_SECONDS})`)));
  }

  /**
   * Joins: refuses (throws, with what to configure) when this node cannot work beside the live
   * ones, then writes its row and keeps it fresh.
   */
  async join(): Promise<void> {
    await this.traits.markFilesDir?.(this.id);
    assertSafeBeside(this.traits, await this.peers());
    await this.db.insert(clusterNodes).values({
      id: this.id,
      host: os.hostname(),
      pid: process.pid,
      singleNodeParts: this.traits.singleNodeParts,
      filesDir: this.traits.filesDir,
    });
    this.timer = setInterval(() => void this.beat(), HEARTBEAT_MS);
    this.timer.unref();
  }

  private async beat() {
    try {
      await this.db.update(clusterNodes).set({ seenAt: sql`now()` }).where(eq(clusterNodes.id, this.id));
      // Rows of nodes long gone (killed, never left) are removed by whoever notices.
      await this.db.delete(clusterNodes).where(sql`${clusterNodes.seenAt} < now() - interval '1 day'`);
    } catch (err) {
      // The database is away: peers will count this node as gone for a while, which is harmless.
      this.log.debug({ err }, 'cluster heartbeat failed');
    }
  }

  /** True when this node is the longest-running live node: the one that runs the demo's once-only jobs. */
  async leads(): Promise<boolean> {
    const [first] = await this.db
      .select({ id: clusterNodes.id })
      .from(clusterNodes)
      .where(gt(clusterNodes.seenAt, sql`now() - make_interval(secs => ${LIVE_WINDOW_SECONDS})`))
      .orderBy(asc(clusterNodes.startedAt), asc(clusterNodes.id))
      .limit(1);
    return !first || first.id === this.id;
  }

  /** Leaves: stops the heartbeat and removes the row (a killed node's row simply ages out). */
  async leave(): Promise<void> {
    clearInterval(this.timer);
    await this.db
      .delete(clusterNodes)
      .where(eq(clusterNodes.id, this.id))
      .catch(() => undefined);
  }
}
