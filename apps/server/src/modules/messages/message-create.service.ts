import { DEFAULT_MESSAGE_TEMPLATES, fillMessageTemplate, type MsgComingData, RealtimeEvent } from '@certdesk/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { publishInTx } from '../../platform/realtime.js';
import { messageTemplates } from '../config/config.schema.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';
import { messages } from './messages.schema.js';

/** What an event tells the messages feature. */
export interface NewMessage {
  uid: number;
  /** The message template's eventName (MessageEvent). */
  eventName: string;
  orderId?: number | null;
  /** Values of the template's {placeholders}; orderId is added when given. */
  vars?: Record<string, string | number | null | undefined>;
}

/**
 * The template of an event: the administrator's (message-template screen) when one exists, else
 * the built-in default, so a message is never lost for want of configuration.
 */
async function templateOf(tx: Db, eventName: string) {
  const [row] = await tx
    .select({ title: messageTemplates.title, content: messageTemplates.content })
    .from(messageTemplates)
    .where(eq(messageTemplates.eventName, eventName))
    .limit(1);
  return row ?? DEFAULT_MESSAGE_TEMPLATES.find((t) => t.eventName === eventName) ?? { title: '系统消息', content: '{content}' };
}

/**
 * Creates a message in the caller's transaction and announces it (onMsgComing) after commit on
 * every server process; a rollback drops both. Returns the message id.
 */
export async function createMessage(tx: Db, input: NewMessage): Promise<number> {
  const tpl = await templateOf(tx, input.eventName);
  const vars = { ...input.vars, ...(input.orderId ? { orderId: input.orderId } : {}) };
  const title = fillMessageTemplate(tpl.title, vars);
  const content = fillMessageTemplate(tpl.content, vars);
  const [row] = await tx
    .insert(messages)
    .values({ uid: input.uid, msgType: input.eventName, msgTitle: title, title, content, orderId: input.orderId ?? null })
    .returning({ id: messages.id });
  const id = row!.id;
  const data: MsgComingData = { id, msgTitle: title, content, orderId: input.orderId ?? null };
  await publishInTx(tx, { userId: input.uid }, RealtimeEvent.MSG_COMING, data);
  return id;
}

/** Ids of the active administrators (role types 0 and 100, primary or further role). */
export async function adminUids(tx: Db): Promise<number[]> {
  const primary = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.roleType, [0, 100]), eq(users.disabled, false), isNull(users.deletedAt)));
  const further = await tx
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(roles.roleType, [0, 100]), eq(users.disabled, false), isNull(users.deletedAt)));
  return [...new Set([...primary, ...further].map((r) => r.id))];
}

/** Sends one message per administrator (a push failed past its retries, D1). */
export async function createMessageForAdmins(tx: Db, input: Omit<NewMessage, 'uid'>): Promise<number[]> {
  const ids: number[] = [];
  for (const uid of await adminUids(tx)) ids.push(await createMessage(tx, { ...input, uid }));
  return ids;
}
