import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// One module shape (docs/architecture.md): route → service → repo. A route file is HTTP only:
// it never holds a query, so it neither imports Drizzle nor reads `ctx.db`; a service holds the
// rules and the transaction; a repo holds the queries. This reads the source as text: cheap, and
// it names the file and the line that broke the shape.
const src = join(dirname(dirname(fileURLToPath(import.meta.url))), 'src');

const filesEndingWith = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return filesEndingWith(path, suffix);
    return e.name.endsWith(suffix) ? [path] : [];
  });

const importOf = (line: string) => /^\s*import\b.*\bfrom\s+'([^']+)'/.exec(line)?.[1];

/** What breaks the shape in one route file: `file:line why`, none when it keeps it. */
export function routeProblems(file: string, text: string): string[] {
  // A configuration screen's routes are a configuration of the CRUD factory: handing it the table
  // and the query pieces of its repo (where, orderBy) is the configuration, not a query.
  const crudConfig = text.includes('crudRoutes(');
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    const from = importOf(line);
    if (from === 'drizzle-orm' || from?.startsWith('drizzle-orm/')) problems.push(`${at} imports Drizzle (queries belong in a repo)`);
    if (from && /\.(schema|repo)\.js$/.test(from) && !crudConfig) problems.push(`${at} imports ${from} (call a service)`);
    if (/\bctx\.db\b|\.transaction\(/.test(line)) problems.push(`${at} uses the database (call a service)`);
  });
  return problems;
}

// The services that may still build queries, and why. Keep this list short and say why.
const QUERYING_SERVICES = new Set([
  // The CRUD factory's one generic service: it queries the table a configuration names, so the
  // table is a parameter there and no per-table repo can exist.
  'platform/crud/crud.service.ts',
]);

/** What breaks the shape in one service file: rules and transactions only, the queries in repos. */
export function serviceProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    const from = importOf(line);
    if (from === 'drizzle-orm' || from?.startsWith('drizzle-orm/')) problems.push(`${at} imports Drizzle (queries belong in a repo)`);
    if (from?.endsWith('.schema.js') && !/^\s*import type\b/.test(line)) problems.push(`${at} imports the tables of ${from} (use a repo)`);
    if (/\b(db|tx)\.(select|selectDistinct|insert|update|delete|execute)\(/.test(line)) problems.push(`${at} queries (use a repo)`);
  });
  return problems;
}

describe('module shape', () => {
  it('catches a route that queries, and passes a thin one', () => {
    const thick = [
      "import { eq } from 'drizzle-orm';",
      "import { users } from '../users/users.schema.js';",
      'app.get(url, {}, async () => ok(await ctx.db.select().from(users).where(eq(users.id, 1))));',
    ].join('\n');
    expect(routeProblems('x.routes.ts', thick)).toEqual([
      'x.routes.ts:1 imports Drizzle (queries belong in a repo)',
      'x.routes.ts:2 imports ../users/users.schema.js (call a service)',
      'x.routes.ts:3 uses the database (call a service)',
    ]);
    const thin = "import { listUsers } from './users.service.js';\napp.get(url, {}, async (r) => ok(await listUsers(ctx, r.query)));";
    expect(routeProblems('y.routes.ts', thin)).toEqual([]);
  });

  it('catches a service that queries, and passes one that calls a repo inside its transaction', () => {
    const thick = [
      "import { eq } from 'drizzle-orm';",
      "import { users } from '../users/users.schema.js';",
      'await ctx.db.update(users).set({ disabled: true }).where(eq(users.id, uid));',
    ].join('\n');
    expect(serviceProblems('x.service.ts', thick)).toEqual([
      'x.service.ts:1 imports Drizzle (queries belong in a repo)',
      'x.service.ts:2 imports the tables of ../users/users.schema.js (use a repo)',
      'x.service.ts:3 queries (use a repo)',
    ]);
    const thin = [
      "import type { users } from '../users/users.schema.js';",
      "import { updateUserRow } from './users.repo.js';",
      'await ctx.db.transaction(async (tx) => updateUserRow(tx, uid, { disabled: true }));',
    ].join('\n');
    expect(serviceProblems('y.service.ts', thin)).toEqual([]);
  });

  it('no service of the server builds a query (exceptions listed above)', () => {
    const services = filesEndingWith(src, '.service.ts').filter((f) => !QUERYING_SERVICES.has(relative(src, f)));
    expect(services.length).toBeGreaterThan(40);
    const problems = services.flatMap((f) => serviceProblems(relative(src, f), readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('no route file of the server queries the database itself', () => {
    const routes = filesEndingWith(src, '.routes.ts');
    expect(routes.length).toBeGreaterThan(30);
    const problems = routes.flatMap((f) => routeProblems(relative(src, f), readFileSync(f, 'utf8')));
    expect(problems).toEqual([]);
  });
});
