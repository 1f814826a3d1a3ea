import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { isDatabaseUnavailable } from '../../platform/db/faults.js';
import { logInterfaceCall } from '../interface-log/interface-log.repo.js';
import { backoffMs, type OutboxConfig } from './outbox.config.js';
import { partnerOutbox } from './outbox.schema.js';
import { deliver } from './outbox.sender.js';
import { type OutboxRow, settleHandlers } from './outbox.service.js';

/**
 * The outbox worker (D11): claims due events one at a time (an atomic UPDATE of a row picked
 * with FOR UPDATE SKIP LOCKED, so several processes never claim the same event), sends each
 * after commit with no transaction held open, logs the attempt, and settles it: sent, or due
 * again after an exponential back-off, or failed once the budget is spent. A claimed event
 * whose process died is claimable again when its lease runs out; the partner deduplicates by
 * eventId, so the worst case of a crash is one repeated delivery, never a lost one.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private stopped = true;

  constructor(
    private readonly ctx: AppContext,
    readonly cfg: OutboxConfig,
  ) {}

  /** Starts polling. */
  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the attempt in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await (this.queued ?? this.running)?.catch(() => 0);
  }

  /** Looks for due events now (after a commit that wrote one) instead of at the next poll. */
  kick(): void {
    if (!this.stopped) this.schedule(0);
  }

  private schedule(ms: number) {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.drain()
        .catch((err) =>
          isDatabaseUnavailable(err)
            ? this.ctx.log.warn('outbox: database unavailable; trying again at the next poll')
            : this.ctx.log.error({ err }, 'outbox drain failed'),
        )
        .finally(() => {
          if (!this.stopped && !this.timer) this.schedule(this.cfg.pollMs);
        });
    }, ms);
  }

  /**
   * Sends every due event; returns how many attempts were made. One drain at a time per process:
   * a call while one runs is answered by the drain queued after it, not by the running one,
   * because that one may have looked for due events before the caller's event was committed (a
   * kick after a commit, or a test waiting for its event, would otherwise wait for the next poll).
   * At most one drain waits: any number of kicks meanwhile share it.
   */
  drain(): Promise<number> {
    if (this.queued) return this.queued;
    if (!this.running) return this.runNow();
    this.queued = this.running
      .catch(() => 0)
      .then(() => {
        this.queued = null;
        return this.runNow();
      });
    return this.queued;
  }

  private runNow(): Promise<number> {
    const run: Promise<number> = this.sendDue().finally(() => {
      if (this.running === run) this.running = null;
    });
    this.running = run;
    return run;
  }

  private async sendDue(): Promise<number> {
    let n = 0;
    for (let row = await this.claim(); row; row = await this.claim()) {
      await this.attempt(row);
      n += 1;
    }
    return n;
  }

  private async claim(): Promise<OutboxRow | null> {
    const leaseMs = this.cfg.timeoutMs + 30_000;
    const [row] = await this.ctx.db
      .update(partnerOutbox)
      .set({
        status: 'sending',
        attempts: sql`${partnerOutbox.attempts} + 1`,
        lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`,
      })
      .where(
        eq(
          partnerOutbox.id,
          sql`(select id from partner_outbox
                where (status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
                order by next_attempt_at, id limit 1 for update skip locked)`,
        ),
      )
      .returning();
    return row ?? null;
  }

  private async attempt(row: OutboxRow) {
    const { ctx, cfg } = this;
    const target = {
      url: cfg.callbacks[row.partnerId] ?? cfg.simulatorUrl,
      partnerId: row.partnerId,
      secret: ctx.config.partners[row.partnerId],
      timeoutMs: cfg.timeoutMs,
    };
    // Rows written by other modules straight into the table get their eventId and type here.
    const a = await deliver(ctx.db, target, { eventId: row.eventId, interfaceType: row.interfaceType, ...row.payload });
    const listeners = settleHandlers(row.interfaceType);
    const exhausted = !a.ok && row.attempts >= cfg.retryLimit;
    const settle = async (withHandlers: boolean) =>
      ctx.db.transaction(async (tx) => {
        await logInterfaceCall(tx, {
          orderId: row.orderId,
          partnerId: row.partnerId,
          interfaceType: row.interfaceType,
          direction: 'out',
          requestJson: a.requestJson,
          respValue: a.ok ? a.respValue : `${a.error}${a.respValue !== a.error ? `\n${a.respValue}` : ''}`,
          success: a.ok,
        });
        const status = a.ok ? 'sent' : exhausted ? 'failed' : 'pending';
        await tx
          .update(partnerOutbox)
          .set({
            status,
            lockedUntil: null,
            lastError: a.error,
            ...(a.ok ? { sentAt: new Date() } : {}),
            ...(status === 'pending' ? { nextAttemptAt: new Date(Date.now() + backoffMs(cfg, row.attempts)) } : {}),
          })
          .where(eq(partnerOutbox.id, row.id));
        if (!withHandlers) return;
        for (const h of listeners) {
          if (a.ok) await h.delivered?.(tx, row, a.ack);
          else if (exhausted) await h.exhausted?.(tx, row, a.error);
        }
      });
    try {
      await settle(true);
    } catch (err) {
      // The order moved on meanwhile (e.g. ended by an admin): record the attempt regardless.
      ctx.log.error({ err, eventId: row.eventId }, 'outbox settle handler failed');
      await settle(false);
    }
  }
}
