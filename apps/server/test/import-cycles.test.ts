import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { afterAll, expect, it } from 'vitest';

// No import cycle on the server: a module that imports one that imports it back sees a half-made
// module at start-up, and the cycle ties the two so neither can change alone. Type-only imports
// are erased by the compiler and do not count (AppContext names the providers that take it).
const serverDir = dirname(dirname(fileURLToPath(import.meta.url)));
const options = {
  fileExtensions: ['ts'],
  tsConfig: join(serverDir, 'tsconfig.json'),
  detectiveOptions: { ts: { skipTypeImports: true } },
};

const scratch = mkdtempSync(join(tmpdir(), 'certdesk-cycles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('finds a cycle written the way the server imports (./x.js naming x.ts), and skips a type-only one', { timeout: 60_000 }, async () => {
  writeFileSync(join(scratch, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
  writeFileSync(join(scratch, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
  writeFileSync(join(scratch, 'c.ts'), "import type { D } from './d.js';\nexport type C = D | null;\nexport const c = 1;\n");
  writeFileSync(join(scratch, 'd.ts'), "import { c } from './c.js';\nexport type D = typeof c;\n");
  const result = await madge(scratch, options);
  expect(result.circular()).toEqual([['a.ts', 'b.ts']]);
});

it('the server source has no import cycle', { timeout: 120_000 }, async () => {
  const result = await madge(join(serverDir, 'src'), options);
  // Every module was read: a resolution that failed would hide cycles, not find them.
  expect(Object.keys(result.obj()).length).toBeGreaterThan(250);
  expect(result.warnings().skipped.filter((name) => name.startsWith('.'))).toEqual([]);
  expect(result.circular()).toEqual([]);
});
