import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { dataDic } from '../config/config.schema.js';
import { expiredDateFor, extendExpiry, invalidateWorkCalendar, orderTimes, workCalendar } from './work-calendar.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queueWorkers: false });
});
afterAll(async () => t.close());

// Shanghai wall-clock instants.
const sh = (s: string) => new Date(`${s}+08:00`);

describe('work calendar service (D3)', () => {
  it('counts across the National Day holiday and its make-up working day', async () => {
    const state = await workCalendar(t.ctx);
    // 2025: 1–8 October off; Sunday 28 September and Saturday 11 October are make-up working days.
    // Type 3 has 5 working days: Sunday 28 Sep (make-up), 29, 30, then 9 and 10 October.
    expect(expiredDateFor(state, 3, sh('2025-09-26T10:00:00'))).toEqual(sh('2025-10-10T23:59:59.999'));
    // Type 1 has 7 working days: 28 Sep, 29, 30, 9 Oct, 10, 11 (Saturday make-up), 13.
    expect(expiredDateFor(state, 1, sh('2025-09-27T09:00:00'))).toEqual(sh('2025-10-13T23:59:59.999'));
    const times = orderTimes(
      state,
      { incomingDate: sh('2025-09-26T10:00:00'), expiredDate: sh('2025-10-13T23:59:59.999'), orderStatus: 20, finishDate: null },
      sh('2025-10-10T12:00:00'),
    );
    expect(times).toMatchObject({ workDay: 5, expired: false });
    const later = orderTimes(
      state,
      { ...{ incomingDate: sh('2025-09-26T10:00:00'), expiredDate: sh('2025-10-13T23:59:59.999') }, orderStatus: 20, finishDate: null },
      sh('2025-10-14T08:00:00'),
    );
    expect(later.expired).toBe(true);
    const ended = orderTimes(
      state,
      {
        incomingDate: sh('2025-09-26T10:00:00'),
        expiredDate: sh('2025-10-13T23:59:59.999'),
        orderStatus: 100,
        finishDate: sh('2025-09-30T10:00:00'),
      },
      sh('2025-12-01T08:00:00'),
    );
    expect(ended).toMatchObject({ workDay: 3, expired: false });
    // Extending by 2 working days skips the weekend.
    expect(extendExpiry(state, sh('2025-10-17T23:59:59.999'), 2)).toEqual(sh('2025-10-21T23:59:59.999'));
  });

  it('takes the administrator extra dates and time limits from the data dictionary', async () => {
    await t.ctx.db.insert(dataDic).values([
      { id: 'cal-h-1', name: '公司年会', type: 'holiday', value: '2025-10-13' },
      { id: 'tl-3', name: '职位认证时限', type: 'orderTimeLimit', value: '3', orderTypes: [3] },
    ]);
    // Cached: the old answer until invalidated (or a minute passes).
    expect(expiredDateFor(await workCalendar(t.ctx), 1, sh('2025-09-27T09:00:00'))).toEqual(sh('2025-10-13T23:59:59.999'));
    invalidateWorkCalendar(t.ctx);
    const state = await workCalendar(t.ctx);
    expect(state.limits[3]).toBe(3);
    expect(state.calendar.isWorkday('2025-10-13')).toBe(false);
    expect(expiredDateFor(state, 1, sh('2025-09-27T09:00:00'))).toEqual(sh('2025-10-14T23:59:59.999'));
    // Type 3 now has 3 working days: 28, 29, 30 September.
    expect(expiredDateFor(state, 3, sh('2025-09-26T10:00:00'))).toEqual(sh('2025-09-30T23:59:59.999'));
  });
});
