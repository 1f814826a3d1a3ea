import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { adminAudit } from '../../modules/admin-audit/admin-audit.schema.js';
import { archiveWebsites, subtotalKeywords } from '../../modules/config/config.schema.js';
import { Rng } from '../rng.js';

// The factory through two of its configurations (archive websites, subtotal keywords): pages and
// totals against a model of what was saved, the unique check, the audit trail, LIKE wildcards.
const seed = Number(process.env.CRUD_SEED ?? Date.now() % 1_000_000);
console.log(`crud factory test seed ${seed} (CRUD_SEED=${seed} repeats it)`);
const rng = new Rng(seed);

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(async () => t.close());

type Page = { result: { id: number; website: string; provinceName: string }[]; totalCount: number; maxPage: number };

describe('CRUD factory', () => {
  it('answers every page and its total as saved, a page past the end included', async () => {
    const provinces = ['440000', '110000', '310000'];
    const saved: { id: number; province: string; city: string; website: string }[] = [];
    const n = rng.int(12, 30);
    for (let i = 0; i < n; i++) {
      const province = rng.pick(provinces);
      const city = rng.next() < 0.5 ? '' : `${province.slice(0, 2)}0${rng.int(1, 3)}00`;
      const website = `https://site-${seed}-${i}.example`;
      const r = await t.call<number>('POST', '/api/config/website/save', admin, { province, city, website });
      expect(r.code, r.msg).toBe('0000');
      saved.push({ id: r.data, province, city, website });
    }
    const province = rng.pick(provinces);
    const pageSize = rng.pick([10, 20]);
    // The list's order: province, city, id.
    const expected = saved
      .filter((s) => s.province === province)
      .sort((a, b) => a.province.localeCompare(b.province) || a.city.localeCompare(b.city) || a.id - b.id)
      .map((s) => s.website);
    const maxPage = Math.max(1, Math.ceil(expected.length / pageSize));
    for (let pageNum = 1; pageNum <= maxPage + 1; pageNum++) {
      const page = await t.call<Page>('POST', '/api/config/website/list', admin, { province, pageNum, pageSize });
      expect(page.data.totalCount, `page ${pageNum}`).toBe(expected.length);
      expect(page.data.maxPage).toBe(maxPage);
      expect(page.data.result.map((r) => r.website)).toEqual(expected.slice((pageNum - 1) * pageSize, pageNum * pageSize));
    }
    const none = await t.call<Page>('POST', '/api/config/website/list', admin, { province: '650000' });
    expect(none.data).toMatchObject({ totalCount: 0, result: [] });
  });

  it('writes create, update and delete to the audit trail with the state before and after', async () => {
    const audit = (entityId: number) =>
      t.ctx.db
        .select()
        .from(adminAudit)
        .where(and(eq(adminAudit.entity, 'website'), eq(adminAudit.entityId, String(entityId))))
        .orderBy(asc(adminAudit.id));
    const notes = `备注${rng.int(1, 1e6)}`;
    const r = await t.call<number>('POST', '/api/config/website/save', admin, { province: '440000', website: 'https://a.example' });
    const u = await t.call('POST', '/api/config/website/save', admin, {
      id: r.data,
      province: '440000',
      website: 'https://b.example',
      notes,
    });
    expect(u.msg).toBe('保存成功');
    const [row] = await t.ctx.db.select().from(archiveWebsites).where(eq(archiveWebsites.id, r.data));
    expect(row).toMatchObject({ website: 'https://b.example', notes, provinceName: '广东省' });
    expect((await t.call('DELETE', `/api/config/website/${r.data}`, admin)).msg).toBe('删除成功');
    const trail = await audit(r.data);
    expect(trail.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(trail[1]).toMatchObject({ before: { website: 'https://a.example' }, after: { website: 'https://b.example', notes } });
    expect(trail[2]!.before).toMatchObject({ website: 'https://b.example', notes });
    expect(trail[0]!.operatorName).toContain('admin');
    // Nothing left to delete or to edit: not found, and no further trail.
    expect((await t.call('DELETE', `/api/config/website/${r.data}`, admin)).code).toBe('1004');
    expect(
      (await t.call('POST', '/api/config/website/save', admin, { id: r.data, province: '440000', website: 'https://c.example' })).code,
    ).toBe('1004');
    expect(await audit(r.data)).toHaveLength(3);
  });

  it('refuses a second row of a unique column with the screen message, also on edit', async () => {
    const keyword = `词${rng.int(1, 1e6)}`;
    const a = await t.call<number>('POST', '/api/config/subtotal/save', admin, { keyword });
    const b = await t.call<number>('POST', '/api/config/subtotal/save', admin, { keyword: `${keyword}乙` });
    expect([a.code, b.code]).toEqual(['0000', '0000']);
    const dup = await t.call('POST', '/api/config/subtotal/save', admin, { keyword });
    expect(dup).toMatchObject({ code: '1009', msg: `关键词 ${keyword} 已存在` });
    expect((await t.call('POST', '/api/config/subtotal/save', admin, { id: b.data, keyword })).msg).toBe(`关键词 ${keyword} 已存在`);
    // Saving a row under its own keyword is no duplicate.
    expect((await t.call('POST', '/api/config/subtotal/save', admin, { id: a.data, keyword, warnContent: 'x' })).code).toBe('0000');
    const rows = await t.ctx.db.select().from(subtotalKeywords).where(eq(subtotalKeywords.keyword, keyword));
    expect(rows).toHaveLength(1);
  });

  it('takes % and _ in a search literally', async () => {
    for (const keyword of ['100%空号', '1000空号', 'a_b', 'axb']) await t.call('POST', '/api/config/subtotal/save', admin, { keyword });
    const find = async (keyword: string) =>
      (await t.call<{ result: { keyword: string }[] }>('POST', '/api/config/subtotal/list', admin, { keyword })).data.result.map(
        (r) => r.keyword,
      );
    expect(await find('0%')).toEqual(['100%空号']);
    expect(await find('a_')).toEqual(['a_b']);
  });
});
