import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server), found by walking up to its package.json: this module
 * sits in src/platform/ when run from source (tsx, tests) but inside the dist/main.js bundle when
 * run compiled, so a fixed "../.." from import.meta.url would point elsewhere in each case.
 */
export const SERVER_ROOT = findPackageRoot(path.dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(dir: string): string {
  for (let d = dir; ; d = path.dirname(d)) {
    if (fs.existsSync(path.join(d, 'package.json'))) return d;
    if (path.dirname(d) === d) throw new Error(`No package.json above ${dir}`);
  }
}
