import { openPostgres } from '../src/platform/db/client.js';
import { measureWrites } from './lists-writes.js';
const db = await openPostgres('postgres://postgres:postgres@127.0.0.1:5432/certdesk_dash_bench', 2);
for (let i = 0; i < Number(process.argv[2] ?? 1); i++) console.log(await measureWrites(db));
await db.close();
