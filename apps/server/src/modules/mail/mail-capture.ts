import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { isDatabaseUnavailable } from '../../platform/db/faults.js';
import { mailboxStates } from './mail.schema.js';
import { MailAuthError, type Mailbox, type MailSource } from './mail-provider.js';
import { configuredMailboxes } from './mailboxes.repo.js';
import { captureReply } from './reply-processor.js';

/** After a pass failed for want of the database, the next one runs this soon. */
const DB_RETRY_MS = 2_000;

/**
 * Reply capture (D9). Each pass reads every configured mailbox's new mail (UID above the last
 * one handled) and hands each message to the reply processor; a mailbox that fails (a wrong
 * password, a server down) gets a clear status and the pass goes on with the others. Passes run
 * on a timer, and at once when a watched mailbox reports new mail (IMAP IDLE, or the sink).
 * Several processes may capture at once: each message is claimed by advancing the mailbox's
 * last UID in the same transaction that records it, so it is handled exactly once.
 */
export class MailCapture {
  private timer: ReturnType<typeof setInterval> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private readonly watchers = new Map<string, () => Promise<void>>();
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  constructor(
    private readonly ctx: AppContext,
    private readonly source: MailSource,
    private readonly pollMs: number,
  ) {}

  /** Starts polling and watching. */
  start() {
    this.stopped = false;
    this.timer = setInterval(() => this.pass(), this.pollMs);
    this.pass();
  }

  /**
   * A pass on the timer. One that failed because the database was away is tried again shortly
   * rather than at the next poll (a minute by default), so capture resumes soon after the database.
   */
  private pass() {
    this.runOnce().catch((err) => {
      if (!isDatabaseUnavailable(err)) return this.ctx.log.warn({ err }, 'mail capture pass failed');
      if (this.stopped || this.retry) return;
      this.retry = setTimeout(() => {
        this.retry = undefined;
        if (!this.stopped) this.pass();
      }, DB_RETRY_MS);
    });
  }

  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    clearTimeout(this.retry);
    await Promise.all([...this.watchers.values()].map((stop) => stop().catch(() => undefined)));
    this.watchers.clear();
    await this.running?.catch(() => undefined);
  }

  /** One pass over every mailbox; a pass asked for while one runs runs right after it. */
  runOnce(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        const boxes = await configuredMailboxes(this.ctx);
        for (const box of boxes) await this.captureBox(box);
        if (!this.stopped) await this.ensureWatchers(boxes);
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async captureBox(box: Mailbox) {
    const state = await this.stateOf(box);
    try {
      const { uidValidity, messages } = await this.source.fetchNew(box, state);
      for (const m of messages) await captureReply(this.ctx, box, uidValidity, m.uid, m.raw);
      await this.setStatus(box.account, 'ok', '');
    } catch (err) {
      const auth = err instanceof MailAuthError;
      if (!auth) this.ctx.log.warn({ err, account: box.account }, 'mail capture failed');
      await this.setStatus(
        box.account,
        auth ? 'authFailed' : 'error',
        auth ? (err as Error).message : `邮箱读取失败：${(err as Error).message}`,
      );
    }
  }

  private async stateOf(box: Mailbox) {
    await this.ctx.db
      .insert(mailboxStates)
      .values({ account: box.account, uid: box.uid })
      .onConflictDoUpdate({ target: mailboxStates.account, set: { uid: box.uid } });
    const [row] = await this.ctx.db.select().from(mailboxStates).where(eq(mailboxStates.account, box.account));
    return { uidValidity: row?.uidValidity ?? '', lastUid: row?.lastUid ?? 0 };
  }

  private async setStatus(account: string, status: string, statusMsg: string) {
    await this.ctx.db.update(mailboxStates).set({ status, statusMsg, checkedAt: sql`now()` }).where(eq(mailboxStates.account, account));
  }

  private async ensureWatchers(boxes: Mailbox[]) {
    for (const box of boxes) {
      if (this.watchers.has(box.account)) continue;
      try {
        const stop = await this.source.watch(
          box,
          () => void this.runOnce().catch(() => undefined),
          () => this.watchers.delete(box.account),
        );
        // Without IDLE the timer alone finds new mail; remember the box so we do not retry each pass.
        this.watchers.set(box.account, stop ?? (async () => undefined));
      } catch {
        // Login refused or server down: the status says so; try again next pass.
      }
    }
  }
}
