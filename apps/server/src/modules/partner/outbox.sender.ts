import { PARTNER_HEADERS, PARTNER_SIGNATURE_WINDOW_MS } from '@certdesk/contract';
import type { Db } from '../../platform/db/client.js';
import { signatureProblem, signedHeaders } from './outbox.signing.js';
import { partnerNonces } from './partner.schema.js';

/** The outcome of one delivery attempt: what was sent and received, and whether it was acknowledged. */
export interface Attempt {
  ok: boolean;
  requestJson: string;
  respValue: string;
  /** Why the attempt failed (Chinese, for the log and the admins' message). */
  error: string;
  ack: Record<string, unknown>;
}

/**
 * Posts one signed event to the partner and checks the acknowledgement (D11). Only a signed,
 * fresh, never-seen answer `{ code: "0000", data: { eventId } }` naming this event counts: a
 * time-out, an HTTP error, garbage, a forged signature or a replayed answer is a failed attempt.
 */
export async function deliver(
  db: Db,
  target: { url: string | null; partnerId: string; secret: string | undefined; timeoutMs: number },
  payload: Record<string, unknown>,
): Promise<Attempt> {
  const requestJson = JSON.stringify(payload);
  const fail = (error: string, respValue = ''): Attempt => ({ ok: false, requestJson, respValue: respValue || error, error, ack: {} });
  if (!target.url) return fail('未配置合作方回调地址');
  if (!target.secret) return fail('未配置合作方密钥');
  let res: Response;
  let text: string;
  try {
    res = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(target.partnerId, target.secret, requestJson) },
      body: requestJson,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    text = await res.text();
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
    return fail(timedOut ? '合作方响应超时' : `连接合作方失败：${(err as Error).message}`);
  }
  const shown = `HTTP ${res.status} ${text.slice(0, 4000)}`;
  if (!res.ok) return fail(`合作方返回HTTP ${res.status}`, shown);
  const headers = Object.fromEntries(Object.values(PARTNER_HEADERS).map((h) => [h, res.headers.get(h) ?? undefined]));
  if (headers[PARTNER_HEADERS.partnerId] !== target.partnerId) return fail('确认签名错误：合作方标识不符', shown);
  const problem = signatureProblem(target.secret, headers, text);
  if (problem) return fail(`确认签名无效：${problem}`, shown);
  let body: { code?: unknown; msg?: unknown; data?: { eventId?: unknown } };
  try {
    body = JSON.parse(text);
  } catch {
    return fail('合作方返回内容无法解析', shown);
  }
  if (body?.code !== '0000') return fail(`合作方拒绝：${String(body?.msg ?? body?.code ?? '')}`, shown);
  if (body.data?.eventId !== payload.eventId) return fail('确认的事件编号不符', shown);
  // A nonce is accepted once within the window: a replayed acknowledgement is refused.
  const fresh = await db
    .insert(partnerNonces)
    .values({
      partnerId: target.partnerId,
      nonce: headers[PARTNER_HEADERS.nonce]!,
      expiresAt: new Date(Date.now() + 2 * PARTNER_SIGNATURE_WINDOW_MS),
    })
    .onConflictDoNothing()
    .returning({ nonce: partnerNonces.nonce });
  if (fresh.length === 0) return fail('确认被重放，已拒绝', shown);
  return { ok: true, requestJson, respValue: text, error: '', ack: (body.data ?? {}) as Record<string, unknown> };
}
