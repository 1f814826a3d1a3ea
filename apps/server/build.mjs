// `npm run build -w @certdesk/server`: the server as plain JavaScript for `node dist/main.js`.
// One esbuild bundle of src/ and the workspace's @certdesk/contract (consumed as TypeScript source,
// so Node could not load it); every npm package stays an import resolved from node_modules at run
// time, as with tsx. Types are checked by `npm run typecheck`, not here: the build only strips them.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const outdir = new URL('./dist/', import.meta.url).pathname;
rmSync(outdir, { recursive: true, force: true });

/** Bare imports stay external except our own workspaces, which are bundled from source. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@certdesk/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: { main: new URL('./src/main.ts', import.meta.url).pathname },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // Stack traces name the TypeScript file and line (`node --enable-source-maps`).
  sourcemap: 'linked',
  // Class and function names stay as written (error names, log lines, Fastify plugin names).
  keepNames: true,
  plugins: [externalPackages],
  logLevel: 'warning',
});
console.log(`server built into ${outdir}`);
