import type { AppContext } from '../../platform/context.js';
import { seedCalls } from '../calls/calls.seed.js';
import { seedConfig } from '../config/config.seed.js';
import { seedReasons } from '../decisions/decisions.seed.js';
import { seedDetail } from '../detail/detail.seed.js';
import { seedMessagesAndMail } from '../mail/messages-mail.seed.js';
import { seedEvidenceImages } from '../orders/evidence-images.seed.js';
import { seedOrders } from '../orders/orders.seed.js';
import { users } from '../users/users.schema.js';
import { DEMO_ACCOUNTS, seedAccounts } from './seed-accounts.js';

/** The seeders of the demo data set, in order; each module adds its own (D21). */
const SEEDERS: { name: string; run: (ctx: AppContext) => Promise<void> }[] = [
  { name: 'accounts', run: seedAccounts },
  { name: 'config', run: seedConfig },
  { name: 'orders', run: seedOrders },
  { name: 'reasons', run: seedReasons },
  { name: 'evidence-images', run: seedEvidenceImages },
  { name: 'detail', run: seedDetail },
  { name: 'messages-mail', run: seedMessagesAndMail },
  // Calls go last: they are placed on the orders the seeders above created.
  { name: 'calls', run: seedCalls },
];

/** True when the database has no users yet: a fresh start. */
export async function isFreshDatabase(ctx: AppContext): Promise<boolean> {
  const rows = await ctx.db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}

/** Seeds the deterministic demo data set. */
export async function seedDemo(ctx: AppContext) {
  for (const seeder of SEEDERS) {
    const started = Date.now();
    await seeder.run(ctx);
    ctx.log.info(`demo data: ${seeder.name} (${Date.now() - started} ms)`);
  }
}

/** The sign-in instructions printed after seeding. */
export function demoBanner(ctx: AppContext, url: string): string {
  const lines = DEMO_ACCOUNTS.map((a) => `    ${a.account.padEnd(8)} ${a.nickName}`);
  return [
    '',
    `  Certdesk demo is running at ${url}`,
    `  Sign in with any of these accounts, password ${ctx.config.demoPassword}:`,
    ...lines,
    '',
  ].join('\n');
}
