import { DEFAULT_MESSAGE_TEMPLATES, fillMessageTemplate, type MsgComingData, RealtimeEvent } from '@certdesk/contract';
import type { Db } from '../../platform/db/client.js';
import { publishInTx } from '../../platform/realtime.js';
import { msgTemplateOfEvent } from '../config/config.repo.js';
import { activeUidsOfRoleTypes } from '../users/users.repo.js';
import { insertMessage } from './messages.repo.js';

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
  return (
    (await msgTemplateOfEvent(tx, eventName)) ??
    DEFAULT_MESSAGE_TEMPLATES.find((t) => t.eventName === eventName) ?? { title: '系统消息', content: '{content}' }
  );
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
  const id = await insertMessage(tx, {
    uid: input.uid,
    msgType: input.eventName,
    msgTitle: title,
    title,
    content,
    orderId: input.orderId ?? null,
  });
  const data: MsgComingData = { id, msgTitle: title, content, orderId: input.orderId ?? null };
  await publishInTx(tx, { userId: input.uid }, RealtimeEvent.MSG_COMING, data);
  return id;
}

/** Ids of the active administrators (role types 0 and 100, primary or further role). */
export async function adminUids(tx: Db): Promise<number[]> {
  return activeUidsOfRoleTypes(tx, [0, 100]);
}

/** Sends one message per administrator (a push failed past its retries, D1). */
export async function createMessageForAdmins(tx: Db, input: Omit<NewMessage, 'uid'>): Promise<number[]> {
  const ids: number[] = [];
  for (const uid of await adminUids(tx)) ids.push(await createMessage(tx, { ...input, uid }));
  return ids;
}
