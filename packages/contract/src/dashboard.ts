import { z } from 'zod';
import { outboxHealthSchema } from './decisions.js';

/**
 * The home dashboard by role (issue 19 item 1). A certifier's dashboard counts their pending
 * certifications, an auditor's their pending reviews; managers and administrators see the whole
 * desk. Every figure is computed on the server in one call per dashboard.
 */

/** Whose work a worker dashboard counts: 200 a certifier's certifications, 300 an auditor's reviews. */
export const workerRoleSchema = z.coerce
  .number({ error: '角色必须是200或300' })
  .refine((n): n is 200 | 300 => n === 200 || n === 300, '角色必须是200或300');

/** GET /api/dashboard/mine and /api/dashboard/next: which of the user's roles to count. */
export const workerDashboardQuerySchema = z.object({ role: workerRoleSchema });
export type WorkerDashboardQuery = z.infer<typeof workerDashboardQuerySchema>;

/** Working days left before an order expires (0 = due today), with how many orders. */
export const daysLeftBucketSchema = z.object({ daysLeft: z.number().int(), count: z.number().int() });

/** A certifier's or auditor's own work. */
export const workerDashboardSchema = z.object({
  role: z.union([z.literal(200), z.literal(300)]),
  /** Pending orders assigned to the user (certification 20, or review 30/40/50). */
  pending: z.number().int(),
  /** Pending and not expired, by working days left, fewest first. */
  byDaysLeft: z.array(daysLeftBucketSchema),
  /** Due today or on the next working day (PRC calendar) and not yet expired. */
  atRisk: z.number().int(),
  /** Past their expiry and still pending. */
  expired: z.number().int(),
  /** Calls of the user today (Asia/Shanghai), and the missed incoming ones among them. */
  callsToday: z.number().int(),
  missedToday: z.number().int(),
  /** Unread in-app messages. */
  unread: z.number().int(),
});
export type WorkerDashboard = z.infer<typeof workerDashboardSchema>;

/** The most urgent order of the user (at risk first, then the oldest), or null when none is pending. */
export const nextOrderSchema = z.object({ orderId: z.number().int().nullable(), orderType: z.number().int().nullable() });
export type NextOrder = z.infer<typeof nextOrderSchema>;

/** Open orders of one status and one order type. */
export const backlogCellSchema = z.object({ orderStatus: z.number().int(), orderType: z.number().int(), count: z.number().int() });

/** One day (Asia/Shanghai, 'YYYY-MM-DD'): orders received and orders finished. */
export const dailyFlowSchema = z.object({ day: z.string(), intake: z.number().int(), completed: z.number().int() });

/** Softphone state of a worker as the server knows it; 'unknown' with a SIP exchange, which talks to the browser. */
export const seatStateSchema = z.enum(['offline', 'online', 'inCall', 'unknown']);
export type SeatState = z.infer<typeof seatStateSchema>;

/** Chinese labels of the softphone states. */
export const SEAT_STATE_LABELS: Record<SeatState, string> = {
  offline: '离线',
  online: '在线',
  inCall: '通话中',
  unknown: '未知',
};

/** A certifier's or auditor's open load. */
export const workerLoadSchema = z.object({
  uid: z.number().int(),
  nickName: z.string(),
  roleType: z.union([z.literal(200), z.literal(300)]),
  /** Pending certifications (200) or pending reviews (300) assigned to the worker. */
  open: z.number().int(),
  softphone: seatStateSchema,
});
export type WorkerLoad = z.infer<typeof workerLoadSchema>;

/** The manager's and administrator's dashboard. */
export const managerDashboardSchema = z.object({
  /** Orders not ended, by status and type (only the cells that have orders). */
  backlog: z.array(backlogCellSchema),
  /** The last 30 days, oldest first, today included. */
  daily: z.array(dailyFlowSchema),
  sla: z.object({
    /** Orders finished in the last 30 days after their expiry. */
    finishedLate: z.number().int(),
    /** Orders finished in the last 30 days. */
    finished: z.number().int(),
    /** Open orders due today or on the next working day, not yet expired. */
    atRisk: z.number().int(),
    /** Open orders past their expiry. */
    expired: z.number().int(),
  }),
  workers: z.array(workerLoadSchema),
  push: outboxHealthSchema,
});
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;

/** Days the manager's flow chart covers. */
export const DASHBOARD_DAYS = 30;
