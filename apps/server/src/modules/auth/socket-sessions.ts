import type { AppContext } from '../../platform/context.js';
import { SESSION_OVER_CLOSE } from '../../platform/realtime.routes.js';
import { sessionCache } from './session-cache.js';
import { liveSessionIds } from './sessions.repo.js';

/** A sweep also runs this often, for sessions that end by running out (idle or absolute expiry). */
const SWEEP_MS = 60_000;
/** Changes arrive in bursts (one NOTIFY per changed row): one check after the burst. */
const SETTLE_MS = 100;

/**
 * Closes the realtime sockets of sessions that are over, so a socket stops receiving events (order
 * ids and names) once its session has ended: signed out, signed in elsewhere, the user disabled or
 * deleted, expired. Checked whenever sessions, users or roles change (the session cache's NOTIFY,
 * from any process) and once a minute. Returns the function that stops watching.
 */
export function watchSocketSessions(ctx: AppContext): () => void {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    pending = undefined;
    closeEndedSockets(ctx).catch((err) => ctx.log.warn({ err }, 'realtime: could not check the sessions of open sockets'));
  };
  const soon = () => {
    pending ??= setTimeout(check, SETTLE_MS);
  };
  const stopListening = sessionCache(ctx.db).onChange(soon);
  const sweep = setInterval(check, SWEEP_MS);
  sweep.unref();
  return () => {
    stopListening();
    clearInterval(sweep);
    clearTimeout(pending);
  };
}

/** Closes, with 4401, every socket of this process whose session is no longer live. */
export async function closeEndedSockets(ctx: AppContext) {
  const open = ctx.realtime.sessionIds();
  if (open.length === 0) return;
  const live = await liveSessionIds(ctx.db, open, ctx.config.sessionIdleMs);
  const ended = new Set(open.filter((id) => !live.has(id)));
  if (ended.size) ctx.realtime.closeSessions(ended, SESSION_OVER_CLOSE, 'session ended');
}
