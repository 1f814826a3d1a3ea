import { describe, expect, it } from 'vitest';
import { orderColumns } from './order-columns';

const keys = (roles: number[], kind: Parameters<typeof orderColumns>[0] = 'all') =>
  orderColumns(kind, { roles, userId: 1, reload: () => {} }).map((c) => c.key);

describe('orderColumns', () => {
  it('hides the certifier and push status columns for users holding both 200 and 300 (01 §6)', () => {
    expect(keys([0])).toEqual(expect.arrayContaining(['certificationUName', 'pushStatus']));
    expect(keys([200])).toContain('certificationUName');
    const both = keys([200, 300]);
    expect(both).not.toContain('certificationUName');
    expect(both).not.toContain('pushStatus');
    expect(both).toContain('auditUName');
  });
  it('marks exactly the sort fields of the list as sortable (D22)', () => {
    const sortable = (kind: Parameters<typeof orderColumns>[0]) =>
      orderColumns(kind, { roles: [0], userId: 1, reload: () => {} })
        .filter((c) => c.sorter)
        .map((c) => c.key);
    expect(sortable('pendingCert')).toEqual(['workDay', 'incomingDate', 'completedCerDate', 'lastContactDate']);
    expect(sortable('auditStats')).toEqual(['incomingDate', 'completedCerDate', 'completedAuditDate', 'finishDate']);
  });
  it('shows the remark only on the pending certification list, and review columns on the statistics', () => {
    expect(keys([0], 'pendingCert')).toContain('mark');
    expect(keys([0], 'all')).not.toContain('mark');
    expect(keys([0], 'auditStats')).toEqual(expect.arrayContaining(['typeName', 'childTypeName', 'reason', 'labels']));
  });
});
