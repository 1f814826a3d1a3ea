import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../users/users.schema.js';
import type { Mailbox } from './mail-provider.js';

/** The mailboxes of active users with a mailbox configuration, passwords opened. */
export async function configuredMailboxes(ctx: AppContext, uid?: number): Promise<Mailbox[]> {
  const rows = await ctx.db
    .select({ id: users.id, nickName: users.nickName, emailConfig: users.emailConfig })
    .from(users)
    .where(and(isNotNull(users.emailConfig), eq(users.disabled, false), isNull(users.deletedAt), uid ? eq(users.id, uid) : undefined));
  const boxes: Mailbox[] = [];
  for (const r of rows) {
    if (!r.emailConfig?.account) continue;
    let password = '';
    try {
      password = ctx.secrets.open(r.emailConfig.passwordEnc);
    } catch {
      // A password sealed with another key: the login fails and the mailbox shows that status.
    }
    boxes.push({ uid: r.id, account: r.emailConfig.account, password, displayName: r.nickName });
  }
  return boxes;
}
