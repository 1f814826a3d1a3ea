import { readdirSync } from 'node:fs';
import { configApi } from '@certdesk/contract';
import { describe, expect, it } from 'vitest';

// config.routes.ts loads screens/<key>.ts for each key of the contract's configApi, and the build
// bundles every file of screens/: a key without its file stops the server, and a file without its
// key would be bundled but never served. Both are named here, without starting a server.
describe('configuration screens on the server', () => {
  it('has one file in screens/ per configApi key, and no other', () => {
    const files = readdirSync(new URL('./screens/', import.meta.url)).filter((f) => !f.endsWith('.test.ts'));
    expect(files.map((f) => f.replace(/\.ts$/, '')).sort()).toEqual(Object.keys(configApi).sort());
  });
});
