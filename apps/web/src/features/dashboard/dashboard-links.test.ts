import { allOrdersFilterSchema, parseDateRange } from '@certdesk/contract';
import { describe, expect, it } from 'vitest';
import { backlogLink, completedLink, intakeLink, shanghaiDayRange, workerLoadLink } from './dashboard-links';

/** The filters a link carries, parsed by the list's own schema as the list page reads its URL. */
function filtersOf(link: string) {
  const url = new URL(link, 'http://x');
  return allOrdersFilterSchema.parse(Object.fromEntries(url.searchParams));
}

describe('dashboard links', () => {
  it('a Shanghai day is 00:00:00 to 23:59:59 in UTC+8, whatever the browser zone', () => {
    const seed = Date.now() % 100_000;
    console.log(`dashboard-links seed ${seed}`);
    for (let i = 0; i < 50; i++) {
      const day = new Date(Date.UTC(2020, 0, 1) + ((seed * 7919 + i * 104_729) % 3650) * 86_400_000).toISOString().slice(0, 10);
      const [start, end] = shanghaiDayRange(day).split(',').map(Number);
      expect(new Date((start ?? 0) + 8 * 3_600_000).toISOString()).toBe(`${day}T00:00:00.000Z`);
      expect(new Date((end ?? 0) + 8 * 3_600_000).toISOString()).toBe(`${day}T23:59:59.000Z`);
      expect(parseDateRange(shanghaiDayRange(day))).not.toBe('malformed');
    }
  });

  it('links use the list schema field names and pass its parsing', () => {
    expect(filtersOf(backlogLink(20, 3))).toMatchObject({ orderStatus: 20, orderType: 3 });
    expect(filtersOf(intakeLink('2026-11-20')).incomingDate).toBeDefined();
    expect(filtersOf(completedLink('2026-11-20')).finishDate).toBeDefined();
    expect(workerLoadLink(200, 7)).toBe('/neworder/auth?certificationUid=7');
    expect(workerLoadLink(300, 9)).toBe('/neworder/check?auditUid=9');
  });
});
