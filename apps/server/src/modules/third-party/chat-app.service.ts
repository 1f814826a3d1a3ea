import { createHmac } from 'node:crypto';
import { InterfaceType } from '@certdesk/contract';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { enabledProgressConfigs, progressConfigById } from '../config/config.repo.js';
import { orderById } from '../orders/orders.repo.js';
import { onOutboxSettled } from '../partner/outbox.service.js';
import { insertThirdPartyNotice, noticeById, setNoticeOutcome } from './third-party.repo.js';

/**
 * The chat-app robot push of progress (D14): when the partner has acknowledged a progress
 * message, every enabled robot configuration for the order's type (configuration screen
 * /configuration/dingtalk) gets it as a text message on its webhook, signed DingTalk-style:
 * `timestamp` and `sign` = base64(HMAC-SHA256(secret, timestamp + "\n" + secret)) as query
 * parameters. Off by default (no configuration is enabled). Each message is a logged notice
 * (channel chatApp, content = the JSON sent) and a job with retries.
 */

/** The DingTalk-style signature of a webhook call. */
export function robotSign(secret: string, timestamp: number): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${secret}`).digest('base64');
}

/** The webhook URL with timestamp and sign added (unchanged without a secret). */
export function signedWebhook(webhook: string, secret: string, now = Date.now()): string {
  if (!secret) return webhook;
  const url = new URL(webhook);
  url.searchParams.set('timestamp', String(now));
  url.searchParams.set('sign', robotSign(secret, now));
  return url.toString();
}

const job = { name: 'chatapp-push', payload: z.object({ noticeId: z.number().int(), configId: z.number().int() }) };

/** Registers the robot job and the progress listener of this app. */
export function installChatApp(ctx: AppContext): void {
  ctx.queue.register(
    job,
    { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
    async ({ noticeId, configId }, meta) => {
      const notice = await noticeById(ctx.db, noticeId);
      const cfg = await progressConfigById(ctx.db, configId);
      if (!notice || notice.status === 'sent') return;
      if (!cfg) {
        await setNoticeOutcome(ctx.db, noticeId, 'failed', '机器人配置已删除');
        return;
      }
      const secret = cfg.secretEnc ? ctx.secrets.open(cfg.secretEnc) : '';
      let answer = '';
      let ok = false;
      try {
        const res = await fetch(signedWebhook(cfg.webhook, secret), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: notice.content,
          signal: AbortSignal.timeout(10_000),
        });
        answer = (await res.text()).slice(0, 2000);
        ok = res.ok && (JSON.parse(answer) as { errcode?: number }).errcode === 0;
      } catch (err) {
        answer ||= (err as Error).message;
      }
      if (ok || meta.lastAttempt) {
        await setNoticeOutcome(ctx.db, noticeId, ok ? 'sent' : 'failed', answer);
      }
      if (!ok) throw new Error(`chat-app push failed: ${answer}`);
    },
  );

  onOutboxSettled(InterfaceType.PROGRESS, 'chat-app', {
    delivered: async (tx, row) => {
      if (!row.orderId) return;
      const order = await orderById(tx, row.orderId);
      if (!order) return;
      const robots = await enabledProgressConfigs(tx);
      const content = String(row.payload.content ?? row.payload.name ?? '');
      for (const robot of robots.filter((r) => r.orderTypes.length === 0 || r.orderTypes.includes(order.orderType))) {
        const message = { msgtype: 'text', text: { content: `【认证进度】工单${order.id}（${order.companyName}）：${content}` } };
        const noticeId = await insertThirdPartyNotice(tx, {
          orderId: order.id,
          channel: 'chatApp',
          companyName: order.companyName,
          operatorUName: robot.name,
          content: JSON.stringify(message),
        });
        await ctx.queue.send(job, { noticeId, configId: robot.id }, { tx });
      }
    },
  });
}
