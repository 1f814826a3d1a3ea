import { describe, expect, it } from 'vitest';
import { type DatedCounts, filterWalk, valueLedParts } from './dated-counts.js';

/**
 * filterWalk's choice for a list of one equality filter, from the sample's counts: each part of the
 * walk is walked with the filter on the entries only while that reads at most 2.3 entries per
 * order the filter's own index would give. Counts shaped as the benchmark's million orders: 300,000
 * pending certification (none certified), 360,000 in review or after (all certified).
 */
const statuses = {
  'orderStatus=20': 300_000,
  'orderStatus=30': 120_000,
  'orderStatus=40': 120_000,
  'orderStatus=50': 120_000,
  'orderStatus=100': 340_000,
};
const certified = {
  'orderStatus=20': 0,
  'orderStatus=30': 120_000,
  'orderStatus=40': 120_000,
  'orderStatus=50': 120_000,
  'orderStatus=100': 290_000,
};

function counts(value: { orders: number; certified: number }): DatedCounts {
  return {
    orders: { ...statuses, 'city=3101': value.orders },
    completedCerDate: { ...certified, 'city=3101': value.certified },
  };
}

describe('filterWalk', () => {
  it('walks both parts of a common value in pending certification, where no order is certified', () => {
    // 125,000 orders of the city, 85,000 certified: 40,000 of the 300,000 pending ones uncertified, page 429 of 20.
    const way = filterWalk('completedCerDate', { city: '3101' }, counts({ orders: 125_000, certified: 85_000 }), [20], 8_580);
    expect(way).toEqual({ datedWalked: true, undated: 'walk' });
  });

  it('sorts the undated part by the id when the walk would pass many more entries than the matches', () => {
    // 12,000 of the 300,000 pending orders, page 400 of 50: the walk passes 500,000 entries for 12,000 matches.
    const way = filterWalk('completedCerDate', { city: '3101' }, counts({ orders: 37_500, certified: 25_500 }), [20], 20_000);
    expect(way).toEqual({ datedWalked: true, undated: 'sort' });
  });

  it('walks the undated part of a value most orders hold, at the first page and the deepest', () => {
    // All orders: 200,000 of the 350,000 uncertified are the city's.
    for (const pageEnd of [10, 25_000]) {
      const way = filterWalk('completedCerDate', { city: '3101' }, counts({ orders: 600_000, certified: 400_000 }), undefined, pageEnd);
      expect(way).toEqual({ datedWalked: true, undated: 'walk' });
    }
  });

  it('never walks the dated orders of a rare value through a list of many dated ones', () => {
    // Pending review: 360,000 certified orders, 50 of them of the city. Its walk would pass them all.
    const way = filterWalk('completedCerDate', { city: '3101' }, counts({ orders: 60, certified: 50 }), [30, 40, 50], 20);
    expect(way?.datedWalked).toBe(false);
    // Among all orders too, page 1.
    expect(filterWalk('completedCerDate', { city: '3101' }, counts({ orders: 60, certified: 50 }), undefined, 10)?.datedWalked).toBe(false);
  });

  it('with a text search besides, reads the parts apart only to sort the undated one by the id', () => {
    const text = { companyName: '有限公司' };
    // The sort's case above: the estimate's walk is already longer, so the text can only lengthen it.
    // The dated part of pending certification is empty: walking it whole reads nothing.
    const sorted = filterWalk(
      'completedCerDate',
      { city: '3101', ...text },
      counts({ orders: 37_500, certified: 25_500 }),
      [20],
      20_000,
      true,
    );
    expect(sorted).toEqual({ datedWalked: true, undated: 'sort' });
    // The walk's case above at page 429: with the text it might pass all 300,000 pending orders, so PostgreSQL chooses.
    const walked = filterWalk(
      'completedCerDate',
      { city: '3101', ...text },
      counts({ orders: 125_000, certified: 85_000 }),
      [20],
      8_580,
      true,
    );
    expect(walked).toBeUndefined();
    // Among all orders: the dated part (650,000 certified) is not walked whole for the city's 60,000 matches.
    const all = filterWalk(
      'completedCerDate',
      { city: '3101', ...text },
      counts({ orders: 60_000, certified: 15_000 }),
      undefined,
      25_000,
      true,
    );
    expect(all).toEqual({ datedWalked: false, undated: 'sort' });
  });

  it('chooses nothing without counts, without an equality filter, or with two', () => {
    expect(filterWalk('completedCerDate', { city: '3101' }, {}, [20], 100)).toBeUndefined();
    expect(filterWalk('completedCerDate', {}, counts({ orders: 100, certified: 0 }), [20], 100)).toBeUndefined();
    expect(
      filterWalk('completedCerDate', { city: '3101', orderType: 2 }, counts({ orders: 100, certified: 0 }), [20], 100),
    ).toBeUndefined();
  });
});

describe('valueLedParts', () => {
  const both = { dated: true, undated: true };
  it('reads both parts of all orders from the value’s index by the date, whatever the counts', () => {
    expect(valueLedParts('completedCerDate', { city: '3101' }, {}, undefined)).toEqual(both);
    expect(valueLedParts('completedCerDate', { city: '3101' }, counts({ orders: 600_000, certified: 400_000 }), undefined)).toEqual(both);
  });

  it('reads a pending list’s part there only while its statuses hold no fewer of the part’s orders than the value', () => {
    const common = counts({ orders: 125_000, certified: 85_000 });
    // Pending certification: none of its orders certified (the city's 85,000 read for none), but
    // 300,000 of the 350,000 uncertified against the city's 40,000.
    expect(valueLedParts('completedCerDate', { city: '3101' }, common, [20])).toEqual({ dated: false, undated: true });
    // Pending review: 360,000 certified orders against the city's 85,000; none uncertified.
    expect(valueLedParts('completedCerDate', { city: '3101' }, common, [30, 40, 50])).toEqual({ dated: true, undated: false });
    const most = counts({ orders: 500_000, certified: 360_001 });
    expect(valueLedParts('completedCerDate', { city: '3101' }, most, [30, 40, 50])?.dated).toBe(false);
    // No counts for the date: neither.
    expect(valueLedParts('lastContactDate', { city: '3101' }, common, [30, 40, 50])).toEqual({ dated: false, undated: false });
  });

  it('weighs the rarest led value of several equality filters, and leads no list with a range, a text or no led filter', () => {
    // A type with 600,000 certified orders besides the city's 85,000: the city's index is walked, and weighed.
    const withType: DatedCounts = {
      orders: { ...statuses, 'city=3101': 125_000, 'orderType=2': 700_000 },
      completedCerDate: { ...certified, 'city=3101': 85_000, 'orderType=2': 600_000 },
    };
    expect(valueLedParts('completedCerDate', { city: '3101', orderType: 2 }, withType, [30, 40, 50])).toEqual({
      dated: true,
      undated: false,
    });
    expect(valueLedParts('completedCerDate', { orderType: 2 }, withType, [30, 40, 50])).toEqual({ dated: false, undated: false });
    expect(valueLedParts('completedCerDate', { city: '3101', certificationType: 10, orderStatus: 40 }, withType, undefined)).toEqual(both);
    expect(valueLedParts('completedCerDate', { certificationType: 10, orderStatus: 40 }, withType, undefined)).toBeUndefined();
    expect(valueLedParts('completedCerDate', { city: '3101', companyName: '公司' }, withType, undefined)).toBeUndefined();
    expect(
      valueLedParts('completedCerDate', { city: '3101', incomingDate: { start: new Date(0), end: null } }, withType, undefined),
    ).toBeUndefined();
  });
});
