import type { CompanyRecord } from '@certdesk/contract';
import { Rng } from '../../platform/rng.js';
import { type LookupRequest, RegistryNotFoundError, type RegistryProvider } from './registry-provider.js';

/**
 * The embedded registry (D10 default): answers a plausible company record, the same for the
 * same company name every time. About a third of companies trip one comparison flag of 02 §5,
 * so the detail screen shows each flag in the demo:
 *   notActive (吊销/注销 status), suspectedLogout (简易注销 是), expiring (licence ends within
 *   30 days), perpetual (5000-01-01), nameDiffers, creditDiffers, creditCase (only case), noProvince.
 * A name containing 查无 is not found; one containing 超时 always fails (to show retries).
 */

/** The scenarios, by name; `scenarioOf` picks one per company. */
export const SCENARIOS = [
  'notActive',
  'suspectedLogout',
  'expiring',
  'perpetual',
  'nameDiffers',
  'creditDiffers',
  'creditCase',
  'noProvince',
] as const;

/** A scenario of the simulated registry. */
export type Scenario = 'normal' | (typeof SCENARIOS)[number];

/** The scenario of a company: deterministic per name. */
export function scenarioOf(companyName: string): Scenario {
  const roll = new Rng(`registry:${companyName}`).next();
  const index = Math.floor(roll * 24);
  return index < SCENARIOS.length ? (SCENARIOS[index] as Scenario) : 'normal';
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡', '郭'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '勇', '艳', '杰', '军', '涛', '明', '超', '霞', '平', '刚'];
const PROVINCES = [
  { name: '北京市', city: '北京市', org: '北京市海淀区市场监督管理局', road: '中关村大街' },
  { name: '上海市', city: '上海市', org: '上海市浦东新区市场监督管理局', road: '张江路' },
  { name: '广东省', city: '深圳市', org: '深圳市市场监督管理局', road: '深南大道' },
  { name: '浙江省', city: '杭州市', org: '杭州市西湖区市场监督管理局', road: '文三路' },
  { name: '江苏省', city: '南京市', org: '南京市鼓楼区市场监督管理局', road: '中山北路' },
  { name: '四川省', city: '成都市', org: '成都市高新区市场监督管理局', road: '天府大道' },
];
const SCOPES = [
  '软件开发；信息技术咨询服务；数据处理和存储支持服务。（依法须经批准的项目，经相关部门批准后方可开展经营活动）',
  '技术服务、技术开发、技术咨询、技术交流、技术转让、技术推广；企业管理咨询；市场营销策划。',
  '货物进出口；技术进出口；食品销售（仅销售预包装食品）；日用百货销售。',
  '建设工程施工；建筑劳务分包；住宅室内装饰装修；工程管理服务。',
];

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A credit code from the company name (not checksum-valid: the simulation does not need it). */
function creditFor(rng: Rng): string {
  const chars = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  let s = '91';
  for (let i = 0; i < 16; i++) s += chars[rng.int(0, chars.length - 1)];
  return s;
}

export class SimulatedRegistry implements RegistryProvider {
  readonly name = 'simulated';

  constructor(private readonly now: () => Date = () => new Date()) {}

  async lookup(request: LookupRequest): Promise<CompanyRecord> {
    const name = request.companyName.trim();
    if (name.includes('查无')) throw new RegistryNotFoundError();
    if (name.includes('超时')) throw new Error('查档接口超时');
    const rng = new Rng(`company:${name}`);
    const scenario = scenarioOf(name);
    const place = rng.pick(PROVINCES);
    const oper = rng.pick(SURNAMES) + rng.pick(GIVEN) + (rng.chance(0.5) ? rng.pick(GIVEN) : '');
    const start = new Date(Date.UTC(rng.int(1998, 2022), rng.int(0, 11), rng.int(1, 28)));
    const now = this.now();
    let credit = request.socialCredit || creditFor(rng);
    if (scenario === 'creditDiffers') credit = `${credit.slice(0, 17)}${credit.endsWith('X') ? 'Y' : 'X'}`;
    if (scenario === 'creditCase') credit = credit.toLowerCase();
    let termEnd = day(new Date(start.getTime() + rng.int(20, 30) * 365 * 86_400_000));
    if (scenario === 'expiring') termEnd = day(new Date(now.getTime() + rng.int(3, 20) * 86_400_000));
    if (scenario === 'perpetual' || (scenario === 'normal' && rng.chance(0.3))) termEnd = '5000-01-01';
    const status =
      scenario === 'notActive' ? rng.pick(['吊销，未注销', '注销', '停业']) : rng.pick(['存续（在营、开业、在册）', '在业', '存续']);
    const years = Math.max(0, Math.min(5, now.getUTCFullYear() - start.getUTCFullYear() - 1));
    return {
      companyBasicInfo: {
        creditCode: credit,
        Name: scenario === 'nameDiffers' ? `${name.replace(/有限公司$/, '')}${rng.pick(['科技', '实业', '贸易'])}有限公司` : name,
        OperName: oper,
        RegistCapi: `${rng.pick([50, 100, 200, 500, 1000, 3000])}万元人民币`,
        Status: status,
        TermStart: day(start),
        TeamEnd: termEnd,
        CheckOrg: request.orgType === 10 ? `${place.city}民政局` : place.org,
        CondOrg: request.orgType === 10 ? `${place.city}${rng.pick(['教育局', '科学技术协会', '文化和旅游局'])}` : '',
        Address: `${place.name === place.city ? place.city : place.name + place.city}${place.road}${rng.int(1, 999)}号`,
        Scope: rng.pick(SCOPES),
        No: String(rng.int(100000000, 999999999)) + String(rng.int(100000, 999999)),
        BelongOrg: place.org,
        StartDate: day(start),
        EconKind:
          request.orgType === 10
            ? '事业单位'
            : rng.pick(['有限责任公司（自然人投资或控股）', '有限责任公司（法人独资）', '股份有限公司（非上市）']),
        CheckDate: day(new Date(now.getTime() - rng.int(10, 400) * 86_400_000)),
        Province: scenario === 'noProvince' ? '' : place.name,
        City: scenario === 'noProvince' ? '' : place.city,
        SimpleLogout: scenario === 'suspectedLogout' ? '是' : '否',
      },
      AnnualReports: Array.from({ length: years }, (_, i) => {
        const year = now.getUTCFullYear() - 1 - i;
        return { Year: String(year), PublishDate: `${year + 1}-0${rng.int(1, 6)}-${pad(rng.int(1, 28))}` };
      }),
      Exceptions:
        scenario === 'notActive' || rng.chance(0.1)
          ? [
              {
                AddReason: '通过登记的住所或者经营场所无法联系的',
                AddDate: day(new Date(now.getTime() - rng.int(200, 900) * 86_400_000)),
                DecisionOffice: place.org,
                RomoveReason: rng.chance(0.5) ? '依法履行公示义务，申请移出' : '',
                RemoveDate: '',
                RemoveDecisionOffice: '',
              },
            ]
          : [],
      ChangeRecords: Array.from({ length: rng.int(0, 3) }, () => ({
        ProjectName: rng.pick(['法定代表人变更', '注册资本变更', '住所变更', '经营范围变更']),
        BeforeContent: rng.pick(SURNAMES) + rng.pick(GIVEN),
        AfterContent: oper,
        ChangeDate: day(new Date(start.getTime() + rng.int(100, 3000) * 86_400_000)),
      })),
    };
  }
}
