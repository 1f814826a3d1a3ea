import { installNoticeDeliveryHandlers } from './modules/certification/notice-delivery.js';
import { scheduleTallyTidy, TALLY_TIDY_JOB, tidyTallies } from './modules/dashboard/tally-tidy.js';
import { installPushResultHandlers } from './modules/decisions/push-result.js';
import { runFetch } from './modules/evidence/fetch.jobs.js';
import { FETCH_JOB } from './modules/evidence/partner-files.repo.js';
import { messagesOnTransition } from './modules/messages/message-events.js';
import { onTransition } from './modules/orders/lifecycle.service.js';
import { foldListChanges } from './modules/orders/list-changes.repo.js';
import { LOOKUP_JOB, runLookup } from './modules/registry/lookup.jobs.js';
import { installChatApp } from './modules/third-party/chat-app.service.js';
import { installSupplementHandlers } from './modules/third-party/supplement.service.js';
import type { AppContext } from './platform/context.js';

/**
 * Every listener of the server, in one place (called once per app from buildApp, before the
 * queue's workers start): what runs when an order moves, when a partner event settles, and which
 * job types this process works. Route registration installs none, so reading this file tells
 * what happens besides the requests.
 *
 * The transition listeners and the outbox settle handlers are process-wide (the lifecycle and the
 * worker call them with a transaction, not a context); registering them again for a second app in
 * the same process (tests) replaces them rather than doubling them. Job handlers are per app.
 */
export function registerListeners(ctx: AppContext): void {
  // An order changed status (D1): messages to the worker it went to, or back to.
  onTransition(messagesOnTransition);

  // A partner event settled (D11): the row it sends follows it; a result push ends the order.
  installPushResultHandlers();
  installNoticeDeliveryHandlers();
  installSupplementHandlers();

  // Jobs (pg-boss): registry lookups (D10), partner evidence fetches and chat-app robot pushes (D14).
  const { retryLimit, retryDelaySeconds } = ctx.config.registry;
  ctx.queue.register(LOOKUP_JOB, { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: 120 }, (data, meta) =>
    runLookup(ctx, ctx.registry, data.recordId, meta),
  );
  const files = ctx.config.partnerFiles;
  ctx.queue.register(
    FETCH_JOB,
    {
      retryLimit: files.retryLimit,
      retryDelay: files.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: Math.ceil(files.timeoutMs / 1000) + 60,
    },
    (data, meta) => runFetch(ctx, data.fileId, meta),
  );
  installChatApp(ctx);

  // The dashboards' tallies and the lists' changes, folded by one node of the cluster every ten
  // minutes (startSchedules).
  ctx.queue.register(TALLY_TIDY_JOB, { retryLimit: 2, retryDelay: 60, retryBackoff: true, expireInSeconds: 300 }, async () => {
    await tidyTallies(ctx.db);
    await foldListChanges(ctx.db);
  });
}

/**
 * What runs by the clock rather than on an event, started once the queue runs (the app's ready)
 * and stopped by the function returned (the app's close).
 */
export function startSchedules(ctx: AppContext): () => void {
  return scheduleTallyTidy(ctx);
}
