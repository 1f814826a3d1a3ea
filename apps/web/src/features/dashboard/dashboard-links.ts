/**
 * Where a click on the dashboard leads: the list filtered to the figure, through the list's URL
 * state (its contract schema's field names). Days are the server's Asia/Shanghai days, so a day's
 * range is built from the day itself, whatever the browser's time zone; the end is 23:59:59 of
 * the day, as the lists' range pickers send it.
 */

const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** "start,end" in milliseconds of a 'YYYY-MM-DD' day in Asia/Shanghai. */
export function shanghaiDayRange(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const start = Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - SHANGHAI_OFFSET_MS;
  return `${start},${start + 86_400_000 - 1000}`;
}

/** All orders of a status (30 finds 30, 40 and 50: they all display as 待审核) and an order type. */
export const backlogLink = (orderStatus: number, orderType?: number) => `/neworder/list${query({ orderStatus, orderType })}`;

/** Orders received on a day. */
export const intakeLink = (day: string) => `/neworder/list${query({ incomingDate: shanghaiDayRange(day) })}`;

/** Orders finished on a day. */
export const completedLink = (day: string) => `/neworder/list${query({ finishDate: shanghaiDayRange(day) })}`;

/** A worker's open load: pending certification of a certifier, pending review of an auditor. */
export const workerLoadLink = (roleType: 200 | 300, uid: number) =>
  roleType === 200 ? `/neworder/auth${query({ certificationUid: uid })}` : `/neworder/check${query({ auditUid: uid })}`;

/** The detail of an order. */
export const orderLink = (orderId: number, orderType: number | null) =>
  `/neworder/detail/${orderId}${query({ orderType: orderType ?? undefined })}`;
