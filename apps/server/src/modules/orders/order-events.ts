import { sql } from 'drizzle-orm';

/**
 * How long after an event the next one usually follows, in days: a certification is due within
 * five to seven working days of the intake (DECISIONS.md), and review, finish and calls follow
 * within days. A range on one event's date holds the other events of its orders within this
 * window, where a list's walk starts (walkBound in walk-bound.ts); the orders that take longer
 * are in EVENTS_UNUSUAL.
 */
export const EVENT_LAG_DAYS = 30;

/**
 * Orders whose events break their usual order (intake, then contact, certification, review and
 * finish, each within EVENT_LAG_DAYS of the one before):
 * - out of order: a later event dated before the intake (a partner's intake time later than the
 *   certification; a call made before the order came in and bound to it afterwards), or the
 *   certification or review after the finish (an order certified again after it was finished);
 * - late: a later event more than EVENT_LAG_DAYS after the intake, or the finish that long after
 *   the certification or review (an order extended, or left waiting).
 * Word for word the predicate of their index and of the lists' walks that read them apart
 * (walkPageIds in order-walk-queries.ts), so that the planner can prove the index applies.
 * Usually few orders are in it. The planner estimates it from statistics of the expression
 * (migrations 0023, 0028), which it reads for `is true` but not for an OR of comparisons: guessed
 * at a fifth of the table, the walk read 270,000 entries of the intake index for none. The
 * differences are intervals, not `date + interval`: an index predicate must be immutable, and
 * adding days to a timestamptz depends on the time zone.
 */
export const EVENTS_UNUSUAL = sql.raw(
  `((incoming_date > least(last_contact_date, completed_cer_date, completed_audit_date, finish_date) or greatest(completed_cer_date, completed_audit_date) > finish_date or greatest(last_contact_date, completed_cer_date, completed_audit_date, finish_date) - incoming_date > interval '${EVENT_LAG_DAYS} days' or finish_date - least(completed_cer_date, completed_audit_date) > interval '${EVENT_LAG_DAYS} days') is true)`,
);
