import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** apps/server, where `npm start` runs the server from. */
export const SERVER_DIR = new URL('..', import.meta.url).pathname;

/**
 * How a server process is started: `compiled` is what `npm start` runs (the esbuild bundle in
 * dist/, with source-mapped stack traces); `compiled-nomaps` the same without source maps;
 * `tsx` how `npm start` ran before, compiling TypeScript in the process on load.
 */
export type ServerMode = 'compiled' | 'compiled-nomaps' | 'tsx';

/** The Node.js flags of `npm run serve` (package.json) but source maps, so a benchmark's server runs as deployed. */
function serveFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return String(pkg.scripts.serve)
    .split(' ')
    .filter((f) => f.startsWith('--') && f !== '--enable-source-maps');
}

export function serverArgs(mode: ServerMode, nodeFlags: string[] = []): string[] {
  const base = [...serveFlags(), ...nodeFlags];
  if (mode === 'tsx') return [...base, '--import', 'tsx', 'src/main.ts'];
  if (mode === 'compiled-nomaps') return [...base, 'dist/main.js'];
  return [...base, '--enable-source-maps', 'dist/main.js'];
}

let built = false;
/** Builds dist/ once per benchmark run, so that a run never measures a stale bundle. */
export function buildServerOnce(): void {
  if (built) return;
  const r = spawnSync(process.execPath, ['build.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the server build failed');
  built = true;
}
