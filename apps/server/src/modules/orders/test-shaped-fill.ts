/**
 * Test helper: orders of a random shape, from a seed. The benchmark's fill (bench/lists-fill.ts)
 * is steady: one order every 50 seconds, ids in intake order, each date a fixed delay after the
 * intake, every value evenly spread. The lists choose their plans from what the data looks like
 * (the dates' rates, PostgreSQL's estimates, the undated share), so their pages are also compared
 * with plain SQL on data of other shapes: intakes in bursts or over a few days, ids out of intake
 * order (a migration), dates missing, early or months late, one certifier or one remark holding
 * most orders, statistics never gathered.
 */
import { fillHandlers } from '../../../bench/lists-fill.js';
import { type FilledSet, filledSet } from '../../../bench/lists-random.js';
import type { Database } from '../../platform/db/client.js';
import { Rng } from '../../platform/rng.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const PROVINCES = ['11', '31', '44', '32', '33', '51', '42', '37', '65', '46'];
const STATUSES = [10, 20, 30, 40, 50, 100];
const REMARKS = ['客户要求下午联系', '上午联系', '联系不上，改日再联系', '客户要求加急'];

/** The shape drawn from a seed, printed with the test so that a failure can be read. */
export interface OrderShape {
  spanDays: number;
  /** Share of the intakes packed into a few days. */
  burst: number;
  burstDays: number;
  /** How ids follow the intakes: in order (as the partner sends them), shuffled, or in shuffled blocks. */
  ids: 'in order' | 'shuffled' | 'blocks';
  statusWeights: number[];
  /** Mean delay of each event after the one before (hours), and the share of events early. */
  lagHours: number;
  early: number;
  /** Share of the orders that could hold each date and do. */
  dated: { cer: number; audit: number; finish: number; contact: number };
  /**
   * Share of the assigned orders that go to one certifier and one auditor (by their place among
   * the fill's: the oracle's callers are the fifth and the third).
   */
  hotCertifier: number;
  hotAuditor: number;
  hot: { certifier: number; auditor: number };
  /** Share of the orders with the first remark, and how many companies and applicants there are. */
  commonRemark: number;
  companies: number;
  applicants: number;
  analyzed: boolean;
}

function drawShape(rng: Rng): OrderShape {
  const weights = STATUSES.map(() => (rng.chance(0.15) ? 0 : rng.next()));
  if (!weights.some((w) => w > 0)) weights[rng.int(0, weights.length - 1)] = 1;
  return {
    spanDays: rng.pick([2, 20, 200, 700]),
    burst: rng.pick([0, 0.3, 0.7]),
    burstDays: rng.int(1, 3),
    ids: rng.pick(['in order', 'shuffled', 'blocks'] as const),
    statusWeights: weights,
    lagHours: rng.pick([2, 48, 24 * 40]),
    early: rng.pick([0, 0.05, 0.3]),
    dated: { cer: rng.next(), audit: rng.next(), finish: rng.next(), contact: rng.next() },
    hotCertifier: rng.pick([0, 0.5, 0.95]),
    hotAuditor: rng.pick([0, 0.5, 0.95]),
    hot: { certifier: rng.pick([0, 4]), auditor: rng.pick([0, 2]) },
    commonRemark: rng.pick([0, 0.1, 0.85]),
    companies: rng.pick([30, 3_000, 50_000]),
    applicants: rng.pick([40, 20_000]),
    analyzed: rng.chance(0.7),
  };
}

const weighted = (rng: Rng, weights: number[]) => {
  let at = rng.next() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) {
    at -= weights[i] ?? 0;
    if (at < 0) return i;
  }
  return weights.length - 1;
};

/**
 * Fills `n` orders of the shape drawn from `seed` (and the fills' handlers), and returns the shape
 * and what the random list cases need to know of the set. Statuses and dates keep the lifecycle's
 * checks (migration 0031); the values come from the same sets as the benchmark's fill, so that the
 * random cases' values are common in one shape and rare or absent in another.
 */
export async function fillShapedOrders(
  database: Database,
  n: number,
  seed: number,
  passwordHash: string,
  admin: number,
): Promise<{ shape: OrderShape; set: FilledSet }> {
  await fillHandlers(database, passwordHash);
  const ids = async (pattern: string) =>
    (await database.query<{ id: number }>('select id from users where account like $1 order by id', [pattern])).rows.map((r) => r.id);
  const certifiers = await ids('bcert%');
  const auditors = await ids('baudit%');
  const rng = new Rng(seed);
  const shape = drawShape(rng);
  const from = Date.parse('2025-03-01T00:00:00Z') + rng.int(0, 300) * DAY;
  const burstAt = Array.from({ length: shape.burstDays }, () => from + rng.int(0, shape.spanDays - 1) * DAY);
  const intakes = Array.from({ length: n }, () =>
    rng.chance(shape.burst) ? rng.pick(burstAt) + rng.int(0, DAY - 1) : from + Math.floor(rng.next() * shape.spanDays * DAY),
  );
  intakes.sort((a, b) => a - b);
  if (shape.ids === 'shuffled') shuffle(rng, intakes);
  if (shape.ids === 'blocks') {
    const blocks = Array.from({ length: Math.ceil(n / 500) }, (_, i) => intakes.slice(i * 500, (i + 1) * 500));
    shuffle(rng, blocks);
    intakes.splice(0, n, ...blocks.flat());
  }
  const lag = () => {
    const hours = -Math.log(1 - rng.next()) * shape.lagHours;
    return (rng.chance(shape.early) ? -hours : hours) * HOUR;
  };
  const assign = (people: number[], share: number, hot: number) => (rng.chance(share) ? people[hot] : rng.pick(people));
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  const rows = intakes.map((inc, i) => {
    const status = STATUSES[weighted(rng, shape.statusWeights)] ?? 20;
    const cer = status !== 10 && rng.chance(status >= 30 ? 0.5 + shape.dated.cer / 2 : shape.dated.cer / 4) ? inc + lag() : null;
    // Reviewed, or (status 20) reviewed and sent back to certification.
    const reviewed = status >= 40 ? rng.chance(0.5 + shape.dated.audit / 2) : status === 20 && rng.chance(shape.dated.audit / 5);
    const audit = reviewed ? (cer ?? inc) + lag() : null;
    const finish = status === 100 && rng.chance(shape.dated.finish) ? Math.max(cer ?? inc, audit ?? inc) + lag() : null;
    const contact = rng.chance(shape.dated.contact) ? inc + lag() : null;
    const province =
      PROVINCES[
        Math.min(
          weighted(
            rng,
            PROVINCES.map((_, k) => 1 / (k + 1) ** 1.5),
          ),
          PROVINCES.length - 1,
        )
      ] ?? '11';
    const city = `${province}${rng.chance(0.8) ? '01' : '02'}`;
    const cu = status >= 20 && rng.chance(0.92) ? assign(certifiers, shape.hotCertifier, shape.hot.certifier) : null;
    const au = status >= 30 && rng.chance(0.9) ? assign(auditors, shape.hotAuditor, shape.hot.auditor) : null;
    const company = Math.floor(shape.companies * rng.next() ** 2);
    return {
      open_order_id: `B${i + 1}`,
      order_type: 1 + Math.floor(8 * rng.next() ** 1.5),
      order_status: status,
      certification_type: rng.chance(0.3) ? 20 : 10,
      company_name: rng.chance(0.8) ? `公司${company}科技有限公司` : `公司${company}贸易`,
      apply_user: `申请人${rng.int(0, shape.applicants - 1)}`,
      province,
      city,
      incoming_date: iso(inc),
      expired_date: iso(inc + 9 * DAY),
      certification_uid: cu,
      audit_uid: au,
      handler_uids: [cu, au].filter((u): u is number => u !== null),
      completed_cer_date: iso(cer),
      completed_audit_date: iso(audit),
      finish_date: iso(finish),
      last_contact_date: iso(contact),
      mark: rng.chance(shape.commonRemark) ? REMARKS[0] : rng.chance(0.2) ? rng.pick(REMARKS.slice(1)) : '',
    };
  });
  await database.query(
    `insert into orders (open_order_id, order_type, order_status, query_status, certification_type, company_name, apply_user,
       province, city, province_name, city_name, incoming_date, expired_date, certification_uid, audit_uid, handler_uids,
       completed_cer_date, completed_audit_date, finish_date, last_contact_date, mark)
     select open_order_id, order_type, order_status, case when order_status = 10 then 10 else 20 end, certification_type,
       company_name, apply_user, province, city, '省' || province, '市' || city, incoming_date, expired_date,
       certification_uid, audit_uid, handler_uids, completed_cer_date, completed_audit_date, finish_date, last_contact_date, mark
     from jsonb_to_recordset($1::jsonb) as r(open_order_id text, order_type int, order_status int, certification_type int,
       company_name text, apply_user text, province text, city text, incoming_date timestamptz, expired_date timestamptz,
       certification_uid int, audit_uid int, handler_uids int[], completed_cer_date timestamptz,
       completed_audit_date timestamptz, finish_date timestamptz, last_contact_date timestamptz, mark text)`,
    [JSON.stringify(rows)],
  );
  await database.exec(shape.analyzed ? 'vacuum analyze orders, order_handlers, users;' : 'vacuum orders;');
  const set: FilledSet = { ...(await filledSet(database, n, admin)), intakes: { from, spanMs: shape.spanDays * DAY } };
  return { shape, set };
}

function shuffle<T>(rng: Rng, items: T[]) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}
