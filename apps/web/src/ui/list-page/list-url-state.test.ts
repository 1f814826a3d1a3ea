import {
  ALL_ORDERS_SORT_FIELDS,
  allOrdersListSchema,
  auditListSchema,
  callRecordListSchema,
  DATA_DIC_SORT_FIELDS,
  dataDicListSchema,
  loginLogListSchema,
  ORDER_TYPES,
  PAGE_SIZES,
  PENDING_CERT_SORT_FIELDS,
  pendingCertListSchema,
  userListSchema,
} from '@certdesk/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ORDER_FILTERS } from '../../features/orders/order-filter-fields';
import { toRequestFilters } from './filter-values';
import {
  LIST_URL_INVALID,
  type ListSchema,
  type ListUrlState,
  listStateToSearch,
  parseListUrl,
  toFormValues,
  toRequestParams,
  toUrlFilters,
  type UrlValue,
} from './list-url-state';

// Random states from a printed seed: SEED=<n> repeats a failing run.
const seed = Number(process.env.SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`list-url-state seed: ${seed}`);
function mulberry32(a: number) {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rand = mulberry32(seed);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T;

// Characters a URL must carry safely: Chinese, reserved and percent signs, spaces, commas, plus.
const CHARS = [...'宁波杭州市科技有限公司abcXYZ019&=+%#?/,;:@!~*\'()[] "<>'];
function text(max: number): () => string {
  return () => {
    let s = '';
    for (let i = int(1, Math.min(max, 24)); i > 0; i--) s += pick(CHARS);
    s = s.trim();
    return s === '' ? '甲' : s;
  };
}
const id = () => String(int(1, 999_999_999));
const code = (codes: readonly number[]) => () => String(pick(codes));
const digits = () => String(int(1, 99_999_999_999));
const DAY = 86_400_000;
const MIN = Date.UTC(2000, 0, 2);
const MAX = Date.UTC(2099, 11, 30);
/** "start,end" in ms, either side open (0); `days` snaps to what the range picker sends. */
function range(days = false): () => string {
  return () => {
    const a = int(MIN / DAY, MAX / DAY - 402) * DAY + (days ? 0 : int(0, DAY - 1));
    const b = a + int(0, 400) * DAY + (days ? 0 : int(0, DAY - 1));
    const start = days ? dayjs(a).startOf('day').valueOf() : a;
    const end = days ? dayjs(b).hour(23).minute(59).second(59).millisecond(0).valueOf() : b;
    const open = int(0, 4);
    return `${open === 1 ? 0 : start},${open === 2 ? 0 : end}`;
  };
}
const area = (): UrlValue => (rand() < 0.5 ? String(int(11, 65)) : [String(int(11, 65)), String(int(1100, 6599))]);
const severalTypes = (): UrlValue => {
  const xs = [...new Set([pick(ORDER_TYPES), pick(ORDER_TYPES), pick(ORDER_TYPES)])].map(String);
  return xs.length === 1 ? (xs[0] as string) : xs;
};

type Gen = () => UrlValue;
interface Case {
  name: string;
  schema: ListSchema;
  gens: Record<string, Gen>;
  sortFields?: readonly string[];
}
const orderCommon: Record<string, Gen> = {
  orderId: id,
  openOrderId: text(100),
  companyName: text(100),
  orderType: code(ORDER_TYPES),
  area,
  certificationUid: id,
  auditUid: id,
  incomingDate: range(),
  completedCerDate: range(),
};
const CASES: Case[] = [
  {
    name: 'all orders',
    schema: allOrdersListSchema,
    sortFields: ALL_ORDERS_SORT_FIELDS,
    gens: {
      ...orderCommon,
      applyUser: text(100),
      certificationType: code([10, 20]),
      orderStatus: code([10, 20, 30, 40, 50, 100]),
      finishDate: range(),
      lastContactDate: range(),
    },
  },
  {
    name: 'pending certification',
    schema: pendingCertListSchema,
    sortFields: PENDING_CERT_SORT_FIELDS,
    gens: { ...orderCommon, mark: text(100), lastContactDate: range() },
  },
  {
    name: 'call records',
    schema: callRecordListSchema,
    gens: {
      orderId: id,
      fromMobile: digits,
      toMobile: digits,
      applyUser: text(50),
      companyName: text(50),
      callUid: id,
      startDate: range(),
    },
  },
  { name: 'login log', schema: loginLogListSchema, gens: { account: text(64), loginRang: range() } },
  { name: 'audit trail', schema: auditListSchema, gens: { operator: text(64), entity: text(32), action: text(32), createAt: range() } },
  { name: 'users', schema: userListSchema, gens: { account: text(64), nickName: text(64), roleId: id } },
  {
    name: 'data dictionary',
    schema: dataDicListSchema,
    sortFields: DATA_DIC_SORT_FIELDS,
    gens: { code: text(64), name: text(64), type: text(64), orderType: severalTypes },
  },
];

function randomState(c: Case, only?: readonly string[]): ListUrlState {
  const filters: Record<string, UrlValue> = {};
  for (const [key, gen] of Object.entries(c.gens)) if ((!only || only.includes(key)) && rand() < 0.5) filters[key] = gen();
  const state: ListUrlState = { filters, pageNum: rand() < 0.5 ? 1 : int(1, 500), pageSize: pick(PAGE_SIZES) };
  if (c.sortFields && rand() < 0.6) {
    state.field = pick(c.sortFields);
    state.sortType = pick(['asc', 'desc'] as const);
  }
  return state;
}

describe('list state in the URL', () => {
  it('round-trips random states of every kind of list: state → URL → the same state', () => {
    for (const c of CASES) {
      for (let i = 0; i < 300; i++) {
        const state = randomState(c);
        const search = listStateToSearch(state);
        const back = parseListUrl(c.schema, search);
        expect(back.dropped, `${c.name}: ${search}`).toEqual([]);
        expect(back.state, `${c.name}: ${search}`).toEqual(state);
        // What is sent is what the server accepts (it validates with the same schema).
        expect(c.schema.safeParse(toRequestParams(back.state)).success, `${c.name}: ${search}`).toBe(true);
        // The browser's own URL parser reads the same.
        expect(parseListUrl(c.schema, new URL(`http://x/l?${search}`).searchParams).state).toEqual(state);
      }
    }
  });

  it('shows a state in the search form and reads the same state back from it (all orders)', () => {
    const c = { ...(CASES[0] as Case), gens: { ...(CASES[0] as Case).gens } };
    for (const key of ['incomingDate', 'completedCerDate', 'completedAuditDate', 'finishDate', 'lastContactDate'])
      c.gens[key] = range(true);
    const fields = ORDER_FILTERS.all;
    const ranges = fields.filter((f) => f.type === 'dateRange').map((f) => f.name);
    for (let i = 0; i < 300; i++) {
      const { filters } = randomState(
        c,
        fields.map((f) => f.name),
      );
      const form = toFormValues(allOrdersListSchema, filters, fields);
      expect(toUrlFilters(toRequestFilters(form, ranges)), JSON.stringify(filters)).toEqual(filters);
    }
  });

  it('an empty state is an empty query string; defaults are left out', () => {
    expect(listStateToSearch({ filters: {}, pageNum: 1, pageSize: 10 })).toBe('');
    expect(parseListUrl(allOrdersListSchema, '').state).toEqual({ filters: {}, pageNum: 1, pageSize: 10 });
  });

  it('drops unknown and malformed parameters, one by one, and keeps the rest (random)', () => {
    const BAD: [string, string][] = [
      ['foo', '1'],
      ['utm_source', 'mail'],
      ['orderType', '99'],
      ['orderId', 'abc'],
      ['orderId', '-3'],
      ['incomingDate', '5,3'],
      ['incomingDate', 'yesterday'],
      ['finishDate', `${Date.UTC(1990, 0, 1)},0`],
      ['pageSize', '15'],
      ['pageNum', '0'],
      ['pageNum', 'x'],
      ['field', 'companyName'],
      ['sortType', 'up'],
      ['certificationType', '30'],
      ['companyName', 'x'.repeat(101)],
      ['area', 'zhejiang'],
      ['type', 'old'],
    ];
    const c = CASES[0] as Case;
    for (let i = 0; i < 300; i++) {
      const state = randomState(c);
      const params = new URLSearchParams(listStateToSearch(state));
      const injected = new Set<string>();
      for (let k = int(1, 4); k > 0; k--) {
        const [key, value] = pick(BAD);
        if (params.has(key)) continue;
        params.append(key, value);
        injected.add(key);
      }
      const parsed = parseListUrl(allOrdersListSchema, params);
      expect(new Set(parsed.dropped), params.toString()).toEqual(injected);
      expect(parsed.state, params.toString()).toEqual(state);
    }
  });

  it('drops a repeated page, size or sort, and blank values silently', () => {
    const parsed = parseListUrl(allOrdersListSchema, 'pageNum=2&pageNum=3&pageSize=20&companyName=&companyName=');
    expect(parsed.dropped).toEqual(['pageNum']);
    expect(parsed.state).toEqual({ filters: {}, pageNum: 1, pageSize: 20 });
  });

  it('keeps ?type=new as the reload flag of lists without a `type` filter, and as a filter where there is one', () => {
    const orders = parseListUrl(pendingCertListSchema, 'type=new&companyName=宁波&pageNum=2');
    expect(orders).toEqual({ state: { filters: { companyName: '宁波' }, pageNum: 2, pageSize: 10 }, dropped: [], typeNew: true });
    expect(listStateToSearch(orders.state, true)).toBe('type=new&companyName=%E5%AE%81%E6%B3%A2&pageNum=2');
    const dic = parseListUrl(dataDicListSchema, 'type=new');
    expect(dic).toEqual({ state: { filters: { type: 'new' }, pageNum: 1, pageSize: 10 }, dropped: [], typeNew: false });
  });

  it('has a Chinese notice for the dropped parameters', () => {
    expect(LIST_URL_INVALID).toBe('链接中的部分筛选条件无效，已忽略');
  });
});
