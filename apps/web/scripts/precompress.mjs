// After `vite build`: writes .br and .gz beside every compressible built asset, so the server sends
// them as they are (@fastify/static preCompressed) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const assets = path.join(import.meta.dirname, '..', 'dist', 'assets');
const compressible = /\.(js|css|svg|json|txt|map)$/;
let count = 0;
for (const name of fs.readdirSync(assets)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assets, name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets (.br, .gz)`);
