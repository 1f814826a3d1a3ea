import type { CompanyRecord } from '@certdesk/contract';
import type { Db } from '../../platform/db/client.js';
import { dataDic } from '../config/config.schema.js';
import { insertOrder, userId } from '../orders/test-orders.js';
import { companyRecords } from '../registry/registry.schema.js';

/** Test helper: a registry result for a company. */
export function registryResult(name: string, code: string): CompanyRecord {
  return {
    companyBasicInfo: {
      creditCode: code,
      Name: name,
      OperName: '张三',
      RegistCapi: '100万人民币',
      Status: '存续（在营、开业、在册）',
      TermStart: '2010-01-01',
      TeamEnd: '5000-01-01',
      CheckOrg: '',
      CondOrg: '',
      Address: '上海市浦东新区世纪大道1号',
      Scope: '软件开发',
      No: '310000000000001',
      BelongOrg: '上海市市场监督管理局',
      StartDate: '2010-01-01',
      EconKind: '有限责任公司',
      CheckDate: '2024-05-01',
      Province: '310000',
      City: '310100',
      SimpleLogout: '否',
    },
    AnnualReports: [{ Year: '2024', PublishDate: '2025-03-01' }],
    Exceptions: [],
    ChangeRecords: [{ ProjectName: '地址变更', BeforeContent: '旧地址', AfterContent: '新地址', ChangeDate: '2020-01-01' }],
  };
}

/** Test helper: an order of `orderType` assigned to a certifier (and an auditor) in status 20, with a registry result. */
export async function detailOrder(db: Db, certifier: string, orderType = 1, extra: Parameters<typeof insertOrder>[1] = {}) {
  const cert = await userId(db, certifier);
  const audit = await userId(db, 'audit01');
  const order = await insertOrder(db, {
    orderType,
    orderStatus: 20,
    queryStatus: 20,
    certificationUid: cert,
    auditUid: audit,
    handlerUids: [cert, audit],
    socialCredit: '91310000MA1FL8LQ6T',
    ceoName: '张三',
    applyUser: '李四',
    province: '310000',
    city: '310100',
    fourValidateGranted: true,
    ...extra,
  });
  await db.insert(companyRecords).values({
    orderId: order.id,
    companyName: order.companyName,
    seqNo: `S${order.id}`,
    origin: 10,
    status: 'success',
    resultJson: registryResult(order.companyName, '91310000MA1FL8LQ6T'),
  });
  return order;
}

/** Test helper: progress and warning options in the data dictionary. */
export async function noticeOptionsFixture(db: Db) {
  await db
    .insert(dataDic)
    .values([
      { id: 'p-test-1', name: '已联系法人', type: 'progress', value: '已与法人取得联系', sort: 1 },
      { id: 'w-test-1', name: '联系不上', type: 'warn', value: '多次联系未接通', sort: 1 },
    ])
    .onConflictDoNothing();
}
