import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Every route the server describes answers a typed `data` (issue #20): the OpenAPI document the
 * server serves at /api/docs/json lists every route that is not hidden (files, sockets, health
 * and the web app are), each with the zod response schema it is serialised with. A route
 * without a 200 schema, or whose `data` is `{}` (z.unknown(), z.any()), fails here.
 */

/**
 * Routes that answer a file (xlsx exports, the evidence zip) stream it with no serializer; only
 * their refusals are envelopes. Named exactly, so a new untyped route cannot hide among them.
 */
const FILE_ANSWERS = (route: string) => /^POST \/api\/.+\/export$/.test(route) || route === 'POST /api/order/dossier';

type JsonSchema = { [key: string]: unknown; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; properties?: Record<string, JsonSchema> };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> };

/** A schema that says nothing about the value (`{}`, or only a description / nullable). */
function saysNothing(schema: JsonSchema | undefined): boolean {
  if (!schema) return true;
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const typed = branches.filter((b) => b.type !== 'null');
    return typed.length === 0 || typed.some(saysNothing);
  }
  const meaningful = Object.keys(schema).filter((k) => !['description', 'nullable', '$schema', 'default', 'examples'].includes(k));
  return meaningful.length === 0;
}

let t: TestApp;
let operations: { route: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp({ queueWorkers: false });
  const admin = await t.login('admin');
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${admin}` } });
  const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })),
  );
});
afterAll(async () => t.close());

describe('response schemas', () => {
  it('describes the API (the walk below has routes to walk)', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map((o) => o.route)).toContain('GET /api/order/detail/{id}');
  });

  it('gives every route a 200 answer whose data is typed', () => {
    const untyped = operations
      .filter(({ route }) => !FILE_ANSWERS(route))
      .filter(({ op }) => {
        const schema = op.responses?.['200']?.content?.['application/json']?.schema;
        if (!schema) return true;
        return saysNothing(schema) || saysNothing(schema.properties?.data);
      })
      .map((o) => o.route);
    expect(untyped).toEqual([]);
  });

  it('would notice an untyped answer (the check itself)', () => {
    expect(saysNothing({})).toBe(true);
    expect(saysNothing({ anyOf: [{}, { type: 'null' }] })).toBe(true);
    expect(saysNothing({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe(false);
    expect(saysNothing({ type: 'object', properties: {} })).toBe(false);
  });
});
