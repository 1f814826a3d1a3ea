import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../users/users.schema.js';
import { archiveWebsites, businessPhones, dataDic, messageTemplates, subtotalKeywords } from './config.schema.js';
import { SEED_DIC, SEED_MAIL, SEED_MSG_TEMPLATES, SEED_PHONES, SEED_SUBTOTAL, SEED_WEBSITES } from './config.seed-data.js';

/** Demo configuration: dictionary, mail templates, message templates, keywords, websites, phones; no whitelist. */
export async function seedConfig(ctx: AppContext) {
  await ctx.db
    .insert(dataDic)
    .values([...SEED_DIC.map((d) => ({ ...d, category: 'dic' })), ...SEED_MAIL.map((d) => ({ ...d, category: 'mail' }))]);
  await ctx.db.insert(messageTemplates).values(SEED_MSG_TEMPLATES);
  await ctx.db.insert(subtotalKeywords).values(SEED_SUBTOTAL);
  await ctx.db.insert(archiveWebsites).values(SEED_WEBSITES);
  const [manager] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.account, 'manager'));
  await ctx.db.insert(businessPhones).values(SEED_PHONES.map((p) => ({ ...p, submitterUid: manager?.id ?? null })));
}
